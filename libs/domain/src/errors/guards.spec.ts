import { DomainError, requireNonNegativeDecimal, requirePositiveDecimal, requirePositiveInteger } from './index';

describe('guards', () => {
  it('requirePositiveDecimal returns the decimal or refuses zero and negatives with NOT_POSITIVE', () => {
    expect(requirePositiveDecimal('流量', '0.5').toString()).toBe('0.5');
    expect(() => requirePositiveDecimal('流量', 0)).toThrow('流量必须大于零：0');
    try {
      requirePositiveDecimal('流量', '-1');
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('NOT_POSITIVE');
      expect((error as DomainError).details).toEqual({ label: '流量', value: '-1' });
    }
    expect.assertions(5);
  });

  it('requireNonNegativeDecimal accepts zero and refuses negatives', () => {
    expect(requireNonNegativeDecimal('空白', 0).toString()).toBe('0');
    expect(() => requireNonNegativeDecimal('空白', '-0.01')).toThrow('空白不能为负数');
  });

  it('requirePositiveInteger refuses zero, negatives and fractions', () => {
    expect(requirePositiveInteger('人数', 3)).toBe(3);
    expect(() => requirePositiveInteger('人数', 0)).toThrow('人数必须是正整数');
    expect(() => requirePositiveInteger('人数', -2)).toThrow('人数必须是正整数');
    expect(() => requirePositiveInteger('人数', 1.5)).toThrow('人数必须是正整数');
  });
});
