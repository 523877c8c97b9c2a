import type { EntityManager } from 'typeorm';
import { REPORT } from '@ohit/contracts';
import { selectColumns } from '@ohit/server-resource-engine';

/** A table whose rows each belong to one report (report_id, organization_id). */
export interface ReportFollowerTable {
  table: string;
  /** The column naming the follower row as a taken report's conflict names it (e.g. `code`). */
  codeColumn: string;
}

export type IssuedWithoutResult =
  /** The report rows locked FOR UPDATE (raw, REPORT's select columns), oldest first. */
  | { kind: 'rows'; rows: Record<string, unknown>[] }
  /** The named report already has a follower row: its code. */
  | { kind: 'taken'; code: string }
  /** The named report is not this organisation's (or does not exist): answer it as missing. */
  | { kind: 'missing' };

/**
 * Locks this organisation's reports without a row in `follower.table`: every issued one, or the
 * one named by `reportId` (in whatever state, for the caller to refuse). A named report that has a
 * row already is `taken`; another organisation's or an unknown one is `missing` (never revealed).
 */
export async function lockIssuedReportsWithout(m: Pick<EntityManager, 'query'>, follower: ReportFollowerTable, organisationId: number, reportId: number | null): Promise<IssuedWithoutResult> {
  if (!/^[a-z_]+$/.test(follower.table) || !/^[a-z_]+$/.test(follower.codeColumn)) throw new Error(`not a table or column name: ${follower.table}.${follower.codeColumn}`);
  const where = reportId === null ? `t.organization_id = $1 AND t.state = 'issued'` : `t.organization_id = $1 AND t.id = $2`;
  const rows: Record<string, unknown>[] = await m.query(
    `SELECT ${selectColumns(REPORT)} FROM reports t
      WHERE ${where} AND NOT EXISTS (SELECT 1 FROM ${follower.table} d WHERE d.report_id = t.id)
      ORDER BY t.id FOR UPDATE`,
    reportId === null ? [organisationId] : [organisationId, reportId],
  );
  if (reportId === null || rows.length > 0) return { kind: 'rows', rows };
  const [taken] = (await m.query(`SELECT d.${follower.codeColumn} AS code FROM ${follower.table} d WHERE d.report_id = $1 AND d.organization_id = $2`, [reportId, organisationId])) as { code: string }[];
  return taken ? { kind: 'taken', code: taken.code } : { kind: 'missing' };
}
