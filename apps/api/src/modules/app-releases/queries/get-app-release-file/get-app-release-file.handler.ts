import { Inject, NotFoundException } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { STORAGE, StorageNotFoundError, type StoragePort } from '@ohit/server-storage';
import { latestRelease, type ReleaseRow } from '../../app-release-view';
import { APK_MESSAGES as M } from '../../app-releases.messages';
import { type AppReleaseFile, GetAppReleaseFileQuery } from './get-app-release-file.query';

@QueryHandler(GetAppReleaseFileQuery)
export class GetAppReleaseFileHandler implements IQueryHandler<GetAppReleaseFileQuery> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StoragePort,
  ) {}

  async execute({ version }: GetAppReleaseFileQuery): Promise<AppReleaseFile> {
    const row: ReleaseRow | undefined = version ? (await this.ds.query(`SELECT * FROM app_releases WHERE version = $1`, [version]))[0] : await latestRelease(this.ds);
    if (!row) throw new NotFoundException(M.none);
    try {
      return { version: row.version, size: Number(row.size), stream: await this.storage.get(row.file_key) };
    } catch (e) {
      if (e instanceof StorageNotFoundError) throw new NotFoundException(M.none);
      throw e;
    }
  }
}
