import { likePattern, prefixPattern, SqlWhere } from '@ohit/server-database';
import { CHECK_TYPE_OPTIONS, SAME_PLATFORM_EXPORT, SAME_PLATFORM_PUSH } from '@ohit/contracts';
import { ResourceQueryError } from '../resource-sql';
import { registerExportRead } from './export-read';

/** A query value as a list: repeated parameters or one comma-separated value. */
function listOf(raw: unknown): string[] {
  const values = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : String(raw).split(',');
  return values.map((v) => String(v ?? '').trim());
}

function one(raw: unknown): string {
  return (Array.isArray(raw) ? String(raw[0] ?? '') : raw === undefined || raw === null ? '' : String(raw)).trim();
}

const refuse = (message: string) => new ResourceQueryError(message);
const CHECK_TYPES = new Set(CHECK_TYPE_OPTIONS.map((o) => o.value));
const DATE_OR_TIME = /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A range end as a timestamp; a bare date widens to the whole day at the `to` end. */
function rangeEnd(value: string, end: 'from' | 'to'): Date {
  if (!DATE_OR_TIME.test(value)) throw refuse('推送时间的格式不正确，应为“年-月-日”');
  const bare = value.length === 10;
  const d = new Date(bare ? `${value}T00:00:00` : value);
  if (Number.isNaN(d.getTime())) throw refuse('推送时间的格式不正确，应为“年-月-日”');
  if (bare && end === 'to') d.setDate(d.getDate() + 1);
  return d;
}

/** 分区监管's tables: the pushes and their organisations (their zones). */
export const SAME_PLATFORM_FROM = `FROM provincial_pushes p JOIN organizations o ON o.id = p.organization_id`;

/**
 * The WHERE of 分区监管 over `p` (provincial_pushes) and `o` (its organisation): pushed only, the
 * caller's read scope (a supervisor's zones), and the filters — zone (an area-code prefix of the
 * organisation's zone), organisation (`orgId`; spec §6's `organizationId` only for those who may
 * filter by it: the web sends everyone else's own), report, check type, employer, pushed-at range.
 * A value the list cannot use is a `ResourceQueryError` in Chinese. The list, its counts and its
 * export all read through it.
 */
export function samePlatformWhere(query: Record<string, unknown>, scope: number[] | null, mayFilterOrganizations = false): SqlWhere {
  const w = new SqlWhere();
  w.add(`p.state = 'pushed'`);
  w.inOrganisations('p.organization_id', scope);
  const zone = one(query.zoneCode);
  if (zone) {
    if (!/^\d{1,12}$/.test(zone)) throw refuse('区划代码必须是1至12位数字');
    w.add(`o.zone_code LIKE ${w.param(prefixPattern(zone))}`);
  }
  for (const key of mayFilterOrganizations ? ['orgId', 'organizationId'] : ['orgId']) {
    const org = one(query[key]);
    if (!org) continue;
    if (!/^\d{1,9}$/.test(org)) throw refuse(`${key}必须是整数`);
    w.add(`p.organization_id = ${w.param(Number(org))}`);
  }
  for (const [key, column] of [['organizationName', 'o.name'], ['reportCode', 'p.report_code'], ['employerName', 'p.employer_name']] as const) {
    const text = one(query[key]);
    if (text.length > 100) throw refuse('查询条件过长');
    if (text) w.add(`${column} ILIKE ${w.param(likePattern(text))}`);
  }
  const credit = one(query.employerCreditCode);
  if (credit) w.add(`p.employer_credit_code = ${w.param(credit.slice(0, 18))}`);
  const types = listOf(query.checkType).filter(Boolean);
  if (types.some((t) => !CHECK_TYPES.has(t))) throw refuse('检测类型不正确');
  if (types.length) w.add(`p.check_type = ANY(${w.param(types)}::varchar[])`);
  const [from, to] = listOf(query.pushedAt);
  if (from) w.add(`p.pushed_at >= ${w.param(rangeEnd(from, 'from'))}`);
  if (to) w.add(`p.pushed_at < ${w.param(rangeEnd(to, 'to'))}`);
  if (from && to && rangeEnd(from, 'from') > rangeEnd(to, 'to')) throw refuse('推送时间的开始不能晚于结束');
  return w;
}

const SORTS: Record<string, string> = {
  zoneCode: 'o.zone_code',
  organizationName: 'o.name',
  reportCode: 'p.report_code',
  checkType: 'p.check_type',
  employerName: 'p.employer_name',
  pushedAt: 'p.pushed_at',
};

/** ORDER BY of `sort=field,dir` (repeated); the newest push first by default. */
export function samePlatformOrder(raw: unknown): string {
  const parts = Array.isArray(raw) ? raw.map(String) : raw ? [String(raw)] : [];
  const out: string[] = [];
  for (const part of parts) {
    const [field, dir = 'asc'] = part.split(',').map((s) => s.trim());
    const column = SORTS[field];
    if (!column || !['asc', 'desc'].includes(dir.toLowerCase())) throw refuse(`不支持的排序：${part.slice(0, 40)}`);
    out.push(`${column} ${dir.toLowerCase()} NULLS LAST`);
  }
  return [...out, 'p.pushed_at DESC NULLS LAST', 'p.id DESC'].join(', ');
}

/** 分区监管's export: the list's filters, order and scope; the declaration's columns. */
export const SAME_PLATFORM_EXPORT_READ = registerExportRead({
  source: SAME_PLATFORM_EXPORT,
  columns: SAME_PLATFORM_PUSH.fields.filter((f) => f.exportable !== false),
  read(query, access) {
    const w = samePlatformWhere(query, access.scope, access.mayFilterOrganizations);
    // the rows the user ticked, when any
    const ids = listOf(query.ids).filter(Boolean);
    if (ids.some((id) => !/^\d{1,9}$/.test(id))) throw refuse('ids必须是正整数列表');
    if (ids.length) w.add(`p.id = ANY(${w.param(ids.map(Number))}::int[])`);
    return {
      select: `p.report_code AS "reportCode", p.report_version AS "reportVersion", o.name AS "organizationName", o.zone_code AS "zoneCode", p.check_type AS "checkType",
               p.employer_name AS "employerName", p.employer_credit_code AS "employerCreditCode", p.employer_area_code AS "employerAreaCode", p.pushed_at AS "pushedAt"`,
      from: `${SAME_PLATFORM_FROM} ${w.sql()}`,
      orderBy: samePlatformOrder(query.sort),
      params: w.params,
    };
  },
});
