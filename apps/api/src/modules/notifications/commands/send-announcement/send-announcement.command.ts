import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform';
import type { SendAnnouncementDto } from '../../notifications.dto';

export interface SendAnnouncementResult {
  id: number;
  /** New send records written (recipients who already had this announcement are skipped). */
  recipients: number;
  userIds: number[];
}

/** Sends an existing announcement (dto.id) or new content to named users, members of roles and every user of organisations. */
export class SendAnnouncementCommand extends Command<SendAnnouncementResult> {
  constructor(
    readonly actor: Actor,
    readonly dto: Omit<SendAnnouncementDto, 'reason'>,
    readonly reason?: string | null,
  ) {
    super();
  }
}
