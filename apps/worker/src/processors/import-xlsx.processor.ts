import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { declarationOf, IMPORT_JOB, type JobData, resourceEventType } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { DomainEventsService } from '@ohit/server-database';
import { REDIS } from '@ohit/server-queue';
import { createStorage, type StoragePort } from '@ohit/server-storage';
import { inspectWorkbook } from '@ohit/server-xlsx';
import { importRows, ownerAccess, withDictionaryOptions } from '@ohit/server-resource-engine';
import type { JobProcessor } from '../queues/job-processor';
import { JobRefused, JobRunner, type JobSkipped } from './job-runner';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as string));
  return Buffer.concat(chunks);
}

/**
 * Import job: the stored workbook is checked again (size, content, zip bomb), every row is
 * validated by the declaration and inserted in one transaction with the job id on each row;
 * any error rolls the whole file back. A re-run after a crash finds the committed rows by job
 * id and writes nothing twice. Rows land in the owner's organisation, re-read from the database.
 */
@Injectable()
export class ImportXlsxProcessor implements JobProcessor {
  readonly jobType = IMPORT_JOB;
  readonly queue = IMPORT_JOB.queue;
  private readonly storage: StoragePort;
  private readonly runner: JobRunner;
  private readonly events = new DomainEventsService();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(REDIS) redis: Redis,
    @InjectDataSource() private readonly ds: DataSource,
  ) {
    this.storage = createStorage(config.storage);
    this.runner = new JobRunner(ds, config, redis);
  }

  process(job: Job<JobData>): Promise<{ inserted: number } | JobSkipped> {
    // Not a workbook, a domain rule, or data PostgreSQL refuses (22xxx, 23xxx): the file's fault,
    // not the moment's — it fails now with its reason and is never retried.
    return this.runner.run(job, IMPORT_JOB, '导入的数据与已有数据冲突或不符合要求，未写入任何数据', async (row) => {
      const jobId = row.id;
      const decl = declarationOf(row.resource);
      const owner = await ownerAccess((s, p) => this.ds.query(s, p), row.owner_id);
      if (!decl || decl.engine !== 'generic' || !owner || !row.input_path) throw new JobRefused([!owner ? '导入用户不存在或已停用' : '资源不存在']);
      const buf = await readAll(await this.storage.get(row.input_path));
      const kind = await inspectWorkbook(buf, String(row.parameters.fileName ?? ''));
      const result = await this.ds.transaction(async (m) => {
        const r = await importRows({
          run: (s, p) => m.query(s, p),
          // Dictionary cells are accepted as the labels (or values) 字典管理 holds for the owner's organisation.
          decl: await withDictionaryOptions((s, p) => m.query(s, p), decl, owner.organizationId),
          buf,
          kind,
          jobId,
          organizationId: owner.organizationId,
          username: owner.username,
          onProgress: (n) => this.runner.progress(job, jobId, n, null),
        });
        // Any row error rolls the whole file back; the errors are the answer.
        if (r.errors.length) throw new JobRefused(r.errors, 'invalid');
        if (!r.alreadyImported) {
          const ids: { id: number }[] = await m.query(`SELECT id FROM ${decl.table} WHERE import_job_id = $1 ORDER BY id LIMIT 10000`, [jobId]);
          await this.events.append(m, {
            type: resourceEventType(decl.name, 'Imported'),
            aggregateType: decl.name,
            aggregateId: jobId,
            payload: { ids: ids.map((x) => x.id), count: r.inserted, jobId, fileName: row.parameters.fileName ?? null },
            actorId: row.owner_id,
            organizationId: owner.organizationId,
          });
        }
        return r;
      });
      await this.runner.finish(jobId, 'completed', { errors: [], rowsDone: result.inserted });
      return { inserted: result.inserted };
    });
  }
}
