import { Query } from '@nestjs/cqrs';
import type { PublicNewsDetail } from '@ohit/contracts';

export class GetPublicNewsQuery extends Query<PublicNewsDetail> {
  constructor(readonly id: number) {
    super();
  }
}
