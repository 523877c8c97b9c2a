import { ConflictException, NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES, type JobDto } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, inTransaction } from '../../../../platform';
import { JobQueues } from '../../job-queues';
import { JobDbRow, JobReader, toJobDto } from '../../job-view';
import { CancelJobCommand } from './cancel-job.command';

/** A queued job is removed and cancelled at once; a running one is asked to stop between batches. */
@CommandHandler(CancelJobCommand)
export class CancelJobHandler implements ICommandHandler<CancelJobCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly queues: JobQueues,
    private readonly reader: JobReader,
  ) {}

  async execute({ actor, id, reason }: CancelJobCommand): Promise<JobDto> {
    const job = await this.reader.visible(actor, id);
    if (!job) throw new NotFoundException('任务不存在');
    if (!['queued', 'running'].includes(job.status)) throw new ConflictException('任务已结束，无法取消');
    const queue = this.queues.of(job.type);
    const removed = job.status === 'queued' && queue ? await queue.remove(id).then((n) => n === 1).catch(() => false) : false;
    const row = await inTransaction(this.ds, async (m) => {
      const [updated] = (await m.query(
        `UPDATE jobs SET cancel_requested = true, status = CASE WHEN $2 THEN 'cancelled' ELSE status END, finished_at = CASE WHEN $2 THEN now() ELSE finished_at END
         WHERE id = $1 RETURNING *`,
        [id, removed],
      )) as [JobDbRow[], number];
      await this.events.append(m, { type: EVENT_TYPES.JobCancelRequested, aggregateType: 'job', aggregateId: id, payload: { removed }, ...auditOf(actor), reason });
      return updated[0];
    });
    return toJobDto(row);
  }
}
