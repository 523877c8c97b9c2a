import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EXPORT_JOB, type StartJobResponse } from '@ohit/contracts';
import { buildListSql } from '@ohit/server-resource-engine';
import { asBadRequest, declarationFor, readAccessOf } from '../../../resources';
import { JobLauncher } from '../../job-launcher';
import { StartExportCommand } from './start-export.command';

/** Records the export job (query kept in the jobs row, never in the payload) and enqueues `{jobId}` under the same id. */
@CommandHandler(StartExportCommand)
export class StartExportHandler implements ICommandHandler<StartExportCommand> {
  constructor(private readonly launcher: JobLauncher) {}

  async execute({ resource, actor, query, reason }: StartExportCommand): Promise<StartJobResponse> {
    const decl = declarationFor(resource);
    const clean = { ...query, page: undefined, size: undefined };
    asBadRequest(() => buildListSql(decl, clean, readAccessOf(actor))); // a bad filter or sort is a 400 now, not a failed job later
    return this.launcher.launch({
      type: EXPORT_JOB,
      resource: decl.name,
      actor,
      parameters: { query: Object.fromEntries(Object.entries(clean).filter(([, v]) => v !== undefined)) },
      eventPayload: { resource: decl.name },
      reason,
    });
  }
}
