import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform';
import type { SendRecordView } from '../../announcement-view';

/** readFlag 0 → 1 on the caller's own send record (nobody marks another user's, not even an administrator). */
export class MarkAnnouncementReadCommand extends Command<SendRecordView> {
  constructor(
    readonly actor: Actor,
    readonly sendId: number,
    readonly reason?: string | null,
  ) {
    super();
  }
}
