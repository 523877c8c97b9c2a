import { Module } from '@nestjs/common';
import { ResourcesModule } from '../resources';
import { ExpertCheckResponseRules } from './expert-check-response-rules';
import { ExpertCheckReviewController } from './expert-check-review.controller';
import { ExpertTaskRules } from './expert-task-rules';
import { IntegralPointsController } from './integral-points.controller';
import { ScorePushedReportsController } from './score-pushed-reports.controller';
import { ScoreRules } from './score-rules';
import { ThirdPartyQcRules } from './third-party-qc-rules';

/**
 * Same-platform supervision's work (issue 15, S2): 专家任务 (and the organisations' 质控检查答复), 评分管理,
 * 三方质控/财务记录/积分规则. The generic engine serves their declared rows; this module adds their rules
 * as hooks, the points query, the 已推送 reports a 报告评审 picks from and the read-only view of a check for its organisation.
 */
@Module({
  imports: [ResourcesModule],
  controllers: [IntegralPointsController, ExpertCheckReviewController, ScorePushedReportsController],
  providers: [ExpertTaskRules, ExpertCheckResponseRules, ScoreRules, ThirdPartyQcRules],
})
export class SupervisionTasksModule {}
