import {
  DomainError,
  requireDecimal,
  requireNonEmpty,
  requireNonNegativeDecimal,
  requirePositiveDecimal,
  requirePositiveInteger,
} from './index';

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

  it('requireDecimal names the quantity when the input is not a number (INVALID_NUMBER)', () => {
    expect(requireDecimal('温度', '-2.5').toString()).toBe('-2.5');
    expect(() => requireDecimal('温度', 'abc')).toThrow('温度不是有效的数值：abc');
    expect(() => requirePositiveDecimal('流量', 'x')).toThrow('流量不是有效的数值：x');
    try {
      requireNonNegativeDecimal('空白', Number.NaN);
    } catch (error) {
      expect((error as DomainError).code).toBe('INVALID_NUMBER');
      expect((error as DomainError).details).toEqual({ label: '空白', value: 'NaN' });
    }
  });

  it('requireNonEmpty refuses an empty list with INVALID_ARGUMENT', () => {
    expect(requireNonEmpty('时段', [1, 2])).toEqual([1, 2]);
    expect(() => requireNonEmpty('时段', [])).toThrow('时段不能为空');
  });
});
