import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ResourceRow } from '@ohit/contracts';
import { selectColumns, toApiRow } from '@ohit/server-resource-engine';
import { declarationFor, notFound } from '../../shared/resource-access';
import { rowScopeSql } from '../../shared/row-scope';
import { GetResourceQuery } from './get-resource.query';

@QueryHandler(GetResourceQuery)
export class GetResourceHandler implements IQueryHandler<GetResourceQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ resource, actor, id }: GetResourceQuery): Promise<ResourceRow> {
    const decl = declarationFor(resource);
    const params: unknown[] = [id];
    const scoped = await rowScopeSql(this.ds, decl, actor, 'read', params);
    const rows: Record<string, unknown>[] = await this.ds.query(`SELECT ${selectColumns(decl)} FROM ${decl.table} t WHERE t.id = $1${scoped}`, params);
    if (!rows[0]) throw notFound();
    return toApiRow(decl, rows[0]);
  }
}
