import { Injectable, OnModuleInit } from '@nestjs/common';
import { ARCHIVE_STORAGE_FIELDS, PROJECT, PROJECT_ARCHIVE, type ResourceRow, technicalFileRefusal } from '@ohit/contracts';
import { ARCHIVE_RETENTION_DEFAULT_YEARS, retainUntil } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { badRequest, conflict, firstRow } from '../../platform';
import { createRow, type ExtensionContext, localDate, ResourceExtensions, ResourceListCommands, transitionRow, type TransitionStep } from '../resources';
import { lockArchiveOfProject } from './archive-rows';
import { ARCHIVE_MESSAGES as M } from './archives.messages';
import { technicalFileChecklist } from './technical-file-checklist';
import { PROJECT_BATCH_IDS, technicalFileFacts } from './technical-file-facts';

/**
 * The archive's rules on the kernel's commands (hooks):
 * - a project's 归档 — from the archive (项目归档) or the project's own button — passes only with a
 *   complete technical file, the refusal naming every gap; then, in the same transaction, its
 *   archive becomes 已归档 (who, when, the organisation's retention years and the day it is kept
 *   until) and the laboratory batches of its samples are flagged archived: from then on the
 *   database refuses every write of the project's records (migration 1732960000000);
 * - a project's 签发 opens its archive (在编), so 档案管理 lists the projects ready to archive;
 *   生成档案 does the same for issued projects without one;
 * - an archive is one per project, never moved to another, and once archived only its box,
 *   shelf and remark change.
 */
@Injectable()
export class ArchiveRules implements OnModuleInit {
  constructor(
    readonly events: DomainEventsService,
    readonly extensions: ResourceExtensions,
    private readonly listCommands: ResourceListCommands,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(PROJECT_ARCHIVE.name, {
      beforeCreate: (ctx, values) => this.beforeCreate(ctx, values),
      beforeEdit: (_ctx, before, values) => this.beforeEdit(before, values),
      beforeTransition: (ctx, row, step) => (step.event === 'archive' ? this.archivedValues(ctx, row) : {}),
    });
    this.extensions.addHooks(PROJECT.name, {
      beforeTransition: (ctx, row, step) => this.beforeProjectTransition(ctx, row, step),
      afterTransition: (ctx, _before, after, step) => this.afterProjectTransition(ctx, after, step),
    });
    this.listCommands.add(PROJECT_ARCHIVE.name, {
      name: 'prepare',
      run: async (ctx) => {
        const projects: { id: number }[] = await ctx.m.query(
          `SELECT p.id FROM projects p WHERE p.organization_id = $1 AND p.state = 'issued' AND NOT EXISTS (SELECT 1 FROM project_archives a WHERE a.project_id = p.id) ORDER BY p.id`,
          [ctx.organizationId],
        );
        for (const p of projects) await ctx.create({ belongProject: p.id });
        return { count: projects.length, message: M.prepared(projects.length) };
      },
    });
  }

  /** The technical file's checklist of a project now (inside the caller's transaction), refused with every gap named. */
  async assertComplete(ctx: ExtensionContext, project: ResourceRow): Promise<void> {
    const refusal = technicalFileRefusal(technicalFileChecklist(await technicalFileFacts(ctx.m, project)));
    if (refusal) throw conflict(refusal);
  }

  private async beforeCreate(ctx: ExtensionContext, values: Record<string, unknown>): Promise<Record<string, unknown>> {
    const project = firstRow<{ state: string; inspected_unit_id: number | null }>(await ctx.m.query(`SELECT state, inspected_unit_id FROM projects WHERE id = $1`, [values.belongProject]));
    if (project?.state === 'cancelled') throw badRequest(M.projectCancelled);
    const existing = firstRow<{ code: string }>(await ctx.m.query(`SELECT code FROM project_archives WHERE project_id = $1`, [values.belongProject]));
    if (existing) throw badRequest(M.projectHasArchive(existing.code));
    return { belongInspect: project?.inspected_unit_id ?? null };
  }

  private beforeEdit(before: ResourceRow, values: Record<string, unknown>): void {
    const changed = Object.keys(values).filter((k) => String(values[k] ?? '') !== String(before[k] ?? ''));
    if (changed.includes('belongProject')) throw badRequest(M.projectFixed);
    if (before.state === 'archived' && changed.some((k) => !(ARCHIVE_STORAGE_FIELDS as readonly string[]).includes(k))) throw badRequest(M.archivedFields);
  }

  /** 已归档: who and when, the organisation's retention years now and the last day the file is kept. */
  private async archivedValues(ctx: ExtensionContext, archive: ResourceRow): Promise<Record<string, unknown>> {
    const org = firstRow<{ archive_retention_years: number }>(await ctx.m.query(`SELECT archive_retention_years FROM organizations WHERE id = $1`, [archive.organizationId]));
    const years = org?.archive_retention_years ?? ARCHIVE_RETENTION_DEFAULT_YEARS;
    return { archivedAt: new Date().toISOString(), archivedBy: ctx.actor.id, retentionYears: years, retainUntil: retainUntil(localDate(), years) };
  }

  private async beforeProjectTransition(ctx: ExtensionContext, project: ResourceRow, step: TransitionStep): Promise<void> {
    if (step.event === 'archive') await this.assertComplete(ctx, project);
  }

  private async afterProjectTransition(ctx: ExtensionContext, project: ResourceRow, step: TransitionStep): Promise<void> {
    if (step.event === 'issueReport') await this.archiveOf(ctx, project, M.createdOnIssue(String(project.code)));
    if (step.event !== 'archive') return;
    const reason = ctx.reason || M.archivedWithProject(String(project.code));
    const archive = await this.archiveOf(ctx, project, reason);
    await transitionRow(this, { ...ctx, decl: PROJECT_ARCHIVE, reason }, archive, 'archive');
    // the project's batches: their rows are read-only from now on (one flag each; the project's event records the archive)
    const batches: { id: number }[] = await ctx.m.query(`SELECT id FROM lab_batches WHERE id IN (${PROJECT_BATCH_IDS}) AND NOT archived ORDER BY id FOR UPDATE`, [project.id]);
    if (batches.length > 0) await ctx.m.query(`UPDATE lab_batches SET archived = true WHERE id = ANY($1::int[])`, [batches.map((b) => b.id)]);
  }

  /** The project's archive, locked; opened (在编, numbered) when it has none. */
  private async archiveOf(ctx: ExtensionContext, project: ResourceRow, reason: string): Promise<ResourceRow> {
    const existing = await lockArchiveOfProject(ctx.m, project.id);
    if (existing) return existing;
    return createRow(this, { ...ctx, decl: PROJECT_ARCHIVE, reason }, Number(project.organizationId), { belongProject: project.id }, { verb: 'Created' });
  }
}
