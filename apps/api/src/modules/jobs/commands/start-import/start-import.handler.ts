import { randomUUID } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { IMPORT_FILE_FORMAT_MESSAGE } from '@ohit/domain';
import { EVENT_TYPES, type ImportJobData, JobName, type StartJobResponse } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { DomainEventsService } from '@ohit/server-database';
import { ENQUEUE_WAIT_MS, within } from '@ohit/server-queue';
import { createStorage, type StoragePort } from '@ohit/server-storage';
import { inspectWorkbook, WorkbookRejected } from '@ohit/server-xlsx';
import { badRequest, auditOf, inTransaction } from '../../../../platform';
import { declarationFor } from '../../../resources';
import { JobQueues } from '../../job-queues';
import { StartImportCommand } from './start-import.command';

/**
 * Checks the workbook at the door (name, size, content against extension, zip-bomb limits),
 * stores it under a generated key and enqueues `{jobId}`; sheets and rows are the worker's.
 */
@CommandHandler(StartImportCommand)
export class StartImportHandler implements ICommandHandler<StartImportCommand> {
  private readonly logger = new Logger('Jobs');
  private readonly storage: StoragePort;

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    private readonly queues: JobQueues,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.storage = createStorage(config.storage);
  }

  async execute({ resource, actor, file, extra, reason }: StartImportCommand): Promise<StartJobResponse> {
    const decl = declarationFor(resource);
    if (!file) throw badRequest(IMPORT_FILE_FORMAT_MESSAGE);
    // multer decodes multipart file names as latin1; browsers send UTF-8.
    const fileName = Buffer.from(file.originalname, 'latin1').toString('utf8').slice(-200);
    let kind: 'xlsx' | 'xls';
    try {
      kind = await inspectWorkbook(file.buffer, fileName);
    } catch (e) {
      if (e instanceof WorkbookRejected) throw badRequest(e.message);
      throw e;
    }
    const stored = await this.storage.put(file.buffer, {
      folder: 'imports',
      ext: kind,
      contentType: kind === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'application/vnd.ms-excel',
    });
    const id = randomUUID();
    await inTransaction(this.ds, async (m) => {
      await m.query(`INSERT INTO jobs (id, type, resource, owner_id, organization_id, parameters, input_path) VALUES ($1, 'import', $2, $3, $4, $5, $6)`, [
        id,
        decl.name,
        actor.id,
        actor.organizationId,
        JSON.stringify({ fileName, ...extra }),
        stored.key,
      ]);
      await this.events.append(m, { type: EVENT_TYPES.ImportRequested, aggregateType: 'job', aggregateId: id, payload: { resource: decl.name, fileName, size: file.buffer.length }, ...auditOf(actor), reason });
    });
    // Committed: the job will run. A lost or slow Redis must not turn that into an error (or a
    // hung request): the outbox relay enqueues it from the ImportRequested event under the same id.
    await within(this.queues.imports.add(JobName.ImportXlsx, { jobId: id } satisfies ImportJobData, { jobId: id }), ENQUEUE_WAIT_MS, 'import enqueue').catch((e: Error) =>
      this.logger.warn(`import ${id} left to the outbox relay: ${e.message}`),
    );
    return { jobId: id, status: 'queued' };
  }
}
