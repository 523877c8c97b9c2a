import { Command } from '@nestjs/cqrs';
import type { BusinessCodeResponse } from '@ohit/contracts';
import type { Actor } from '../../../../platform';

export class DeleteResourcesCommand extends Command<BusinessCodeResponse> {
  constructor(
    readonly resource: string,
    readonly actor: Actor,
    readonly ids: number[],
    /** Why (domain_events.reason): trimmed, ≤ 500 characters, optional. */
    readonly reason?: string | null,
  ) {
    super();
  }
}
