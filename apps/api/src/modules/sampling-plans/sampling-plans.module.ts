import { Module } from '@nestjs/common';
import { ResourcesModule } from '../resources';
import { GeneratePlanCommand } from './plan-generate.command';
import { PlanOverride } from './plan-override';
import { SampleCodePattern } from './sample-code-pattern';
import { SamplingPlanReads } from './sampling-plan-reads';
import { SamplingPlanRules } from './sampling-plan-rules';
import { SurveyChangeWatch } from './survey-change-watch';
import { SamplingPlansController } from './sampling-plans.controller';

/**
 * Sampling plans (采样方案): the generic engine serves `api/samplingPlan` from the SAMPLING_PLAN
 * declaration (workflow, rows, attachments); this module adds the plan's rules and commands
 * (生成方案, 申请放行, 批准放行, sample numbering on approval), the checker and the other reads,
 * the sample code pattern, the spec's layout upload, and marks a plan when its survey changes.
 */
@Module({
  imports: [ResourcesModule],
  controllers: [SamplingPlansController],
  providers: [SamplingPlanRules, GeneratePlanCommand, PlanOverride, SamplingPlanReads, SampleCodePattern, SurveyChangeWatch],
})
export class SamplingPlansModule {}
