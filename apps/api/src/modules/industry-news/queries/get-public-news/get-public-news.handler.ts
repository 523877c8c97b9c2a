import { NotFoundException } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { INDUSTRY_NEWS_PUBLISHED, type PublicNewsDetail } from '@ohit/contracts';
import { firstRow } from '../../../../platform';
import { INDUSTRY_NEWS_MESSAGES as M } from '../../industry-news.messages';
import { PUBLIC_NEWS_COLUMNS, publicCategories, publicNewsDetail, type PublicNewsRow } from '../../public-news-view';
import { GetPublicNewsQuery } from './get-public-news.query';

/** GET api/public/industryNews/:id (no token): a published article with its (stored, sanitised) content; anything else is a 404. */
@QueryHandler(GetPublicNewsQuery)
export class GetPublicNewsHandler implements IQueryHandler<GetPublicNewsQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ id }: GetPublicNewsQuery): Promise<PublicNewsDetail> {
    const row = firstRow<PublicNewsRow>(
      await this.ds.query(`SELECT ${PUBLIC_NEWS_COLUMNS}, n.content FROM industry_news n WHERE n.id = $1 AND n.state = $2`, [id, INDUSTRY_NEWS_PUBLISHED]),
    );
    if (!row) throw new NotFoundException(M.notFound);
    return publicNewsDetail(row, await publicCategories((s, p) => this.ds.query(s, p)));
  }
}
