import { computeLabBatch } from './compute-batch';
import { LAB_CALCULATORS } from './lab-calculators';
import { LAB_FAMILIES, isLabFamilyCode, labFamily } from './lab-families';
import { LAB_QC_RULES } from './lab-qc';
import { LAB_READING_KEYS, LAB_READINGS, type LabReadingKey } from './lab-readings';

/** The instrument families of the methods catalogue that the laboratory computes. */
const LAB_CODES = [
  'gc',
  'lc',
  'ic',
  'aas',
  'afs',
  'spectrophotometry',
  'icp',
  'electrode',
  'ndir',
  'visual-colorimetry',
  'solvent-elution',
  'dust-gravimetric',
  'dust-dispersity',
  'free-silica',
  'outsourced',
];

/** A plausible value for every reading, so a sample of any family can be filled from its definition. */
const SAMPLE_VALUES: Record<LabReadingKey, string> = {
  response: '2.5',
  responseBack: '0.6',
  conc: '1.2',
  concBack: '0.1',
  blankConc: '0.1',
  solutionVolume: '10',
  desorbVolume: '1',
  dilution: '1',
  massBefore: '35.42',
  massAfter: '36.60',
  sampleMass: '0.2000',
  residueMass: '0.0328',
  spikeAdded: '1',
  standardVolume: '480',
  particlesUnder2: '120',
  particles2to5: '50',
  particles5to10: '20',
  particlesOver10: '10',
};

describe('LAB_READINGS', () => {
  it('keeps exactly the 18 reading columns the api stores, each with a Chinese label', () => {
    expect([...LAB_READING_KEYS]).toEqual([
      'response',
      'responseBack',
      'conc',
      'concBack',
      'blankConc',
      'solutionVolume',
      'desorbVolume',
      'dilution',
      'massBefore',
      'massAfter',
      'sampleMass',
      'residueMass',
      'spikeAdded',
      'standardVolume',
      'particlesUnder2',
      'particles2to5',
      'particles5to10',
      'particlesOver10',
    ]);
    expect(Object.keys(LAB_READINGS)).toEqual([...LAB_READING_KEYS]);
    for (const info of Object.values(LAB_READINGS)) {
      expect(info.label).toMatch(/[\u4e00-\u9fff]/);
      expect(Number.isInteger(info.scale)).toBe(true);
    }
    expect(LAB_READINGS.massBefore).toMatchObject({ label: '采样前滤膜质量 m1', unit: 'mg' });
    expect(LAB_READINGS.standardVolume.unit).toBe('L');
  });
});

describe('LAB_FAMILIES', () => {
  it('defines the 15 laboratory families of the methods catalogue, once each; organic is no family', () => {
    expect(LAB_FAMILIES.map((f) => f.code).sort()).toEqual([...LAB_CODES].sort());
    expect(isLabFamilyCode('organic')).toBe(false);
    expect(() => labFamily('organic')).toThrow('未知的检测方法类别：organic');
    expect(() => labFamily('noise-meter')).toThrow(Error);
    expect(labFamily('gc').label).toBe('气相色谱');
  });

  it.each(LAB_FAMILIES.map((f) => [f.code, f] as const))('%s: a consistent definition the engine can run', (_code, family) => {
    expect(LAB_CALCULATORS[family.calculation]).toBeDefined();
    for (const rule of family.qc) expect(LAB_QC_RULES[rule]).toBeDefined();
    expect(family.readings.length).toBeGreaterThan(0);
    expect(new Set(family.readings).size).toBe(family.readings.length);
    for (const key of family.optionalReadings ?? []) expect(family.readings).toContain(key);
    expect(family.qc.includes('curve')).toBe(family.usesCurve);
    expect(family.record.sections.includes('curve')).toBe(family.usesCurve);
    expect(family.record.sections[0]).toBe('header');
    expect(family.record.sections.at(-1)).toBe('signatures');
    expect(family.record.title).toMatch(/记录/);
  });

  it('gc offers the five record previews; curve families read the response, visual colorimetry the concentration', () => {
    expect(labFamily('gc').previews?.map((p) => p.label)).toEqual(['热解吸1', '热解吸2', '溶剂解吸', '溶液采集', '直接进样']);
    expect(labFamily('gc')).toMatchObject({ calculation: 'sorbentTube', usesCurve: true });
    expect(labFamily('gc').qc).toContain('desorption');
    expect(labFamily('aas').readings[0]).toBe('response');
    expect(labFamily('visual-colorimetry')).toMatchObject({ calculation: 'solution', usesCurve: false });
    expect(labFamily('visual-colorimetry').readings[0]).toBe('conc');
    expect(labFamily('dust-gravimetric').qc).toContain('balanceBlank');
    expect(labFamily('dust-dispersity')).toMatchObject({ calculation: 'dispersity', qc: [], resultUnit: '%' });
    expect(labFamily('outsourced').readingUnits?.conc).toBe('mg/m³');
  });

  it.each(LAB_FAMILIES.map((f) => [f.code, f] as const))('%s: a sample filled from the definition alone computes', (_code, family) => {
    const readings = Object.fromEntries(family.readings.map((key) => [key, SAMPLE_VALUES[key]]));
    const line = [0, 1, 2, 3, 4, 5].map((x) => ({ concentration: String(x), response: String(0.5 + 2 * x) }));
    const result = computeLabBatch({
      family: family.code,
      settings: { belowLodRule: 'zero', reportDecimals: 2, desorptionEfficiency: '95' },
      curve: family.usesCurve ? line : null,
      items: [{ id: 1, kind: 'sample', readings }],
    });
    const [sample] = result.items;
    expect(sample?.complete).toBe(true);
    expect(result.complete).toBe(true);
    if (family.calculation === 'dispersity') expect(sample?.extra?.['particlesUnder2']).toBe('60.00');
    else expect(sample?.reported).toMatch(/^\d+\.\d{2}$/);
  });
});
