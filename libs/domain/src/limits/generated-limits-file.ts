import { parseCsvRecords } from '../csv/parse-csv';
import type { LimitKind, LimitsEdition } from './occupational-limit';

/** One limits CSV embedded in the generated module: its text, one CSV line per item. */
export interface LimitsCsvFile {
  readonly file: string;
  readonly kind: LimitKind;
  readonly edition: LimitsEdition;
  readonly lines: readonly string[];
}

/** One CSV file as records keyed by its header (what limitsFromRecords takes). */
export interface GeneratedLimitsFile {
  readonly file: string;
  readonly kind: LimitKind;
  readonly edition: LimitsEdition;
  readonly records: readonly Readonly<Record<string, string>>[];
}

/** Parses an embedded CSV with the library's one CSV parser. */
export function recordsFromCsv({ file, kind, edition, lines }: LimitsCsvFile): GeneratedLimitsFile {
  return { file, kind, edition, records: parseCsvRecords(lines.join('\n'), file) };
}
