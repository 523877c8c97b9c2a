import { optional } from './optional';
import { validateNumber } from './validate-number';

describe('optional', () => {
  const optionalNumber = optional(validateNumber);

  it.each(['', undefined, null])('lets the empty value %p pass', (value) => {
    expect(validateNumber(value)).toBe('只能输入数字');
    expect(optionalNumber(value)).toBeNull();
  });

  it('still checks whitespace and other values', () => {
    expect(optionalNumber(' ')).toBe('只能输入数字');
    expect(optionalNumber('abc')).toBe('只能输入数字');
    expect(optionalNumber('1.5')).toBeNull();
  });
});
