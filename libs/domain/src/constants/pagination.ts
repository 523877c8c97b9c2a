/** Paging of generic list screens (spec §9, §7 "Generic list helper"). */
export const PAGE_SIZE_OPTIONS = Object.freeze([
  10, 20, 30, 40, 50, 60, 70, 80, 100, 200, 300, 400, 500, 1000, 2000, 3000, 4000, 5000,
] as const);
export type PageSizeOption = (typeof PAGE_SIZE_OPTIONS)[number];

export const DEFAULT_PAGE_SIZE = 60;
/** The largest page a list may ask for; the server clamps or refuses anything above. */
export const MAX_PAGE_SIZE = 5000;
export const DEFAULT_SORT = 'id,desc';
/** Dictionaries are fetched in one page: page=0, size=9999. */
export const DICTIONARY_PAGE_SIZE = 9999;
/** Pager layout of the notification tables: total, prev, pager, next, sizes. */
export const PAGER_LAYOUT = 'total, prev, pager, next, sizes';
