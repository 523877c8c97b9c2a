import { Command } from '@nestjs/cqrs';
import type { UploadResponse } from '@ohit/contracts';
import { type Actor, type UploadedImage } from '../../../../../platform';
import type { UserFileKind } from './user-file-kinds';

/** Stores the caller's avatar or signature image and points their user row at it. */
export class StoreUserFileCommand extends Command<UploadResponse> {
  constructor(readonly actor: Actor, readonly kind: UserFileKind, readonly file: UploadedImage, readonly reason?: string | null) {
    super();
  }
}
