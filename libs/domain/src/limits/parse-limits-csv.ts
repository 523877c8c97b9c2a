import { parseCsv, parseCsvRecords } from '../csv/parse-csv';
import { detectLimitKind, limitsFromRecords, type LimitsEdition, type OccupationalLimit } from './occupational-limit';

/** Parses a GBZ 2.1 chemicals or dusts CSV (kind detected from the header). Pure, browser-safe. */
export function parseLimitsCsv(text: string, edition: LimitsEdition = '2019'): OccupationalLimit[] {
  const header = parseCsv(text)[0] ?? [];
  return limitsFromRecords(detectLimitKind(header), parseCsvRecords(text), edition);
}
