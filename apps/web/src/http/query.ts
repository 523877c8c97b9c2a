import type { UserDto } from '@ohit/contracts';

export type QueryValue = string | number | boolean | null | undefined | Date | readonly QueryValue[];
export type QueryParams = Record<string, QueryValue>;

function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || v === '' || (typeof v === 'number' && Number.isNaN(v));
}

function scalar(v: string | number | boolean | Date): string {
  return v instanceof Date ? v.toISOString() : String(v);
}

/**
 * Query string of spec §5/§7: empty or null values are dropped and arrays are repeated, not
 * indexed (`sort=a,desc&sort=b,asc`). An empty query gives '' (no question mark).
 */
export function buildQuery(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      for (const item of value as QueryValue[]) {
        if (!isEmpty(item) && !Array.isArray(item)) search.append(key, scalar(item as string | number | boolean | Date));
      }
    } else if (!isEmpty(value)) {
      search.append(key, scalar(value as string | number | boolean | Date));
    }
  }
  return search.toString();
}

export function withQuery(url: string, params: QueryParams | undefined): string {
  const qs = buildQuery(params);
  if (!qs) return url;
  return url + (url.includes('?') ? '&' : '?') + qs;
}

/** Admin and enterprise-flagged users may filter by organisation (spec §6). */
export function canFilterOrganizations(user: Pick<UserDto, 'isAdmin' | 'isQy'> | null | undefined): boolean {
  return !!user && (user.isAdmin === true || Number(user.isQy) === 1);
}

export type RequestPurpose = 'list' | 'export' | 'other';

/**
 * Organisation rule of spec §6 for query parameters:
 * - admin / isQy: organizationId and timeSlot kept; timeSlot [start, end] becomes startTime/endTime;
 * - others: organizationId and timeSlot removed from GET params; list and export calls carry the
 *   user's own organizationId instead.
 */
export function applyOrganizationRules(
  params: QueryParams | undefined,
  user: Pick<UserDto, 'isAdmin' | 'isQy' | 'organization'> | null | undefined,
  method: string,
  purpose: RequestPurpose,
): QueryParams {
  const out: QueryParams = { ...(params ?? {}) };
  if (canFilterOrganizations(user)) {
    const slot = out.timeSlot;
    if (Array.isArray(slot) && slot.length === 2) {
      out.startTime = slot[0];
      out.endTime = slot[1];
      delete out.timeSlot;
    }
    return out;
  }
  if (method.toUpperCase() === 'GET') {
    delete out.organizationId;
    delete out.timeSlot;
  }
  const own = user?.organization?.organizationId;
  if ((purpose === 'list' || purpose === 'export') && own !== undefined && own !== null) {
    out.organizationId = own;
  }
  return out;
}
