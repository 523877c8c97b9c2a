import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PageResult, UserRow } from '@ohit/contracts';
import { mayFilterOrganizations, readScope, paging, parseTimeSlot, likePattern, SqlWhere } from '../../../../../platform';
import { USER_COLUMNS, USER_FROM, toUserDto, UserViewRow } from '../../../shared/user-view';
import { ListUsersQuery } from './list-users.query';

export const USER_SORTS: Record<string, string> = {
  id: 'u.id',
  username: 'u.username',
  createTime: 'u.created_at',
  updateTime: 'u.updated_at',
  expiryDate: 'u.expiry_date',
  enabled: 'u.enabled',
};

@QueryHandler(ListUsersQuery)
export class ListUsersHandler implements IQueryHandler<ListUsersQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ actor, q }: ListUsersQuery): Promise<PageResult<UserRow>> {
    const p = paging(q, USER_SORTS, 'u.id');
    const w = new SqlWhere();
    const scope = readScope(actor);
    if (scope) w.add(`u.organization_id = ANY(${w.param(scope)}::int[])`);
    if (mayFilterOrganizations(actor)) {
      if (q.organizationId !== undefined) w.add(`u.organization_id = ${w.param(q.organizationId)}`);
      const { start, end } = parseTimeSlot(q);
      if (start) w.add(`u.created_at >= ${w.param(start)}`);
      if (end) w.add(`u.created_at <= ${w.param(end)}`);
    }
    if (q.blurry?.trim()) {
      const k = w.param(likePattern(q.blurry.trim()));
      w.add(`(u.username ILIKE ${k} OR u.nick_name ILIKE ${k} OR u.phone ILIKE ${k})`);
    }
    if (q.enabled !== undefined) w.add(`u.enabled = ${w.param(q.enabled)}`);
    const [{ total }] = await this.ds.query(`SELECT count(*)::int AS total FROM users u ${w.sql()}`, w.params);
    const rows: UserViewRow[] = await this.ds.query(
      `SELECT ${USER_COLUMNS} FROM ${USER_FROM} ${w.sql()} ORDER BY ${p.orderBy} LIMIT ${p.limit} OFFSET ${p.offset}`,
      w.params,
    );
    const roles: { user_id: number; id: number; name: string }[] = rows.length
      ? await this.ds.query(
          `SELECT ur.user_id, r.id, r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = ANY($1::int[]) ORDER BY r.level, r.id`,
          [rows.map((r) => r.id)],
        )
      : [];
    return {
      totalElements: total,
      content: rows.map((r) => ({
        ...toUserDto(r),
        roles: roles.filter((x) => x.user_id === r.id).map((x) => ({ id: x.id, name: x.name })),
        version: r.version,
        createTime: new Date(r.created_at).toISOString(),
        updateTime: new Date(r.updated_at).toISOString(),
      })),
    };
  }
}
