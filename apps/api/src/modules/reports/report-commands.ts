import { Injectable, OnModuleInit } from '@nestjs/common';
import { type ListCommandResult, REPORT, type ResourceRow } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { badRequest, conflict, firstRow, notFound } from '../../platform';
import { createRow, type ExtensionContext, type ListCommandContext, ResourceExtensions, ResourceListCommands } from '../resources';
import { ReportCompiler } from './report-compiler';
import { ReportProjectLink } from './report-project-link';
import { latestReportOf, lockProject } from './report-reads';
import { amendmentOf, compiledValues, createVersion, storeContent, versionValues } from './report-versions';
import { projectStateLabel, REPORT_MESSAGES as M, reportStateLabel } from './reports.messages';

function projectIdOf(raw: unknown): number {
  const text = String(raw ?? '').trim();
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw badRequest(M.chooseProject);
  return id;
}

/**
 * The report's commands: 编制报告 (list command `compile`, a project 报告编制中 without a report yet:
 * the first version, numbered by the organisation's pattern), 重新编制 (`recompile`, a version still
 * 编制中: its content replaced as the data stands, with the reason on its history) and 修改报告
 * (`amendReport`, an issued version, ISO/IEC 17025 7.8.8: the project re-opens, a new version with
 * the same number and the next edition is compiled, marked 修改版 with the reason and the version it
 * amends; the issued one stays as it was and records the amendment on its history).
 */
@Injectable()
export class ReportCommands implements OnModuleInit {
  constructor(
    readonly events: DomainEventsService,
    readonly extensions: ResourceExtensions,
    private readonly listCommands: ResourceListCommands,
    private readonly compiler: ReportCompiler,
    private readonly projects: ReportProjectLink,
  ) {}

  onModuleInit(): void {
    this.listCommands.add(REPORT.name, { name: 'compile', run: (ctx, body) => this.compile(ctx, body) });
    this.extensions.addCommand(REPORT.name, { name: 'recompile', run: (ctx, row) => this.recompile(ctx, row) });
    this.extensions.addCommand(REPORT.name, { name: 'amendReport', run: (ctx, row) => this.amend(ctx, row) });
  }

  private async compile(ctx: ListCommandContext, body: Record<string, unknown>): Promise<ListCommandResult> {
    const project = await lockProject(ctx.m, projectIdOf(body.projectId), ctx.organizationId);
    // another organisation's project is never revealed: the same answer as a missing one
    if (!project) throw notFound();
    if (project.state !== 'reporting') throw conflict(M.notReporting(projectStateLabel(String(project.state))));
    const existing = await latestReportOf(ctx.m, project.id);
    if (existing) throw conflict(existing.state === 'compiling' ? M.alreadyCompiling(existing.code) : M.alreadyHasReport(existing.code, reportStateLabel(existing.state)));
    const content = await this.compiler.contentOf(ctx.m, ctx.actor, project, { reportNo: null, version: 1, amendment: null });
    const row = await createVersion(ctx.m, ctx.create, { ...versionValues(project, content, ctx.actor), reportVersion: 1 }, content);
    await this.projects.followState(ctx, row);
    return { count: 1, message: M.compiled(String(row.code)), created: { id: row.id, code: String(row.code) } };
  }

  private async recompile(ctx: ExtensionContext, row: ResourceRow): Promise<Record<string, unknown>> {
    if (row.state !== 'compiling') throw conflict(M.notCompiling(reportStateLabel(String(row.state))));
    const project = await this.projects.project(ctx, row);
    if (project.state !== 'reporting') throw conflict(M.notReporting(projectStateLabel(String(project.state))));
    const content = await this.compiler.contentOf(ctx.m, ctx.actor, project, { reportNo: String(row.code), version: Number(row.reportVersion), amendment: amendmentOf(row) });
    await storeContent(ctx.m, row.id, content);
    return compiledValues(content, ctx.actor);
  }

  private async amend(ctx: ExtensionContext, row: ResourceRow): Promise<Record<string, unknown>> {
    if (row.state !== 'issued') throw conflict(M.amendOnlyIssued(reportStateLabel(String(row.state))));
    const next = firstRow<{ report_version: number }>(await ctx.m.query(`SELECT report_version FROM reports WHERE amends_id = $1`, [row.id]));
    if (next) throw conflict(M.alreadyAmended(next.report_version));
    const reason = String(ctx.reason ?? '').trim();
    if (!reason) throw badRequest('修改报告必须填写原因');
    const project = await this.projects.reopen(ctx, row, reason);
    const version = Number(row.reportVersion) + 1;
    const amendment = { reason, amendsReportNo: String(row.code), amendsVersion: Number(row.reportVersion) };
    const content = await this.compiler.contentOf(ctx.m, ctx.actor, project, { reportNo: String(row.code), version, amendment });
    const organizationId = Number(row.organizationId);
    const create = (body: Record<string, unknown>) => createRow(this, { ...ctx, decl: REPORT, reason }, organizationId, body, { verb: 'Created', payload: { amends: row.id } });
    const values = { ...versionValues(project, content, ctx.actor), code: row.code, reportVersion: version, amends: row.id, amendmentReason: reason };
    const created = await createVersion(ctx.m, create, values, content);
    await this.projects.followState(ctx, created);
    // the issued version itself stays as it is: only its history records the amendment (this command's event)
    return {};
  }
}
