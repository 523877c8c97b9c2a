import type { LimitKind, LimitsEdition } from './occupational-limit';

/** Shape of one CSV file inside the generated module. */
export interface GeneratedLimitsFile {
  readonly file: string;
  readonly kind: LimitKind;
  readonly edition: LimitsEdition;
  readonly records: readonly Readonly<Record<string, string>>[];
}
