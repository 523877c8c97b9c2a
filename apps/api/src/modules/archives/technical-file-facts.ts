import type { EntityManager } from 'typeorm';
import { type ResourceRow, SAMPLING_DAY } from '@ohit/contracts';
import { selectColumns, toApiRow } from '@ohit/server-resource-engine';
import { recordsDigest } from '../site-sampling';
import type { TechnicalFileFacts } from './technical-file-checklist';

type Query = Pick<EntityManager, 'query'>;

/** The ids of the laboratory batches holding any of the project's samples (a retest's earlier batch included). */
export const PROJECT_BATCH_IDS = `SELECT DISTINCT i.batch_id FROM lab_batch_items i JOIN samples s ON s.id = i.sample_id WHERE s.project_id = $1`;

/** Roles whose signature of the day is in force and bound to the records as they are now. */
async function signedRoles(m: Query, day: ResourceRow): Promise<string[]> {
  const live: { role: string; records_digest: string | null }[] = await m.query(`SELECT role, records_digest FROM sampling_day_signatures WHERE day_id = $1 AND NOT voided`, [day.id]);
  if (live.length === 0) return [];
  const digest = await recordsDigest(m as EntityManager, day);
  return live.filter((s) => s.records_digest === digest).map((s) => s.role);
}

interface ReportFactRow {
  code: string;
  report_version: number;
  state: string;
  pdf_attachment_id: number | null;
  steps: { key: string; name: string }[] | null;
  actors: Record<string, number> | null;
  current_step: string | null;
}

/**
 * The project's records as the checklist needs them, read one query after another inside the
 * caller's transaction (the archive command's, locked; a read's, repeatable).
 */
export async function technicalFileFacts(m: Query, project: ResourceRow): Promise<TechnicalFileFacts> {
  const id = project.id;
  const [{ n: contractScans }] = await m.query(`SELECT count(*)::int AS n FROM resource_attachments WHERE resource = 'project' AND record_id = $1 AND slot = 'contract'`, [id]);
  const [survey] = await m.query(`SELECT state FROM site_surveys WHERE project_id = $1 ORDER BY id LIMIT 1`, [id]);
  const [plan] = await m.query(`SELECT state FROM sampling_plans WHERE project_id = $1 ORDER BY id LIMIT 1`, [id]);
  const dayRows: Record<string, unknown>[] = await m.query(`SELECT ${selectColumns(SAMPLING_DAY)} FROM sampling_days t WHERE t.project_id = $1 ORDER BY t.sampling_date, t.id`, [id]);
  const days: TechnicalFileFacts['days'] = [];
  for (const raw of dayRows) {
    const day = toApiRow(SAMPLING_DAY, raw);
    days.push({ code: String(day.code), date: String(day.samplingDate), state: String(day.state), signedRoles: await signedRoles(m, day) });
  }
  const samples: { code: string; state: string; tested_date: string | null; origin: string }[] = await m.query(
    `SELECT code, state, to_char(tested_date, 'YYYY-MM-DD') AS tested_date, origin FROM samples WHERE project_id = $1 AND state <> 'cancelled' ORDER BY code, id`,
    [id],
  );
  const pendingHandovers: { code: string }[] = await m.query(`SELECT code FROM sample_handovers WHERE project_id = $1 AND state = 'sent' ORDER BY id`, [id]);
  const batches: { code: string; state: string; qc_passed: boolean | null; deviation_approved: boolean }[] = await m.query(
    `SELECT b.code, b.state, b.qc_passed, b.deviation_approved_by IS NOT NULL AS deviation_approved FROM lab_batches b WHERE b.id IN (${PROJECT_BATCH_IDS}) ORDER BY b.analysis_date, b.id`,
    [id],
  );
  const reports: ReportFactRow[] = await m.query(
    `SELECT r.code, r.report_version, r.state, r.pdf_attachment_id, a.steps, a.actors, a.current_step
       FROM reports r LEFT JOIN report_approvals a ON a.report_id = r.id WHERE r.project_id = $1 ORDER BY r.report_version DESC`,
    [id],
  );
  return {
    project: {
      id,
      code: String(project.code),
      incomingSample: project.incomingSample === true,
      contractNo: (project.contractNo as string | null) || null,
      contractDate: (project.contractDate as string | null) || null,
    },
    contractScans,
    survey: survey ? { state: survey.state } : null,
    plan: plan ? { state: plan.state } : null,
    days,
    samples: samples.map((s) => ({ code: s.code, state: s.state, testedDate: s.tested_date, origin: s.origin })),
    pendingHandovers,
    batches: batches.map((b) => ({ code: b.code, state: b.state, qcPassed: b.qc_passed, deviationApproved: b.deviation_approved })),
    reports: reports.map((r) => ({
      code: r.code,
      version: r.report_version,
      state: r.state,
      hasPdf: r.pdf_attachment_id !== null,
      approval: r.steps ? { steps: r.steps.map((s) => ({ key: s.key, name: s.name })), actors: r.actors ?? {}, current: r.current_step } : null,
    })),
  };
}
