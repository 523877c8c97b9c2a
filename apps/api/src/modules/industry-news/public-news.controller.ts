import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type PageResult, PUBLIC_NEWS_URL, type PublicNewsDetail, type PublicNewsItem } from '@ohit/contracts';
import { badRequest, Public } from '../../platform';
import { INDUSTRY_NEWS_MESSAGES as M } from './industry-news.messages';
import { PublicNewsQueryDto } from './public-news.dto';
import { GetPublicNewsQuery } from './queries/get-public-news/get-public-news.query';
import { GetPublicNewsCoverQuery } from './queries/get-public-news-cover/get-public-news-cover.query';
import { ListPublicNewsQuery } from './queries/list-public-news/list-public-news.query';

const idPipe = new ParseIntPipe({ exceptionFactory: () => badRequest(M.badId) });

/** 行业资讯's public pages (/industryNews, /industryNewsDetails): no token, published articles only. */
@ApiTags('industry-news')
@Public()
@Controller(PUBLIC_NEWS_URL)
export class PublicNewsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(@Query() q: PublicNewsQueryDto): Promise<PageResult<PublicNewsItem>> {
    return this.queries.execute(new ListPublicNewsQuery(q));
  }

  @Get(':id')
  one(@Param('id', idPipe) id: number): Promise<PublicNewsDetail> {
    return this.queries.execute(new GetPublicNewsQuery(id));
  }

  /** The picture inline (an <img> on the public pages), never run as a page of our origin. */
  @Get(':id/cover')
  async cover(@Param('id', idPipe) id: number, @Res() res: Response): Promise<void> {
    const file = await this.queries.execute(new GetPublicNewsCoverQuery(id));
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Content-Disposition', `inline; filename="industry-news-${id}-cover"`);
    // short: an article taken off line stops showing its cover soon after
    res.setHeader('Cache-Control', 'public, max-age=60');
    file.stream.on('error', () => res.destroy());
    file.stream.pipe(res);
  }
}
