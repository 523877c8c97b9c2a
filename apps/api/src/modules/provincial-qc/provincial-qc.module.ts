import { Module } from '@nestjs/common';
import { ResourcesModule } from '../resources';
import { InspectionRules } from './inspection-rules';
import { QcAssignmentRules } from './qc-assignment-rules';
import { QcTaskRules } from './qc-task-rules';

/**
 * 省级质控, 省级质控考核 and 质量监督 (issue 15, S1): a health authority's QC tasks and quality
 * inspections over the organisations of its zones, and each organisation's answer. The generic engine serves the declared rows; this
 * module adds their rules (hooks) and the authority's commands (分配机构, 认可, 退回整改).
 */
@Module({
  imports: [ResourcesModule],
  providers: [QcTaskRules, QcAssignmentRules, InspectionRules],
})
export class ProvincialQcModule {}
