import type { Readable } from 'node:stream';
import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../../platform';
import type { UserFileKind } from '../../commands/store-user-file/user-file-kinds';

export interface UserFile {
  /** The storage key (also the ETag: a new upload gets a new key). */
  key: string;
  contentType: string;
  size: number;
  /** e.g. `avatar-12.png`, for Content-Disposition (never the uploader's file name). */
  fileName: string;
  stream: Readable;
}

/** A user's avatar or signature image, for the caller if they may see it. */
export class GetUserFileQuery extends Query<UserFile> {
  constructor(readonly actor: Actor, readonly userId: number, readonly kind: UserFileKind) {
    super();
  }
}
