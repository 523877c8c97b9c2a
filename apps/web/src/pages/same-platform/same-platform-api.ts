import type { SamePlatformPushDetail, SamePlatformSummary } from '@ohit/contracts';
import { buildQuery } from '../../http/query';
import { http } from '../../http/request';

/** GET api/samePlatformPush/summary: counts per zone and organisation of the pushes in a period. */
export function fetchSamePlatformSummary(from: string | null, to: string | null): Promise<SamePlatformSummary> {
  const qs = buildQuery({ pushedAt: from || to ? `${from ?? ''},${to ?? ''}` : null });
  return http.get<SamePlatformSummary>(`api/samePlatformPush/summary${qs ? `?${qs}` : ''}`);
}

/** GET api/samePlatformPush/:id: a push and the record the province received. */
export function fetchSamePush(id: number): Promise<SamePlatformPushDetail> {
  return http.get<SamePlatformPushDetail>(`api/samePlatformPush/${id}`);
}
