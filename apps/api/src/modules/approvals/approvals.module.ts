import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { ResourcesModule } from '../resources';
import { ApprovalFlowRules } from './approval-flow-rules';

/**
 * Report approval: the generic engine serves `api/approvalFlow` (审批流程配置, its steps a child
 * collection) from the APPROVAL_FLOW declaration; this module keeps every flow a flow (hooks) and
 * gives each new organisation its 通用 flow.
 */
@Module({
  imports: [ResourcesModule, IdentityModule],
  providers: [ApprovalFlowRules],
})
export class ApprovalsModule {}
