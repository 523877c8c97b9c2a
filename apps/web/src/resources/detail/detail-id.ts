/** A row id from the detail route's query (e.g. belongProject): a positive integer, else null. */
export function readDetailId(search: URLSearchParams, key: string): number | null {
  const raw = search.get(key)?.trim() ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
