import { Inject, NotFoundException } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { INDUSTRY_NEWS, INDUSTRY_NEWS_COVER_SLOT, INDUSTRY_NEWS_PUBLISHED } from '@ohit/contracts';
import { STORAGE, StorageNotFoundError, type StoragePort } from '@ohit/server-storage';
import { firstRow } from '../../../../platform';
import { INDUSTRY_NEWS_MESSAGES as M } from '../../industry-news.messages';
import { GetPublicNewsCoverQuery, type PublicNewsCover } from './get-public-news-cover.query';

/**
 * GET api/public/industryNews/:id/cover (no token): the newest picture of a published article's
 * 封面图片 slot (a replaced cover stays among the attachments until deleted); a 404 for an
 * unpublished or missing article, or one without a cover.
 */
@QueryHandler(GetPublicNewsCoverQuery)
export class GetPublicNewsCoverHandler implements IQueryHandler<GetPublicNewsCoverQuery> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StoragePort,
  ) {}

  async execute({ id }: GetPublicNewsCoverQuery): Promise<PublicNewsCover> {
    const found = await this.ds.query(`SELECT 1 FROM industry_news WHERE id = $1 AND state = $2`, [id, INDUSTRY_NEWS_PUBLISHED]);
    if (!found.length) throw new NotFoundException(M.notFound);
    const file = firstRow<{ key: string; content_type: string; size: string }>(
      await this.ds.query(
        `SELECT f.key, a.content_type, a.size FROM resource_attachments a JOIN stored_files f ON f.id = a.stored_file_id
          WHERE a.resource = $1 AND a.record_id = $2 AND a.slot = $3 ORDER BY a.id DESC LIMIT 1`,
        [INDUSTRY_NEWS.name, id, INDUSTRY_NEWS_COVER_SLOT.name],
      ),
    );
    if (!file) throw new NotFoundException(M.coverNotFound);
    try {
      return { contentType: file.content_type, size: Number(file.size), stream: await this.storage.get(file.key) };
    } catch (e) {
      if (e instanceof StorageNotFoundError) throw new NotFoundException(M.coverNotFound);
      throw e;
    }
  }
}
