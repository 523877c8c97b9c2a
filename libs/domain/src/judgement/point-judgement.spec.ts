import { gbz21Limits2019, gbz21LimitsInForce } from '../limits';
import { codeOf } from '../testing/code-of';
import { judgePoint, pointLimitFor, rollUpPoints, type PointSample } from './index';

const table = gbz21Limits2019();
const toluene = table.forHazard('甲苯') ?? null;
const twa = (code: string, counted: string | null, minutes: number, extra: Partial<PointSample> = {}): PointSample => ({
  code,
  kind: 'TWA',
  counted,
  resultText: counted,
  durationMinutes: minutes,
  day: '2026-03-02',
  ...extra,
});
const short = (code: string, counted: string, minutes: number, extra: Partial<PointSample> = {}): PointSample => ({
  code,
  kind: 'STEL',
  counted,
  resultText: counted,
  durationMinutes: minutes,
  day: '2026-03-02',
  ...extra,
});
const text = (d: unknown) => (d === undefined ? undefined : String(d));

describe('judgePoint — a point judged from its samples (domain.md §4, §11)', () => {
  it('worked example: 12 mg/m³ × 2 h, 4 × 4 h, <LOD (counted 0) × 2 h → C_TWA 5.0 mg/m³, toluene PC-TWA 50 → 符合, with rule and edition', () => {
    const result = judgePoint({
      hazard: '甲苯',
      limit: toluene,
      samples: [twa('S1', '12.0', 120), twa('S2', '4.0', 240), twa('S3', '0', 120, { belowLod: true, resultText: '<0.5' })],
    });
    expect(text(result.cTwa)).toBe('5.0');
    expect(result.conclusion).toBe('符合');
    expect(result.complete).toBe(true);
    expect(result.checks).toHaveLength(1);
    expect(result.checks[0]).toMatchObject({ rule: 'gbz2.1-2019/twa', edition: 'GBZ 2.1-2019', passed: true, verdict: '符合', explanation: 'C_TWA 5.0 ≤ PC-TWA 50，符合' });
    expect(text(result.checks[0]?.limit)).toBe('50');
    expect(result.values).toEqual([expect.objectContaining({ label: 'C_TWA', text: '5.0', unit: 'mg/m³' })]);
    expect(result.explanation).toBe('C_TWA 5.0 ≤ PC-TWA 50，符合');
  });

  it('takes the sampling time from start and end when no duration was recorded', () => {
    const at = (h: number) => new Date(Date.UTC(2026, 2, 2, h)).toISOString();
    const result = judgePoint({
      hazard: '甲苯',
      limit: toluene,
      samples: [
        { code: 'S1', kind: 'TWA', counted: '12.0', resultText: '12.0', start: at(0), end: at(2) },
        { code: 'S2', kind: 'TWA', counted: '4.0', resultText: '4.0', start: at(2), end: at(6) },
      ],
    });
    expect(text(result.cTwa)).toBe('5.0');
  });

  it('over the limit → 不符合 naming the check; every result below the LOD is written "<x"', () => {
    const over = judgePoint({ hazard: '甲苯', limit: toluene, samples: [twa('S1', '60.0', 240), twa('S2', '42.0', 240)] });
    expect(over.conclusion).toBe('不符合');
    expect(over.explanation).toBe('C_TWA 51.0 > PC-TWA 50，不符合');
    const none = judgePoint({ hazard: '甲苯', limit: toluene, samples: [twa('S1', '0.25', 480, { belowLod: true, resultText: '<0.50' })] });
    expect(none.values[0]).toMatchObject({ text: '<0.50' });
    expect(none.conclusion).toBe('符合');
  });

  it('rounds by GB/T 8170 to the method’s decimals, then compares: 50.04 → 50.0 passes, 50.06 → 50.1 fails', () => {
    const judged = (value: string) => judgePoint({ hazard: '甲苯', limit: toluene, samples: [twa('S1', value, 480)], options: { decimals: 1 } });
    expect(judged('50.04').conclusion).toBe('符合');
    expect(judged('50.05').conclusion).toBe('符合');
    expect(judged('50.06').conclusion).toBe('不符合');
    expect(text(judged('50.06').cTwa)).toBe('50.1');
  });

  it('a sample without a result leaves the point 无法判定 (incomplete) — unless the results in hand already fail', () => {
    const waiting = judgePoint({ hazard: '甲苯', limit: toluene, samples: [twa('S1', '12.0', 240), twa('S2', null, 240)] });
    expect(waiting).toMatchObject({ conclusion: '无法判定', complete: false, pending: 1, explanation: '尚有 1 个样品未出检测结果' });
    const failing = judgePoint({ hazard: '甲苯', limit: toluene, samples: [twa('S1', '120.0', 240), twa('S2', null, 240)] });
    expect(failing).toMatchObject({ conclusion: '不符合', complete: false, pending: 1 });
  });

  it('judges each shift and the highest C_TWA; a sample without a time is said, not guessed', () => {
    const result = judgePoint({
      hazard: '甲苯',
      limit: toluene,
      samples: [twa('D1', '20.0', 480), twa('D2', '40.0', 480, { day: '2026-03-03' }), twa('D3', '30.0', 480, { day: '2026-03-04' })],
    });
    expect(text(result.cTwa)).toBe('40.0');
    expect(result.conclusion).toBe('符合');
    const untimed = judgePoint({ hazard: '甲苯', limit: toluene, samples: [twa('X1', '12.0', 240), { code: 'X2', kind: 'TWA', counted: '4.0', resultText: '4.0' }] });
    expect(untimed.conclusion).toBe('无法判定');
    expect(untimed.explanation).toBe('样品X2缺少采样时长，未计入C_TWA');
  });

  it('STEL: a 15 min sample is C_STE itself, a shorter one is averaged over 15 min (C·T/15)', () => {
    const over = judgePoint({ hazard: '甲苯', limit: toluene, samples: [short('T1', '120.0', 15)] });
    expect(text(over.cSte)).toBe('120.0');
    expect(over.checks[0]).toMatchObject({ rule: 'gbz2.1-2019/stel', passed: false, explanation: 'C_STE 120.0 > PC-STEL 100，不符合' });
    const averaged = judgePoint({ hazard: '甲苯', limit: toluene, samples: [short('T2', '120.0', 10)] });
    expect(text(averaged.cSte)).toBe('80.0');
    expect(averaged.conclusion).toBe('符合');
  });

  it('MAC: the highest short-sample concentration against MAC (hydrogen sulfide 10)', () => {
    const h2s = table.forHazard('硫化氢') ?? null;
    const judged = (value: string) => judgePoint({ hazard: '硫化氢', limit: h2s, samples: [{ ...short('M1', '2.0', 15), kind: 'MAC' }, { ...short('M2', value, 15), kind: 'MAC' }], options: { decimals: 1 } });
    expect(judged('10.04')).toMatchObject({ conclusion: '符合' });
    expect(text(judged('10.04').cMe)).toBe('10.0');
    expect(judged('10.06').checks[0]).toMatchObject({ rule: 'gbz2.1-2019/mac', explanation: 'C_ME 10.1 > MAC 10，不符合' });
    // a MAC substance cannot be judged from long-time samples
    expect(judgePoint({ hazard: '硫化氢', limit: h2s, samples: [twa('L1', '1.0', 480)] })).toMatchObject({ conclusion: '无法判定', explanation: '“硫化氢”只有最高容许浓度（MAC），须以短时间样品判定' });
  });

  it('long shifts: the survey’s 10 h a day lowers PC-TWA by RF = (8/10)·(14/16) = 0.7 → 35', () => {
    const samples = [twa('S1', '40.0', 480)];
    expect(judgePoint({ hazard: '甲苯', limit: toluene, samples }).conclusion).toBe('符合');
    const reduced = judgePoint({ hazard: '甲苯', limit: toluene, samples, options: { hoursPerDay: '10' } });
    expect(reduced.checks[0]).toMatchObject({ rule: 'gbz2.1-2019/twa-reduced', passed: false, explanation: 'C_TWA 40.0 > PC-TWA×RF 35.0，不符合' });
    expect(judgePoint({ hazard: '甲苯', limit: toluene, samples, options: { hoursPerDay: '8' } }).checks[0]?.rule).toBe('gbz2.1-2019/twa');
  });

  it('PC-TWA only: the peak rule on short samples — excursions over 3×PC-TWA less than 1 h apart fail, the ceiling 5×PC-TWA too', () => {
    const mn = table.forHazard('锰及其无机化合物') ?? null;
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 1, minute)).toISOString();
    const close = judgePoint({
      hazard: '锰及其无机化合物',
      limit: mn,
      samples: [short('P1', '0.50', 15, { start: at(0) }), short('P2', '0.50', 15, { start: at(30) })],
    });
    expect(close.peak).toMatchObject({ edition: '2019' });
    expect(text(close.peak?.excursionThreshold)).toBe('0.45');
    expect(close.conclusion).toBe('不符合');
    expect(close.checks.find((c) => !c.passed)).toMatchObject({ rule: 'gbz2.1-2019/peak-interval', explanation: '最短超限间隔(min) 15 < 60，不符合' });
    const ceiling = judgePoint({ hazard: '锰及其无机化合物', limit: mn, samples: [short('P3', '0.80', 15, { start: at(0) })] });
    expect(ceiling.checks.find((c) => !c.passed)?.rule).toBe('gbz2.1-2019/peak-ceiling');
    // without start times two excursions cannot be spaced: said, not passed
    const untimed = judgePoint({ hazard: '锰及其无机化合物', limit: mn, samples: [short('P4', '0.50', 15), short('P5', '0.50', 15)] });
    expect(untimed).toMatchObject({ conclusion: '无法判定', explanation: '短时间样品缺少采样开始时间，无法核对两次超限的间隔' });
  });

  it('dust: total and respirable judged separately; the free-silica band chooses the silica limit (16.4 % → 10–50 %: 1 / 0.7)', () => {
    const silica = pointLimitFor(table, '矽尘', { freeSilicaPercent: '16.4' });
    expect(silica.limit?.nameZh).toBe('矽尘（10 %≤游离SiO2含量≤50 %）');
    const result = judgePoint({
      hazard: '矽尘',
      limit: silica.limit,
      samples: [twa('D1', '0.90', 480, { dustFraction: 'total' }), twa('D2', '0.80', 480, { dustFraction: 'respirable' })],
    });
    expect(result.values.map((v) => `${v.label} ${v.text}`)).toEqual(['C_TWA（总尘） 0.90', 'C_TWA（呼尘） 0.80']);
    expect(result.checks.map((c) => [c.rule, c.passed])).toEqual([
      ['gbz2.1-2019/dust-total-twa', true],
      ['gbz2.1-2019/dust-respirable-twa', false],
    ]);
    expect(result).toMatchObject({ conclusion: '不符合', explanation: '呼尘 C_TWA 0.80 > 呼尘 PC-TWA 0.7，不符合' });
    expect(pointLimitFor(table, '矽尘')).toMatchObject({ limit: null, noLimitReason: '缺少游离SiO2含量的检测结果，无法确定矽尘的限值' });
    expect(pointLimitFor(table, '矽尘', { freeSilicaPercent: '8' }).noLimitReason).toContain('不按矽尘判定');
    // 其他粉尘 has a total-dust limit only
    const other = judgePoint({ hazard: '其他粉尘', limit: pointLimitFor(table, '其他粉尘').limit, samples: [twa('O1', '2.46', 480), twa('O2', '1.10', 480, { dustFraction: 'respirable' })] });
    expect(other).toMatchObject({ conclusion: '无法判定', explanation: '“其他粉尘”没有呼尘限值，无法判定呼尘' });
    expect(other.checks[0]).toMatchObject({ passed: true, explanation: '总尘 C_TWA 2.46 ≤ 总尘 PC-TWA 8，符合' });
  });

  it('noise: 88 dB(A) × 4 h, 82 × 3 h, 75 × 1 h → LEX,8h 85.8 dB(A) → 不符合 (GBZ 2.2-2007)', () => {
    const noise = pointLimitFor(table, '噪声');
    expect(noise).toEqual({ agent: 'noise', limit: null, noLimitReason: null });
    const result = judgePoint({
      hazard: '噪声',
      agent: noise.agent,
      limit: null,
      samples: [
        { code: 'N1', kind: null, counted: '88', durationMinutes: 240 },
        { code: 'N2', kind: null, counted: '82', durationMinutes: 180 },
        { code: 'N3', kind: null, counted: '75', durationMinutes: 60 },
      ],
    });
    expect(result.values).toEqual([expect.objectContaining({ label: 'LEX,8h', text: '85.8', unit: 'dB(A)' })]);
    expect(result.checks[0]).toMatchObject({ rule: 'gbz2.2-2007/noise-lex8h', edition: 'GBZ 2.2-2007', passed: false, explanation: 'LEX,8h 85.8 > 限值 85，不符合' });
    expect(result.conclusion).toBe('不符合');
  });

  it('heat: WBGT judged by the post’s labour intensity and contact time; without the intensity 无法判定', () => {
    const samples: PointSample[] = [{ code: 'H1', kind: null, counted: '27.5', durationMinutes: 480 }];
    expect(judgePoint({ hazard: '高温', agent: 'heat', limit: null, samples })).toMatchObject({ conclusion: '无法判定', explanation: '缺少岗位的体力劳动强度（现场调查），无法确定 WBGT 限值' });
    const judged = judgePoint({ hazard: '高温', agent: 'heat', limit: null, samples, options: { labourIntensity: 'II' } });
    expect(judged.values[0]).toMatchObject({ label: 'WBGT', text: '27.5', unit: '℃' });
    expect(judged.checks[0]).toMatchObject({ edition: 'GBZ 2.2-2007', passed: true });
    expect(text(judged.checks[0]?.limit)).toBe('28');
  });

  it('no limit: the values are still shown and the point is 无法判定 with the reason', () => {
    const missing = pointLimitFor(table, '不存在的物质');
    const result = judgePoint({ hazard: '不存在的物质', limit: missing.limit, noLimitReason: missing.noLimitReason, samples: [twa('Z1', '1.00', 480)] });
    expect(result).toMatchObject({ conclusion: '无法判定', explanation: '限值表中找不到“不存在的物质”，无法判定' });
    expect(text(result.cTwa)).toBe('1.00');
    expect(pointLimitFor(table, '手传振动').noLimitReason).toBe('暂不支持“手传振动”的自动判定');
  });
});

