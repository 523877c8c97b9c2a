import type { LimitKind, LimitsEdition } from './occupational-limit';

/** One CSV file inside the generated module, compactly: the header and one array of cells a row. */
export interface GeneratedLimitsRows {
  readonly file: string;
  readonly kind: LimitKind;
  readonly edition: LimitsEdition;
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** One CSV file as records keyed by its header (what limitsFromRecords takes). */
export interface GeneratedLimitsFile {
  readonly file: string;
  readonly kind: LimitKind;
  readonly edition: LimitsEdition;
  readonly records: readonly Readonly<Record<string, string>>[];
}

export function recordsFromRows({ file, kind, edition, header, rows }: GeneratedLimitsRows): GeneratedLimitsFile {
  return {
    file,
    kind,
    edition,
    records: rows.map((cells) => Object.fromEntries(header.map((name, column) => [name, cells[column] ?? '']))),
  };
}
