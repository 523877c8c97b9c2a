import { IMPORT_FILE_FORMAT_MESSAGE } from './import-messages';

/** A base name of at least one character, then ".xls" or ".xlsx" in any letter case. */
const SPREADSHEET = /.\.xlsx?$/i;

/**
 * Import accepts only Excel workbooks (spec §5): `null` for a name ending in .xls or .xlsx
 * (case-insensitive), otherwise the format warning. Paths are fine ("C:\\fakepath\\a.xlsx").
 */
export function checkImportFileName(name: unknown): string | null {
  return typeof name === 'string' && SPREADSHEET.test(name) ? null : IMPORT_FILE_FORMAT_MESSAGE;
}
