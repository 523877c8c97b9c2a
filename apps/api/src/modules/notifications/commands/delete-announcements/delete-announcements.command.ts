import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform';

/** Deletes announcements (and, by cascade, their send records); all or nothing. */
export class DeleteAnnouncementsCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly ids: number[],
    readonly reason?: string | null,
  ) {
    super();
  }
}
