import type { EntityManager } from 'typeorm';
import {
  LAB_BATCH,
  PROJECT,
  PROJECT_ARCHIVE,
  REPORT,
  type ResourceDeclaration,
  SAMPLING_DAY,
  SAMPLING_PLAN,
  SIGNER_ROLE_OPTIONS,
  SITE_SURVEY,
  type TechnicalFileDocument,
  type TechnicalFileLink,
} from '@ohit/contracts';
import { PROJECT_BATCH_IDS } from './technical-file-facts';

type Query = Pick<EntityManager, 'query'>;

/** A document with where its file is stored (the zip job reads it; never sent to the browser). */
export interface StoredDocument extends TechnicalFileDocument {
  key: string;
}

interface AttachmentRow {
  id: number;
  record_id: number;
  slot: string;
  file_name: string;
  size: string | number;
  key: string;
}

/** The technical file's groups, numbered so the zip's folders sort in the order of the work. */
const GROUPS = {
  contract: '01 合同',
  project: '02 项目资料',
  survey: '03 现场调查',
  plan: '04 采样方案',
  sampling: '05 现场采样',
  records: '06 原始记录',
  report: '07 检测报告',
  archive: '08 档案附件',
} as const;

const slotLabel = (decl: ResourceDeclaration, slot: string) => decl.attachments?.find((a) => a.name === slot)?.label ?? slot;
const roleLabel = (role: string) => SIGNER_ROLE_OPTIONS.find((o) => o.value === role)?.label ?? role;

