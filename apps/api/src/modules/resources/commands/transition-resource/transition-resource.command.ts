import { Command } from '@nestjs/cqrs';
import type { ResourceRow } from '@ohit/contracts';
import type { Actor } from '../../../../platform';

/** One event of a row's workflow machine (`POST <url>/:id/transitions/:event`). */
export class TransitionResourceCommand extends Command<ResourceRow> {
  constructor(
    readonly resource: string,
    readonly actor: Actor,
    readonly id: number,
    readonly event: string,
    readonly version: number,
    readonly reason: string | null,
  ) {
    super();
  }
}
