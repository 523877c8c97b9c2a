import { likePattern, prefixPattern } from '@ohit/server-database';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@ohit/domain';
import { allFields, columnOf, parseDateTime, type ResourceDeclaration, type ResourceField, type ResourceRow, toDateText } from '@ohit/contracts';
import { dictionaryLabelColumn, fieldValueSql, isLabelled, labelFilterField, labelFilterSql, referenceColumns } from './reference-sql';

/** A list query the resource cannot answer (undeclared sort or filter, bad value): a 400. */
export class ResourceQueryError extends Error {}

/** Who asks: the organisation filter of reads and whether organizationId/timeSlot filters apply (spec §6). */
export interface ReadAccess {
  /** null = every organisation. */
  scope: number[] | null;
  mayFilterOrganizations: boolean;
  /**
   * An enterprise (isQy) caller's employer credit code ('' when not linked to one) for resources
   * with an `employerScope`: their rows are narrowed to it. Absent for everyone else.
   */
  employer?: string;
}

/**
 * Who may see a row, as a condition over `alias` (null: no restriction): the organisation scope,
 * or for a resource with an `employerScope` the employer rule (see ResourceDeclaration). Values
 * go through `p` as parameters.
 */
export function rowScopeCondition(decl: ResourceDeclaration, access: Pick<ReadAccess, 'scope' | 'employer'>, p: (v: unknown) => string, alias = 't'): string | null {
  if (decl.employerScope) {
    const field = allFields(decl).find((f) => f.name === decl.employerScope?.field);
    if (!field) throw new Error(`${decl.name}: employerScope names no field "${decl.employerScope.field}"`);
    const col = `${alias}.${columnOf(field)}`;
    if (access.employer !== undefined) return access.employer ? `${col} = ${p(access.employer)}` : 'FALSE';
    if (!access.scope) return null;
    const orgs = p(access.scope);
    return `(${alias}.organization_id = ANY(${orgs}::int[]) OR ${col} IN (SELECT iu.credit_code FROM projects pj JOIN inspected_units iu ON iu.id = pj.inspected_unit_id
                                                                         WHERE pj.organization_id = ANY(${orgs}::int[]) AND iu.credit_code IS NOT NULL))`;
  }
  if (!decl.organisationScoped || !access.scope) return null;
  // One organisation (the usual caller) as an equality: PostgreSQL then walks an
  // (organization_id, filter, sort) index in the list's order; `= ANY` of a one-element array does not.
  return access.scope.length === 1 ? `${alias}.organization_id = ${p(access.scope[0])}` : `${alias}.organization_id = ANY(${p(access.scope)}::int[])`;
}

/** Parameters every list accepts besides the declared filters; also ignored: spec's extra paging names. */
const PAGING_KEYS = new Set(['page', 'size', 'sort', 'timeSlot', 'startTime', 'endTime', 'organizationId', 'ids']);
const IGNORED_KEYS = new Set(['belongGas', 'uploadType', 'upLoadType', 'downloadBy', 'belongLabGasId', 'labGasId', '_t', 'wait']);

export interface ListSql {
  /** `WHERE …` (or '') over alias `t`. */
  where: string;
  params: unknown[];
  orderBy: string;
  limit: number;
  offset: number;
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.every((x) => x === null || x === undefined || String(x).trim() === ''));
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : typeof v === 'string' && v.includes(',') ? v.split(',') : [v]);

/** timeSlot/startTime/endTime: a real date or date-time (never `new Date('1')`), else a 400. */
function parseTime(v: unknown): Date | null {
  if (isEmpty(v)) return null;
  const d = parseDateTime(v);
  if (!d) throw new ResourceQueryError('时间格式不正确，应为YYYY-MM-DD或YYYY-MM-DD HH:mm:ss');
  return d;
}

function scalar(field: ResourceField, v: unknown): unknown {
  if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') throw new ResourceQueryError(`${field.label}的查询值不正确`);
  const text = String(v).trim();
  if (text.length > 200) throw new ResourceQueryError(`${field.label}的查询值过长`);
  if (text.includes('\u0000')) throw new ResourceQueryError(`${field.label}的查询值包含不允许的空字符`);
  switch (field.type) {
    case 'integer':
      if (!/^-?\d{1,10}$/.test(text)) throw new ResourceQueryError(`${field.label}必须是整数`);
      return Number(text);
    // a reference or user filter is by id; the label has its own filter (`<name>Name`)
    case 'reference':
    case 'user':
      if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > 2_147_483_647) throw new ResourceQueryError(`${field.label}必须是正整数ID`);
      return Number(text);
    case 'number':
      // Exact decimal text; PostgreSQL compares it as numeric (never through float).
      if (!/^-?\d{1,28}(\.\d{1,28})?$/.test(text)) throw new ResourceQueryError(`${field.label}必须是数字`);
      return text;
    case 'boolean':
      if (!['true', 'false', '1', '0'].includes(text)) throw new ResourceQueryError(`${field.label}必须是true或false`);
      return text === 'true' || text === '1';
    // The same strict dates as a write: a real calendar day, so the list and the export refuse
    // '1' or '2024-02-30' alike before any SQL (PostgreSQL would fail the query or the job).
    case 'date': {
      const day = toDateText(text);
      if (!day) throw new ResourceQueryError(`${field.label}的查询值不是有效的日期，应为YYYY-MM-DD`);
      return day;
    }
    case 'datetime': {
      const d = parseDateTime(text);
      if (!d) throw new ResourceQueryError(`${field.label}的查询值不是有效的时间，应为YYYY-MM-DD HH:mm:ss`);
      return d;
    }
    default:
      return text;
  }
}

