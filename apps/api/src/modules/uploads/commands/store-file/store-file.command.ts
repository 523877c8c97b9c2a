import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform';
import type { UploadedFile } from '../../file-upload.interceptor';
import type { StoredFileView } from '../../store-upload';

/** What an upload route stores: documents and pictures for the caller's organisation; logos for one in the write scope. */
export type UploadKind = 'document' | 'picture' | 'logo';

export class StoreFileCommand extends Command<StoredFileView> {
  constructor(
    readonly actor: Actor,
    readonly file: UploadedFile,
    readonly kind: UploadKind,
    /** The logo's organisation as sent (multipart text); absent or not a number: the caller's. */
    readonly requestedOrganizationId: string | undefined,
    readonly reason?: string | null,
  ) {
    super();
  }
}
