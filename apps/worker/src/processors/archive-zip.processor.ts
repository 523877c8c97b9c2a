import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { ARCHIVE_ZIP_JOB, type ArchiveZipInput, type JobData } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { REDIS } from '@ohit/server-queue';
import { ownerAccess } from '@ohit/server-resource-engine';
import { createStorage, StorageNotFoundError, type StoragePort } from '@ohit/server-storage';
import { createZipWriter } from '@ohit/server-xlsx';
import { INDEX_CSV, INDEX_HTML, indexCsv, indexHtml, type PackedFile } from '../archive-zip/technical-file-index';
import type { JobProcessor } from '../queues/job-processor';
import { JobRefused, JobRunner, type JobSkipped } from './job-runner';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/** The download's name: the archive's number and the project's ('DA-2026-0001 XM-2026-0007 技术档案.zip'). */
export function archiveZipName(d: Pick<ArchiveZipInput, 'archiveCode' | 'projectCode'>): string {
  return `${d.archiveCode} ${d.projectCode} 技术档案.zip`.replace(/[\\/:*?"<>|]/g, '_');
}

/**
 * 档案打包: the technical file the api listed (the job's input) packed into one zip, streamed
 * straight into storage — each stored file read in turn through the storage port, its SHA-256
 * taken as it passes — then index.html and index.csv listing the checklist and every file with
 * its hash (a file gone from storage is listed as missing, never silently dropped). Progress
 * counts the files; the zip is the job's download, the listed input removed once packed.
 */
@Injectable()
export class ArchiveZipProcessor implements JobProcessor {
  readonly jobType = ARCHIVE_ZIP_JOB;
  readonly queue = ARCHIVE_ZIP_JOB.queue;
  private readonly storage: StoragePort;
  private readonly runner: JobRunner;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(REDIS) redis: Redis,
    @InjectDataSource() private readonly ds: DataSource,
  ) {
    this.storage = createStorage(config.storage);
    this.runner = new JobRunner(ds, config, redis);
  }

  process(job: Job<JobData>): Promise<{ files: number; bytes: number } | JobSkipped> {
    return this.runner.run(job, ARCHIVE_ZIP_JOB, '档案清单不完整，无法打包', async (row) => {
      // the api checked the archive was the owner's to read; one disabled since gets nothing packed
      if (!(await ownerAccess((q, p) => this.ds.query(q, p), row.owner_id))) throw new JobRefused(['用户不存在或已停用']);
      if (!row.input_path) throw new JobRefused(['档案清单不存在，请重新打包']);
      const input = JSON.parse((await readAll(await this.storage.get(row.input_path))).toString('utf8')) as ArchiveZipInput;
      const total = input.files.length + 1;
      await this.runner.progress(job, row.id, 0, total, true);

      const zip = createZipWriter();
      const storing = this.storage.put(zip.output, { folder: 'archive-zips', ext: 'zip', contentType: 'application/zip' });
      // a failure below aborts the zip; its storage write then fails too and is awaited here
      storing.catch(() => undefined);
      const packed: PackedFile[] = [];
      try {
        for (const file of input.files) {
          const source = await this.storage.get(file.key).catch((e: unknown) => {
            if (e instanceof StorageNotFoundError) return null;
            throw e;
          });
          if (!source) packed.push({ ...file, sha256: null, bytes: null });
          else {
            const written = await zip.add(file.path, source);
            packed.push({ ...file, sha256: written.sha256, bytes: written.bytes });
          }
          await this.runner.progress(job, row.id, packed.length, total);
        }
        await zip.add(INDEX_HTML, Buffer.from(indexHtml(input, packed), 'utf8'));
        await zip.add(INDEX_CSV, Buffer.from(indexCsv(packed), 'utf8'));
        await zip.finish();
      } catch (e) {
        zip.abort(e as Error);
        await storing.catch(() => undefined);
        throw e;
      }
      const stored = await storing;
      const previous = (await this.runner.load(row.id))?.file_path;
      await this.runner.finish(row.id, 'completed', { fileName: archiveZipName(input), filePath: stored.key, rowsDone: total });
      if (previous && previous !== stored.key) await this.storage.delete(previous).catch(() => undefined);
      await this.storage.delete(row.input_path).catch(() => undefined);
      return { files: packed.length, bytes: stored.size };
    });
  }
}
