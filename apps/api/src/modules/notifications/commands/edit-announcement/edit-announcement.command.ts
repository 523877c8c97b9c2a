import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform';
import type { EditAnnouncementDto } from '../../notifications.dto';

/** Title, abstract, content, category and priority of an announcement in the write scope (optional optimistic version). */
export class EditAnnouncementCommand extends Command<{ id: number }> {
  constructor(
    readonly actor: Actor,
    readonly dto: Omit<EditAnnouncementDto, 'reason'>,
    readonly reason?: string | null,
  ) {
    super();
  }
}
