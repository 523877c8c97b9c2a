import type { EntityManager } from 'typeorm';
import { CURVE_WARNING_DAYS, type CurveNearEnd } from '@ohit/contracts';
import { storedBatchResults } from '../laboratory';
import { AMENDMENT_KINDS, amendingCommands, CONSEQUENTIAL_CHILDREN, changeEventTypes, commandEventTypes, submissionEventTypes } from './amendment-kinds';
import type { CheckedBatch } from './qc-tallies';
import type { StatisticsPeriod } from './statistics-period';
import type { ProjectStageDates } from './turnaround';

/** null: every organisation; else the organisations the caller reads. */
type Scope = number[] | null;

const inScope = (alias: string, param = '$1') => `(${param}::int[] IS NULL OR ${alias}.organization_id = ANY(${param}::int[]))`;

interface BatchRow {
  id: number;
  code: string;
  organization_id: number;
  analysis_date: string;
  method_id: number;
  method_label: string;
  analyst_id: number | null;
  analyst_name: string | null;
  instrument_id: number | null;
  instrument_label: string | null;
}

/**
 * The batches analysed in the period whose QC has been judged — submitted at least once and not
 * back in 检测中, where their readings may be changing — with the engine's checks of each, computed
 * from the stored readings as submission and release compute them (the batch stores only its
 * verdict and a summary line, not each check).
 */
export async function checkedBatches(m: EntityManager, scope: Scope, { from, to }: StatisticsPeriod): Promise<CheckedBatch[]> {
  const rows: BatchRow[] = await m.query(
    `SELECT b.id, b.code, b.organization_id, to_char(b.analysis_date, 'YYYY-MM-DD') AS analysis_date,
            b.method_id, concat_ws(' ', NULLIF(lm.standard_no, ''), lm.method_name) AS method_label,
            b.analyst_id, COALESCE(NULLIF(u.nick_name, ''), u.username) AS analyst_name,
            b.instrument_id, concat_ws(' ', e.name, NULLIF(e.code, '')) AS instrument_label
       FROM lab_batches b
       JOIN lab_methods lm ON lm.id = b.method_id
       LEFT JOIN users u ON u.id = b.analyst_id
       LEFT JOIN equipment e ON e.id = b.instrument_id
      WHERE ${inScope('b')} AND b.analysis_date BETWEEN $2::date AND $3::date AND b.record_version > 0 AND b.state <> 'assigned'`,
    [scope, from, to],
  );
  const results = await storedBatchResults(m, rows.map((r) => Number(r.id)));
  return rows.map((r) => ({
    id: Number(r.id),
    code: r.code,
    organizationId: Number(r.organization_id),
    analysisDate: r.analysis_date,
    method: { id: Number(r.method_id), label: r.method_label },
    analyst: r.analyst_id === null ? null : { id: Number(r.analyst_id), label: r.analyst_name ?? '' },
    instrument: r.instrument_id === null ? null : { id: Number(r.instrument_id), label: r.instrument_label ?? '' },
    checks: results.get(Number(r.id))?.qc ?? [],
  }));
}

/**
 * Standard curves (a batch's own fitted curve with a validity end) ending within CURVE_WARNING_DAYS
 * of today, and those already ended that a batch not yet released still reuses. Soonest first.
 */
