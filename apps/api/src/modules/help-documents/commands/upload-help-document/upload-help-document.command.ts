import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform';
import type { UploadedFile } from '../../../uploads';
import type { HelpDocumentView } from '../../help-document-view';

/** The multipart text fields, as sent (checked by the handler). */
export interface HelpDocumentUploadFields {
  /** Shown on /helper; defaults to the file name without its extension. */
  title?: string;
  /** The organisation whose users see it; defaults to the uploader's own. */
  organizationId?: string;
  /** 'true' or '1': every user sees it (administrators only). */
  platformWide?: string;
}

export class UploadHelpDocumentCommand extends Command<HelpDocumentView> {
  constructor(
    readonly actor: Actor,
    readonly file: UploadedFile,
    readonly fields: HelpDocumentUploadFields,
    /** Why (domain_events.reason): trimmed, ≤ 500 characters, optional. */
    readonly reason?: string | null,
  ) {
    super();
  }
}