/** The sort whitelist: sortable fields (and id); anything else is a 400. */
export function orderByOf(decl: ResourceDeclaration, sort: unknown): string {
  const fields = allFields(decl);
  const sorts = isEmpty(sort) ? [decl.defaultSort ?? 'id,desc'] : (Array.isArray(sort) ? sort : [sort]);
  const parts: string[] = [];
  for (const s of sorts) {
    if (typeof s !== 'string') throw new ResourceQueryError('sort必须是文本');
    const [name, dirRaw, ...rest] = s.split(',').map((x) => x.trim());
    const field = fields.find((f) => f.name === name && (f.sortable || f.name === 'id'));
    const dir = (dirRaw || 'asc').toLowerCase();
    if (!field || rest.length || (dir !== 'asc' && dir !== 'desc')) {
      const allowed = fields.filter((f) => f.sortable || f.name === 'id').map((f) => f.name);
      throw new ResourceQueryError(`不支持的排序：${s.slice(0, 40)}，可用字段：${allowed.join('、')}`);
    }
    // Empty values sort as the smallest; the id is never empty, and without the clause the
    // (organization_id, id) index serves the default sort in either direction.
    const nulls = field.name === 'id' ? '' : dir === 'asc' ? ' NULLS FIRST' : ' NULLS LAST';
    parts.push(`t.${columnOf(field)} ${dir.toUpperCase()}${nulls}`);
  }
  if (!parts.some((p) => p.startsWith('t.id '))) parts.push('t.id DESC');
  return parts.join(', ');
}

/**
 * The list query of a declared resource: declared filters (exact, contains, range, in; area
 * arrays as a path prefix), timeSlot → created_at range, organisation rules, empty values
 * dropped, undeclared parameters refused. Values travel only as $n parameters.
 */
