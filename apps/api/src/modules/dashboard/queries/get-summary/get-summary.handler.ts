import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DashboardSummary } from '@ohit/contracts';
import { readScope } from '../../../../../platform';
import { GetSummaryQuery } from './get-summary.query';

@QueryHandler(GetSummaryQuery)
export class GetSummaryHandler implements IQueryHandler<GetSummaryQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ actor }: GetSummaryQuery): Promise<DashboardSummary> {
    const scope = readScope(actor);
    const [row] = await this.ds.query(
      `SELECT (SELECT count(*)::int FROM users WHERE $1::int[] IS NULL OR organization_id = ANY($1::int[])) AS users,
              (SELECT count(*)::int FROM organizations WHERE $1::int[] IS NULL OR id = ANY($1::int[])) AS organizations`,
      [scope],
    );
    return { users: row.users, organizations: row.organizations, projects: null, jobs: null };
  }
}
