import { Query } from '@nestjs/cqrs';
import type { MenuRoute } from '@ohit/contracts';
import type { Actor } from '../../../../../platform';

export class BuildMenusQuery extends Query<MenuRoute[]> {
  constructor(readonly actor: Actor) {
    super();
  }
}
