import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { OrganizationDto, PageResult } from '@ohit/contracts';
import { mayFilterOrganizations, readScope, paging, parseTimeSlot, likePattern, SqlWhere } from '../../../../../platform';
import { factsView, ORG_FACT_COLUMN_LIST, type OrgFacts } from '../../organization-report-facts';
import { ListOrganizationsQuery } from './list-organizations.query';

export const ORG_SORTS: Record<string, string> = { id: 'o.id', name: 'o.name', code: 'o.code', zoneCode: 'o.zone_code', createTime: 'o.created_at' };

@QueryHandler(ListOrganizationsQuery)
export class ListOrganizationsHandler implements IQueryHandler<ListOrganizationsQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ actor, q }: ListOrganizationsQuery): Promise<PageResult<OrganizationDto>> {
    const p = paging(q, ORG_SORTS, 'o.id');
    const w = new SqlWhere();
    const scope = readScope(actor);
    if (scope) w.add(`o.id = ANY(${w.param(scope)}::int[])`);
    if (mayFilterOrganizations(actor)) {
      if (q.organizationId !== undefined) w.add(`o.id = ${w.param(q.organizationId)}`);
      const { start, end } = parseTimeSlot(q);
      if (start) w.add(`o.created_at >= ${w.param(start)}`);
      if (end) w.add(`o.created_at <= ${w.param(end)}`);
    }
    if (q.blurry?.trim()) {
      const k = w.param(likePattern(q.blurry.trim()));
      w.add(`(o.name ILIKE ${k} OR o.code ILIKE ${k})`);
    }
    const [{ total }] = await this.ds.query(`SELECT count(*)::int AS total FROM organizations o ${w.sql()}`, w.params);
    const rows: ({ id: number; name: string; code: string; zone_code: string | null; logo: string | null; favicon: string | null; parent_id: number | null; enabled: boolean; allow_self_verification: boolean; version: number; created_at: Date } & OrgFacts)[] =
      await this.ds.query(
        `SELECT o.id, o.name, o.code, o.zone_code, o.logo, o.favicon, o.parent_id, o.enabled, o.allow_self_verification, ${ORG_FACT_COLUMN_LIST.map((c) => `o.${c}`).join(', ')}, o.version, o.created_at
         FROM organizations o ${w.sql()} ORDER BY ${p.orderBy} LIMIT ${p.limit} OFFSET ${p.offset}`,
        w.params,
      );
    return {
      totalElements: total,
      content: rows.map((r) => ({
        id: r.id,
        organizationId: r.id,
        name: r.name,
        code: r.code,
        zoneCode: r.zone_code,
        logo: r.logo,
        favicon: r.favicon,
        parentId: r.parent_id,
        enabled: r.enabled,
        allowSelfVerification: r.allow_self_verification,
        ...factsView(r),
        version: r.version,
        createTime: new Date(r.created_at).toISOString(),
      })),
    };
  }
}
