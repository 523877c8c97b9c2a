import type { EntityManager } from 'typeorm';
import type { ReportContent, ResourceRow } from '@ohit/contracts';
import type { Actor } from '../../platform';

/** The values of the version being made in this transaction: the report's create hook takes them; a report is made by nothing else. */
const creating = new WeakMap<EntityManager, Record<string, unknown>>();

export function reportBeingCreated(m: EntityManager): Record<string, unknown> | undefined {
  return creating.get(m);
}

/** What a version records of its compiled content besides the snapshot: the conclusion, when and by whom. */
export function compiledValues(content: ReportContent, actor: Actor): Record<string, unknown> {
  return { conclusion: content.conclusion, compiledAt: new Date().toISOString(), compiledBy: actor.id };
}

/** A version's values from its project (the row's facts the list filters by) and its content. */
export function versionValues(project: ResourceRow, content: ReportContent, actor: Actor): Record<string, unknown> {
  return {
    belongProject: project.id,
    belongInspect: project.belongInspect ?? null,
    template: content.template,
    checkTypeName: content.checkTypeName,
    ...compiledValues(content, actor),
  };
}

/** The compiled snapshot of a version (the preview's and the PDF's content), written in the caller's transaction. */
export async function storeContent(m: EntityManager, reportId: number, content: ReportContent): Promise<void> {
  await m.query(`UPDATE reports SET content = $2::jsonb WHERE id = $1`, [reportId, JSON.stringify(content)]);
}

/**
 * A new version made by the kernel's row writer (validated, numbered unless `values` gives the code —
 * an amendment keeps its report's number —, one Created event with everything written), then its
 * content stored with the number it got.
 */
export async function createVersion(
  m: EntityManager,
  create: (body: Record<string, unknown>) => Promise<ResourceRow>,
  values: Record<string, unknown>,
  content: ReportContent,
): Promise<ResourceRow> {
  creating.set(m, values);
  let row: ResourceRow;
  try {
    row = await create({});
  } finally {
    creating.delete(m);
  }
  await storeContent(m, row.id, { ...content, reportNo: String(row.code) });
  return row;
}

/** The amendment a version carries in its content (修改版): its reason and the version it amends. */
export function amendmentOf(row: ResourceRow): ReportContent['amendment'] {
  if (!row.amends) return null;
  const amends = Number(row.amendsVersion ?? Number(row.reportVersion) - 1);
  return { reason: String(row.amendmentReason ?? ''), amendsReportNo: String(row.code), amendsVersion: amends };
}
