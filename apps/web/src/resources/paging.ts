/**
 * Spec §4 row delete: after deleting the last row(s) of a page the page number drops by one
 * (never below the first page). `current` is 1-based; `rowsOnPage` is what the page showed.
 */
export function pageAfterDelete(current: number, rowsOnPage: number, deleted: number): number {
  if (current > 1 && deleted >= rowsOnPage) return current - 1;
  return current;
}

/** The last page that still has rows once `total` is known (a refreshed list may have shrunk). */
export function clampPage(current: number, pageSize: number, total: number): number {
  const last = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  return Math.min(Math.max(1, current), last);
}
