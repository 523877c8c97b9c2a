import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PageResult, RoleDto } from '@ohit/contracts';
import { mayFilterOrganizations, readScope, paging, parseTimeSlot, likePattern, SqlWhere } from '../../../../../platform';
import { ListRolesQuery } from './list-roles.query';

export const ROLE_SORTS: Record<string, string> = { id: 'r.id', name: 'r.name', level: 'r.level', createTime: 'r.created_at' };

@QueryHandler(ListRolesQuery)
export class ListRolesHandler implements IQueryHandler<ListRolesQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ actor, q }: ListRolesQuery): Promise<PageResult<RoleDto>> {
    const p = paging(q, ROLE_SORTS, 'r.id');
    const w = new SqlWhere();
    const scope = readScope(actor);
    if (scope) w.add(`r.organization_id = ANY(${w.param(scope)}::int[])`);
    if (mayFilterOrganizations(actor)) {
      const org = q['organization.organizationId'] ?? q.organizationId;
      if (org !== undefined) w.add(`r.organization_id = ${w.param(org)}`);
      const { start, end } = parseTimeSlot(q);
      if (start) w.add(`r.created_at >= ${w.param(start)}`);
      if (end) w.add(`r.created_at <= ${w.param(end)}`);
    }
    if (q.blurry?.trim()) w.add(`(r.name ILIKE ${w.param(likePattern(q.blurry.trim()))})`);
    const [{ total }] = await this.ds.query(`SELECT count(*)::int AS total FROM roles r ${w.sql()}`, w.params);
    const rows: {
      id: number; name: string; level: number; data_scope: RoleDto['dataScope']; description: string | null; organization_id: number;
      org_name: string; version: number; created_at: Date; menu_ids: number[]; zone_codes: string[];
    }[] = await this.ds.query(
      `SELECT r.id, r.name, r.level, r.data_scope, r.description, r.organization_id, o.name AS org_name, r.version, r.created_at,
         COALESCE((SELECT array_agg(rm.menu_id ORDER BY rm.menu_id) FROM role_menus rm WHERE rm.role_id = r.id), '{}') AS menu_ids,
         COALESCE((SELECT array_agg(rz.zone_code ORDER BY rz.zone_code) FROM role_zones rz WHERE rz.role_id = r.id), '{}') AS zone_codes
       FROM roles r JOIN organizations o ON o.id = r.organization_id ${w.sql()} ORDER BY ${p.orderBy} LIMIT ${p.limit} OFFSET ${p.offset}`,
      w.params,
    );
    const orgs: { role_id: number; id: number; name: string }[] = rows.length
      ? await this.ds.query(
          `SELECT ro.role_id, o.id, o.name FROM role_organizations ro JOIN organizations o ON o.id = ro.organization_id WHERE ro.role_id = ANY($1::int[]) ORDER BY o.id`,
          [rows.map((r) => r.id)],
        )
      : [];
    return {
      totalElements: total,
      content: rows.map((r) => ({
        id: r.id,
        name: r.name,
        level: r.level,
        dataScope: r.data_scope,
        description: r.description,
        organization: { organizationId: r.organization_id, name: r.org_name },
        menus: r.menu_ids.map((id) => ({ id })),
        organizations: orgs.filter((o) => o.role_id === r.id).map((o) => ({ id: o.id, name: o.name })),
        zoneCodes: r.zone_codes,
        version: r.version,
        createTime: new Date(r.created_at).toISOString(),
      })),
    };
  }
}
