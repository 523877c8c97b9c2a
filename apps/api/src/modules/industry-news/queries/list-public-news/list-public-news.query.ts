import { Query } from '@nestjs/cqrs';
import type { PageResult, PublicNewsItem } from '@ohit/contracts';
import type { PublicNewsQueryDto } from '../../public-news.dto';

export class ListPublicNewsQuery extends Query<PageResult<PublicNewsItem>> {
  constructor(readonly q: PublicNewsQueryDto) {
    super();
  }
}