describe('rollUpPoints — the project from its points', () => {
  it('fails when any point fails, cannot decide while any point cannot, passes when all pass', () => {
    expect(rollUpPoints([{ name: 'A', conclusion: '符合' }, { name: 'B', conclusion: '不符合' }, { name: 'C', conclusion: '无法判定' }])).toMatchObject({
      conclusion: '不符合',
      failingPoints: ['B'],
      explanation: '1 个检测点不符合：B',
    });
    expect(rollUpPoints([{ name: 'A', conclusion: '符合' }, { name: 'C', conclusion: '无法判定' }])).toMatchObject({ conclusion: '无法判定', undecidedPoints: ['C'] });
    expect(rollUpPoints([{ name: 'A', conclusion: '符合' }])).toMatchObject({ conclusion: '符合', explanation: '全部 1 个检测点符合' });
    expect(rollUpPoints([]).conclusion).toBe('无法判定');
  });
});

describe('gbz21LimitsInForce — the edition for the project’s date', () => {
  it('GBZ 2.1-2019 from 2020-04-01; an earlier date is refused rather than judged against the wrong edition', () => {
    expect(gbz21LimitsInForce('2026-03-02')).toMatchObject({ edition: '2019', standard: 'GBZ 2.1-2019' });
    expect(gbz21LimitsInForce('2020-04-01').edition).toBe('2019');
    expect(codeOf(() => gbz21LimitsInForce('2020-03-31'))).toBe('NO_APPLICABLE_LIMIT');
    expect(codeOf(() => gbz21LimitsInForce('2026-13-45'))).toBe('INVALID_ARGUMENT');
  });

  it('finds a hazard named without the table’s trailing note', () => {
    expect(table.forHazard('锰及其无机化合物')?.nameZh).toBe('锰及其无机化合物（按MnO2计）');
    expect(table.forHazard('一氧化碳')?.conditions).toContain('非高原');
    expect(table.forHazard('')).toBeUndefined();
  });
});
