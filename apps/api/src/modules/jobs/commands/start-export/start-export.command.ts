import { Command } from '@nestjs/cqrs';
import type { StartJobResponse } from '@ohit/contracts';
import type { Actor } from '../../../../platform';

export class StartExportCommand extends Command<StartJobResponse> {
  constructor(
    readonly resource: string,
    readonly actor: Actor,
    /** The list query plus optional ids. */
    readonly query: Record<string, unknown>,
    /** Why (domain_events.reason): trimmed, ≤ 500 characters, optional. */
    readonly reason?: string | null,
  ) {
    super();
  }
}
