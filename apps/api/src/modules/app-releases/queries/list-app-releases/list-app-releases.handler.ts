import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PageResult } from '@ohit/contracts';
import { type AppReleaseView, releaseView, type ReleaseRow } from '../../app-release-view';
import { ListAppReleasesQuery } from './list-app-releases.query';

@QueryHandler(ListAppReleasesQuery)
export class ListAppReleasesHandler implements IQueryHandler<ListAppReleasesQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute(): Promise<PageResult<AppReleaseView>> {
    const rows: ReleaseRow[] = await this.ds.query(`SELECT * FROM app_releases ORDER BY version_rank DESC, id DESC LIMIT 1000`);
    return { content: rows.map(releaseView), totalElements: rows.length };
  }
}
