import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform';

/** Deletes dictionaries with their entries (administrators only); all or nothing. */
export class DeleteDictsCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly ids: number[],
    readonly reason?: string | null,
  ) {
    super();
  }
}
