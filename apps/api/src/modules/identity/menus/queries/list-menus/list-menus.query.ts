import { Query } from '@nestjs/cqrs';
import type { MenuDto, PageResult } from '@ohit/contracts';
import type { Actor } from '../../../../../platform';
import type { ListMenusQueryDto } from '../../menus.dto';
export class ListMenusQuery extends Query<PageResult<MenuDto>> {
  constructor(readonly actor: Actor, readonly q: ListMenusQueryDto) {
    super();
  }
}
