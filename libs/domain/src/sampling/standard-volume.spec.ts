import fc from 'fast-check';
import { dec } from '../decimal';
import { standardVolume } from './index';

describe('standardVolume (GBZ 159 V0)', () => {
  it('worked example: Vt 1.5 L at 38 °C, 100.5 kPa → 1.402 L', () => {
    const result = standardVolume({ volumeL: '1.5', temperatureC: 38, pressureKPa: '100.5' });
    expect(result.converted).toBe(true);
    expect(result.triggers).toEqual(['temperature-high']);
    expect(result.volumeL.roundToSignificant(4).toString()).toBe('1.402');
    // exact: 1.5 × 293 × 100.5 / (311 × 101.3)
    expect(result.volumeL.sub(dec('44169.75').div('31504.3')).abs().lte('1e-30')).toBe(true);
  });

  it('worked example: 20 °C, 101.0 kPa → V0 = Vt unchanged', () => {
    const result = standardVolume({ volumeL: '1.5', temperatureC: 20, pressureKPa: '101.0' });
    expect(result.converted).toBe(false);
    expect(result.volumeL.toString()).toBe('1.5');
  });

  it.each([
    ['5', '101.3', false, []],
    ['4.9', '101.3', true, ['temperature-low']],
    ['35', '101.3', false, []],
    ['35.1', '101.3', true, ['temperature-high']],
    ['20', '98.8', false, []],
    ['20', '98.79', true, ['pressure-low']],
    ['20', '103.4', false, []],
    ['20', '103.41', true, ['pressure-high']],
    ['-10', '90', true, ['temperature-low', 'pressure-low']],
  ])('boundary t=%s °C, P=%s kPa → converted %s', (t, p, converted, triggers) => {
    const result = standardVolume({ volumeL: 10, temperatureC: t, pressureKPa: p });
    expect(result.converted).toBe(converted);
    expect(result.triggers).toEqual(triggers);
  });

  it('converts at low temperature to a larger volume (cold air is denser)', () => {
    const result = standardVolume({ volumeL: 100, temperatureC: 0, pressureKPa: '101.3' });
    expect(result.volumeL.roundToDecimals(2).toString()).toBe('107.33'); // 100 × 293/273
  });

  it('refuses zero or negative volume and pressure, and temperatures at or below absolute zero', () => {
    expect(() => standardVolume({ volumeL: 0, temperatureC: 20, pressureKPa: 101 })).toThrow('采样体积必须大于零');
    expect(() => standardVolume({ volumeL: -1, temperatureC: 20, pressureKPa: 101 })).toThrow('采样体积必须大于零');
    expect(() => standardVolume({ volumeL: 1, temperatureC: 20, pressureKPa: 0 })).toThrow('大气压必须大于零');
    expect(() => standardVolume({ volumeL: 1, temperatureC: -273, pressureKPa: 101 })).toThrow('温度必须高于');
  });

  it('V0 = Vt everywhere inside the trigger window (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 6 }),
        fc.integer({ min: 50, max: 350 }),
        fc.integer({ min: 988, max: 1034 }),
        (v, t10, p10) => {
          const vt = dec(v).div(100);
          const result = standardVolume({ volumeL: vt, temperatureC: dec(t10).div(10), pressureKPa: dec(p10).div(10) });
          expect(result.converted).toBe(false);
          expect(result.volumeL.eq(vt)).toBe(true);
        },
      ),
    );
  });
});
