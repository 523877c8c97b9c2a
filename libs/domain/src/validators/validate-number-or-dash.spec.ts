import { validateNumberOrDash } from './validate-number-or-dash';

describe('validateNumberOrDash', () => {
  it.each(['-', '0', '12.5', '-3', 8])('accepts %p', (value) => {
    expect(validateNumberOrDash(value)).toBeNull();
  });

  it.each(['', ' ', null, '--', ' -', '- ', '－', '—', '1-2', '01', '１２', 'n/a'])('rejects %p', (value) => {
    expect(validateNumberOrDash(value)).toBe("只能输入数字或'-'");
  });
});
