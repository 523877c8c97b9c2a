import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PageResult } from '@ohit/contracts';
import { paging, likePattern } from '../../../../platform';
import type { DictView } from '../../dictionary-view';
import { ListDictsQuery } from './list-dicts.query';

export const DICT_SORTS: Record<string, string> = { id: 'd.id', name: 'd.name', createTime: 'd.created_at' };

@QueryHandler(ListDictsQuery)
export class ListDictsHandler implements IQueryHandler<ListDictsQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ q }: ListDictsQuery): Promise<PageResult<DictView>> {
    const p = paging(q, DICT_SORTS, 'd.id');
    const params: unknown[] = [];
    let where = '';
    if (q.blurry?.trim()) {
      params.push(likePattern(q.blurry.trim()));
      where = `WHERE d.name ILIKE $1 OR d.description ILIKE $1`;
    }
    const [{ total }] = await this.ds.query(`SELECT count(*)::int AS total FROM dictionaries d ${where}`, params);
    const content = await this.ds.query(
      `SELECT d.id, d.name, d.description, d.version, d.created_at AS "createTime", d.updated_at AS "updateTime"
       FROM dictionaries d ${where} ORDER BY ${p.orderBy} LIMIT ${p.limit} OFFSET ${p.offset}`,
      params,
    );
    return { content, totalElements: total };
  }
}
