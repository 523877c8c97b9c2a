import { samePlatformOrder as orderOf, samePlatformWhere as whereOf } from '@ohit/server-resource-engine';
import type { SqlWhere } from '../../platform';
import { asBadRequest } from '../resources';

/**
 * The WHERE of 分区监管 (`samePlatformWhere` of the resource engine, which its export runs too):
 * pushed only, the caller's read scope (a supervisor's zones) and the page's filters; a value the
 * list cannot use is a 400 in Chinese.
 */
export function samePlatformWhere(query: Record<string, unknown>, scope: number[] | null, mayFilterOrganizations = false): SqlWhere {
  return asBadRequest(() => whereOf(query, scope, mayFilterOrganizations));
}

/** ORDER BY of `sort=field,dir` (repeated); the newest push first by default. */
export function samePlatformOrder(raw: unknown): string {
  return asBadRequest(() => orderOf(raw));
}
