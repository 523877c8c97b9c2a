import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig, AppConfigModule } from '@ohit/server-config';
import { DatabaseModule } from '@ohit/server-database';
import { RedisModule } from '@ohit/server-queue';
import { JOB_PROCESSORS, JobProcessor } from './queues/job-processor';
import { QueueWorkersService } from './queues/queue-workers.service';

/** Processor classes register here as they land (exports, imports, province sync, outbox). */
export const PROCESSOR_CLASSES: Array<new (...args: never[]) => JobProcessor> = [];

@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [AppConfigModule.forRoot(config), DatabaseModule.forRoot(), RedisModule],
      providers: [
        ...PROCESSOR_CLASSES,
        { provide: JOB_PROCESSORS, inject: PROCESSOR_CLASSES, useFactory: (...p: JobProcessor[]) => p },
        QueueWorkersService,
      ],
    };
  }
}
