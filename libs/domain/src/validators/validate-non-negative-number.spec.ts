import { validateNonNegativeNumber } from './validate-non-negative-number';

describe('validateNonNegativeNumber', () => {
  it.each(['0', '0.0', '1', '0.5', '123.456', 0, 2.5])('accepts %p', (value) => {
    expect(validateNonNegativeNumber(value)).toBeNull();
  });

  it.each(['', ' ', null, '-1', '-0.001', '00', '01', '1.', '０', ' 0', -1])('rejects %p', (value) => {
    expect(validateNonNegativeNumber(value)).toBe('只能输入大于等于0的数字');
  });
});
