import { Query } from '@nestjs/cqrs';
import type { OrganizationDto, PageResult } from '@ohit/contracts';
import type { Actor } from '../../../../../platform';
import type { ListOrganizationsQueryDto } from '../../organizations.dto';

export class ListOrganizationsQuery extends Query<PageResult<OrganizationDto>> {
  constructor(readonly actor: Actor, readonly q: ListOrganizationsQueryDto) {
    super();
  }
}
