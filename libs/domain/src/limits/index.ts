export {
  detectLimitKind,
  extractCasNumbers,
  hasAnyLimit,
  limitsFromRecords,
  splitConditions,
} from './occupational-limit';
export type { LimitKind, LimitsEdition, OccupationalLimit } from './occupational-limit';
export { parseLimitsCsv } from './parse-limits-csv';
export { correctedLimitName, LIMIT_NAME_ERRATA } from './name-errata';
export { LimitsTable } from './limits-table';
export { gbz21Limits2019, limitsTableFromGenerated } from './default-table';
export { gbz21LimitsInForce, GBZ21_2019_IN_FORCE_FROM } from './limits-in-force';
export type { LimitsInForce } from './limits-in-force';
export { recordsFromCsv } from './generated-limits-file';
export type { GeneratedLimitsFile, LimitsCsvFile } from './generated-limits-file';
export { GENERATED_LIMIT_FILES, LIMIT_CSV_FILES } from './data/limits.generated';