export async function curvesNearEnd(m: EntityManager, scope: Scope, today: string): Promise<CurveNearEnd[]> {
  const rows: {
    id: number;
    code: string;
    organization_id: number;
    method: string;
    instrument: string | null;
    curve_r: string | null;
    valid_until: string;
    days_left: number;
    open_references: number;
  }[] = await m.query(
    `WITH open_reuse AS (
       SELECT r.curve_from_id AS id, count(*)::int AS n FROM lab_batches r
        WHERE ${inScope('r')} AND r.curve_from_id IS NOT NULL AND r.state <> 'released'
        GROUP BY r.curve_from_id)
     SELECT b.id, b.code, b.organization_id, concat_ws(' ', NULLIF(lm.standard_no, ''), lm.method_name) AS method,
            NULLIF(concat_ws(' ', e.name, NULLIF(e.code, '')), '') AS instrument, b.curve_r,
            to_char(b.curve_valid_until, 'YYYY-MM-DD') AS valid_until, (b.curve_valid_until - $2::date)::int AS days_left,
            COALESCE(o.n, 0)::int AS open_references
       FROM lab_batches b
       JOIN lab_methods lm ON lm.id = b.method_id
       LEFT JOIN equipment e ON e.id = b.instrument_id
       LEFT JOIN open_reuse o ON o.id = b.id
      WHERE ${inScope('b')} AND b.curve_from_id IS NULL AND b.curve_slope IS NOT NULL AND b.curve_valid_until IS NOT NULL
        AND (b.curve_valid_until BETWEEN $2::date AND $2::date + $3::int OR (b.curve_valid_until < $2::date AND o.n > 0))
      ORDER BY b.curve_valid_until, b.id`,
    [scope, today, CURVE_WARNING_DAYS],
  );
  return rows.map((r) => ({
    batchId: Number(r.id),
    batchCode: r.code,
    organizationId: Number(r.organization_id),
    method: r.method,
    instrument: r.instrument,
    curveR: r.curve_r,
    validUntil: r.valid_until,
    daysLeft: Number(r.days_left),
    expired: Number(r.days_left) < 0,
    openReferences: Number(r.open_references),
  }));
}

/**
 * Changes with a reason in the period, per kind of record (AMENDMENT_KINDS), from the audit trail:
 * a change after the record's first 提交 where the kind has one, or an amending command (修改报告),
 * the signatures a change voids not counted again. Served by the aggregate index of domain_events (aggregate_type leads it).
 */
export async function amendmentRows(m: EntityManager, scope: Scope, { from, to }: StatisticsPeriod): Promise<{ resource: string; changes: number; records: number }[]> {
  return m.query(
    `SELECT e.aggregate_type AS resource, count(*)::int AS changes, count(DISTINCT e.aggregate_id)::int AS records
       FROM domain_events e
      WHERE e.aggregate_type = ANY($2::text[])
        AND (e.type = ANY($3::text[]) OR (e.type = ANY($9::text[]) AND e.aggregate_type || ':' || (e.payload ->> 'command') = ANY($10::text[])))
        AND ${inScope('e')}
        AND btrim(COALESCE(e.reason, '')) <> ''
        AND e.occurred_at >= $4::date AND e.occurred_at < $5::date + 1
        AND NOT (COALESCE(e.payload ->> 'child', '') = ANY($6::text[]))
        AND (NOT (e.aggregate_type = ANY($7::text[]))
             OR EXISTS (SELECT 1 FROM domain_events s
                         WHERE s.aggregate_type = e.aggregate_type AND s.aggregate_id = e.aggregate_id AND s.seq < e.seq
                           AND s.type = ANY($8::text[]) AND s.payload ->> 'event' = 'submit'))
      GROUP BY e.aggregate_type`,
    [
      scope,
      AMENDMENT_KINDS.map((k) => k.resource),
      changeEventTypes(),
      from,
      to,
      CONSEQUENTIAL_CHILDREN,
      AMENDMENT_KINDS.filter((k) => k.afterSubmit).map((k) => k.resource),
      submissionEventTypes(),
      commandEventTypes(),
      amendingCommands(),
    ],
  );
}

/** The stage stamps of the projects with a stage ending in the period. */
export async function projectStageDates(m: EntityManager, scope: Scope, { from, to }: StatisticsPeriod): Promise<ProjectStageDates[]> {
  const d = (column: string, name: string) => `to_char(p.${column}, 'YYYY-MM-DD') AS "${name}"`;
  const ends = ['survey_date', 'sampling_date', 'lab_date', 'report_date', 'issue_date'].map((c) => `p.${c} BETWEEN $2::date AND $3::date`).join(' OR ');
  return m.query(
    `SELECT ${d('contract_date', 'contractDate')}, ${d('survey_date', 'surveyDate')}, ${d('sampling_date', 'samplingDate')},
            ${d('lab_date', 'labDate')}, ${d('report_date', 'reportDate')}, ${d('issue_date', 'issueDate')}
       FROM projects p
      WHERE ${inScope('p')} AND (${ends})`,
    [scope, from, to],
  );
}
