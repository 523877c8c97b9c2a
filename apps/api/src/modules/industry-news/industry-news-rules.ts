import { Injectable, OnModuleInit } from '@nestjs/common';
import { INDUSTRY_NEWS } from '@ohit/contracts';
import { badRequest, sanitizeRichText } from '../../platform';
import { ResourceExtensions } from '../resources';
import { INDUSTRY_NEWS_MESSAGES as M } from './industry-news.messages';

/** The content as stored: sanitised HTML, null when nothing visible is left. */
function storedContent(html: unknown): string | null {
  const clean = sanitizeRichText(typeof html === 'string' ? html : '');
  return (clean.replace(/<[^>]*>|&nbsp;|\s/g, '') || clean.includes('<img')) ? clean : null;
}

/**
 * 行业资讯's rules on the generic commands: the content is sanitised on every write (add and
 * edit; the field is never imported), so the public pages render only what CMS_RICH_TEXT keeps;
 * an article is published only with content, and its first publication dates it (发布时间).
 */
@Injectable()
export class IndustryNewsRules implements OnModuleInit {
  constructor(private readonly extensions: ResourceExtensions) {}

  onModuleInit(): void {
    this.extensions.addHooks(INDUSTRY_NEWS.name, {
      beforeCreate: (_ctx, values) => ('content' in values ? { content: storedContent(values.content) } : {}),
      beforeEdit: (_ctx, _before, values) => {
        // written with the edit and recorded in its event as stored
        if ('content' in values) values.content = storedContent(values.content);
      },
      beforeTransition: (_ctx, row, step) => {
        if (step.event !== 'publish') return {};
        if (!storedContent(row.content)) throw badRequest(M.emptyContent);
        return row.publishedAt ? {} : { publishedAt: new Date().toISOString() };
      },
    });
  }
}
