import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { INDUSTRY_NEWS_PUBLISHED, type PageResult, PUBLIC_NEWS_DEFAULT_SIZE, type PublicNewsItem } from '@ohit/contracts';
import { likePattern, SqlWhere } from '../../../../platform';
import { PUBLIC_NEWS_COLUMNS, publicCategories, publicNewsItem, type PublicNewsRow } from '../../public-news-view';
import { ListPublicNewsQuery } from './list-public-news.query';

/** GET api/public/industryNews (no token): the published articles, newest first, by title and category. */
@QueryHandler(ListPublicNewsQuery)
export class ListPublicNewsHandler implements IQueryHandler<ListPublicNewsQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ q }: ListPublicNewsQuery): Promise<PageResult<PublicNewsItem>> {
    const size = q.size ?? PUBLIC_NEWS_DEFAULT_SIZE;
    const offset = (q.page ?? 0) * size;
    const w = new SqlWhere();
    w.add(`n.state = ${w.param(INDUSTRY_NEWS_PUBLISHED)}`);
    if (q.title?.trim()) w.add(`n.title ILIKE ${w.param(likePattern(q.title.trim()))}`);
    if (q.category?.trim()) w.add(`n.category = ${w.param(q.category.trim())}`);
    const [{ total }] = await this.ds.query(`SELECT count(*)::int AS total FROM industry_news n ${w.sql()}`, w.params);
    const rows: PublicNewsRow[] = await this.ds.query(
      `SELECT ${PUBLIC_NEWS_COLUMNS} FROM industry_news n ${w.sql()} ORDER BY n.published_at DESC, n.id DESC LIMIT ${size} OFFSET ${offset}`,
      w.params,
    );
    const categories = await publicCategories((s, p) => this.ds.query(s, p));
    return { content: rows.map((r) => publicNewsItem(r, categories)), totalElements: total };
  }
}
