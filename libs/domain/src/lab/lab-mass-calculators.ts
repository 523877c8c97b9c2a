import { dustConcentration } from '../concentration/dust';
import { freeSilicaPercent, silicaBand } from '../concentration/free-silica';
import { Decimal } from '../decimal/decimal';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { requireNonNegativeDecimal } from '../errors/guards';
import type { LabCalculator, LabMeasurement } from './lab-calculator';
import { shown } from './lab-format';
import { reading } from './lab-item-readings';
import { LAB_READINGS, type LabReadingKey } from './lab-readings';

/** Filter weighing (GBZ/T 192.1): C = (m2 − m1) / V × 1000; "<" 0.1 mg × 1000 / V. */
export const dustCalculator: LabCalculator = {
  measure(readings): LabMeasurement {
    const m1 = reading(readings, 'massBefore');
    const m2 = reading(readings, 'massAfter');
    const gain = m2.sub(m1);
    return { value: gain, parts: { m1, m2 }, extra: { massGain: gain.toString() }, lines: [`Δm = ${m2.toString()} − ${m1.toString()} = ${gain.toString()} mg`] };
  },
  result(readings, measurement) {
    const v = reading(readings, 'standardVolume');
    const dust = dustConcentration({ filterBeforeMg: measurement.parts['m1'] as Decimal, filterAfterMg: measurement.parts['m2'] as Decimal, volumeL: v });
    const below = dust.result.kind === 'below-detection';
    const lines = [...measurement.lines, `${dust.formula} = ${dust.massGainMg.toString()} / ${v.toString()} × 1000 = ${shown(dust.concentration)} mg/m³`];
    if (below) lines.push(`增重低于 0.1 mg，最低检出浓度 0.1 × 1000 / ${v.toString()} = ${shown(dust.minimumDetectable)} mg/m³`);
    return {
      concentration: dust.concentration,
      belowLod: below,
      limit: { value: dust.minimumDetectable, written: null },
      exposure: true,
      flags: [],
      extra: { ...measurement.extra, minDetectable: dust.minimumDetectable.toString() },
      lines,
    };
  },
};

/** Pyrophosphate method (GBZ/T 192.4): SiO2 % = residue / G × 100; the band picks the silica-dust limit. */
export const freeSilicaCalculator: LabCalculator = {
  measure(readings): LabMeasurement {
    const g = reading(readings, 'sampleMass');
    const residue = reading(readings, 'residueMass');
    const percent = freeSilicaPercent({ sampleMassG: g, residueMassG: residue });
    return { value: percent, parts: { g, residue }, extra: {}, lines: [`SiO2 % = ${residue.toString()} / ${g.toString()} × 100 = ${shown(percent)}%`] };
  },
  result(_readings, measurement) {
    const band = silicaBand(measurement.value);
    return {
      concentration: measurement.value,
      belowLod: false,
      limit: null,
      exposure: false,
      flags: [],
      extra: { band: band.band, bandDescription: band.description, ...(band.limitName ? { limitName: band.limitName } : {}) },
      lines: [...measurement.lines, band.description],
    };
  },
};

const CLASSES: readonly LabReadingKey[] = ['particlesUnder2', 'particles2to5', 'particles5to10', 'particlesOver10'];

/** Dispersity: the share of each size class, %; no concentration, nothing to judge. */
export const dispersityCalculator: LabCalculator = {
  measure(readings): LabMeasurement {
    const counts = CLASSES.map((key) => requireNonNegativeDecimal(LAB_READINGS[key].label, reading(readings, key)));
    const total = Decimal.sum(counts);
    if (total.isZero()) throw new DomainError(DomainErrorCodes.divisionByZero, '颗粒总数为零，无法计算分散度');
    const parts = Object.fromEntries(CLASSES.map((key, i) => [key, counts[i] as Decimal]));
    return { value: total, parts, extra: { total: total.toString() }, lines: [`颗粒总数 ${total.toString()} 个`] };
  },
  result(_readings, measurement, ctx) {
    const total = measurement.value;
    const extra: Record<string, string> = { ...measurement.extra };
    const shares = CLASSES.map((key) => {
      const percent = (measurement.parts[key] as Decimal).mul(100).div(total).roundToDecimals(ctx.settings.decimals);
      extra[key] = percent.toString();
      return `${LAB_READINGS[key].label.replace(' 颗粒数', '')} ${percent.toString()}%`;
    });
    return { concentration: null, belowLod: false, limit: null, exposure: false, flags: [], extra, lines: [...measurement.lines, ...shares], reported: null };
  },
};
