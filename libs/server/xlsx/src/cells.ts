import { type ResourceField, optionLabel } from '@ohit/contracts';
import { DOWNLOAD_NAME_UTC_OFFSET_MINUTES } from '@ohit/domain';

/** Text starting with = + - @ (or a tab/CR) would run as a formula in a spreadsheet: prefix a quote. */
export function escapeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' in China Standard Time. */
export function formatDateTime(d: Date): string {
  const s = new Date(d.getTime() + DOWNLOAD_NAME_UTC_OFFSET_MINUTES * 60_000);
  return `${s.getUTCFullYear()}-${pad(s.getUTCMonth() + 1)}-${pad(s.getUTCDate())} ${pad(s.getUTCHours())}:${pad(s.getUTCMinutes())}:${pad(s.getUTCSeconds())}`;
}

/** One exported cell: dictionary values as labels, area joined with '/', times in CST, text escaped. */
export function exportCell(field: ResourceField, value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  switch (field.type) {
    case 'dictionary':
      return escapeFormula(optionLabel(field, value));
    case 'integer':
    case 'number':
      return typeof value === 'number' ? value : Number(value);
    case 'boolean':
      return value ? '是' : '否';
    case 'datetime':
      return formatDateTime(value instanceof Date ? value : new Date(String(value)));
    case 'area':
      return escapeFormula(Array.isArray(value) ? value.join('/') : String(value));
    default:
      return escapeFormula(String(value));
  }
}

/** Spreadsheet column letters: 1 → A, 27 → AA. */
export function columnLetter(n: number): string {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}
