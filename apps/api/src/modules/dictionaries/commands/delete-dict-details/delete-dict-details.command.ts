import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform';

/** Deletes entries the caller may write; all or nothing. */
export class DeleteDictDetailsCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly ids: number[],
    readonly reason?: string | null,
  ) {
    super();
  }
}
