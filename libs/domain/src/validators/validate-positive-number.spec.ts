import { validatePositiveNumber } from './validate-positive-number';

describe('validatePositiveNumber', () => {
  it.each(['1', '0.001', '12.50', '999999', 0.1, 5, `0.${'0'.repeat(400)}1`])('accepts %p', (value) => {
    expect(validatePositiveNumber(value)).toBeNull();
  });

  it.each(['', ' ', null, '0', '0.0', '-0', '-1', '-0.5', '01', '.5', '１', 0, -3])('rejects %p', (value) => {
    expect(validatePositiveNumber(value)).toBe('只能输入大于0的数字');
  });
});
