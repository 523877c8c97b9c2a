import { dec } from '../decimal';
import { shortSampleConcentration, solutionSampleConcentration, sorbentTubeConcentration } from './index';

describe('sorbentTubeConcentration  C = (c1 + c2)·v / (V0·D)', () => {
  it('worked example: c1 5.2, c2 0.3 μg/mL, v 1.0 mL, D 0.95, V0 1.402 L → 4.13 mg/m³', () => {
    const r = sorbentTubeConcentration({
      frontUgPerMl: '5.2',
      backUgPerMl: '0.3',
      desorptionVolumeMl: '1.0',
      standardVolumeL: '1.402',
      desorptionEfficiency: '0.95',
    });
    expect(r.concentration.roundToSignificant(3).toString()).toBe('4.13');
    expect(r.breakthrough).toBe(false);
    expect(r.breakthroughPercent?.roundToDecimals(2).toString()).toBe('5.77');
  });

  it('flags breakthrough only above the limit (10 % default, per-method setting)', () => {
    const base = { desorptionVolumeMl: 1, standardVolumeL: 1, desorptionEfficiency: 1 };
    expect(sorbentTubeConcentration({ ...base, frontUgPerMl: 10, backUgPerMl: 1 }).breakthrough).toBe(false);
    expect(sorbentTubeConcentration({ ...base, frontUgPerMl: 10, backUgPerMl: '1.01' }).breakthrough).toBe(true);
    expect(
      sorbentTubeConcentration({ ...base, frontUgPerMl: 10, backUgPerMl: 2, breakthroughLimitPercent: 25 }).breakthrough,
    ).toBe(false);
  });

  it('treats anything on the back with nothing on the front as breakthrough', () => {
    const base = { desorptionVolumeMl: 1, standardVolumeL: 1, desorptionEfficiency: 1 };
    const r = sorbentTubeConcentration({ ...base, frontUgPerMl: 0, backUgPerMl: '0.1' });
    expect(r.breakthroughPercent).toBeNull();
    expect(r.breakthrough).toBe(true);
    expect(sorbentTubeConcentration({ ...base, frontUgPerMl: 0, backUgPerMl: 0 }).breakthrough).toBe(false);
  });

  it('refuses D as a percentage, zero volumes and negative readings', () => {
    const base = { frontUgPerMl: 1, backUgPerMl: 0, desorptionVolumeMl: 1, standardVolumeL: 1 };
    expect(() => sorbentTubeConcentration({ ...base, desorptionEfficiency: 95 })).toThrow('解吸效率应以小数表示');
    expect(() => sorbentTubeConcentration({ ...base, desorptionEfficiency: 0 })).toThrow('解吸效率必须大于零');
    expect(() => sorbentTubeConcentration({ ...base, desorptionEfficiency: 1, standardVolumeL: 0 })).toThrow(
      '标准采样体积必须大于零',
    );
    expect(() => sorbentTubeConcentration({ ...base, desorptionEfficiency: 1, frontUgPerMl: -1 })).toThrow(
      '前段解吸液浓度不能为负数',
    );
    expect(() =>
      sorbentTubeConcentration({ ...base, desorptionEfficiency: 1, breakthroughLimitPercent: 0 }),
    ).toThrow('穿透限值必须大于零');
  });
});

describe('solutionSampleConcentration  C = (c − c0)·V / V0', () => {
  it('subtracts the blank', () => {
    const r = solutionSampleConcentration({ sampleUgPerMl: '0.85', blankUgPerMl: '0.05', solutionVolumeMl: 10, standardVolumeL: 80 });
    expect(r.concentration.eq('0.1')).toBe(true);
    expect(r.notAboveBlank).toBe(false);
  });

  it('gives zero and flags when the sample is at or under the blank', () => {
    const at = solutionSampleConcentration({ sampleUgPerMl: '0.05', blankUgPerMl: '0.05', solutionVolumeMl: 10, standardVolumeL: 80 });
    expect(at.concentration.isZero()).toBe(true);
    expect(at.notAboveBlank).toBe(true);
    const under = solutionSampleConcentration({ sampleUgPerMl: '0.01', blankUgPerMl: '0.05', solutionVolumeMl: 10, standardVolumeL: 80 });
    expect(under.notAboveBlank).toBe(true);
  });

  it('refuses negative blanks and zero volumes', () => {
    expect(() =>
      solutionSampleConcentration({ sampleUgPerMl: 1, blankUgPerMl: -1, solutionVolumeMl: 10, standardVolumeL: 80 }),
    ).toThrow('空白浓度不能为负数');
    expect(() =>
      solutionSampleConcentration({ sampleUgPerMl: 1, blankUgPerMl: 0, solutionVolumeMl: 0, standardVolumeL: 80 }),
    ).toThrow('样品溶液体积必须大于零');
  });
});

describe('shortSampleConcentration  C = c·v / (F·t)', () => {
  it('computes μg/L = mg/m³ from flow and time', () => {
    // 3.0 μg/mL × 5 mL / (0.5 L/min × 15 min) = 2 mg/m³
    expect(shortSampleConcentration({ sampleUgPerMl: '3.0', solutionVolumeMl: 5, flowLPerMin: '0.5', durationMin: 15 }).eq(2)).toBe(true);
    expect(
      shortSampleConcentration({ sampleUgPerMl: 1, solutionVolumeMl: 1, flowLPerMin: 3, durationMin: 1 })
        .roundToSignificant(3)
        .toString(),
    ).toBe('0.333');
  });

  it('refuses zero flow or time', () => {
    expect(() => shortSampleConcentration({ sampleUgPerMl: 1, solutionVolumeMl: 1, flowLPerMin: 0, durationMin: 1 })).toThrow(
      '采样流量必须大于零',
    );
    expect(() => shortSampleConcentration({ sampleUgPerMl: 1, solutionVolumeMl: 1, flowLPerMin: 1, durationMin: -5 })).toThrow(
      '采样时间必须大于零',
    );
  });

  it('is unit-consistent: doubling the solution volume doubles C', () => {
    const a = shortSampleConcentration({ sampleUgPerMl: '2.5', solutionVolumeMl: 2, flowLPerMin: 1, durationMin: 16 });
    const b = shortSampleConcentration({ sampleUgPerMl: '2.5', solutionVolumeMl: 4, flowLPerMin: 1, durationMin: 16 });
    expect(b.eq(a.mul(2))).toBe(true);
    expect(dec(a.toString()).gt(0)).toBe(true);
  });
});
