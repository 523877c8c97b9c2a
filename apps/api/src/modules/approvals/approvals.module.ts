import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { ResourcesModule } from '../resources';
import { ApprovalFlowRules } from './approval-flow-rules';
import { ReportApprovalCommands } from './report-approval-commands';
import { ReportApprovalController } from './report-approval.controller';
import { ReportApprovalReads } from './report-approval-reads';

/**
 * Report approval: the generic engine serves `api/approvalFlow` (审批流程配置, its steps a child
 * collection) from the APPROVAL_FLOW declaration; this module keeps every flow a flow (hooks),
 * gives each new organisation its 通用 flow, and runs a report's approval (api/reportApproval:
 * the queues, one report's approval and its sources, 提交审批 / 通过 / 退回).
 */
@Module({
  imports: [ResourcesModule, IdentityModule],
  controllers: [ReportApprovalController],
  providers: [ApprovalFlowRules, ReportApprovalCommands, ReportApprovalReads],
})
export class ApprovalsModule {}
