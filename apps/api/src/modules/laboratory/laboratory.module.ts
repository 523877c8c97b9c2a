import { Module } from '@nestjs/common';
import { ResourcesModule } from '../resources';
import { BatchCompose } from './batch-compose';
import { BatchRelease } from './batch-release';
import { BatchRules } from './batch-rules';
import { LaboratoryController } from './laboratory.controller';

/**
 * The laboratory (实验室检测, the family screens, 原始记录): the generic engine serves `api/labBatch`
 * (LAB_BATCH) for every instrument family; this module adds 组批, the batch's rules (amendments
 * with a reason, QC samples, standard substances, four-eyes, the QC gate), the computation by
 * @ohit/domain's method engine on submission, and what release and retest do to the samples.
 */
@Module({
  imports: [ResourcesModule],
  controllers: [LaboratoryController],
  providers: [BatchCompose, BatchRules, BatchRelease],
})
export class LaboratoryModule {}
