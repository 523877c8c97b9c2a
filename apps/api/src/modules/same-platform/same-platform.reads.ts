import type { DataSource } from 'typeorm';
import type { SamePlatformPushDetail, SamePlatformPushRow, SamePlatformSummary } from '@ohit/contracts';
import { SAME_PLATFORM_FROM } from '@ohit/server-resource-engine';
import { badRequest, notFound } from '../../platform';
import { samePlatformOrder, samePlatformWhere } from './same-platform-filters';

const MAX_SIZE = 500;

const COLUMNS = `p.id, p.organization_id, o.name AS organization_name, o.zone_code, p.report_code, p.report_version, p.check_type,
  p.employer_name, p.employer_credit_code, p.employer_area_code, p.pushed_at`;
const FROM = SAME_PLATFORM_FROM;

interface Row {
  id: number;
  organization_id: number;
  organization_name: string;
  zone_code: string | null;
  report_code: string;
  report_version: number;
  check_type: string;
  employer_name: string;
  employer_credit_code: string | null;
  employer_area_code: string | null;
  pushed_at: Date | null;
  record?: SamePlatformPushDetail['record'];
}

function toRow(r: Row): SamePlatformPushRow {
  return {
    id: Number(r.id),
    organizationId: Number(r.organization_id),
    organizationName: r.organization_name,
    zoneCode: r.zone_code,
    reportCode: r.report_code,
    reportVersion: Number(r.report_version),
    checkType: r.check_type,
    employerName: r.employer_name,
    employerCreditCode: r.employer_credit_code,
    employerAreaCode: r.employer_area_code,
    pushedAt: r.pushed_at ? new Date(r.pushed_at).toISOString() : null,
  };
}

function paging(query: Record<string, unknown>): { limit: number; offset: number } {
  const size = query.size === undefined || query.size === '' ? 10 : Number(query.size);
  const page = query.page === undefined || query.page === '' ? 0 : Number(query.page);
  if (!Number.isInteger(size) || size < 1 || size > MAX_SIZE) throw badRequest(`size必须是1至${MAX_SIZE}的整数`);
  if (!Number.isInteger(page) || page < 0 || page > 10_000_000) throw badRequest('page必须是非负整数');
  return { limit: size, offset: page * size };
}

/** The page of pushes the caller's scope holds (a supervisor: its zones' organisations). */
export async function listSamePlatformPushes(ds: DataSource, query: Record<string, unknown>, scope: number[] | null, mayFilter = false): Promise<{ content: SamePlatformPushRow[]; totalElements: number }> {
  const w = samePlatformWhere(query, scope, mayFilter);
  const order = samePlatformOrder(query.sort);
  const { limit, offset } = paging(query);
  const [{ total }] = await ds.query(`SELECT count(*)::int AS total ${FROM} ${w.sql()}`, w.params);
  const rows: Row[] = await ds.query(`SELECT ${COLUMNS} ${FROM} ${w.sql()} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`, w.params);
  return { content: rows.map(toRow), totalElements: total };
}

/** Counts of the filtered pushes per zone and per organisation (most pushes first). */
export async function samePlatformSummary(ds: DataSource, query: Record<string, unknown>, scope: number[] | null, mayFilter = false): Promise<SamePlatformSummary> {
  const w = samePlatformWhere(query, scope, mayFilter);
  const orgs: { organization_id: number; organization_name: string; zone_code: string | null; pushes: number; last_pushed_at: Date | null }[] = await ds.query(
    `SELECT p.organization_id, o.name AS organization_name, o.zone_code, count(*)::int AS pushes, max(p.pushed_at) AS last_pushed_at
     ${FROM} ${w.sql()} GROUP BY p.organization_id, o.name, o.zone_code ORDER BY pushes DESC, o.zone_code NULLS LAST, p.organization_id LIMIT 1000`,
    w.params,
  );
  const zones = new Map<string | null, { zoneCode: string | null; organizations: number; pushes: number }>();
  for (const o of orgs) {
    const z = zones.get(o.zone_code) ?? { zoneCode: o.zone_code, organizations: 0, pushes: 0 };
    z.organizations += 1;
    z.pushes += o.pushes;
    zones.set(o.zone_code, z);
  }
  return {
    total: orgs.reduce((n, o) => n + o.pushes, 0),
    zones: [...zones.values()].sort((a, b) => b.pushes - a.pushes || String(a.zoneCode).localeCompare(String(b.zoneCode))),
    organizations: orgs.map((o) => ({
      organizationId: Number(o.organization_id),
      organizationName: o.organization_name,
      zoneCode: o.zone_code,
      pushes: o.pushes,
      lastPushedAt: o.last_pushed_at ? new Date(o.last_pushed_at).toISOString() : null,
    })),
  };
}

/** A push as the province received it (its record snapshot); 404 outside the scope or not pushed. */
export async function samePlatformPush(ds: DataSource, id: number, scope: number[] | null): Promise<SamePlatformPushDetail> {
  const w = samePlatformWhere({}, scope);
  w.add(`p.id = ${w.param(id)}`);
  const [row]: Row[] = await ds.query(`SELECT ${COLUMNS}, p.record ${FROM} ${w.sql()}`, w.params);
  if (!row) throw notFound();
  return { ...toRow(row), record: row.record ?? null };
}
