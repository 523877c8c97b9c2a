import { Inject, MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { exportSources, GENERIC_RESOURCES } from '@ohit/contracts';
import { IdentityModule } from '../identity';
import { ActorService, TokenService } from '../../platform';
import { adminOnly, BULL_BOARD_PATH, bullBoardRouter } from './bull-board';
import { CancelJobHandler } from './commands/cancel-job/cancel-job.handler';
import { StartExportHandler } from './commands/start-export/start-export.handler';
import { StartImportHandler } from './commands/start-import/start-import.handler';
import { JobFiles } from './job-files';
import { JobLauncher } from './job-launcher';
import { JobQueues } from './job-queues';
import { JobReader } from './job-view';
import { JobsController } from './jobs.controller';
import { ListJobsHandler } from './queries/list-jobs/list-jobs.handler';
import { resourceJobsController } from './resource-jobs.controller.factory';
import { exportSourceJobsController } from './export-source-jobs.controller.factory';

/** Jobs of every registered type (export/import of the generic resources and later ones), the jobs read model endpoints and bull-board. */
@Module({
  imports: [IdentityModule],
  controllers: [JobsController, ...GENERIC_RESOURCES.map(resourceJobsController), ...exportSources().map(exportSourceJobsController)],
  providers: [JobQueues, JobLauncher, JobReader, JobFiles, StartExportHandler, StartImportHandler, CancelJobHandler, ListJobsHandler],
  // A module starting its own job type (a report render, a provincial push) launches it here.
  exports: [JobLauncher],
})
export class JobsModule implements NestModule {
  constructor(
    @Inject(JobQueues) private readonly queues: JobQueues,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(ActorService) private readonly actors: ActorService,
  ) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(adminOnly(this.tokens, this.actors), bullBoardRouter(this.queues.all)).forRoutes(BULL_BOARD_PATH, `${BULL_BOARD_PATH}/*path`);
  }
}
