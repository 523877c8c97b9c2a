import { Command } from '@nestjs/cqrs';
import type { BusinessCodeResponse, RelationPayload } from '@ohit/contracts';
import type { Actor } from '../../../../platform';

export class RelateResourcesCommand extends Command<BusinessCodeResponse> {
  constructor(
    readonly resource: string,
    readonly actor: Actor,
    readonly payload: RelationPayload,
    readonly cancel: boolean,
    /** Why (domain_events.reason): trimmed, ≤ 500 characters, optional. */
    readonly reason?: string | null,
  ) {
    super();
  }
}
