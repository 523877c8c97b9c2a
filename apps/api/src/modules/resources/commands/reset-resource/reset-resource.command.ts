import { Command } from '@nestjs/cqrs';
import type { ResourceRow } from '@ohit/contracts';
import type { Actor } from '../../../../platform';

export class ResetResourceCommand extends Command<ResourceRow> {
  constructor(
    readonly resource: string,
    readonly actor: Actor,
    readonly id: number,
    /** Why (domain_events.reason): trimmed, ≤ 500 characters, optional. */
    readonly reason?: string | null,
  ) {
    super();
  }
}
