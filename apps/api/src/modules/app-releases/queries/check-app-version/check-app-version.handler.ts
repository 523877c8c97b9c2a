import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { latestRelease, releaseView } from '../../app-release-view';
import { versionRank } from '../../app-release-version';
import { type AppVersionCheck, CheckAppVersionQuery } from './check-app-version.query';

@QueryHandler(CheckAppVersionQuery)
export class CheckAppVersionHandler implements IQueryHandler<CheckAppVersionQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ version }: CheckAppVersionQuery): Promise<AppVersionCheck> {
    const row = await latestRelease(this.ds);
    if (!row) return { isNew: false, version: null, path: null };
    return { isNew: versionRank(row.version) > versionRank(version), version: row.version, path: releaseView(row).path };
  }
}
