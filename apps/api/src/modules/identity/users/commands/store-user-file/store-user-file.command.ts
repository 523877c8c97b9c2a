import { Command } from '@nestjs/cqrs';
import type { UploadResponse } from '@ohit/contracts';
import type { Actor } from '../../../shared/actor';
import type { UploadedImage } from '../../../shared/upload.interceptor';

/** Stores the caller's avatar or signature image and points their user row at it. */
export class StoreUserFileCommand extends Command<UploadResponse> {
  constructor(readonly actor: Actor, readonly kind: 'avatar' | 'signature', readonly file: UploadedImage) {
    super();
  }
}
