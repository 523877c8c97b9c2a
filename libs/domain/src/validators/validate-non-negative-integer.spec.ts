import { validateNonNegativeInteger } from './validate-non-negative-integer';

describe('validateNonNegativeInteger', () => {
  it.each(['0', '1', '42', '1000000', 0, 7])('accepts %p', (value) => {
    expect(validateNonNegativeInteger(value)).toBeNull();
  });

  it.each(['', ' ', null, undefined, '-1', '1.5', '1.0', '00', '007', '+1', '1e3', ' 1', '１２３', -1, 2.5, Number.NaN])(
    'rejects %p',
    (value) => {
      expect(validateNonNegativeInteger(value)).toBe('只能输入非负整数');
    },
  );
});
