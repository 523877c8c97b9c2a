import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../../platform';

/** Deletes the menus and everything below them. */
export class DeleteMenusCommand extends Command<void> {
  constructor(readonly actor: Actor, readonly ids: number[], readonly reason?: string | null) {
    super();
  }
}
