import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { UserOption } from '@ohit/contracts';
import { inScope, likePattern, writeScope } from '../../../../../platform';
import { ListUserOptionsQuery } from './list-user-options.query';

/** At most this many options per search: a picker narrows by typing. */
const LIMIT = 50;

/**
 * Colleagues a user field may name (项目负责人, 项目组成员 …): enabled users of the caller's
 * organisation — or of another one in the caller's write scope when asked — whose user name or
 * nick name contains the text, optionally holding a role of the given name. Names only: anyone
 * who fills such a field may look them up, without the user-management permission.
 */
@QueryHandler(ListUserOptionsQuery)
export class ListUserOptionsHandler implements IQueryHandler<ListUserOptionsQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ actor, blurry, role, organizationId }: ListUserOptionsQuery): Promise<UserOption[]> {
    const org = organizationId !== undefined && inScope(writeScope(actor), organizationId) ? organizationId : actor.organizationId;
    const keyword = blurry?.trim();
    return this.ds.query(
      `SELECT u.id, COALESCE(NULLIF(u.nick_name, ''), u.username) AS name, u.username
         FROM users u
        WHERE u.organization_id = $1 AND u.enabled
          AND ($2::text IS NULL OR u.username ILIKE $2 OR u.nick_name ILIKE $2)
          AND ($3::text IS NULL OR EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id AND r.name = $3))
        ORDER BY u.username LIMIT ${LIMIT}`,
      [org, keyword ? likePattern(keyword) : null, role?.trim() || null],
    );
  }
}
