import { Module } from '@nestjs/common';
import { JudgementReads } from './judgement-reads';
import { JudgementsController } from './judgements.controller';
import { ProjectJudgements } from './project-judgements';

/**
 * 检测结果判定: a project's sampling points judged on read from its samples' released results
 * (@ohit/domain judgePoint: GBZ 2.1 limits in force for the project's date, GBZ 2.2 for noise and
 * heat), each with its checks, rule and edition, and the project's conclusion and sample counts.
 * Nothing is stored: a retest or a new result shows at the next read.
 */
@Module({
  controllers: [JudgementsController],
  providers: [JudgementReads, ProjectJudgements],
  // the report compiles its points from the same judgement
  exports: [ProjectJudgements],
})
export class JudgementsModule {}
