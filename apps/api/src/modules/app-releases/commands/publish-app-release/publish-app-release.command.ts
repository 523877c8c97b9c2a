import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform';
import type { UploadedFile } from '../../../uploads';
import type { AppReleaseView } from '../../app-release-view';

/** A new package; its version must be well formed and higher than the newest one. */
export class PublishAppReleaseCommand extends Command<AppReleaseView> {
  constructor(
    readonly actor: Actor,
    readonly file: UploadedFile,
    /** As sent (multipart text): trimmed here; must be well formed. */
    readonly version: string | undefined,
    /** As sent: trimmed, at most 500 characters kept, blank → none. */
    readonly description: string | undefined,
    readonly reason?: string | null,
  ) {
    super();
  }
}
