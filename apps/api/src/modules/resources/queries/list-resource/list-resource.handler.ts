import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PageResult, ResourceRow } from '@ohit/contracts';
import { buildListSql, listPageSql, ResourceQueryError, toApiRow } from '@ohit/server-resource-engine';
import { asBadRequest, badRequest, declarationFor, readAccessOf } from '../../shared/resource-access';
import { ListResourceQuery } from './list-resource.query';
import { readAccessFor } from '../../shared/row-scope';
import { listTree } from './tree-list';

/**
 * The generic list: declared filters and sorts only, organisation rules, one count and one page
 * query. Tree resources page over their roots with nested `children` unless searched (tree-list.ts).
 */
@QueryHandler(ListResourceQuery)
export class ListResourceHandler implements IQueryHandler<ListResourceQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ resource, actor, query }: ListResourceQuery): Promise<PageResult<ResourceRow>> {
    const decl = declarationFor(resource);
    if (decl.tree) {
      const page = await listTree((s, p) => this.ds.query(s, p), decl, query, readAccessOf(actor)).catch((e: unknown) => {
        throw e instanceof ResourceQueryError ? badRequest(e.message) : e;
      });
      return { totalElements: page.total, content: page.content };
    }
    const access = await readAccessFor(this.ds, decl, actor);
    const sql = asBadRequest(() => buildListSql(decl, query, access));
    const [{ total }] = await this.ds.query(`SELECT count(*)::int AS total FROM ${decl.table} t ${sql.where}`, sql.params);
    const rows: Record<string, unknown>[] =
      total > sql.offset
        ? await this.ds.query(listPageSql(decl, sql), sql.params)
        : [];
    return { totalElements: total, content: rows.map((r) => toApiRow(decl, r)) };
  }
}
