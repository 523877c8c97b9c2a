/**
 * The public face of 行业资讯 (no token): `GET api/public/industryNews` pages the published
 * articles newest first (`page` from 0, `size` ≤ PUBLIC_NEWS_MAX_SIZE, `title` contains,
 * `category`), `GET api/public/industryNews/:id` one published article with its content, and
 * `GET api/public/industryNews/:id/cover` its cover picture. Anything unpublished is a 404.
 */
export const PUBLIC_NEWS_URL = 'api/public/industryNews';

export const PUBLIC_NEWS_DEFAULT_SIZE = 10;
export const PUBLIC_NEWS_MAX_SIZE = 50;

/** The cover picture of a published article (an <img> src, absolute path on our origin). */
export function publicNewsCoverUrl(id: number): string {
  return `/${PUBLIC_NEWS_URL}/${id}/cover`;
}

/** One article of the public list. */
export interface PublicNewsItem {
  id: number;
  title: string;
  summary: string | null;
  category: string | null;
  categoryName: string | null;
  author: string | null;
  /** ISO 8601. */
  publishedAt: string;
  /** publicNewsCoverUrl(id) when the article has a cover, else null. */
  coverUrl: string | null;
}

/** One published article, its content sanitised HTML. */
export interface PublicNewsDetail extends PublicNewsItem {
  content: string;
}