/** A path segment without the characters file systems refuse (and no leading dots). */
function segment(text: string): string {
  const clean = [...text]
    .map((c) => (c.charCodeAt(0) < 0x20 || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .replace(/^\.+/, '_')
    .trim();
  return (clean || '_').slice(0, 120);
}

async function attachmentsOf(m: Query, resource: string, ids: number[], exceptSlots: string[] = []): Promise<AttachmentRow[]> {
  if (ids.length === 0) return [];
  return m.query(
    `SELECT a.id, a.record_id, a.slot, a.file_name, a.size, f.key FROM resource_attachments a JOIN stored_files f ON f.id = a.stored_file_id
      WHERE a.resource = $1 AND a.record_id = ANY($2::int[]) AND NOT (a.slot = ANY($3::text[])) ORDER BY a.record_id, a.slot, a.id`,
    [resource, ids, exceptSlots],
  );
}

/**
 * Every file of a project's technical file — the project's contract and other files, the survey's,
 * the plan's, each sampling day's signatures, photos and videos (not the previews), the laboratory
 * batches' curves, spectra, instrument exports and external reports, every report version's PDF
 * and the archive's paper scans — each with its group, the record it belongs to, what it is and a
 * unique path in the zip.
 */
export async function technicalFileDocuments(m: Query, projectId: number): Promise<StoredDocument[]> {
  const [project] = await m.query(`SELECT code FROM projects WHERE id = $1`, [projectId]);
  const projectCode = String(project?.code ?? projectId);
  const projectLink: TechnicalFileLink = { route: 'projectDetail', query: { belongProject: projectId } };
  const out: Omit<StoredDocument, 'path'>[] = [];
  const add = (group: string, source: string, title: string, row: AttachmentRow, link: TechnicalFileLink | null) =>
    out.push({ attachmentId: row.id, group, source, title, fileName: row.file_name, size: Number(row.size), key: row.key, link });

  for (const a of await attachmentsOf(m, PROJECT.name, [projectId])) {
    add(a.slot === 'contract' ? GROUPS.contract : GROUPS.project, `项目 ${projectCode}`, slotLabel(PROJECT, a.slot), a, projectLink);
  }
  const surveys: { id: number }[] = await m.query(`SELECT id FROM site_surveys WHERE project_id = $1 ORDER BY id`, [projectId]);
  for (const a of await attachmentsOf(m, SITE_SURVEY.name, surveys.map((s) => s.id))) {
    add(GROUPS.survey, '现场调查', slotLabel(SITE_SURVEY, a.slot), a, { route: 'siteSurveyDetail', query: { belongProject: projectId } });
  }
  const plans: { id: number }[] = await m.query(`SELECT id FROM sampling_plans WHERE project_id = $1 ORDER BY id`, [projectId]);
  for (const a of await attachmentsOf(m, SAMPLING_PLAN.name, plans.map((p) => p.id))) {
    add(GROUPS.plan, '采样方案', slotLabel(SAMPLING_PLAN, a.slot), a, { route: 'samplePlanDetail', query: { belongProject: projectId } });
  }

  const days: { id: number; code: string; day: string }[] = await m.query(
    `SELECT id, code, to_char(sampling_date, 'YYYY-MM-DD') AS day FROM sampling_days WHERE project_id = $1 ORDER BY sampling_date, id`,
    [projectId],
  );
  const dayIds = days.map((d) => d.id);
  const signatures: { attachment_id: number; role: string; signer_name: string; voided: boolean }[] = dayIds.length
    ? await m.query(`SELECT attachment_id, role, signer_name, voided FROM sampling_day_signatures WHERE day_id = ANY($1::int[])`, [dayIds])
    : [];
  const media: { attachment_id: number; point: string; caption: string | null }[] = dayIds.length
    ? await m.query(`SELECT attachment_id, point, caption FROM sampling_day_media WHERE day_id = ANY($1::int[])`, [dayIds])
    : [];
  for (const a of await attachmentsOf(m, SAMPLING_DAY.name, dayIds, ['photoPreview'])) {
    const day = days.find((d) => d.id === a.record_id);
    const signed = signatures.find((s) => s.attachment_id === a.id);
    const shot = media.find((p) => p.attachment_id === a.id);
    const title = signed
      ? `签名（${roleLabel(signed.role)} ${signed.signer_name}${signed.voided ? '，已失效' : ''}）`
      : shot
        ? `${slotLabel(SAMPLING_DAY, a.slot)}（${[shot.point, shot.caption].filter(Boolean).join('，')}）`
        : slotLabel(SAMPLING_DAY, a.slot);
    add(GROUPS.sampling, `现场采样 ${day?.code ?? a.record_id}（${day?.day ?? ''}）`, title, a, { route: 'liveSampleTaskDetails', query: { belongProject: projectId, code: day?.code ?? '' } });
  }

  const batches: { id: number; code: string }[] = await m.query(`SELECT id, code FROM lab_batches WHERE id IN (${PROJECT_BATCH_IDS}) ORDER BY analysis_date, id`, [projectId]);
  for (const a of await attachmentsOf(m, LAB_BATCH.name, batches.map((b) => b.id))) {
    const code = batches.find((b) => b.id === a.record_id)?.code ?? String(a.record_id);
    add(GROUPS.records, `检测批次 ${code}`, slotLabel(LAB_BATCH, a.slot), a, { route: 'labBatchDetail', query: { code } });
  }

  const reports: { id: number; code: string; report_version: number }[] = await m.query(`SELECT id, code, report_version FROM reports WHERE project_id = $1 ORDER BY report_version`, [projectId]);
  for (const a of await attachmentsOf(m, REPORT.name, reports.map((r) => r.id))) {
    const r = reports.find((x) => x.id === a.record_id);
    add(GROUPS.report, `报告 ${r?.code ?? ''} 第${r?.report_version ?? ''}版`, slotLabel(REPORT, a.slot), a, r ? { route: 'reportDetail', query: { code: r.code, flag: r.report_version } } : null);
  }

  const archives: { id: number; code: string }[] = await m.query(`SELECT id, code FROM project_archives WHERE project_id = $1`, [projectId]);
  for (const a of await attachmentsOf(m, PROJECT_ARCHIVE.name, archives.map((x) => x.id))) {
    add(GROUPS.archive, `档案 ${archives.find((x) => x.id === a.record_id)?.code ?? ''}`, slotLabel(PROJECT_ARCHIVE, a.slot), a, null);
  }
  return withPaths(out);
}

/** Each document's path in the zip: group/record/file name, a second file of the same name numbered （2）. */
export function withPaths(docs: Omit<StoredDocument, 'path'>[]): StoredDocument[] {
  const taken = new Set<string>();
  return docs.map((d) => {
    const base = `${segment(d.group)}/${segment(d.source)}/${segment(d.fileName)}`;
    const dot = base.lastIndexOf('.');
    const [stem, ext] = dot > base.lastIndexOf('/') ? [base.slice(0, dot), base.slice(dot)] : [base, ''];
    let path = base;
    for (let n = 2; taken.has(path.toLowerCase()); n++) path = `${stem}（${n}）${ext}`;
    taken.add(path.toLowerCase());
    return { ...d, path };
  });
}
