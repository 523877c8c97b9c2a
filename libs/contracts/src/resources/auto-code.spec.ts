import { autoCodePatternError, autoCodeSequence, autoCodeTypeOf, formatAutoCode } from './auto-code';

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

describe('auto codes per type', () => {
  const auto = { field: 'code', sequence: 'report', defaultPattern: 'OHIT-{type}-{yyyy}-{seq:4}', type: { field: 'template', codes: { periodic: 'DJ', incoming: 'LY' } } };

  it('prints the type’s letters and keeps one running number per type while the pattern names it', () => {
    expect(formatAutoCode('OHIT-{type}-{yyyy}-{seq:4}', 2026, 7, 'DJ')).toBe('OHIT-DJ-2026-0007');
    expect(autoCodeTypeOf(auto, { template: 'incoming' })).toBe('LY');
    expect(autoCodeTypeOf(auto, { template: 'other' })).toBeNull();
    expect(autoCodeSequence(auto, auto.defaultPattern, 'DJ')).toBe('report:DJ');
    // a pattern without {type} numbers every type from one sequence, so its codes never repeat
    expect(autoCodeSequence(auto, 'BG{yyyy}{seq:4}', 'DJ')).toBe('report');
    expect(autoCodeSequence({ ...auto, type: undefined }, auto.defaultPattern, 'DJ')).toBe('report');
  });

  it('accepts {type} only where the declaration numbers per type, and once', () => {
    expect(autoCodePatternError('OHIT-{type}-{yyyy}-{seq:4}', { typed: true })).toBeNull();
    expect(autoCodePatternError('OHIT-{type}-{yyyy}-{seq:4}')).toMatch('占位符');
    expect(autoCodePatternError('{type}{type}-{seq:4}', { typed: true })).toMatch('最多');
    expect(autoCodePatternError('{kind}-{seq:4}', { typed: true })).toMatch('{type}');
  });
});
