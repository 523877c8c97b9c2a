import { Decimal } from '../decimal/decimal';

/** A range over one variable as written in the limit tables, e.g. "100<n≤1000". */
export interface PhysicalInterval {
  readonly min?: Decimal;
  readonly minInclusive: boolean;
  readonly max?: Decimal;
  readonly maxInclusive: boolean;
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const PATTERN = new RegExp(String.raw`^(?:${NUMBER}(<|≤))?([a-zA-Z])(?:(<|≤|>|≥)${NUMBER})?$`);

/** Parses "n≤100", "100<n≤1000", "n>10000"; returns null for anything else. */
export function parsePhysicalInterval(text: string): PhysicalInterval | null {
  const match = PATTERN.exec(text.replace(/\s+/g, ''));
  if (!match) return null;
  const [, low, lowOp, , op, bound] = match;
  if (low === undefined && op === undefined) return null;
  let interval: PhysicalInterval = { minInclusive: false, maxInclusive: false };
  if (low !== undefined) interval = { ...interval, min: Decimal.from(low), minInclusive: lowOp === '≤' };
  if (op === '<' || op === '≤') {
    interval = { ...interval, max: Decimal.from(bound as string), maxInclusive: op === '≤' };
  } else if (op === '>' || op === '≥') {
    if (low !== undefined) return null; // "10<n>20" is not a range
    interval = { ...interval, min: Decimal.from(bound as string), minInclusive: op === '≥' };
  }
  return interval;
}

export function physicalIntervalContains(interval: PhysicalInterval, value: Decimal): boolean {
  if (interval.min && (interval.minInclusive ? value.lt(interval.min) : value.lte(interval.min))) return false;
  if (interval.max && (interval.maxInclusive ? value.gt(interval.max) : value.gte(interval.max))) return false;
  return true;
}
