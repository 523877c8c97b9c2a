import { Command } from '@nestjs/cqrs';
import type { ListCommandResult } from '@ohit/contracts';
import type { Actor } from '../../../../platform';

/** A module's own command on a resource's list (`POST <url>/commands/:name`). */
export class RunListCommandCommand extends Command<ListCommandResult> {
  constructor(
    readonly resource: string,
    readonly actor: Actor,
    readonly name: string,
    readonly body: Record<string, unknown>,
    readonly reason: string | null,
  ) {
    super();
  }
}
