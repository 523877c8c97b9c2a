import { Query } from '@nestjs/cqrs';
import type { Readable } from 'node:stream';

export interface AppReleaseFile {
  version: string;
  size: number;
  stream: Readable;
}

/** The package of a version, or of the newest release when none is named (404 otherwise). */
export class GetAppReleaseFileQuery extends Query<AppReleaseFile> {
  constructor(readonly version: string | undefined) {
    super();
  }
}
