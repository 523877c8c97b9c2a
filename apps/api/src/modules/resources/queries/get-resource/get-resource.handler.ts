import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ResourceRow } from '@ohit/contracts';
import { selectColumns, toApiRow } from '@ohit/server-resource-engine';
import { readScope } from '../../../../platform';
import { declarationFor, notFound } from '../../shared/resource-access';
import { GetResourceQuery } from './get-resource.query';

@QueryHandler(GetResourceQuery)
export class GetResourceHandler implements IQueryHandler<GetResourceQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ resource, actor, id }: GetResourceQuery): Promise<ResourceRow> {
    const decl = declarationFor(resource);
    const scope = decl.organisationScoped ? readScope(actor) : null;
    const rows: Record<string, unknown>[] = await this.ds.query(
      `SELECT ${selectColumns(decl)} FROM ${decl.table} t WHERE t.id = $1 ${scope ? 'AND t.organization_id = ANY($2::int[])' : ''}`,
      scope ? [id, scope] : [id],
    );
    if (!rows[0]) throw notFound();
    return toApiRow(decl, rows[0]);
  }
}
