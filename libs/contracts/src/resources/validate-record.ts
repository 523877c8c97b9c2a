/**
 * Coerces and validates a record by its declaration: the same rules for the web's edit form,
 * the server's create/edit/copy commands and every imported row.
 */
import { Decimal, normaliseText, validateNameText, validateStorableText, VALIDATORS } from '@ohit/domain';
import { type ResourceDeclaration, type ResourceField, optionValue, writableFields } from './resource-declaration';

export interface FieldError {
  field: string;
  label: string;
  message: string;
}

export interface ValidatedRecord {
  /** Coerced values of the fields present (all writable fields unless `partial`); null for empty. */
  values: Record<string, unknown>;
  errors: FieldError[];
}

const DATE = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;

export function isEmptyValue(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function isCalendarDay(y: number, mo: number, d: number): boolean {
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * A real calendar day as 'YYYY-MM-DD' (from 'YYYY-MM-DD', 'YYYY/M/D', 'YYYY.MM.DD', an ISO
 * date-time or a Date), else null. Strict on purpose: `new Date('1')` is the year 2001 and
 * `new Date('2024-02-30')` is 1 March, neither is what a person meant.
 */
export function toDateText(v: unknown): string | null {
  if (v instanceof Date && !Number.isNaN(v.getTime())) {
    return `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
  }
  if (typeof v === 'string') {
    const t = v.trim();
    const m = DATE.exec(t) ?? /^(\d{4})-(\d{2})-(\d{2})T/.exec(t);
    if (!m) return null;
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (!isCalendarDay(y, mo, d)) return null;
    return `${y}-${pad(mo)}-${pad(d)}`;
  }
  return null;
}

const DATE_TIME = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * A point in time from 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm[:ss]' or ISO 8601 (optional zone), on a
 * real calendar day and clock time, else null. A date alone is UTC midnight and a time without
 * a zone is local time, as `Date` reads them.
 */
export function parseDateTime(v: unknown): Date | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  if (typeof v !== 'string') return null;
  const m = DATE_TIME.exec(v.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!isCalendarDay(y, mo, d)) return null;
  let iso = `${m[1]}-${pad(mo)}-${pad(d)}`;
  if (m[4] !== undefined) {
    if (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59) return null;
    iso += `T${pad(Number(m[4]))}:${m[5]}:${m[6] ?? '00'}${m[7] ?? ''}`;
  }
  if (m[8]) iso += m[8].toUpperCase() === 'Z' ? 'Z' : `${m[8].slice(0, 3)}:${m[8].slice(-2)}`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * One field: `[value, message]`, the value coerced to the field's API form. A blank value takes
 * the field's default where it has one (a blank form field or import cell means "the usual"),
 * so create, edit and import agree and a NOT NULL column never sees a blank.
 */
export function coerceField(field: ResourceField, raw: unknown): [unknown, string | null] {
  if (isEmptyValue(raw)) {
    if (field.defaultValue !== undefined) return [field.defaultValue, null];
    return [null, field.required ? `${field.label}不能为空` : null];
  }
  let value: unknown;
  switch (field.type) {
    case 'string':
    case 'text': {
      if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') return [null, `${field.label}必须是文本`];
      // NFC first: a composed and a decomposed "Å" are one value for uniqueness and search.
      value = normaliseText(String(raw).trim());
      // A one-line string names or codes something: no bidirectional controls; free text: no NUL.
      const refused = field.type === 'string' ? validateNameText(value) : validateStorableText(value);
      if (refused) return [null, `${field.label}${refused}`];
      const max = field.maxLength ?? (field.type === 'string' ? 255 : 2000);
      if ((value as string).length > max) return [null, `${field.label}不能超过${max}个字符`];
      break;
    }
    case 'integer': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isSafeInteger(n) || Math.abs(n) > 2_147_483_647) return [null, `${field.label}必须是整数`];
      value = n;
      break;
    }
    case 'number': {
      const exact = exactDecimal(raw, field.scale);
      if (exact === null) return [null, `${field.label}必须是数字`];
      if (exact === 'scale') return [null, `${field.label}最多保留${field.scale}位小数`];
      value = exact;
      break;
    }
    case 'boolean': {
      if (raw === true || raw === 'true' || raw === '1' || raw === 1 || raw === '是') value = true;
      else if (raw === false || raw === 'false' || raw === '0' || raw === 0 || raw === '否') value = false;
      else return [null, `${field.label}只能是“是”或“否”`];
      break;
    }
    case 'date': {
      const d = toDateText(raw);
      if (!d) return [null, `${field.label}日期格式不正确，应为YYYY-MM-DD`];
      value = d;
      break;
    }
    case 'datetime': {
      const d = parseDateTime(raw);
      if (!d) return [null, `${field.label}时间格式不正确`];
      value = d.toISOString();
      break;
    }
    case 'dictionary': {
      if (typeof raw !== 'string' && typeof raw !== 'number') return [null, `${field.label}的值不在可选范围内`];
      const text = normaliseText(String(raw));
      const refused = validateNameText(text);
      if (refused) return [null, `${field.label}${refused}`];
      const v = field.options?.length ? optionValue(field, text) : text.trim();
      if (v === undefined) return [null, `${field.label}的值不在可选范围内：${String(raw).slice(0, 20)}`];
      value = v;
      break;
    }
    // the id of the chosen row or user (its existence in the organisation is the server's check)
    case 'reference':
    case 'user': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d{1,10}\s*$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) return [null, `${field.label}必须是正整数ID`];
      value = n;
      break;
    }
    case 'area': {
      const parts = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split('/') : null;
      if (!parts || parts.length > 4 || parts.some((p) => typeof p !== 'string' || p.includes('/') || p.trim() === '' || p.length > 30)) {
        return [null, `${field.label}格式不正确，应为省/市/区`];
      }
      const refused = (parts as string[]).map(validateNameText).find(Boolean);
      if (refused) return [null, `${field.label}${refused}`];
      value = (parts as string[]).map((p) => normaliseText(p.trim()));
      break;
    }
  }
  for (const id of field.validators ?? []) {
    const message = VALIDATORS[id](value);
    if (message) return [null, `${field.label}：${message}`];
  }
  return [value, null];
}

/**
 * Validates the writable fields of `input`. With `partial`, only fields present in the input
 * are checked (edits send what changed); otherwise every writable field is, so required ones
 * must be there. Unknown properties are ignored.
 */
export function validateRecord(decl: ResourceDeclaration, input: Record<string, unknown>, options: { partial?: boolean } = {}): ValidatedRecord {
  const values: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const field of writableFields(decl)) {
    const present = Object.prototype.hasOwnProperty.call(input, field.name);
    if (options.partial && !present) continue;
    const raw = present ? input[field.name] : field.defaultValue;
    const [value, message] = coerceField(field, raw);
    if (message) errors.push({ field: field.name, label: field.label, message });
    else values[field.name] = value;
  }
  return { values, errors };
}

/**
 * A measured or money value as exact decimal text ("12.50" stays "12.50"): a finite number or
 * plain decimal text, at most `scale` decimals when the field declares one. Never through float.
 */
function exactDecimal(raw: unknown, scale: number | undefined): string | null | 'scale' {
  const text = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : typeof raw === 'string' ? raw.trim() : '';
  if (!/^-?\d{1,28}(\.\d{1,28})?$/.test(text)) return null;
  const fraction = text.split('.')[1] ?? '';
  if (scale !== undefined && fraction.length > scale) return 'scale';
  return Decimal.from(text).toString();
}
