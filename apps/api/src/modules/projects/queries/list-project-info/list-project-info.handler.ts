import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { likePattern, mayFilterOrganizations, readScope, paging } from '../../../../platform';
import { PROJECT_INFO_COLUMNS, PROJECT_INFO_SORTS, type ProjectInfoPage, type ProjectInfoRow } from '../../project-info-row';
import { ListProjectInfoQuery } from './list-project-info.query';

/**
 * Projects the actor may read, by the resource engine's organisation rules (spec §6): the read
 * scope always applies; `organizationId` narrows it only for administrators and enterprise
 * users. One count and one page query; values travel only as parameters.
 */
@QueryHandler(ListProjectInfoQuery)
export class ListProjectInfoHandler implements IQueryHandler<ListProjectInfoQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ actor, q }: ListProjectInfoQuery): Promise<ProjectInfoPage> {
    const pageNumber = q.pageNumber ?? 1;
    const pageSize = q.pageSize ?? 10;
    const p = paging({ page: pageNumber - 1, size: pageSize, sort: q.sort }, PROJECT_INFO_SORTS, 'p.id');
    const params: unknown[] = [];
    const where: string[] = [];
    const add = (sql: (n: string) => string, value: unknown) => {
      params.push(value);
      where.push(sql(`$${params.length}`));
    };
    const scope = readScope(actor);
    if (scope) add((n) => `p.organization_id = ANY(${n}::int[])`, scope);
    if (q.organizationId !== undefined && mayFilterOrganizations(actor)) add((n) => `p.organization_id = ${n}`, q.organizationId);
    if (q.belongInspect !== undefined) add((n) => `p.inspected_unit_id = ${n}`, q.belongInspect);
    const keyword = q.blurry?.trim();
    if (keyword) add((n) => `(p.code ILIKE ${n} OR p.name ILIKE ${n})`, likePattern(keyword));
    const sqlWhere = where.length ? `WHERE ${where.join(' AND ')}` : '';

    const [{ total }] = await this.ds.query(`SELECT count(*)::int AS total FROM projects p ${sqlWhere}`, params);
    const records: ProjectInfoRow[] =
      total > p.offset
        ? await this.ds.query(
            `SELECT ${PROJECT_INFO_COLUMNS} FROM projects p LEFT JOIN inspected_units u ON u.id = p.inspected_unit_id
             ${sqlWhere} ORDER BY ${p.orderBy} LIMIT ${p.limit} OFFSET ${p.offset}`,
            params,
          )
        : [];
    return { records, total, pageNumber, pageSize };
  }
}
