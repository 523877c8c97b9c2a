import dayjs, { type Dayjs } from 'dayjs';
import { allFields, fieldOf, labelFieldOf, type ResourceDeclaration, type ResourceField } from '@ohit/contracts';
import type { CrudFilter } from '@refinedev/core';
import type { QueryParams } from '../http/query';
import { toFilterParams } from '../providers/data-provider';

/** What a search form holds per field: a scalar, a list (`in`), or a [from, to] pair (`range`). */
export type SearchValue = string | number | boolean | Dayjs | null | undefined | Array<string | number | Dayjs | null | undefined>;
export type SearchValues = Record<string, SearchValue>;

/**
 * Fields shown in the search form: every searchable field of the declaration except the
 * organisation filter (spec §6: only admins filter by organisation, through the org rules) and
 * the fields a screen fixes (`fixed`: its fixed filter's names — never offered, never overridden).
 */
export function searchFields(decl: ResourceDeclaration, fixed: readonly string[] = NONE): ResourceField[] {
  // hand-written (custom) endpoints accept only the filters their declaration names
  const fields = decl.engine === 'generic' ? allFields(decl) : decl.fields;
  return fields.filter((f) => f.searchable && f.name !== 'organizationId' && !fixed.includes(f.name)).map(labelSearchField);
}

const NONE: readonly string[] = [];

/** The field names a fixed filter sets (its blank entries set nothing). */
export function fixedNames(fixed: SearchValues | undefined): string[] {
  return fixed ? Object.keys(fixed).filter((k) => !isBlank(fixed[k])) : [];
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
 * The search form as Refine filters (what the list hands its data provider), one per filled field,
 * each value already in the API's form (spec §7: empty values dropped):
 * - exact → eq; contains → contains (the trimmed text; the server wraps it in %…%);
 * - in → in (the chosen values, sent as a repeated parameter);
 * - range → between [from, to] (either side may be null; datetimes widen to the whole day);
 * - withinDays → lte (a whole number of days from today);
 * - area fields → in (the path parts of "省/市/区" typed or an array).
 */
export function searchFilters(decl: ResourceDeclaration, values: SearchValues, fixed?: SearchValues): CrudFilter[] {
  const out: CrudFilter[] = [];
  for (const field of searchFields(decl, fixedNames(fixed))) {
    const raw = values[field.name];
    if (isBlank(raw)) continue;
    const filter = fieldFilter(field, raw);
    if (filter) out.push(filter);
  }
  return [...out, ...fixedFilters(decl, fixed)];
}

/**
 * A screen's fixed filter (kernel mechanism: 气相色谱 shows the batches of its family only) as
 * Refine filters, applied to every query of the list and its export: each named field by its
 * declared search mode (a list → in, a value → exact where the field declares none; a reference
 * or user by its id), searchable or not — the organisation included.
 */
export function fixedFilters(decl: ResourceDeclaration, fixed: SearchValues | undefined): CrudFilter[] {
  const out: CrudFilter[] = [];
  for (const name of fixedNames(fixed)) {
    const raw = (fixed as SearchValues)[name];
    const declared = fieldOf(decl, name) ?? { name, type: 'string', label: name };
    const searchable = declared.type === 'reference' || declared.type === 'user' || !declared.searchable ? (Array.isArray(raw) ? 'in' : 'exact') : declared.searchable;
    const filter = fieldFilter({ ...declared, searchable }, raw);
    if (filter) out.push(filter);
  }
  return out;
}

function fieldFilter(field: ResourceField, raw: SearchValue): CrudFilter | null {
  const name = field.name;
  if (field.type === 'area') {
    const parts = (Array.isArray(raw) ? raw : String(raw).split('/')).map((p) => String(p ?? '').trim()).filter(Boolean);
    return parts.length ? { field: name, operator: 'in', value: parts } : null;
  }
  switch (field.searchable) {
    case 'range': {
      const [from, to] = Array.isArray(raw) ? raw : [raw, null];
      const value = [scalarParam(field, from, 'from'), scalarParam(field, to, 'to')];
      return value.some((v) => v !== null) ? { field: name, operator: 'between', value } : null;
    }
    case 'withinDays': {
      const days = Number(Array.isArray(raw) ? raw[0] : raw);
      return Number.isInteger(days) && days >= 0 ? { field: name, operator: 'lte', value: days } : null;
    }
    case 'in': {
      const list = (Array.isArray(raw) ? raw : [raw]).map((v) => scalarParam(field, v)).filter((v) => v !== null);
      return list.length ? { field: name, operator: 'in', value: list } : null;
    }
    default: {
      const v = scalarParam(field, Array.isArray(raw) ? raw[0] : raw);
      return v !== null && v !== '' ? { field: name, operator: field.searchable === 'contains' ? 'contains' : 'eq', value: v } : null;
    }
  }
}

/** The list query of a search form (export sends it too): the data provider's reading of `searchFilters`. */
export function buildSearchParams(decl: ResourceDeclaration, values: SearchValues, fixed?: SearchValues): QueryParams {
  return toFilterParams(searchFilters(decl, values, fixed));
}