export function buildListSql(decl: ResourceDeclaration, query: Record<string, unknown>, access: ReadAccess, firstParam = 1): ListSql {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length + firstParam - 1}`;
  };
  const where: string[] = [];
  const fields = allFields(decl);

  const scoped = rowScopeCondition(decl, access, p);
  if (scoped) where.push(scoped);
  if (decl.organisationScoped && access.mayFilterOrganizations && !isEmpty(query.organizationId)) {
    const org = Number(query.organizationId);
    if (!Number.isInteger(org)) throw new ResourceQueryError('organizationId必须是整数');
    where.push(`t.organization_id = ${p(org)}`);
  }
  if (access.mayFilterOrganizations || !decl.organisationScoped) {
    const slot = Array.isArray(query.timeSlot) ? query.timeSlot : typeof query.timeSlot === 'string' ? query.timeSlot.split(',') : [];
    const start = parseTime(slot[0] ?? query.startTime);
    const end = parseTime(slot[1] ?? query.endTime);
    if (start) where.push(`t.created_at >= ${p(start)}`);
    if (end) where.push(`t.created_at <= ${p(end)}`);
  }
  if (!isEmpty(query.ids)) {
    const ids = list(query.ids).map((x) => Number(x));
    if (ids.some((x) => !Number.isSafeInteger(x)) || ids.length > 100_000) throw new ResourceQueryError('ids必须是整数列表');
    where.push(`t.id = ANY(${p(ids)}::int[])`);
  }

  for (const [key, raw] of Object.entries(query)) {
    if (PAGING_KEYS.has(key) || IGNORED_KEYS.has(key)) continue;
    const field = fields.find((f) => f.name === key && f.searchable);
    const labelled = field ? undefined : labelFilterField(fields, key);
    if (labelled) {
      // `<name>Name` of a searchable reference or user field: its target's label contains the text
      const text = isEmpty(raw) ? '' : String(scalar({ ...labelled, type: 'string' }, Array.isArray(raw) ? raw[0] : raw));
      if (text) where.push(labelFilterSql(labelled, p(likePattern(text))));
      continue;
    }
    if (!field) throw new ResourceQueryError(`不支持的查询条件：${key.slice(0, 40)}`);
    if (isEmpty(raw)) continue;
    const col = `t.${columnOf(field)}`;
    if (field.type === 'area') {
      const parts = list(raw).map((x) => String(x ?? '').trim()).filter(Boolean);
      if (parts.length > 4 || parts.some((x) => x.includes('/') || x.length > 30)) throw new ResourceQueryError(`${field.label}的查询值不正确`);
      const path = parts.join('/');
      where.push(`(${col} = ${p(path)} OR ${col} LIKE ${p(prefixPattern(`${path}/`))})`);
      continue;
    }
    switch (field.searchable) {
      case 'exact':
        where.push(`${col} = ${p(scalar(field, Array.isArray(raw) ? raw[0] : raw))}`);
        break;
      case 'contains':
        where.push(`${col} ILIKE ${p(likePattern(String(scalar(field, Array.isArray(raw) ? raw[0] : raw))))}`);
        break;
      case 'in': {
        const values = list(raw).filter((x) => !isEmpty(x)).map((x) => scalar(field, x));
        if (values.length > 1000) throw new ResourceQueryError(`${field.label}的查询值过多`);
        // one value as an equality, for the same reason as the organisation scope
        where.push(values.length === 1 ? `${col} = ${p(values[0])}` : `${col} = ANY(${p(values)})`);
        break;
      }
      case 'range': {
        const [from, to] = list(raw);
        if (!isEmpty(from)) where.push(`${col} >= ${p(scalar(field, from))}`);
        if (!isEmpty(to)) where.push(`${col} <= ${p(scalar(field, to))}`);
        break;
      }
      case 'withinDays': {
        const days = Number(Array.isArray(raw) ? raw[0] : raw);
        if (!Number.isInteger(days) || days < 0 || days > 3650) throw new ResourceQueryError(`${field.label}的天数必须是0到3650的整数`);
        where.push(`${col} <= current_date + ${p(days)}::int`);
        break;
      }
    }
  }

  const size = isEmpty(query.size) ? DEFAULT_PAGE_SIZE : Number(query.size);
  const page = isEmpty(query.page) ? 0 : Number(query.page);
  if (!Number.isInteger(size) || size < 1) throw new ResourceQueryError('size必须是正整数');
  if (size > MAX_PAGE_SIZE) throw new ResourceQueryError(`size不能超过${MAX_PAGE_SIZE}`);
  if (!Number.isInteger(page) || page < 0 || page > 10_000_000) throw new ResourceQueryError('page必须是非负整数');
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', params, orderBy: orderByOf(decl, query.sort), limit: size, offset: page * size };
}

/**
 * SELECT list over alias `t`, each column aliased to its field name, in the API's forms; a
 * reference or user field adds its label (`<name>Name`) and carried keys, a dictionary field
 * with `labelAs` its label (unless `dictionaryLabels` is false: an export labels values itself;
 * `referenceLabels` false: the caller joins them, see referenceJoins).
 */
export function selectColumns(decl: ResourceDeclaration, fields: ResourceField[] = allFields(decl), options: { dictionaryLabels?: boolean; referenceLabels?: boolean } = {}): string {
  return fields
    .flatMap((f) => {
      const own = `${fieldValueSql(f, 't')} AS "${f.name}"`;
      if (isLabelled(f) && options.referenceLabels !== false) return [own, ...referenceColumns(decl, f)];
      if (f.type === 'dictionary' && f.labelAs && options.dictionaryLabels !== false) return [own, dictionaryLabelColumn(decl, f)];
      return [own];
    })
    .join(', ');
}

/**
 * The page query of a list: the page's ids are chosen (filtered, sorted, cut) first, then only
 * those rows are read, with their labels. An index holding the filter and the sort answers the
 * ids alone (index-only), so page 100 skips 5,940 index entries instead of reading 5,940 rows,
 * and probes 60 rows' label targets, not 6,000.
 */
export function listPageSql(decl: ResourceDeclaration, sql: ListSql): string {
  const ids = `SELECT t.id FROM ${decl.table} t ${sql.where} ORDER BY ${sql.orderBy} LIMIT ${sql.limit} OFFSET ${sql.offset}`;
  return `SELECT ${selectColumns(decl)} FROM (${ids}) p JOIN ${decl.table} t ON t.id = p.id ORDER BY ${sql.orderBy}`;
}

/** The fields toApiRow converts, found once per declaration (it runs for every row of a page). */
const convertedFields = new WeakMap<ResourceDeclaration, ResourceField[]>();

/** A database row (selected with selectColumns) in the API's form: area as an array, times ISO. */
export function toApiRow(decl: ResourceDeclaration, row: Record<string, unknown>): ResourceRow {
  let fields = convertedFields.get(decl);
  if (!fields) convertedFields.set(decl, (fields = allFields(decl).filter((f) => f.type === 'area' || f.type === 'datetime')));
  const out: Record<string, unknown> = { ...row };
  for (const f of fields) {
    const v = row[f.name];
    if (f.type === 'area') out[f.name] = typeof v === 'string' && v ? v.split('/') : [];
    else if (f.type === 'datetime' && v instanceof Date) out[f.name] = v.toISOString();
  }
  return out as ResourceRow;
}

/** A validated API value as the SQL parameter of its column. */
export function toDbValue(field: ResourceField, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field.type === 'area') return (value as string[]).join('/');
  return value;
}
