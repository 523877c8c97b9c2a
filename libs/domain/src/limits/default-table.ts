import { GENERATED_LIMIT_FILES } from './data/limits.generated';
import type { GeneratedLimitsFile } from './generated-limits-file';
import { LimitsTable } from './limits-table';
import { limitsFromRecords } from './occupational-limit';

export function limitsTableFromGenerated(files: readonly GeneratedLimitsFile[]): LimitsTable {
  return new LimitsTable(files.flatMap((f) => limitsFromRecords(f.kind, f.records, f.edition)));
}

let cached: LimitsTable | undefined;

/** The shipped GBZ 2.1-2019 table (chemicals, dusts, dust supplement), built once, no fs needed. */
export function gbz21Limits2019(): LimitsTable {
  cached ??= limitsTableFromGenerated(GENERATED_LIMIT_FILES);
  return cached;
}
