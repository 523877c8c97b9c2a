import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AuthInfo } from '@ohit/contracts';
import { readScope } from '../../../../../platform';
import { USER_COLUMNS, USER_FROM, toUserDto, UserViewRow } from '../../../shared/user-view';
import { GetAuthInfoQuery } from './get-auth-info.query';

@QueryHandler(GetAuthInfoQuery)
export class GetAuthInfoHandler implements IQueryHandler<GetAuthInfoQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ actor }: GetAuthInfoQuery): Promise<AuthInfo> {
    const rows: UserViewRow[] = await this.ds.query(`SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE u.id = $1`, [actor.id]);
    const roles = actor.buttonPermissions;
    return {
      user: toUserDto(rows[0]),
      roles,
      dataScopes: readScope(actor) ?? [],
      authorities: roles.map((authority) => ({ authority })),
    };
  }
}
