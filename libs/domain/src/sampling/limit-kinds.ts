import type { LimitsTable } from '../limits/limits-table';
import type { OccupationalLimit } from '../limits/occupational-limit';
import type { PlannedSampleKind } from './plan-validator';

const normalise = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');

/**
 * The limit kinds of a hazard in a GBZ 2.1 table, which decide the samples a plan needs:
 * PC-TWA (chemical or dust) → TWA, PC-STEL → STEL, MAC → MAC, in that order. A multi-condition
 * entry (一氧化碳 非高原/高原) uses its first row, the general case; name the full condition to
 * choose another. A dust listed without values (a [gap] row) still needs TWA samples. A name not
 * in the table (a physical agent, a typing mistake) has no kinds.
 */
export function limitKindsOf(table: LimitsTable, hazard: string): PlannedSampleKind[] {
  const row = table.byName(hazard)[0] ?? prefixed(table, hazard);
  if (!row) return [];
  const kinds: PlannedSampleKind[] = [];
  if (row.pcTwa || row.totalDustTwa || row.respirableDustTwa || (row.kind === 'dust' && !row.mac)) kinds.push('TWA');
  if (row.pcStel) kinds.push('STEL');
  if (row.mac) kinds.push('MAC');
  return kinds;
}

/** A hazard named without the table's trailing note, e.g. 锰及其无机化合物 for 锰及其无机化合物（按MnO2计）. */
function prefixed(table: LimitsTable, hazard: string): OccupationalLimit | undefined {
  const wanted = normalise(hazard);
  if (wanted === '') return undefined;
  return table.all().find((row) => {
    const name = normalise(row.nameZh);
    return name.startsWith(wanted) && /^[（(]/.test(name.slice(wanted.length));
  });
}
