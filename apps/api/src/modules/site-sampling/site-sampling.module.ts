import { Module } from '@nestjs/common';
import { ResourcesModule } from '../resources';
import { MeasurementRules } from './measurement-rules';
import { ProjectAdjustmentRules } from './project-adjustment-rules';
import { SamplingDayRules } from './sampling-day-rules';
import { SamplingRecordRules } from './sampling-record-rules';
import { SiteSamplingController } from './site-sampling.controller';
import { SiteSamplingReads } from './site-sampling-reads';

/**
 * On-site sampling (现场采样) and project adjustment (项目调整): the generic engine serves
 * `api/samplingDay`, `api/samplingRecord` and `api/projectAdjustment` from their declarations
 * (workflow, signatures, media and physical measurements, attachments, computed volumes); this module adds their rules
 * as hooks, the 签名 command, the hand-over of submitted samples and the sampler's reads.
 */
@Module({
  imports: [ResourcesModule],
  controllers: [SiteSamplingController],
  providers: [SamplingDayRules, SamplingRecordRules, MeasurementRules, ProjectAdjustmentRules, SiteSamplingReads],
})
export class SiteSamplingModule {}
