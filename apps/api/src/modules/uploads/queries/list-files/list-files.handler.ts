import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PageResult } from '@ohit/contracts';
import { paging, readScope, likePattern } from '../../../../platform';
import { fileView, type StoredFileView } from '../../store-upload';
import { ListFilesQuery } from './list-files.query';

export const FILE_SORTS: Record<string, string> = { id: 'f.id', createTime: 'f.created_at', size: 'f.size', name: 'f.original_name' };

@QueryHandler(ListFilesQuery)
export class ListFilesHandler implements IQueryHandler<ListFilesQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ actor, q }: ListFilesQuery): Promise<PageResult<StoredFileView>> {
    const p = paging(q, FILE_SORTS, 'f.id');
    const params: unknown[] = [];
    const where: string[] = [`f.kind IN ('document', 'picture')`];
    const scope = readScope(actor);
    if (scope) {
      params.push(scope);
      where.push(`f.organization_id = ANY($${params.length}::int[])`);
    } else if (q.organizationId !== undefined) {
      params.push(q.organizationId);
      where.push(`f.organization_id = $${params.length}`);
    }
    if (q.blurry?.trim()) {
      params.push(likePattern(q.blurry.trim()));
      where.push(`f.original_name ILIKE $${params.length}`);
    }
    const sql = `WHERE ${where.join(' AND ')}`;
    const [{ total }] = await this.ds.query(`SELECT count(*)::int AS total FROM stored_files f ${sql}`, params);
    const rows = await this.ds.query(`SELECT f.* FROM stored_files f ${sql} ORDER BY ${p.orderBy} LIMIT ${p.limit} OFFSET ${p.offset}`, params);
    return { content: rows.map(fileView), totalElements: total };
  }
}
