import dayjs from 'dayjs';
import type { FormRule as Rule } from 'antd';
import { isEmptyValue, labelFieldOf, writableFields, type ResourceDeclaration, type ResourceField } from '@ohit/contracts';
import { VALIDATORS } from '@ohit/domain';
import { t } from '../i18n';

/** Fields of the add / edit / copy / paste form: the writable ones the list can search or show. */
export function formFields(decl: ResourceDeclaration): ResourceField[] {
  return writableFields(decl).filter((f) => !(f.searchable && f.hidden && f.exportable === false && f.importable === false));
}

/** A form value as the validators see it (dates as text, area as "a/b/c"). */
function plain(field: ResourceField, value: unknown): unknown {
  if (dayjs.isDayjs(value)) return field.type === 'date' ? value.format('YYYY-MM-DD') : value.toISOString();
  if (typeof value === 'number' && (field.type === 'string' || field.type === 'text')) return String(value);
  return value;
}

/**
 * antd rules of one field from the declaration: required, maximum length, and each shared
 * validator of spec §5 by id (VALIDATORS), applied only to a non-empty value.
 */
export function rulesFor(field: ResourceField): Rule[] {
  const rules: Rule[] = [];
  if (field.required) {
    // A bare `required` rule is checked by antd as a *string* (its default rule type), so a
    // number, boolean or date failed with the 'required' message although the field was filled
    // (角色级别 could never be saved). Emptiness is judged as the server judges it instead.
    const message = t('resourceList.required', { field: field.label });
    rules.push({
      required: true,
      validator: async (_rule: unknown, value: unknown) => {
        if (isEmptyValue(value)) throw new Error(message);
      },
    });
  }
  if (field.type === 'string' || field.type === 'text') {
    const max = field.maxLength ?? (field.type === 'string' ? 255 : 2000);
    rules.push({ max, message: t('resourceList.tooLong', { field: field.label, max }) });
  }
  for (const id of field.validators ?? []) {
    const validate = VALIDATORS[id];
    rules.push({
      validator: async (_rule: unknown, value: unknown) => {
        if (isEmptyValue(value)) return;
        const message = validate(plain(field, value));
        if (message) throw new Error(message);
      },
    });
  }
  return rules;
}

const isLabelled = (field: ResourceField) => field.type === 'reference' || field.type === 'user';

/**
 * A row (or a buffered copy) as form values: dates as dayjs, area as "省/市/区", a reference or
 * user as `{value: id, label}` (the picker shows the row's `<name>Name`). With such fields the
 * row's organisation rides along (not a form field, never sent) so the picker searches within it.
 */
export function toFormValues(decl: ResourceDeclaration, row: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const fields = formFields(decl);
  if (row && row.organizationId !== undefined && row.organizationId !== null && fields.some(isLabelled)) out.organizationId = row.organizationId;
  for (const field of fields) {
    const v = row ? row[field.name] : field.defaultValue;
    if (v === undefined || v === null) {
      out[field.name] = row ? undefined : field.defaultValue;
      continue;
    }
    if (field.type === 'date' || field.type === 'datetime') out[field.name] = dayjs(v as string);
    else if (field.type === 'area') out[field.name] = Array.isArray(v) ? v.join('/') : String(v);
    else if (field.type === 'dictionary') out[field.name] = String(v);
    else if (isLabelled(field)) out[field.name] = { value: Number(v), label: String(row?.[labelFieldOf(field)] ?? v) };
    else out[field.name] = v;
  }
  return out;
}

/** Form values → the request body (area split on '/', dates formatted, a picked reference as its id, blanks as null). */
export function toPayload(decl: ResourceDeclaration, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of formFields(decl)) {
    if (!(field.name in values)) continue;
    const v = values[field.name];
    if (isEmptyValue(v)) {
      out[field.name] = null;
      continue;
    }
    if (dayjs.isDayjs(v)) out[field.name] = field.type === 'date' ? v.format('YYYY-MM-DD') : v.toISOString();
    else if (field.type === 'area') out[field.name] = Array.isArray(v) ? v : String(v).split('/').map((p) => p.trim()).filter(Boolean);
    else if (isLabelled(field) && typeof v === 'object') out[field.name] = (v as { value: unknown }).value;
    else if (typeof v === 'string') out[field.name] = v.trim();
    else out[field.name] = v;
  }
  return out;
}
