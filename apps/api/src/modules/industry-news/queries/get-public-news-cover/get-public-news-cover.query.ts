import { Query } from '@nestjs/cqrs';
import type { Readable } from 'node:stream';

export interface PublicNewsCover {
  contentType: string;
  size: number;
  stream: Readable;
}

export class GetPublicNewsCoverQuery extends Query<PublicNewsCover> {
  constructor(readonly id: number) {
    super();
  }
}
