import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs';
import { ResourcesModule } from '../resources';
import { UploadsModule } from '../uploads';
import { BatchCompose } from './batch-compose';
import { BatchRelease } from './batch-release';
import { BatchRules } from './batch-rules';
import { InstrumentImport } from './instrument-import';
import { InstrumentImportController } from './instrument-import.controller';
import { LabUploadsController } from './lab-uploads.controller';
import { LaboratoryController } from './laboratory.controller';
import { RecordPdfController } from './record-pdf.controller';

/**
 * The laboratory (实验室检测, the family screens, 原始记录): the generic engine serves `api/labBatch`
 * (LAB_BATCH) for every instrument family; this module adds 组批, the batch's rules (amendments
 * with a reason, QC samples, standard substances, four-eyes, the QC gate), the computation by
 * @ohit/domain's method engine on submission, and what release and retest do to the samples.
 */
@Module({
  imports: [ResourcesModule, JobsModule, UploadsModule],
  controllers: [LaboratoryController, RecordPdfController, InstrumentImportController, LabUploadsController],
  providers: [BatchCompose, BatchRules, BatchRelease, InstrumentImport],
})
export class LaboratoryModule {}
