import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EXPORT_JOB, type StartJobResponse } from '@ohit/contracts';
import { buildListSql, exportReadOf } from '@ohit/server-resource-engine';
import { asBadRequest, declarationFor, readAccessOf } from '../../../resources';
import { JobLauncher } from '../../job-launcher';
import { StartExportCommand } from './start-export.command';

/** Records the export job (query kept in the jobs row, never in the payload) and enqueues `{jobId}` under the same id. */
@CommandHandler(StartExportCommand)
export class StartExportHandler implements ICommandHandler<StartExportCommand> {
  constructor(private readonly launcher: JobLauncher) {}

  async execute({ resource, actor, query, reason }: StartExportCommand): Promise<StartJobResponse> {
    // a module's own list (an export source) or a declared resource's
    const read = exportReadOf(resource);
    const clean = { ...query, page: undefined, size: undefined };
    // a bad filter or sort is a 400 now, not a failed job later
    if (read) asBadRequest(() => read.read(clean, readAccessOf(actor)));
    else asBadRequest(() => buildListSql(declarationFor(resource), clean, readAccessOf(actor)));
    return this.launcher.launch({
      type: EXPORT_JOB,
      resource,
      actor,
      parameters: { query: Object.fromEntries(Object.entries(clean).filter(([, v]) => v !== undefined)) },
      eventPayload: { resource },
      reason,
    });
  }
}
