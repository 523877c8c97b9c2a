import { Query } from '@nestjs/cqrs';
import type { PageResult, UserRow } from '@ohit/contracts';
import type { Actor } from '../../../../../platform';
import type { ListUsersQueryDto } from '../../users.dto';

export class ListUsersQuery extends Query<PageResult<UserRow>> {
  constructor(readonly actor: Actor, readonly q: ListUsersQueryDto) {
    super();
  }
}
