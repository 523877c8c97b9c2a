import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES, type ExportJobData, JobName, type StartJobResponse } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { ENQUEUE_WAIT_MS, within } from '@ohit/server-queue';
import { buildListSql } from '@ohit/server-resource-engine';
import { auditOf, inTransaction } from '../../../../platform';
import { asBadRequest, declarationFor, readAccessOf } from '../../../resources';
import { JobQueues } from '../../job-queues';
import { StartExportCommand } from './start-export.command';

/** Records the job (query kept in the jobs row, never in the payload), then enqueues `{jobId}` under the same id. */
@CommandHandler(StartExportCommand)
export class StartExportHandler implements ICommandHandler<StartExportCommand> {
  private readonly logger = new Logger('Jobs');
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly queues: JobQueues,
  ) {}

  async execute({ resource, actor, query, reason }: StartExportCommand): Promise<StartJobResponse> {
    const decl = declarationFor(resource);
    const clean = { ...query, page: undefined, size: undefined };
    asBadRequest(() => buildListSql(decl, clean, readAccessOf(actor))); // a bad filter or sort is a 400 now, not a failed job later
    const id = randomUUID();
    await inTransaction(this.ds, async (m) => {
      await m.query(`INSERT INTO jobs (id, type, resource, owner_id, organization_id, parameters) VALUES ($1, 'export', $2, $3, $4, $5)`, [
        id,
        decl.name,
        actor.id,
        actor.organizationId,
        JSON.stringify({ query: Object.fromEntries(Object.entries(clean).filter(([, v]) => v !== undefined)) }),
      ]);
      await this.events.append(m, { type: EVENT_TYPES.ExportRequested, aggregateType: 'job', aggregateId: id, payload: { resource: decl.name }, ...auditOf(actor), reason });
    });
    // Committed: the job will run. A lost or slow Redis must not turn that into an error (or a
    // hung request): the outbox relay enqueues it from the ExportRequested event under the same id.
    await within(this.queues.exports.add(JobName.ExportXlsx, { jobId: id } satisfies ExportJobData, { jobId: id }), ENQUEUE_WAIT_MS, 'export enqueue').catch((e: Error) =>
      this.logger.warn(`export ${id} left to the outbox relay: ${e.message}`),
    );
    return { jobId: id, status: 'queued' };
  }
}
