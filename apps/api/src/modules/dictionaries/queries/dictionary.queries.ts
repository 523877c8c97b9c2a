import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PageResult } from '@ohit/contracts';
import { DICTIONARY_PAGE_SIZE } from '@ohit/domain';
import { type Actor, paging } from '../../../platform';
import { dictionaryOrganization } from '../dictionary-scope';
import type { DictDetailQueryDto, ListDictsQueryDto } from '../dictionaries.dto';

export interface DictView {
  id: number;
  name: string;
  description: string | null;
  version: number;
  createTime: string;
  updateTime: string;
}

export interface DictDetailView {
  id: number;
  label: string;
  value: string;
  dictSort: number;
  organizationId: number | null;
  version: number;
  dict: { id: number; name: string };
  createTime: string;
}

export const DICT_SORTS: Record<string, string> = { id: 'd.id', name: 'd.name', createTime: 'd.created_at' };
export const DETAIL_SORTS: Record<string, string> = { id: 'x.id', dictSort: 'x.dict_sort', value: 'x.value', label: 'x.label' };

export class ListDictsQuery extends Query<PageResult<DictView>> {
  constructor(readonly actor: Actor, readonly q: ListDictsQueryDto) {
    super();
  }
}

@QueryHandler(ListDictsQuery)
export class ListDictsHandler implements IQueryHandler<ListDictsQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ q }: ListDictsQuery): Promise<PageResult<DictView>> {
    const p = paging(q, DICT_SORTS, 'd.id');
    const params: unknown[] = [];
    let where = '';
    if (q.blurry?.trim()) {
      params.push(`%${q.blurry.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
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

/** Entries of one dictionary: platform-wide ones plus those of the effective organisation. */
export class ListDictDetailsQuery extends Query<PageResult<DictDetailView>> {
  constructor(readonly actor: Actor, readonly q: DictDetailQueryDto, readonly headerOrganizationId: number | undefined) {
    super();
  }
}

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

/** `{name: [{label, value}]}` for several dictionaries at once (spec §3 "content list keyed by dictionary name"). */
export class DictMapQuery extends Query<Record<string, { label: string; value: string }[]>> {
  constructor(readonly actor: Actor, readonly names: string[], readonly organizationId: number | undefined) {
    super();
  }
}

@QueryHandler(DictMapQuery)
export class DictMapHandler implements IQueryHandler<DictMapQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ actor, names, organizationId }: DictMapQuery): Promise<Record<string, { label: string; value: string }[]>> {
    const org = dictionaryOrganization(actor, organizationId);
    const rows: { name: string; label: string; value: string }[] = await this.ds.query(
      `SELECT d.name, x.label, x.value FROM dictionary_details x JOIN dictionaries d ON d.id = x.dict_id
       WHERE d.name = ANY($1::text[]) AND (x.organization_id IS NULL OR x.organization_id = $2)
       ORDER BY d.name, x.dict_sort, x.id LIMIT ${DICTIONARY_PAGE_SIZE * 5}`,
      [names, org],
    );
    const out: Record<string, { label: string; value: string }[]> = Object.fromEntries(names.map((n) => [n, []]));
    for (const r of rows) out[r.name].push({ label: r.label, value: r.value });
    return out;
  }
}
