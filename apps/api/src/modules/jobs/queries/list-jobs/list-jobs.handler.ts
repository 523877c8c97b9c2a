import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { JobDto, PageResult } from '@ohit/contracts';
import { readScope } from '../../../../platform';
import { JobDbRow, toJobDto } from '../../job-view';
import { jobsOrderBy } from './jobs-sort';
import { ListJobsQuery } from './list-jobs.query';

/** The user's own jobs, newest first (or by `sort`); administrators with `all=true` see every job in their scope. */
@QueryHandler(ListJobsQuery)
export class ListJobsHandler implements IQueryHandler<ListJobsQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ actor, page, size, all, sort }: ListJobsQuery): Promise<PageResult<JobDto>> {
    const orderBy = jobsOrderBy(sort);
    const params: unknown[] = [];
    let where: string;
    if (all && actor.isAdmin) {
      const scope = readScope(actor);
      where = scope ? `WHERE organization_id = ANY($1::int[])` : '';
      if (scope) params.push(scope);
    } else {
      where = 'WHERE owner_id = $1';
      params.push(actor.id);
    }
    const [{ total }] = await this.ds.query(`SELECT count(*)::int AS total FROM jobs ${where}`, params);
    const rows = (await this.ds.query(`SELECT * FROM jobs ${where} ORDER BY ${orderBy} LIMIT ${size} OFFSET ${page * size}`, params)) as JobDbRow[];
    return { totalElements: total, content: rows.map(toJobDto) };
  }
}
