import dayjs from 'dayjs';

/** An article's publication day as the public pages show it. */
export function publicDate(iso: string | null | undefined): string {
  const d = iso ? dayjs(iso) : null;
  return d && d.isValid() ? d.format('YYYY-MM-DD') : '';
}

/** The article id of a details link (`?id=12`), or null when there is none or it is not one. */
export function articleId(search: URLSearchParams): number | null {
  const raw = search.get('id') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}
