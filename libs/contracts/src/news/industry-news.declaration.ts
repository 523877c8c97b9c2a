/**
 * 行业资讯 (menu 系统设置 › 行业资讯, public pages /industryNews and /industryNewsDetails): the
 * platform's news articles — title, summary, category, author, rich-text content (HTML the
 * server sanitises on every write), a cover picture, and publication (草稿 → 已发布 ⇄ 已下线,
 * newsPublicationStateMachine; 发布 dates the article the first time). Platform-wide, not
 * organisation-scoped: the platform operator writes them (permission `industryNews:*`) and
 * everyone, without logging in, reads the published ones (api/public/industryNews).
 */
import type { AttachmentSlot, FieldOption, ResourceDeclaration } from '../resources/resource-declaration';
import { stateOptions } from '../resources/workflows';

/** Built-in values of the `industry_news_category` dictionary. */
export const INDUSTRY_NEWS_CATEGORY_OPTIONS: FieldOption[] = [
  { value: '1', label: '政策法规' },
  { value: '2', label: '标准动态' },
  { value: '3', label: '行业动态' },
  { value: '4', label: '机构公告' },
];

/** The most characters of an article's content (HTML as stored, after sanitising). */
export const INDUSTRY_NEWS_CONTENT_MAX = 200_000;

/** 封面图片: shown on the public list and detail; the newest file of the slot is the cover. */
export const INDUSTRY_NEWS_COVER_SLOT: AttachmentSlot = { name: 'cover', label: '封面图片', accept: ['jpg', 'jpeg', 'png', 'webp'], maxBytes: 5 * 1024 * 1024 };

/** The state an article is public in. */
export const INDUSTRY_NEWS_PUBLISHED = 'published';

export const INDUSTRY_NEWS: ResourceDeclaration = {
  name: 'industryNews',
  title: '行业资讯',
  url: 'api/industryNews',
  engine: 'generic',
  table: 'industry_news',
  organisationScoped: false,
  permission: 'industryNews',
  actions: ['add', 'edit', 'del'],
  defaultSort: 'createTime,desc',
  // a published article is taken off line before it is deleted, so nothing vanishes from the public pages unnoticed
  workflow: { field: 'state', machine: 'newsPublication', deletableIn: ['draft', 'unpublished'] },
  fields: [
    { name: 'title', type: 'string', label: '标题', required: true, maxLength: 200, searchable: 'contains', sortable: true, width: 260 },
    {
      name: 'category',
      type: 'dictionary',
      label: '分类',
      dictionary: 'industry_news_category',
      options: INDUSTRY_NEWS_CATEGORY_OPTIONS,
      labelAs: 'categoryName',
      required: true,
      searchable: 'in',
      sortable: true,
      width: 110,
    },
    { name: 'summary', type: 'text', label: '摘要', maxLength: 500, hidden: true },
    { name: 'author', type: 'string', label: '作者', maxLength: 50, width: 110 },
    // HTML; never in a workbook (export or import), so every write passes the server's sanitiser
    { name: 'content', type: 'text', label: '正文', maxLength: INDUSTRY_NEWS_CONTENT_MAX, hidden: true, exportable: false, importable: false },
    { name: 'state', type: 'dictionary', label: '状态', options: stateOptions('newsPublication'), readOnly: true, importable: false, searchable: 'in', sortable: true, width: 90 },
    { name: 'publishedAt', type: 'datetime', label: '发布时间', readOnly: true, importable: false, searchable: 'range', sortable: true, width: 160 },
  ],
  attachments: [INDUSTRY_NEWS_COVER_SLOT],
};
