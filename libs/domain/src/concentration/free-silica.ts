import type { Decimal, DecimalInput } from '../decimal/decimal';
import { DomainError } from '../errors/domain-error';
import { DomainErrorCodes } from '../errors/error-codes';
import { requireNonNegativeDecimal, requirePositiveDecimal } from '../errors/guards';

export type SilicaBand = 'below-10' | '10-50' | '50-80' | 'above-80';

export interface SilicaBandInfo {
  readonly band: SilicaBand;
  /** The GBZ 2.1-2019 表2 row this band selects, or null below 10 % (judge as the dust itself). */
  readonly limitName: string | null;
  readonly description: string;
}

/** Band edges as GBZ 2.1-2019 表2 words them: 10 % ≤ x ≤ 50 %, 50 % < x ≤ 80 %, x > 80 %. */
const BANDS: Record<SilicaBand, SilicaBandInfo> = {
  'below-10': { band: 'below-10', limitName: null, description: '游离SiO2含量＜10%' },
  '10-50': { band: '10-50', limitName: '矽尘（10 %≤游离SiO2含量≤50 %）', description: '10%≤游离SiO2含量≤50%' },
  '50-80': { band: '50-80', limitName: '矽尘（50 %＜游离SiO2含量≤80 %）', description: '50%＜游离SiO2含量≤80%' },
  'above-80': { band: 'above-80', limitName: '矽尘（游离SiO2含量＞80 %）', description: '游离SiO2含量＞80%' },
};

/** Free silica by the pyrophosphate method (GBZ/T 192.4): `SiO2 % = (m2 − m1) / G × 100`. */
export function freeSilicaPercent(input: { readonly sampleMassG: DecimalInput; readonly residueMassG: DecimalInput }): Decimal {
  const g = requirePositiveDecimal('粉尘样品质量', input.sampleMassG);
  const residue = requireNonNegativeDecimal('残渣质量', input.residueMassG);
  if (residue.gt(g)) {
    throw new DomainError(DomainErrorCodes.outOfRange, '残渣质量不能大于粉尘样品质量', {
      sampleMassG: g.toString(),
      residueMassG: residue.toString(),
    });
  }
  return residue.mul(100).div(g);
}

/** Band of a free-silica content, deciding which silica-dust limit applies. */
export function silicaBand(percent: DecimalInput): SilicaBandInfo {
  const p = requireNonNegativeDecimal('游离SiO2含量', percent);
  if (p.gt(100)) {
    throw new DomainError(DomainErrorCodes.outOfRange, `游离SiO2含量不能超过 100%：${p.toString()}`, { percent: p.toString() });
  }
  if (p.lt(10)) return BANDS['below-10'];
  if (p.lte(50)) return BANDS['10-50'];
  if (p.lte(80)) return BANDS['50-80'];
  return BANDS['above-80'];
}
