import { validateNumber } from './validate-number';

describe('validateNumber', () => {
  it.each(['0', '42', '-42', '3.14', '-0.5', '0.000', '1000000', 7, -7.25, 0])('accepts %p', (value) => {
    expect(validateNumber(value)).toBeNull();
  });

  it.each([
    '',
    ' ',
    null,
    undefined,
    '-',
    '+1',
    '1.',
    '.5',
    '01',
    '007',
    '-01.5',
    '1e3',
    '1,000',
    ' 1',
    '1 ',
    '１２３',
    '１.５',
    '--1',
    'abc',
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('rejects %p', (value) => {
    expect(validateNumber(value)).toBe('只能输入数字');
  });
});
