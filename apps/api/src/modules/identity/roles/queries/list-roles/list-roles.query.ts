import { Query } from '@nestjs/cqrs';
import type { PageResult, RoleDto } from '@ohit/contracts';
import type { Actor } from '../../../../../platform';
import type { ListRolesQueryDto } from '../../roles.dto';

export class ListRolesQuery extends Query<PageResult<RoleDto>> {
  constructor(readonly actor: Actor, readonly q: ListRolesQueryDto) {
    super();
  }
}
