import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform';

export class ChangeResourceStatusCommand extends Command<{ count: number }> {
  constructor(
    readonly resource: string,
    readonly actor: Actor,
    readonly ids: number[],
    readonly status: string | undefined,
    /** Why (domain_events.reason): trimmed, ≤ 500 characters, optional. */
    readonly reason?: string | null,
  ) {
    super();
  }
}
