import { Command } from '@nestjs/cqrs';
import type { ResourceAttachment } from '@ohit/contracts';
import type { Actor } from '../../../../../platform';
import type { UploadedFile } from '../../../../uploads';

/** `POST <url>/:id/attachments/:slot` (multipart `file`, already checked against the slot's types and size). */
export class AddAttachmentCommand extends Command<ResourceAttachment> {
  constructor(
    readonly resource: string,
    readonly slot: string,
    readonly actor: Actor,
    readonly parentId: number,
    readonly file: UploadedFile,
    readonly reason: string | null,
  ) {
    super();
  }
}
