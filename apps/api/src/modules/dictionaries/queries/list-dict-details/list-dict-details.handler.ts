import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PageResult } from '@ohit/contracts';
import { DICTIONARY_PAGE_SIZE } from '@ohit/domain';
import { paging } from '../../../../platform';
import type { DictDetailView } from '../../dictionary-view';
import { dictionaryOrganization } from '../../dictionary-scope';
import { ListDictDetailsQuery } from './list-dict-details.query';

export const DETAIL_SORTS: Record<string, string> = { id: 'x.id', dictSort: 'x.dict_sort', value: 'x.value', label: 'x.label' };

@QueryHandler(ListDictDetailsQuery)
export class ListDictDetailsHandler implements IQueryHandler<ListDictDetailsQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ actor, q, headerOrganizationId }: ListDictDetailsQuery): Promise<PageResult<DictDetailView>> {
    const sort = q.sort === undefined ? ['dictSort,asc'] : Array.isArray(q.sort) ? q.sort : [q.sort];
    const p = paging({ page: q.page ?? 0, size: q.size ?? DICTIONARY_PAGE_SIZE, sort }, DETAIL_SORTS, 'x.id');
    const org = dictionaryOrganization(actor, q.organizationId ?? headerOrganizationId);
    const where = `d.name = $1 AND (x.organization_id IS NULL OR x.organization_id = $2)`;
    const [{ total }] = await this.ds.query(`SELECT count(*)::int AS total FROM dictionary_details x JOIN dictionaries d ON d.id = x.dict_id WHERE ${where}`, [q.dictName, org]);
    const rows = await this.ds.query(
      `SELECT x.id, x.label, x.value, x.dict_sort AS "dictSort", x.organization_id AS "organizationId", x.version,
              json_build_object('id', d.id, 'name', d.name) AS dict, x.created_at AS "createTime"
       FROM dictionary_details x JOIN dictionaries d ON d.id = x.dict_id WHERE ${where}
       ORDER BY ${p.orderBy.replace(/x\.id DESC$/, 'x.id ASC')} LIMIT ${Math.min(p.limit, DICTIONARY_PAGE_SIZE)} OFFSET ${p.offset}`,
      [q.dictName, org],
    );
    return { content: rows, totalElements: total };
  }
}
