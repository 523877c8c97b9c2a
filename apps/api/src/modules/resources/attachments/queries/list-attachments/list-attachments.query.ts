import { Query } from '@nestjs/cqrs';
import type { ResourceAttachment } from '@ohit/contracts';
import type { Actor } from '../../../../../platform';

/** `GET <url>/:id/attachments`: every attachment of a row the caller may read. */
export class ListAttachmentsQuery extends Query<ResourceAttachment[]> {
  constructor(
    readonly resource: string,
    readonly actor: Actor,
    readonly parentId: number,
  ) {
    super();
  }
}
