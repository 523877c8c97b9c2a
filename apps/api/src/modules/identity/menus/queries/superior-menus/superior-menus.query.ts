import { Query } from '@nestjs/cqrs';
import type { MenuDto } from '@ohit/contracts';
import type { Actor } from '../../../../../platform';

export class SuperiorMenusQuery extends Query<MenuDto[]> {
  constructor(readonly actor: Actor, readonly ids: number[]) {
    super();
  }
}
