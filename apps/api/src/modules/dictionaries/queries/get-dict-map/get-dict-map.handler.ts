import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DICTIONARY_PAGE_SIZE } from '@ohit/domain';
import { dictionaryOrganization } from '../../dictionary-scope';
import { GetDictMapQuery } from './get-dict-map.query';

@QueryHandler(GetDictMapQuery)
export class GetDictMapHandler implements IQueryHandler<GetDictMapQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ actor, names, organizationId }: GetDictMapQuery): Promise<Record<string, { label: string; value: string }[]>> {
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
