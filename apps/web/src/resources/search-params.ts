import dayjs, { type Dayjs } from 'dayjs';
import { allFields, labelFieldOf, type ResourceDeclaration, type ResourceField } from '@ohit/contracts';
import type { QueryParams, QueryValue } from '../http/query';

/** What a search form holds per field: a scalar, a list (`in`), or a [from, to] pair (`range`). */
export type SearchValue = string | number | boolean | Dayjs | null | undefined | Array<string | number | Dayjs | null | undefined>;
export type SearchValues = Record<string, SearchValue>;

/**
 * Fields shown in the search form: every searchable field of the declaration except the
 * organisation filter (spec §6: only admins filter by organisation, through the org rules).
 */
export function searchFields(decl: ResourceDeclaration): ResourceField[] {
  // hand-written (custom) endpoints accept only the filters their declaration names
  const fields = decl.engine === 'generic' ? allFields(decl) : decl.fields;
  return fields.filter((f) => f.searchable && f.name !== 'organizationId').map(labelSearchField);
}

/** A reference or user field is searched by its label: a text box sent as `<name>Name` (contains). */
function labelSearchField(field: ResourceField): ResourceField {
  if (field.type !== 'reference' && field.type !== 'user') return field;
  return { name: labelFieldOf(field), type: 'string', label: field.label, searchable: 'contains', width: field.width };
}

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.every(isBlank));
}

/** One value in the API's form: dates as YYYY-MM-DD, datetimes as ISO, text trimmed. */
export function scalarParam(field: ResourceField, v: unknown, edge: 'from' | 'to' | 'value' = 'value'): string | number | boolean | null {
  if (isBlank(v)) return null;
  if (dayjs.isDayjs(v) || v instanceof Date) {
    const d = dayjs(v as Dayjs | Date);
    if (field.type === 'date') return d.format('YYYY-MM-DD');
    const bounded = edge === 'from' ? d.startOf('day') : edge === 'to' ? d.endOf('day') : d;
    return bounded.toISOString();
  }
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  return String(v);
}

/**
 * The list query of a search form, per the field's search mode (spec §7: empty values dropped,
 * arrays repeated and not indexed):
 * - exact: the value; contains: the trimmed text (the server wraps it in %…%);
 * - in: the chosen values as a repeated parameter;
 * - range: "from,to" (either side may be empty; datetimes widen to the whole day);
 * - area fields: the path parts ("省/市/区" typed or an array) as a repeated parameter.
 */
export function buildSearchParams(decl: ResourceDeclaration, values: SearchValues): QueryParams {
  const out: QueryParams = {};
  for (const field of searchFields(decl)) {
    const raw = values[field.name];
    if (isBlank(raw)) continue;
    if (field.type === 'area') {
      const parts = (Array.isArray(raw) ? raw : String(raw).split('/')).map((p) => String(p ?? '').trim()).filter(Boolean);
      if (parts.length) out[field.name] = parts;
      continue;
    }
    switch (field.searchable) {
      case 'range': {
        const [from, to] = Array.isArray(raw) ? raw : [raw, null];
        const a = scalarParam(field, from, 'from');
        const b = scalarParam(field, to, 'to');
        if (a === null && b === null) break;
        out[field.name] = `${a ?? ''},${b ?? ''}`;
        break;
      }
      case 'withinDays': {
        const days = Number(Array.isArray(raw) ? raw[0] : raw);
        if (Number.isInteger(days) && days >= 0) out[field.name] = days;
        break;
      }
      case 'in': {
        const list = (Array.isArray(raw) ? raw : [raw]).map((v) => scalarParam(field, v)).filter((v) => v !== null) as QueryValue[];
        if (list.length) out[field.name] = list;
        break;
      }
      case 'contains':
      case 'exact':
      default: {
        const v = scalarParam(field, Array.isArray(raw) ? raw[0] : raw);
        if (v !== null && v !== '') out[field.name] = v;
      }
    }
  }
  return out;
}

/** page (1-based in the table) → the zero-based `page`, `size` and repeated `sort` of spec §7. */
export function pagingParams(current: number, pageSize: number, sort: readonly string[] | undefined, decl: ResourceDeclaration): QueryParams {
  return {
    page: Math.max(0, current - 1),
    size: pageSize,
    sort: sort && sort.length ? [...sort] : [decl.defaultSort ?? 'id,desc'],
  };
}
