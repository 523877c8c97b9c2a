import { Query } from '@nestjs/cqrs';
import type { PageResult, ResourceRow } from '@ohit/contracts';
import type { Actor } from '../../../../platform';

export class ListResourceQuery extends Query<PageResult<ResourceRow>> {
  constructor(
    readonly resource: string,
    readonly actor: Actor,
    readonly query: Record<string, unknown>,
  ) {
    super();
  }
}
