import { Command } from '@nestjs/cqrs';
import type { JobDto } from '@ohit/contracts';
import type { Actor } from '../../../../platform';

export class CancelJobCommand extends Command<JobDto> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
    /** Why (domain_events.reason): trimmed, ≤ 500 characters, optional. */
    readonly reason?: string | null,
  ) {
    super();
  }
}
