import type { LimitsTable } from '../limits/limits-table';
import type { PlannedSampleKind } from './plan-validator';

/**
 * The limit kinds of a hazard in a GBZ 2.1 table, which decide the samples a plan needs:
 * PC-TWA (chemical or dust) → TWA, PC-STEL → STEL, MAC → MAC, in that order. A multi-condition
 * entry (一氧化碳 非高原/高原) uses its first row, the general case; name the full condition to
 * choose another (LimitsTable.forHazard). A dust listed without values (a [gap] row) still needs
 * TWA samples. A name not in the table (a physical agent, a typing mistake) has no kinds.
 */
export function limitKindsOf(table: LimitsTable, hazard: string): PlannedSampleKind[] {
  const row = table.forHazard(hazard);
  if (!row) return [];
  const kinds: PlannedSampleKind[] = [];
  if (row.pcTwa || row.totalDustTwa || row.respirableDustTwa || (row.kind === 'dust' && !row.mac)) kinds.push('TWA');
  if (row.pcStel) kinds.push('STEL');
  if (row.mac) kinds.push('MAC');
  return kinds;
}
