import { formatMeasured } from '../decimal';
import { dustConcentration, freeSilicaPercent, silicaBand } from './index';

describe('dustConcentration  C = (m2 − m1)/V × 1000', () => {
  it('worked example: Δm 1.18 mg, 480 L → 2.46 mg/m³', () => {
    const r = dustConcentration({ filterBeforeMg: '35.42', filterAfterMg: '36.60', volumeL: 480 });
    expect(r.massGainMg.toString()).toBe('1.18');
    expect(r.concentration.roundToDecimals(2).toString()).toBe('2.46');
    expect(formatMeasured(r.result)).toBe(r.concentration.toString());
  });

  it('minimum detectable concentration is 0.1 mg × 1000 / V (0.2 mg/m³ at 500 L)', () => {
    const r = dustConcentration({ filterBeforeMg: 10, filterAfterMg: '10.05', volumeL: 500 });
    expect(r.minimumDetectable.toString()).toBe('0.2');
    expect(formatMeasured(r.result)).toBe('<0.2');
  });

  it('a gain of exactly 0.1 mg is quantified; just under is "<"', () => {
    expect(dustConcentration({ filterBeforeMg: 10, filterAfterMg: '10.1', volumeL: 500 }).result.kind).toBe('quantified');
    expect(dustConcentration({ filterBeforeMg: 10, filterAfterMg: '10.09', volumeL: 500 }).result.kind).toBe('below-detection');
  });

  it('a weight loss gives zero concentration and "<MDC", not a negative value', () => {
    const r = dustConcentration({ filterBeforeMg: 10, filterAfterMg: '9.98', volumeL: 400 });
    expect(r.concentration.isZero()).toBe(true);
    expect(formatMeasured(r.result)).toBe('<0.25');
  });

  it('honours a configured minimum detectable mass', () => {
    const r = dustConcentration({ filterBeforeMg: 10, filterAfterMg: '10.05', volumeL: 500, minDetectableMassMg: '0.01' });
    expect(r.minimumDetectable.toString()).toBe('0.02');
    expect(r.result.kind).toBe('quantified');
  });

  it('refuses zero volume and negative masses', () => {
    expect(() => dustConcentration({ filterBeforeMg: 1, filterAfterMg: 2, volumeL: 0 })).toThrow('采样体积必须大于零');
    expect(() => dustConcentration({ filterBeforeMg: -1, filterAfterMg: 2, volumeL: 1 })).toThrow('采样前滤膜质量不能为负数');
  });
});

describe('free silica', () => {
  it('worked example: G 0.2000 g, residue 0.0328 g → 16.4 %', () => {
    const p = freeSilicaPercent({ sampleMassG: '0.2000', residueMassG: '0.0328' });
    expect(p.roundToDecimals(1).toString()).toBe('16.4');
    expect(silicaBand(p)).toMatchObject({ band: '10-50', limitName: '矽尘（10 %≤游离SiO2含量≤50 %）' });
  });

  it.each([
    ['0', 'below-10'],
    ['9.99', 'below-10'],
    ['10', '10-50'],
    ['50', '10-50'],
    ['50.01', '50-80'],
    ['80', '50-80'],
    ['80.01', 'above-80'],
    ['100', 'above-80'],
  ])('%s %% is band %s', (percent, band) => {
    expect(silicaBand(percent).band).toBe(band);
  });

  it('below 10 % selects no silica limit', () => {
    expect(silicaBand(5).limitName).toBeNull();
  });

  it('refuses residue heavier than the sample, zero sample mass and impossible percentages', () => {
    expect(() => freeSilicaPercent({ sampleMassG: '0.2', residueMassG: '0.3' })).toThrow('残渣质量不能大于粉尘样品质量');
    expect(() => freeSilicaPercent({ sampleMassG: 0, residueMassG: 0 })).toThrow('粉尘样品质量必须大于零');
    expect(() => silicaBand(101)).toThrow('不能超过 100%');
    expect(() => silicaBand(-1)).toThrow('不能为负数');
  });
});
