import { Query } from '@nestjs/cqrs';
import type { ResourceRow } from '@ohit/contracts';
import type { Actor } from '../../../../platform';

export class GetResourceQuery extends Query<ResourceRow> {
  constructor(
    readonly resource: string,
    readonly actor: Actor,
    readonly id: number,
  ) {
    super();
  }
}
