import { type PageResult, PUBLIC_NEWS_URL, type PublicNewsDetail, type PublicNewsItem } from '@ohit/contracts';
import { http } from '../../../http/request';

export interface PublicNewsSearch {
  page: number;
  size: number;
  title?: string;
  category?: string;
}

/**
 * The public articles (no token needed). Silent: the pages show a failure themselves — a visitor
 * is never sent to the login page by a 401 or 403.
 */
export const publicNewsApi = {
  list: (q: PublicNewsSearch) =>
    http.get<PageResult<PublicNewsItem>>(PUBLIC_NEWS_URL, { page: q.page, size: q.size, ...(q.title ? { title: q.title } : {}), ...(q.category ? { category: q.category } : {}) }, { silent: true }),
  one: (id: number) => http.get<PublicNewsDetail>(`${PUBLIC_NEWS_URL}/${id}`, undefined, { silent: true }),
};
