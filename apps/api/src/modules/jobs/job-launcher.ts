import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { JobData, JobTypeContract, StartJobResponse } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { ENQUEUE_WAIT_MS, within } from '@ohit/server-queue';
import { type Actor, auditOf, inTransaction } from '../../platform';
import { JobQueues } from './job-queues';

export interface JobRequest<P extends Record<string, unknown>> {
  type: JobTypeContract<P>;
  /** Declared resource name the job works on. */
  resource: string;
  actor: Actor;
  /** Kept in the jobs row, never in the payload. */
  parameters: P;
  /** A stored input file (import: the uploaded workbook). */
  inputPath?: string | null;
  /** Payload of the requesting event (the audit trail's "what"). */
  eventPayload: Record<string, unknown>;
  /** Why (domain_events.reason): trimmed, ≤ 500 characters, optional. */
  reason?: string | null;
}

/**
 * Starts a job of any registered type: the jobs row and its requesting event in one transaction,
 * then `{jobId}` enqueued on the type's queue under the row's id.
 */
@Injectable()
export class JobLauncher {
  private readonly logger = new Logger('Jobs');

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly queues: JobQueues,
  ) {}

  /**
   * The jobs row and its requesting event in the caller's transaction (a command that starts a job
   * as one of its effects — 质控审核通过 queues the push): nothing is enqueued here; once the
   * transaction commits, the outbox relay enqueues the job from the event under the row's id.
   */
  async record<P extends Record<string, unknown>>(m: EntityManager, req: JobRequest<P>): Promise<string> {
    const { type, actor } = req;
    const id = randomUUID();
    await m.query(`INSERT INTO jobs (id, type, resource, owner_id, organization_id, parameters, input_path) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
      id,
      type.name,
      req.resource,
      actor.id,
      actor.organizationId,
      JSON.stringify(req.parameters),
      req.inputPath ?? null,
    ]);
    await this.events.append(m, { type: type.requestedBy, aggregateType: 'job', aggregateId: id, payload: req.eventPayload, ...auditOf(actor), reason: req.reason });
    return id;
  }

  async launch<P extends Record<string, unknown>>(req: JobRequest<P>): Promise<StartJobResponse> {
    const { type } = req;
    const id = await inTransaction(this.ds, (m) => this.record(m, req));
    // Committed: the job will run. A lost or slow Redis must not turn that into an error (or a
    // hung request): the outbox relay enqueues it from the requesting event under the same id.
    const queue = this.queues.of(type);
    if (queue) {
      await within(queue.add(type.jobName, { jobId: id } satisfies JobData, { jobId: id }), ENQUEUE_WAIT_MS, `${type.name} enqueue`).catch((e: Error) =>
        this.logger.warn(`${type.name} ${id} left to the outbox relay: ${e.message}`),
      );
    }
    return { jobId: id, status: 'queued' };
  }
}
