import { limitKindsFor, methodFor, SURVEY } from '../testing/sampling-survey';
import {
  expandSamples,
  formatSampleCode,
  generateSamplingPlan,
  reconcileSamples,
  sampleCodePatternError,
  sampleCodes,
  type PlanRow,
} from './index';

const row = (over: Partial<PlanRow> & Pick<PlanRow, 'key'>): PlanRow => ({
  workshop: '喷漆车间',
  post: '喷漆工',
  hazard: '甲苯',
  sampleType: 'fixed',
  kind: 'STEL',
  points: 1,
  subjects: 0,
  selection: null,
  headcount: 5,
  equipmentUnits: 5,
  days: 1,
  samplesPerUnit: 1,
  durationMinutes: 15,
  flow: '0.100',
  collector: '活性炭管',
  medium: '',
  blanksPerBatch: 2,
  method: '',
  ...over,
});

describe('expandSamples', () => {
  it('lists day by day the samples of each row × points or subjects × samples per unit, then that day’s blanks per batch', () => {
    const rows = [
      row({ key: 'A', points: 2, days: 2 }),
      row({ key: 'B', sampleType: 'individual', kind: 'TWA', points: 0, subjects: 1, days: 2, samplesPerUnit: 2, blanksPerBatch: 3 }),
      row({ key: 'C', hazard: '苯', days: 1, blanksPerBatch: 1 }),
    ];
    const list = expandSamples(rows).map((s) => (s.blank ? `d${s.day} 空白 ${s.hazard}#${s.unit}` : `d${s.day} ${s.rowKey} u${s.unit} r${s.replicate}`));
    expect(list).toEqual([
      'd1 A u1 r1',
      'd1 A u2 r1',
      'd1 B u1 r1',
      'd1 B u1 r2',
      'd1 C u1 r1',
      'd1 空白 甲苯#1', // A and B share a batch (toluene on charcoal tubes): the larger blank count, 3
      'd1 空白 甲苯#2',
      'd1 空白 甲苯#3',
      'd1 空白 苯#1',
      'd2 A u1 r1',
      'd2 A u2 r1',
      'd2 B u1 r1',
      'd2 B u1 r2',
      'd2 空白 甲苯#1',
      'd2 空白 甲苯#2',
      'd2 空白 甲苯#3',
    ]);
  });

  it('gives the survey plan its sample count, each identity once, the same list every time', () => {
    const rows = generateSamplingPlan({ checkType: '30', ...SURVEY, methodFor, limitKindsFor }).rows;
    const samples = expandSamples(rows);
    const perDay = rows.reduce((n, r) => n + (r.sampleType === 'individual' ? r.subjects : r.points) * r.samplesPerUnit, 0);
    // Mn 3 + 3, welding fume 3 + 2 and 2 + 1, CO 3 + 3, other dust 1, toluene 2 + 2, xylene 2 + 2
    expect(perDay).toBe(29);
    // blanks per day and hazard: Mn 2, welding fume 1 (one batch for both posts), CO 2, other dust 2, toluene 2, xylene 2
    expect(samples.filter((s) => s.blank)).toHaveLength(3 * 11);
    expect(samples).toHaveLength(3 * 29 + 3 * 11);
    expect(new Set(samples.map((s) => s.identity)).size).toBe(samples.length);
    expect(expandSamples(rows)).toEqual(samples);
  });

  it('plans nothing for a row with no points, subjects or days', () => {
    expect(expandSamples([row({ key: 'A', points: 0 }), row({ key: 'B', days: 0 })])).toEqual([]);
  });
});

describe('reconcileSamples', () => {
  const before = expandSamples([row({ key: 'A', points: 2, blanksPerBatch: 0 })]);
  it('keeps recorded samples, numbers only new ones and cancels those no longer planned', () => {
    const after = expandSamples([row({ key: 'A', points: 1, blanksPerBatch: 0 }), row({ key: 'N', hazard: '苯', blanksPerBatch: 0 })]);
    const r = reconcileSamples(after, before.map((s) => ({ identity: s.identity })));
    expect(r.keep).toEqual(['A#d1#u1#r1']);
    expect(r.add.map((s) => s.identity)).toEqual(['N#d1#u1#r1']);
    expect(r.cancel).toEqual(['A#d1#u2#r1']);
  });

  it('revives a cancelled sample planned again instead of numbering it twice', () => {
    const r = reconcileSamples(before, [{ identity: 'A#d1#u1#r1' }, { identity: 'A#d1#u2#r1', cancelled: true }]);
    expect(r).toEqual({ add: [], keep: ['A#d1#u1#r1', 'A#d1#u2#r1'], cancel: [] });
  });
});

describe('sample codes', () => {
  it('numbers samples from the pattern with the project code and marks blanks', () => {
    const samples = [{ blank: false }, { blank: false }, { blank: true }];
    expect(sampleCodes('{project}-{blank}{seq:4}', samples, { projectCode: 'XM-2026-0007', year: 2026, firstSeq: 41 })).toEqual([
      'XM-2026-0007-0041',
      'XM-2026-0007-0042',
      'XM-2026-0007-KB0043',
    ]);
    expect(formatSampleCode('YP{yy}{seq:5}{blank}', { projectCode: 'X', year: 2026, seq: 3, blank: true })).toBe('YP2600003KB');
  });

  it.each([
    ['', '样品编号规则不能为空且不能超过60个字符'],
    ['{project}-{blank}', '样品编号规则必须包含且只包含一个流水号占位符，如 {seq:4}'],
    ['{project}-{seq:4}', '样品编号规则必须包含一个空白样标记占位符 {blank}'],
    ['{project}-{blank}{seq:4}-{month}', '样品编号规则只支持 {project}、{yyyy}、{yy}、{blank} 和 {seq:N} 占位符'],
    ['{project} {blank}{seq:4}', '样品编号规则不能包含空白或 / \\ : * ? " < > | 字符'],
  ])('refuses the pattern %j', (pattern, message) => {
    expect(sampleCodePatternError(pattern)).toBe(message);
    expect(() => formatSampleCode(pattern, { projectCode: 'X', year: 2026, seq: 1, blank: false })).toThrow(message);
  });
});
