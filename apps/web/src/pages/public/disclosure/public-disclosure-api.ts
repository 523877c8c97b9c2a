import {
  type PageResult,
  PUBLIC_DISCLOSURE_ORGANISATIONS_URL,
  PUBLIC_DISCLOSURE_URL,
  type PublicDisclosureDetail,
  type PublicDisclosureItem,
  type PublicDisclosureOrganisation,
} from '@ohit/contracts';
import { http } from '../../../http/request';

export interface PublicDisclosureSearch {
  page: number;
  size: number;
  keyword?: string;
  org?: number;
  year?: number;
}

/**
 * The published disclosures (no token needed). Silent: the pages show a failure themselves — a
 * visitor is never sent to the login page by a 401 or 403.
 */
export const publicDisclosureApi = {
  list: (q: PublicDisclosureSearch) =>
    http.get<PageResult<PublicDisclosureItem>>(
      PUBLIC_DISCLOSURE_URL,
      { page: q.page, size: q.size, ...(q.keyword ? { keyword: q.keyword } : {}), ...(q.org ? { org: q.org } : {}), ...(q.year ? { year: q.year } : {}) },
      { silent: true },
    ),
  one: (id: number) => http.get<PublicDisclosureDetail>(`${PUBLIC_DISCLOSURE_URL}/${id}`, undefined, { silent: true }),
  organisations: () => http.get<PublicDisclosureOrganisation[]>(PUBLIC_DISCLOSURE_ORGANISATIONS_URL, undefined, { silent: true }),
};
