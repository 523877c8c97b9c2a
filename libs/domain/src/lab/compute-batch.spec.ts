import { computeLabBatch } from './compute-batch';
import type { LabBatchInput, LabBatchItemInput, LabBatchResult, LabBatchSettings } from './lab-batch-types';

const settings: LabBatchSettings = { belowLodRule: 'zero', reportDecimals: 2 };
/** A perfect line y = 0.5 + 2x over a blank and 5 levels: c = (y − 0.5) / 2. */
const LINE = [0, 1, 2, 3, 4, 5].map((x) => ({ concentration: String(x), response: String(0.5 + 2 * x) }));
/** Hand-checked in standard-curve.spec: r = 0.999966156659… */
const REAL_CURVE = [
  ['0', '0.002'],
  ['1', '0.101'],
  ['2', '0.199'],
  ['3', '0.302'],
  ['4', '0.398'],
  ['5', '0.501'],
].map(([concentration, response]) => ({ concentration: concentration as string, response: response as string }));
/** The response the perfect line gives for concentration c. */
const y = (c: string) => (0.5 + 2 * Number(c)).toString();

function batch(input: Partial<LabBatchInput> & Pick<LabBatchInput, 'family' | 'items'>): LabBatchResult {
  return computeLabBatch({ settings, ...input });
}

function item(id: number, readings: LabBatchItemInput['readings'], extra: Partial<LabBatchItemInput> = {}): LabBatchItemInput {
  return { id, kind: 'sample', readings, ...extra };
}

