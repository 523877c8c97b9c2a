import { Query } from '@nestjs/cqrs';
import type { Readable } from 'node:stream';
import type { Actor } from '../../../../../platform';

export interface AttachmentFile {
  fileName: string;
  contentType: string;
  size: number;
  stream: Readable;
}

/** `GET <url>/:id/attachments/:attachmentId/file`. */
export class GetAttachmentFileQuery extends Query<AttachmentFile> {
  constructor(
    readonly resource: string,
    readonly actor: Actor,
    readonly parentId: number,
    readonly attachmentId: number,
  ) {
    super();
  }
}
