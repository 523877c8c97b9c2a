/**
 * Coerces and validates a record by its declaration: the same rules for the web's edit form,
 * the server's create/edit/copy commands and every imported row.
 */
import { VALIDATORS } from '@ohit/domain';
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

function toDateText(v: unknown): string | null {
  if (v instanceof Date && !Number.isNaN(v.getTime())) {
    return `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
  }
  if (typeof v === 'string') {
    const t = v.trim();
    const m = DATE.exec(t) ?? /^(\d{4})-(\d{2})-(\d{2})T/.exec(t);
    if (!m) return null;
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const date = new Date(Date.UTC(y, mo - 1, d));
    if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
    return `${y}-${pad(mo)}-${pad(d)}`;
  }
  return null;
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
      value = String(raw).trim();
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
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isFinite(n)) return [null, `${field.label}必须是数字`];
      value = n;
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
      const d = raw instanceof Date ? raw : typeof raw === 'string' ? new Date(raw.trim().replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T')) : null;
      if (!d || Number.isNaN(d.getTime())) return [null, `${field.label}时间格式不正确`];
      value = d.toISOString();
      break;
    }
    case 'dictionary': {
      if (typeof raw !== 'string' && typeof raw !== 'number') return [null, `${field.label}的值不在可选范围内`];
      const v = field.options?.length ? optionValue(field, String(raw)) : String(raw).trim();
      if (v === undefined) return [null, `${field.label}的值不在可选范围内：${String(raw).slice(0, 20)}`];
      value = v;
      break;
    }
    case 'area': {
      const parts = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split('/') : null;
      if (!parts || parts.length > 4 || parts.some((p) => typeof p !== 'string' || p.includes('/') || p.trim() === '' || p.length > 30)) {
        return [null, `${field.label}格式不正确，应为省/市/区`];
      }
      value = (parts as string[]).map((p) => p.trim());
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
