import { Query } from '@nestjs/cqrs';
import type { ResourceRow } from '@ohit/contracts';
import type { Actor } from '../../../../../platform';

/** `GET <url>/:id/children/:child`: every child row of a parent the caller may read. */
export class ListChildrenQuery extends Query<ResourceRow[]> {
  constructor(
    readonly resource: string,
    readonly child: string,
    readonly actor: Actor,
    readonly parentId: number,
  ) {
    super();
  }
}
