import { Module } from '@nestjs/common';
import { JudgementsModule } from '../judgements';
import { ResourcesModule } from '../resources';
import { RiskComputation } from './risk-computation';
import { RiskProjectsController } from './risk-projects.controller';
import { RiskSettingController } from './risk-setting.controller';

/**
 * 风险评估: the generic engine serves `api/riskAssessment` (RISK_ASSESSMENT: list, detail with its
 * grading rows, history, export); this module computes an assessment from a project's judged
 * results (计算风险评估, 重新计算; the projects it may pick) and keeps the organisation's 评估设置.
 */
@Module({
  imports: [ResourcesModule, JudgementsModule],
  controllers: [RiskSettingController, RiskProjectsController],
  providers: [RiskComputation],
})
export class RiskAssessmentsModule {}
