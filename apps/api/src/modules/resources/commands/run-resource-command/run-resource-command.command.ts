import { Command } from '@nestjs/cqrs';
import type { CommandResultRow } from '@ohit/contracts';
import type { Actor } from '../../../../platform';

/** A module's own command on a row (`POST <url>/:id/commands/:name`). */
export class RunResourceCommandCommand extends Command<CommandResultRow> {
  constructor(
    readonly resource: string,
    readonly actor: Actor,
    readonly id: number,
    readonly name: string,
    readonly body: Record<string, unknown>,
    readonly reason: string | null,
  ) {
    super();
  }
}
