import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type AppReleaseView, latestRelease, releaseView } from '../../app-release-view';
import { GetLatestAppReleaseQuery } from './get-latest-app-release.query';

@QueryHandler(GetLatestAppReleaseQuery)
export class GetLatestAppReleaseHandler implements IQueryHandler<GetLatestAppReleaseQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute(): Promise<AppReleaseView | null> {
    const row = await latestRelease(this.ds);
    return row ? releaseView(row) : null;
  }
}
