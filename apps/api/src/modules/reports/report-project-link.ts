import { Injectable } from '@nestjs/common';
import { PROJECT, resourceEventType, type ResourceRow } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, conflict, stale } from '../../platform';
import { type ExtensionContext, ResourceExtensions, transitionRow, updateVersioned } from '../resources';
import { latestReportOf, lockProject } from './report-reads';
import { projectStateLabel, REPORT_MESSAGES as M } from './reports.messages';

/**
 * What a report does to its project: its 签发 issues the project (报告已签发), its amendment re-opens
 * it (重新打开（报告修改）) — each through the project's machine with its hooks and event — and the
 * project's 报告状态 follows its newest version.
 */
@Injectable()
export class ReportProjectLink {
  constructor(
    readonly events: DomainEventsService,
    readonly extensions: ResourceExtensions,
  ) {}

  async project(ctx: ExtensionContext, report: ResourceRow): Promise<ResourceRow> {
    const project = await lockProject(ctx.m, Number(report.belongProject), Number(report.organizationId));
    if (!project) throw new Error(`report ${report.id}: project ${String(report.belongProject)} not found`);
    return project;
  }

  /** 签发: a project still 报告编制中 becomes 报告已签发 (one already issued stays); any other state refuses the signature. */
  async issue(ctx: ExtensionContext, report: ResourceRow): Promise<void> {
    const project = await this.project(ctx, report);
    if (project.state === 'issued') return;
    if (project.state !== 'reporting') throw conflict(M.projectNotIssuable(projectStateLabel(String(project.state))));
    await transitionRow(this, { ...ctx, decl: PROJECT, reason: M.issuedBy(String(report.code), Number(report.reportVersion)) }, project, 'issueReport');
  }

  /** 修改报告: the issued project re-opens with the amendment's reason (the machine refuses an archived one). */
  async reopen(ctx: ExtensionContext, report: ResourceRow, reason: string): Promise<ResourceRow> {
    const project = await this.project(ctx, report);
    return transitionRow(this, { ...ctx, decl: PROJECT, reason }, project, 'reopenForAmendment');
  }

  /** The project's 报告状态 as its newest report version's state (with the project's Edited event when it moves). */
  async followState(ctx: ExtensionContext, report: ResourceRow): Promise<void> {
    const latest = await latestReportOf(ctx.m, Number(report.belongProject));
    const project = await this.project(ctx, report);
    if (!latest || project.reportState === latest.state) return;
    const after = await updateVersioned(ctx.m, PROJECT, project.id, project.version, { reportState: latest.state }, ctx.actor.username);
    if (!after) throw stale();
    await this.events.append(ctx.m, {
      type: resourceEventType(PROJECT.name, 'Edited'),
      aggregateType: PROJECT.name,
      aggregateId: project.id,
      payload: { ids: [project.id], version: after.version, old: { reportState: project.reportState ?? null }, new: { reportState: latest.state } },
      ...auditOf(ctx.actor),
      reason: M.reportState(latest.code, latest.report_version),
      organizationId: Number(project.organizationId),
    });
  }
}
