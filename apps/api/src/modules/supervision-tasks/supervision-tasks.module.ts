import { Module } from '@nestjs/common';
import { ResourcesModule } from '../resources';
import { ExpertTaskRules } from './expert-task-rules';
import { IntegralPointsController } from './integral-points.controller';
import { ScoreRules } from './score-rules';
import { ThirdPartyQcRules } from './third-party-qc-rules';

/**
 * Same-platform supervision's work (issue 15, S2): 专家任务, 评分管理, 三方质控/财务记录/积分规则. The
 * generic engine serves their declared rows; this module adds their rules as hooks and the points query.
 */
@Module({
  imports: [ResourcesModule],
  controllers: [IntegralPointsController],
  providers: [ExpertTaskRules, ScoreRules, ThirdPartyQcRules],
})
export class SupervisionTasksModule {}
