import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { createStorage, type StoragePort } from '@ohit/server-storage';
import { jobTypeOf } from '@ohit/contracts';
import type { JobDbRow } from './job-view';

/** The download's type by its extension (export: .xlsx or .txt; 原始记录PDF: .pdf). */
function contentTypeOf(fileName: string): string {
  if (fileName.endsWith('.xlsx')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (fileName.endsWith('.pdf')) return 'application/pdf';
  return 'text/plain; charset=utf-8';
}

/** Sends the file of a job whose type produces one (export) with its download name (date + title + '数据' + ext). */
@Injectable()
export class JobFiles {
  private readonly storage: StoragePort;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.storage = createStorage(config.storage);
  }

  async send(row: JobDbRow, res: Response): Promise<void> {
    if (!jobTypeOf(row.type)?.producesFile) throw new NotFoundException('该任务没有可下载的文件');
    if (row.status !== 'completed' || !row.file_path || !row.file_name) throw new ConflictException('文件尚未生成');
    const body = await this.storage.get(row.file_path).catch(() => {
      throw new NotFoundException('文件已过期，请重新导出');
    });
    res.setHeader('Content-Type', contentTypeOf(row.file_name));
    res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.file_name)}`);
    res.setHeader('Cache-Control', 'no-store');
    await pipeline(body, res);
  }
}
