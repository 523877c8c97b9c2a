import { Module } from '@nestjs/common';
import { StorageModule } from '@ohit/server-storage';
import { ResourcesModule } from '../resources';
import { IndustryNewsRules } from './industry-news-rules';
import { PublicNewsController } from './public-news.controller';
import { GetPublicNewsHandler } from './queries/get-public-news/get-public-news.handler';
import { GetPublicNewsCoverHandler } from './queries/get-public-news-cover/get-public-news-cover.handler';
import { ListPublicNewsHandler } from './queries/list-public-news/list-public-news.handler';

/**
 * 行业资讯: the generic engine serves `api/industryNews` (the CMS: add, edit, delete, 发布/下线,
 * the cover slot) from the INDUSTRY_NEWS declaration; this module sanitises the content on every
 * write and dates publication (hooks), and serves the public list, article and cover without a token.
 */
@Module({
  imports: [ResourcesModule, StorageModule],
  controllers: [PublicNewsController],
  providers: [IndustryNewsRules, ListPublicNewsHandler, GetPublicNewsHandler, GetPublicNewsCoverHandler],
})
export class IndustryNewsModule {}
