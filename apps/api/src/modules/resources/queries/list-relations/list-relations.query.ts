import { Query } from '@nestjs/cqrs';
import type { ResourceRelation } from '@ohit/contracts';
import type { Actor } from '../../../../platform';

/** The current relations of one row of a generic resource (`GET <url>/:id/relations`). */
export class ListRelationsQuery extends Query<ResourceRelation[]> {
  constructor(
    readonly resource: string,
    readonly actor: Actor,
    readonly id: number,
  ) {
    super();
  }
}
