import { Query } from '@nestjs/cqrs';
import type { Readable } from 'node:stream';
import type { Actor } from '../../../../platform';

export interface HelpDocumentFile {
  fileName: string;
  contentType: string;
  size: number;
  stream: Readable;
}

export class GetHelpDocumentFileQuery extends Query<HelpDocumentFile> {
  constructor(readonly actor: Actor, readonly id: number) {
    super();
  }
}
