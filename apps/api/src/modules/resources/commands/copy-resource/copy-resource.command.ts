import { Command } from '@nestjs/cqrs';
import type { ResourceRow } from '@ohit/contracts';
import type { Actor } from '../../../../platform';

export class CopyResourceCommand extends Command<ResourceRow> {
  constructor(
    readonly resource: string,
    readonly actor: Actor,
    readonly body: Record<string, unknown>,
    /** Why (domain_events.reason): trimmed, ≤ 500 characters, optional. */
    readonly reason?: string | null,
  ) {
    super();
  }
}