function row(result: LabBatchResult, id: number) {
  const found = result.items.find((i) => i.id === id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
}

function qcOf(result: LabBatchResult, rule: string) {
  return result.qc.filter((q) => q.rule === rule);
}

const TUBE_QC = { checkStandard: { expected: '2.00', measured: '2.05' } };

describe('computeLabBatch — sorbent tubes (gc, solvent-elution)', () => {
  it('domain.md §11: c1 5.2, c2 0.3 μg/mL from the curve, v 1.0 mL, D 0.95, V0 1.402 L → 4.13 mg/m³', () => {
    const result = batch({
      family: 'gc',
      settings: { ...settings, desorptionEfficiency: '95' },
      curve: LINE,
      ...TUBE_QC,
      items: [
        item(1, { response: y('5.2'), responseBack: y('0.3'), desorbVolume: '1.0', standardVolume: '1.402' }),
        { id: 2, kind: 'fieldBlank', readings: { response: '0.5' } },
      ],
    });
    const sample = row(result, 1);
    expect(sample.complete).toBe(true);
    expect(sample.concentration?.startsWith('4.129')).toBe(true);
    expect(sample.reported).toBe('4.13');
    expect(sample.counted).toBe(sample.concentration);
    expect(sample.flags).toEqual([]);
    expect(sample.explanation).toContain('C = (c1 + c2) · v / (V0 · D) = (5.2 + 0.3) × 1.0 / (1.402 × 0.95)');
    expect(result.curve).toMatchObject({ usable: true, points: 6, refusal: null, reused: false });
    expect(result.qcPassed).toBe(true);
    expect(result.complete).toBe(true);
  });

  it('flags breakthrough when the back section holds more than the method’s percent of the front', () => {
    const result = batch({
      family: 'solvent-elution',
      settings: { ...settings, desorptionEfficiency: '0.9', breakthroughPercent: '10' },
      curve: LINE,
      items: [item(1, { response: y('5'), responseBack: y('1'), desorbVolume: '1', standardVolume: '2' })],
    });
    // (5 + 1) × 1 / (2 × 0.9) = 3.333…
    expect(row(result, 1).reported).toBe('3.33');
    expect(row(result, 1).flags).toEqual(['穿透']);
    expect(row(result, 1).extra?.['breakthroughPercent']).toBe('20.0');
  });

  it('a method without desorption efficiency leaves tubes incomplete and fails the desorption check', () => {
    const result = batch({ family: 'gc', curve: LINE, ...TUBE_QC, items: [item(1, { response: y('5'), desorbVolume: '1', standardVolume: '2' })] });
    expect(row(result, 1)).toMatchObject({ complete: false, concentration: null });
    expect(row(result, 1).explanation).toContain('未设置解吸效率');
    expect(qcOf(result, 'desorption')[0]).toMatchObject({ passed: false, message: '方法未设置解吸效率，无法校核' });
    expect(result.complete).toBe(false);
  });

  it('a desorption efficiency under 75 % fails QC with its value', () => {
    const result = batch({ family: 'gc', settings: { ...settings, desorptionEfficiency: '72' }, curve: LINE, items: [] });
    expect(qcOf(result, 'desorption')[0]).toMatchObject({ passed: false, value: '72.0', message: '解吸效率 72.0% 低于 75%' });
    expect(result.qcPassed).toBe(false);
  });
});

describe('computeLabBatch — the standard curve', () => {
  it('prints r to 8 significant digits and the equation', () => {
    const result = batch({ family: 'aas', curve: REAL_CURVE, items: [] });
    expect(result.curve?.r).toBe('0.99996616');
    expect(result.curve?.slope.startsWith('0.09968571428571428571')).toBe(true);
    expect(result.curve?.equation).toBe('y = 0.099685714x + 0.0012857143');
    expect(qcOf(result, 'curve')[0]).toMatchObject({ passed: true, value: '0.99996616' });
  });

  it('refuses a curve with r under 0.999: items needing it are incomplete with the refusal, QC fails', () => {
    const bent = LINE.map((l, i) => (i === 5 ? { ...l, response: '9.5' } : l));
    const result = batch({
      family: 'icp',
      curve: bent,
      items: [item(1, { response: '3', solutionVolume: '10', standardVolume: '100' })],
    });
    expect(result.curve?.usable).toBe(false);
    expect(result.curve?.refusal).toMatch(/^标准曲线相关系数 r = 0\.99\d{6} 低于 0\.999，不可使用$/);
    expect(row(result, 1).complete).toBe(false);
    expect(row(result, 1).concentration).toBeNull();
    expect(row(result, 1).explanation).toContain('低于 0.999，不可使用，无法由响应值换算浓度');
    expect(result.complete).toBe(false);
    expect(result.qcPassed).toBe(false);
  });

  it('refuses fewer than 5 levels plus a blank', () => {
    const result = batch({ family: 'lc', curve: LINE.slice(0, 5), items: [item(1, { response: '3', solutionVolume: '10', standardVolume: '100' })] });
    expect(result.curve?.refusal).toBe('标准曲线应至少有 5 个浓度点和 1 个空白点，本批次为 4 个浓度点加空白，不可使用');
    expect(row(result, 1).complete).toBe(false);
  });

  it('a curve family with no curve at all fails QC and leaves its samples incomplete', () => {
    const result = batch({ family: 'ic', items: [item(1, { response: '3', solutionVolume: '10', standardVolume: '100' })] });
    expect(result.curve).toBeNull();
    expect(qcOf(result, 'curve')[0]).toMatchObject({ passed: false, message: '本批次未录入标准曲线，也未沿用已有曲线' });
    expect(row(result, 1).complete).toBe(false);
  });

  it('converts with a curve reused from an earlier batch', () => {
    const result = batch({
      family: 'afs',
      reusedCurve: { slope: '2', intercept: '0.5', r: '0.9998' },
      items: [item(1, { response: '4.5', solutionVolume: '10', standardVolume: '20' })],
    });
    // c = (4.5 − 0.5) / 2 = 2; C = 2 × 10 / 20 = 1
    expect(row(result, 1).concentration).toBe('1.0');
    expect(result.curve).toMatchObject({ reused: true, points: 0, r: '0.99980000', usable: true });
    expect(qcOf(result, 'curve')[0]?.message).toContain('沿用标准曲线');
  });

  it('fails the check standard outside ±10 % and when none was measured', () => {
    const off = batch({ family: 'spectrophotometry', curve: LINE, checkStandard: { expected: '2.00', measured: '2.24' }, items: [] });
    expect(qcOf(off, 'checkStandard')[0]).toMatchObject({ passed: false, value: '12.0' });
    expect(qcOf(off, 'checkStandard')[0]?.message).toContain('核查标准相对偏差 12.0% 超出 ±10%');
    const none = batch({ family: 'spectrophotometry', curve: LINE, items: [] });
    expect(qcOf(none, 'checkStandard')[0]).toMatchObject({ passed: false, message: '本批次未测定核查标准' });
  });
});

describe('computeLabBatch — solutions', () => {
  it.each(['lc', 'ic', 'aas', 'afs', 'spectrophotometry', 'icp', 'electrode', 'ndir'])(
    '%s: C = (c − c0) · V / V0 with c0 the mean of the field blanks',
    (family) => {
      const result = batch({
        family,
        curve: LINE,
        checkStandard: { expected: '2', measured: '2.1' },
        items: [
          item(1, { response: y('2.5'), solutionVolume: '10', standardVolume: '50' }),
          { id: 2, kind: 'fieldBlank', readings: { response: y('0.1') } },
          { id: 3, kind: 'fieldBlank', readings: { response: y('0.3') } },
        ],
      });
      // c0 = 0.2; (2.5 − 0.2) × 10 / 50 = 0.46
      expect(row(result, 1)).toMatchObject({ complete: true, concentration: '0.46', reported: '0.46', belowLod: false });
      expect(row(result, 1).extra?.['c0']).toBe('0.2');
      expect(row(result, 1).explanation).toContain('c0 取本批现场空白均值 0.2');
      expect(result.qcPassed).toBe(true);
    },
  );

  it('an entered blank concentration and dilution win over the batch’s blanks', () => {
    const result = batch({
      family: 'aas',
      curve: LINE,
      items: [
        item(1, { response: y('1.5'), dilution: '2', blankConc: '0.5', solutionVolume: '25', standardVolume: '100' }),
        { id: 2, kind: 'fieldBlank', readings: { response: y('0.9') } },
      ],
    });
    // c = 1.5 × 2 = 3; (3 − 0.5) × 25 / 100 = 0.625 → 0.62 (GB/T 8170: five rounds to even)
    expect(row(result, 1)).toMatchObject({ concentration: '0.625', reported: '0.62' });
  });

  it('a blank above the instrument LOD fails the blank check', () => {
    const result = batch({
      family: 'ndir',
      settings: { ...settings, detectionLimit: '0.05' },
      curve: LINE,
      items: [{ id: 9, kind: 'labBlank', label: 'KB-1', readings: { response: y('0.08') } }],
    });
    expect(qcOf(result, 'blank')[0]).toMatchObject({ passed: false, itemId: 9, message: '实验室空白 KB-1 测得 0.08，高于检出限 0.05' });
  });

  it('a blank read off the curve is shown to 8 significant digits, not 34', () => {
    const result = batch({
      family: 'ndir',
      settings: { ...settings, detectionLimit: '0.05' },
      curve: LINE,
      items: [{ id: 9, kind: 'labBlank', label: 'KB-1', readings: { response: '0.5013' } }],
    });
    // (0.5013 − 0.5) / 2 = 0.00065, written to 8 significant digits like the curve's numbers
    expect(qcOf(result, 'blank')[0].value).toBe('0.00065000000');
    const third = batch({
      family: 'ndir',
      settings: { ...settings, detectionLimit: '0.05' },
      curve: [{ concentration: '0', response: '0' }, { concentration: '1', response: '3' }, { concentration: '2', response: '6' }, { concentration: '3', response: '9' }, { concentration: '4', response: '12' }, { concentration: '5', response: '15' }],
      items: [{ id: 9, kind: 'labBlank', label: 'KB-1', readings: { response: '0.001' } }],
    });
    expect(qcOf(third, 'blank')[0].value).toBe('0.00033333333');
  });

  it('a batch without any blank fails the blank check', () => {
    const result = batch({ family: 'lc', curve: LINE, items: [] });
    expect(qcOf(result, 'blank')[0]).toMatchObject({ passed: false, message: '本批次未测空白' });
  });
});

describe('computeLabBatch — below detection', () => {
  const input = (belowLodRule: LabBatchSettings['belowLodRule']): LabBatchInput => ({
    family: 'aas',
    settings: { ...settings, belowLodRule, detectionLimit: '0.02' },
    curve: LINE,
    items: [item(1, { response: y('0.01'), solutionVolume: '10', standardVolume: '100' })],
  });

  it("writes '<' + the minimum detectable concentration LOD · V / V0 and counts it by the rule", () => {
    const zero = row(computeLabBatch(input('zero')), 1);
    // MDC = 0.02 × 10 / 100 = 0.002, rounded up to 2 decimals: 0.01
    expect(zero).toMatchObject({ complete: true, belowLod: true, reported: '<0.01', counted: '0' });
    expect(zero.explanation).toContain('低于检出限，报告 <0.01');
    expect(row(computeLabBatch(input('half-limit')), 1).counted).toBe('0.001');
    expect(row(computeLabBatch(input('limit')), 1).counted).toBe('0.002');
  });

  it("uses the method's configured minimum detectable concentration as written", () => {
    const result = computeLabBatch({ ...input('limit'), settings: { ...settings, belowLodRule: 'limit', detectionLimit: '0.02', minDetectableConc: '0.0050' } });
    expect(row(result, 1)).toMatchObject({ reported: '<0.0050', counted: '0.0050' });
  });
});

describe('computeLabBatch — duplicates and spikes (visual colorimetry, entered concentrations)', () => {
  const base = { solutionVolume: '10', standardVolume: '20' };

  it('domain.md §11: duplicate 0.52 and 0.48 → RD 4.0 %', () => {
    const result = batch({
      family: 'visual-colorimetry',
      items: [
        item(1, { conc: '0.52', ...base }),
        { id: 2, kind: 'parallel', pairOf: 1, readings: { conc: '0.48' } },
        { id: 3, kind: 'fieldBlank', readings: { conc: '0' } },
      ],
    });
    expect(qcOf(result, 'duplicate')[0]).toMatchObject({ passed: true, value: '4.0', itemId: 2, message: '平行样相对偏差 4.0% ≤ 10%' });
    expect(row(result, 2).complete).toBe(true);
    expect(result.qcPassed).toBe(true);
  });

  it('domain.md §11: spiked 1.87, unspiked 0.95, added 1.00 → recovery 92 %', () => {
    const result = batch({
      family: 'visual-colorimetry',
      items: [item(1, { conc: '0.95', ...base }), { id: 2, kind: 'spike', pairOf: 1, readings: { conc: '1.87', spikeAdded: '1.00' } }],
    });
    expect(qcOf(result, 'spike')).toEqual([]); // visual colorimetry has no spike rule
    const aas = batch({
      family: 'aas',
      curve: LINE,
      checkStandard: { expected: '1', measured: '1' },
      items: [
        item(1, { response: y('0.95'), ...base }),
        { id: 2, kind: 'spike', pairOf: 1, readings: { response: y('1.87'), spikeAdded: '1.00' } },
        { id: 3, kind: 'fieldBlank', readings: { response: y('0') } },
      ],
    });
    expect(qcOf(aas, 'spike')[0]).toMatchObject({ passed: true, value: '92.0', message: '加标回收率 92.0% 在 90%–110% 内' });
    expect(aas.qcPassed).toBe(true);
  });

  it('a failed recovery fails the batch QC with the rule and the value', () => {
    const result = batch({
      family: 'aas',
      curve: LINE,
      checkStandard: { expected: '1', measured: '1' },
      items: [
        item(1, { response: y('0.95'), ...base }),
        { id: 2, kind: 'spike', pairOf: 1, readings: { response: y('1.80'), spikeAdded: '1.00' } },
        { id: 3, kind: 'fieldBlank', readings: { response: y('0') } },
      ],
    });
    expect(qcOf(result, 'spike')[0]).toMatchObject({ passed: false, value: '85.0', message: '加标回收率 85.0% 超出 90%–110%' });
    expect(result.qcPassed).toBe(false);
    expect(result.complete).toBe(true);
  });

  it('a duplicate over the limit, or without its sample, fails', () => {
    const result = batch({
      family: 'visual-colorimetry',
      items: [
        item(1, { conc: '0.60', ...base }),
        { id: 2, kind: 'parallel', pairOf: 1, label: 'P-1', readings: { conc: '0.40' } },
        { id: 3, kind: 'parallel', pairOf: 99, label: 'P-2', readings: { conc: '0.40' } },
        { id: 4, kind: 'fieldBlank', readings: { conc: '0' } },
      ],
    });
    const [over, orphan] = qcOf(result, 'duplicate');
    expect(over).toMatchObject({ passed: false, value: '20.0', message: '平行样 P-1 相对偏差 20.0% 超出 10%' });
    expect(orphan).toMatchObject({ passed: false, message: '平行样 P-2 对应的样品 #99 不在本批次' });
    expect(result.qcPassed).toBe(false);
  });
});

describe('computeLabBatch — dust, free silica, dispersity, outsourced', () => {
  it('domain.md §11: total dust Δm 1.18 mg over 480 L → 2.46 mg/m³; the blank filter is checked', () => {
    const result = batch({
      family: 'dust-gravimetric',
      items: [
        item(1, { massBefore: '35.42', massAfter: '36.60', standardVolume: '480' }),
        { id: 2, kind: 'fieldBlank', readings: { massBefore: '35.10', massAfter: '35.11' } },
      ],
    });
    expect(row(result, 1)).toMatchObject({ complete: true, reported: '2.46', belowLod: false });
    expect(row(result, 1).concentration?.startsWith('2.458333')).toBe(true);
    expect(row(result, 1).explanation).toContain('C = (m2 − m1) / V × 1000 = 1.18 / 480 × 1000');
    expect(qcOf(result, 'balanceBlank')[0]).toMatchObject({ passed: true, value: '0.01' });
    expect(result.qcPassed).toBe(true);
  });

  it("dust under 0.1 mg is '<' 0.1 × 1000 / V, and a blank filter moving 0.03 mg fails", () => {
    const result = batch({
      family: 'dust-gravimetric',
      settings: { ...settings, belowLodRule: 'half-limit' },
      items: [
        item(1, { massBefore: '35.42', massAfter: '35.47', standardVolume: '500' }),
        { id: 2, kind: 'fieldBlank', label: 'B-1', readings: { massBefore: '35.10', massAfter: '35.13' } },
      ],
    });
    expect(row(result, 1)).toMatchObject({ belowLod: true, reported: '<0.20', counted: '0.1' });
    expect(qcOf(result, 'balanceBlank')[0]).toMatchObject({ passed: false, message: '空白滤膜 B-1 质量变化 0.03 mg 超出 ±0.02 mg' });
    expect(result.qcPassed).toBe(false);
  });

  it('domain.md §11: free silica G 0.2000 g, residue 0.0328 g → 16.4 %, band 10–50 %', () => {
    const result = batch({ family: 'free-silica', settings: { ...settings, reportDecimals: 1 }, items: [item(1, { sampleMass: '0.2000', residueMass: '0.0328' })] });
    expect(row(result, 1)).toMatchObject({ complete: true, concentration: '16.4000', reported: '16.4', counted: null });
    expect(row(result, 1).extra).toMatchObject({ band: '10-50' });
  });

  it('dispersity: the percent of each size class, no concentration, no judgement', () => {
    const result = batch({
      family: 'dust-dispersity',
      settings: { ...settings, reportDecimals: 1 },
      items: [item(1, { particlesUnder2: '120', particles2to5: '50', particles5to10: '20', particlesOver10: '10' })],
    });
    expect(row(result, 1)).toMatchObject({ complete: true, concentration: null, reported: null, counted: null, belowLod: false });
    expect(row(result, 1).extra).toMatchObject({ total: '200', particlesUnder2: '60.0', particles2to5: '25.0', particles5to10: '10.0', particlesOver10: '5.0' });
    expect(result.qc).toEqual([]);
    expect(result.qcPassed).toBe(true);
  });

  it("outsourced: the external lab's mg/m³ as entered, '<' its minimum detectable concentration", () => {
    const result = batch({
      family: 'outsourced',
      settings: { ...settings, minDetectableConc: '0.05' },
      items: [item(1, { conc: '0.126' }), item(2, { conc: '0.01' })],
    });
    expect(row(result, 1)).toMatchObject({ concentration: '0.126', reported: '0.13' });
    expect(row(result, 2)).toMatchObject({ belowLod: true, reported: '<0.05', counted: '0' });
  });
});

describe('computeLabBatch — incomplete data never throws', () => {
  it('names the missing readings in Chinese, and refuses a reading that is no number', () => {
    const result = batch({
      family: 'dust-gravimetric',
      items: [item(1, { massBefore: '35.42', massAfter: null }), item(2, { massBefore: '35.42', massAfter: '36.1', standardVolume: 'abc' }), item(3, { massBefore: '35.42', massAfter: '36.6' })],
    });
    expect(row(result, 1)).toMatchObject({ complete: false, concentration: null, explanation: '缺少采样后滤膜质量 m2' });
    expect(row(result, 2).complete).toBe(false);
    expect(row(result, 2).explanation).toContain('标准采样体积 V0不是有效的数值：abc');
    expect(row(result, 3)).toMatchObject({ complete: false, explanation: '缺少标准采样体积 V0' });
    expect(result.complete).toBe(false);
  });

  it('an empty batch is not complete', () => {
    expect(batch({ family: 'outsourced', items: [] }).complete).toBe(false);
  });

  it('throws for a caller’s error: an unknown family, a repeated item id', () => {
    expect(() => batch({ family: 'organic', items: [] })).toThrow('未知的检测方法类别：organic');
    expect(() => batch({ family: 'outsourced', items: [item(1, { conc: '1' }), item(1, { conc: '2' })] })).toThrow('样品编号重复');
  });
});
