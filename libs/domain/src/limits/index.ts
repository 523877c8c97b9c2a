export {
  detectLimitKind,
  extractCasNumbers,
  hasAnyLimit,
  limitsFromRecords,
  splitConditions,
} from './occupational-limit';
export type { LimitKind, LimitsEdition, OccupationalLimit } from './occupational-limit';
export { parseLimitsCsv } from './parse-limits-csv';
export { LimitsTable } from './limits-table';
export { gbz21Limits2019, limitsTableFromGenerated } from './default-table';
export { recordsFromRows } from './generated-limits-file';
export type { GeneratedLimitsFile, GeneratedLimitsRows } from './generated-limits-file';
export { GENERATED_LIMIT_FILES, GENERATED_LIMIT_ROWS } from './data/limits.generated';
