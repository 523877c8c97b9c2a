import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  APPROVAL_READ_PERMISSIONS,
  type ApprovalQueueRow,
  type ApprovalSourceBatch,
  type PageResult,
  permissionCodes,
  REPORT,
  REPORT_APPROVAL_URL,
  type ReportApprovalView,
} from '@ohit/contracts';
import { type Actor, badRequest, CurrentActor, RequirePermissions } from '../../platform';
import { ApprovalLookupQueryDto, ApprovalPassDto, ApprovalQueueQueryDto, ApprovalReturnDto, ApprovalSourcesQueryDto, ApprovalSubmitDto } from './report-approval.dto';
import { ReportApprovalCommands } from './report-approval-commands';
import { ReportApprovalReads } from './report-approval-reads';

const reportId = (raw: string): number => {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw badRequest('报告ID必须是正整数');
  return id;
};

/** Who may read the approval pages: their menus, the approvers, and the report screens (the compiler follows his report). */
const READERS = [...APPROVAL_READ_PERMISSIONS, ...permissionCodes(REPORT, 'list')];

/**
 * The approval of reports (项目审核, 审批流程, 报告签发 and their detail pages): the queues, one
 * report's approval, its sources, and 提交审批 / 通过 / 退回. Each command answers the report's
 * approval as it now stands.
 */
@ApiTags('reportApproval')
@Controller(REPORT_APPROVAL_URL)
export class ReportApprovalController {
  constructor(
    private readonly reads: ReportApprovalReads,
    private readonly commands: ReportApprovalCommands,
  ) {}

  @Get('queue')
  @RequirePermissions(...READERS)
  queue(@CurrentActor() actor: Actor, @Query() q: ApprovalQueueQueryDto): Promise<PageResult<ApprovalQueueRow>> {
    return this.reads.queue(actor, q.scope ?? 'pending', q);
  }

  @Get('lookup')
  @RequirePermissions(...READERS)
  lookup(@CurrentActor() actor: Actor, @Query() q: ApprovalLookupQueryDto): Promise<{ reportId: number }> {
    return this.reads.lookup(actor, q.code, q.flag ?? null, q.organizationId ?? null);
  }

  @Get(':id')
  @RequirePermissions(...READERS)
  view(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ReportApprovalView> {
    return this.reads.view(actor, reportId(id));
  }

  @Get(':id/sources')
  @RequirePermissions(...READERS)
  sources(@CurrentActor() actor: Actor, @Param('id') id: string, @Query() q: ApprovalSourcesQueryDto): Promise<ApprovalSourceBatch[]> {
    return this.reads.sources(actor, reportId(id), q.kind ?? 'lab');
  }

  @Post(':id/submit')
  @HttpCode(200)
  async submit(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() body: ApprovalSubmitDto): Promise<ReportApprovalView> {
    const report = await this.commands.submit(actor, reportId(id), body.reason ?? null);
    return this.reads.view(actor, report.id);
  }

  @Post(':id/pass')
  @HttpCode(200)
  async pass(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() body: ApprovalPassDto): Promise<ReportApprovalView> {
    const report = await this.commands.pass(actor, reportId(id), body.step, body.reason ?? null);
    return this.reads.view(actor, report.id);
  }

  @Post(':id/return')
  @HttpCode(200)
  async returnTo(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() body: ApprovalReturnDto): Promise<ReportApprovalView> {
    const report = await this.commands.returnTo(actor, reportId(id), body.step, body.target, body.reason ?? null);
    return this.reads.view(actor, report.id);
  }
}
