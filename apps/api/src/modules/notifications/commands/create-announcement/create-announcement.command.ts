import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform';
import type { AnnouncementContentDto } from '../../notifications.dto';

/** A draft announcement (sent later by the send command). */
export class CreateAnnouncementCommand extends Command<{ id: number }> {
  constructor(
    readonly actor: Actor,
    readonly dto: Omit<AnnouncementContentDto, 'reason'>,
    readonly reason?: string | null,
  ) {
    super();
  }
}
