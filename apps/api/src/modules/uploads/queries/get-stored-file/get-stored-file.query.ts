import { Query } from '@nestjs/cqrs';
import type { Readable } from 'node:stream';
import type { Actor } from '../../../../platform';

export interface StoredFileContent {
  key: string;
  contentType: string;
  /** Original (cleaned) name, for the download's filename*. */
  originalName: string;
  size: number;
  stream: Readable;
}

/**
 * A stored file's content. `actor`: a logged-in download (the uploader's organisation must be in
 * the read scope); `null`: the public route, which serves pictures and logos only.
 */
export class GetStoredFileQuery extends Query<StoredFileContent> {
  constructor(
    readonly actor: Actor | null,
    readonly key: string,
  ) {
    super();
  }
}
