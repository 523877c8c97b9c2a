import type { EntityManager } from 'typeorm';
import { machineOf, REPORT, type ResourceRow, type TechnicalFileReport, type TechnicalFileView } from '@ohit/contracts';
import { projectStateMachine, type ProjectState } from '@ohit/domain';
import { projectRow } from './archive-rows';
import { technicalFileChecklist } from './technical-file-checklist';
import { type StoredDocument, technicalFileDocuments } from './technical-file-documents';
import { technicalFileFacts } from './technical-file-facts';

type Query = Pick<EntityManager, 'query'>;

const reportMachine = machineOf(REPORT.workflow as NonNullable<typeof REPORT.workflow>);

/** The technical file of an archive with its documents' storage keys (the zip job's input needs them; the page does not). */
export interface StoredTechnicalFile extends Omit<TechnicalFileView, 'documents'> {
  documents: StoredDocument[];
  project: ResourceRow;
}

async function reportVersions(m: Query, projectId: number): Promise<TechnicalFileReport[]> {
  const rows: { id: number; code: string; report_version: number; state: string; issue_date: string | null; pdf_attachment_id: number | null; pdf_sha256: string | null; amendment_reason: string | null }[] =
    await m.query(
      `SELECT id, code, report_version, state, to_char(issue_date, 'YYYY-MM-DD') AS issue_date, pdf_attachment_id, pdf_sha256, amendment_reason
         FROM reports WHERE project_id = $1 ORDER BY report_version DESC`,
      [projectId],
    );
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    reportVersion: r.report_version,
    state: r.state,
    stateLabel: reportMachine.stateLabel(r.state),
    issueDate: r.issue_date,
    pdfAttachmentId: r.pdf_attachment_id,
    pdfSha256: r.pdf_sha256,
    amendmentReason: r.amendment_reason,
    link: { route: 'reportDetail', query: { code: r.code, flag: r.report_version } },
  }));
}

/**
 * An archive's technical file as it stands: the checklist from the project's records, every file
 * with its place in the zip, the report versions. Read in the caller's transaction (a repeatable
 * read, so the checklist, the files and the versions belong together).
 */
export async function storedTechnicalFile(m: Query, archive: ResourceRow): Promise<StoredTechnicalFile> {
  const projectId = Number(archive.belongProject);
  const project = await projectRow(m, projectId);
  if (!project) throw new Error(`archive ${archive.id}: project ${projectId} not found`);
  const items = technicalFileChecklist(await technicalFileFacts(m, project));
  const state = String(project.state);
  return {
    archiveId: archive.id,
    projectId,
    projectCode: String(project.code),
    projectName: String(project.name),
    projectState: state,
    projectStateLabel: projectStateMachine.stateLabel(state as ProjectState),
    items,
    complete: items.every((i) => !i.required || i.present),
    documents: await technicalFileDocuments(m, projectId),
    reports: await reportVersions(m, projectId),
    project,
  };
}

/** The page's view: without the storage keys. */
export function technicalFileView(file: StoredTechnicalFile): TechnicalFileView {
  return {
    archiveId: file.archiveId,
    projectId: file.projectId,
    projectCode: file.projectCode,
    projectName: file.projectName,
    projectState: file.projectState,
    projectStateLabel: file.projectStateLabel,
    items: file.items,
    complete: file.complete,
    documents: file.documents.map((d) => ({ attachmentId: d.attachmentId, group: d.group, source: d.source, title: d.title, fileName: d.fileName, size: d.size, path: d.path, link: d.link })),
    reports: file.reports,
  };
}
