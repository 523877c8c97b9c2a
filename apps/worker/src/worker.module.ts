import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig, AppConfigModule } from '@ohit/server-config';
import { DatabaseModule } from '@ohit/server-database';
import { RedisModule } from '@ohit/server-queue';
import { JOB_PROCESSORS, JobProcessor } from './queues/job-processor';
import { QueueWorkersService } from './queues/queue-workers.service';
import { ExportXlsxProcessor } from './processors/export-xlsx.processor';
import { ImportXlsxProcessor } from './processors/import-xlsx.processor';
import { LabRecordPdfProcessor } from './processors/lab-record-pdf.processor';
import { OutboxRelayProcessor } from './processors/outbox-relay.processor';
import { ArchiveZipProcessor } from './processors/archive-zip.processor';
import { DisclosureDeadlineProcessor } from './processors/disclosure-deadline.processor';
import { ReportPdfProcessor } from './processors/report-pdf.processor';
import { ReportIssuedPdfProcessor } from './processors/report-issued-pdf.processor';
import { ProvincePushProcessor } from './processors/province-push.processor';
import { ProvinceRecordProcessor } from './processors/province-record.processor';

/** Processor classes register here: the outbox relay and one per job type (a new job type: its contract plus its processor listed here). */
export const PROCESSOR_CLASSES: Array<new (...args: never[]) => JobProcessor> = [OutboxRelayProcessor, ExportXlsxProcessor, ImportXlsxProcessor, LabRecordPdfProcessor, ReportPdfProcessor, ReportIssuedPdfProcessor, DisclosureDeadlineProcessor, ArchiveZipProcessor, ProvincePushProcessor, ProvinceRecordProcessor];

@Module({})
export class WorkerModule {
  /** `processors` defaults to every registered processor; tests pass their own. */
  static forRoot(config: AppConfig, processors = PROCESSOR_CLASSES): DynamicModule {
    return {
      module: WorkerModule,
      imports: [AppConfigModule.forRoot(config), DatabaseModule.forRoot(), RedisModule],
      providers: [
        ...processors,
        { provide: JOB_PROCESSORS, inject: processors, useFactory: (...p: JobProcessor[]) => p },
        QueueWorkersService,
      ],
    };
  }
}
