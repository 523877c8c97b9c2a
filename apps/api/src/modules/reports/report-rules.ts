import { Injectable, OnModuleInit } from '@nestjs/common';
import { REPORT, REPORT_PDF_SLOT, type ResourceRow } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { badRequest } from '../../platform';
import { type ExtensionContext, ResourceExtensions, transitionRow, type TransitionStep } from '../resources';
import { ReportProjectLink } from './report-project-link';
import { lockReport } from './report-reads';
import { reportBeingCreated } from './report-versions';
import { REPORT_MESSAGES as M } from './reports.messages';

/**
 * The report's rules on the kernel's commands: a report is made only by 编制报告 and 修改报告; the
 * rendered PDF is the system's; 签发 issues the project and, for an amendment, supersedes the
 * version it amends (已作废（被替代）, with the amendment's reason); the project's 报告状态 follows
 * every step. The approval steps themselves (提交审批, 通过, 签发, 退回) are the approvals module's,
 * by the organisation's flow.
 */
@Injectable()
export class ReportRules implements OnModuleInit {
  constructor(
    readonly events: DomainEventsService,
    readonly extensions: ResourceExtensions,
    private readonly projects: ReportProjectLink,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(REPORT.name, {
      beforeCreate: (ctx) => {
        const values = reportBeingCreated(ctx.m);
        if (!values) throw badRequest(M.onlyByCompile);
        return values;
      },
      beforeAttachmentWrite: (_ctx, _report, change) => {
        if (change.slot === REPORT_PDF_SLOT.name) throw badRequest(M.pdfBySystem);
      },
      afterTransition: (ctx, _before, after, step) => this.afterTransition(ctx, after, step),
    });
  }

  private async afterTransition(ctx: ExtensionContext, report: ResourceRow, step: TransitionStep): Promise<void> {
    if (step.event === 'issue') {
      await this.projects.issue(ctx, report);
      if (report.amends) await this.supersedeAmended(ctx, report);
    }
    await this.projects.followState(ctx, report);
  }

  /** The version an issued amendment replaces: 已签发 → 已作废（被替代）, its content untouched. */
  private async supersedeAmended(ctx: ExtensionContext, amendment: ResourceRow): Promise<void> {
    const original = await lockReport(ctx.m, Number(amendment.amends));
    if (!original || original.state !== 'issued') return;
    const reason = M.supersededBy(Number(amendment.reportVersion), String(amendment.amendmentReason ?? ''));
    await transitionRow(this, { ...ctx, decl: REPORT, reason }, original, 'supersede');
  }
}
