import { Command } from '@nestjs/cqrs';
import type { BusinessCodeResponse } from '@ohit/contracts';
import type { Actor } from '../../../../../platform';

/** `DELETE <url>/:id/attachments/:attachmentId` (optional `{reason}`). */
export class RemoveAttachmentCommand extends Command<BusinessCodeResponse> {
  constructor(
    readonly resource: string,
    readonly actor: Actor,
    readonly parentId: number,
    readonly attachmentId: number,
    readonly reason: string | null,
  ) {
    super();
  }
}
