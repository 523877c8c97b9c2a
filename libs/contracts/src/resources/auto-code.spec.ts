import { autoCodePatternError, formatAutoCode } from './auto-code';

describe('auto codes', () => {
  it('numbers by year with the padded running number', () => {
    expect(formatAutoCode('XM-{yyyy}-{seq:4}', 2026, 1)).toBe('XM-2026-0001');
    expect(formatAutoCode('ZJ{yy}{seq:3}', 2026, 12)).toBe('ZJ26012');
    expect(formatAutoCode('XM-{yyyy}-{seq:2}', 2026, 123)).toBe('XM-2026-123');
  });

  it('refuses patterns that cannot number codes', () => {
    expect(autoCodePatternError('XM-{yyyy}-{seq:4}')).toBeNull();
    expect(autoCodePatternError('XM-{yyyy}')).toMatch('流水号');
    expect(autoCodePatternError('{seq}{seq:2}')).toMatch('流水号');
    expect(autoCodePatternError('XM-{month}-{seq:4}')).toMatch('占位符');
    expect(autoCodePatternError('XM/{seq:4}')).toMatch('不能包含');
    expect(autoCodePatternError('')).toMatch('不能为空');
  });
});
