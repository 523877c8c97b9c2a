import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type JobDto,
  PROVINCIAL_PUSH,
  PROVINCIAL_RECONCILIATION_PATH,
  type ProvincialExchangeView,
  type ProvincialPushRecordView,
  provincialPushExchangesPath,
  provincialPushRecordPath,
  type ReconciliationRow,
} from '@ohit/contracts';
import { request } from '../../http/request';
import { readDetailId } from '../../resources/detail/detail-id';
import { resourceApi } from '../../resources/resource-api';

export const pushApi = {
  record: (id: number) => request<ProvincialPushRecordView>(provincialPushRecordPath(id), { silent: true }),
  exchanges: (id: number) => request<ProvincialExchangeView[]>(provincialPushExchangesPath(id), { silent: true }),
  reconciliation: () => request<ReconciliationRow[]>(PROVINCIAL_RECONCILIATION_PATH, { silent: true }),
  job: (id: string) => request<JobDto>(`api/jobs/${encodeURIComponent(id)}`, { silent: true }),
  push: (ids: number[]) => request<{ count: number; message: string }>(`${PROVINCIAL_PUSH.url}/commands/push`, { method: 'POST', body: { ids } }),
};

/** The push a detail link names by its report's number and version (code, flag, organizationId): loading, its id, or null when none. */
export function usePushIdFromLink(): { loading: boolean; id: number | null } {
  const [search] = useSearchParams();
  const code = search.get('code')?.trim() || null;
  const flag = readDetailId(search, 'flag');
  const organizationId = readDetailId(search, 'organizationId');
  const [state, setState] = useState<{ loading: boolean; id: number | null }>({ loading: !!code, id: null });
  useEffect(() => {
    if (!code) return setState({ loading: false, id: null });
    let live = true;
    setState({ loading: true, id: null });
    resourceApi(PROVINCIAL_PUSH)
      .list({ code, ...(organizationId ? { organizationId } : {}), size: 50 })
      .then(({ rows }) => {
        const hit = rows.find((r) => r.code === code && (flag === null || Number(r.reportVersion) === flag));
        if (live) setState({ loading: false, id: hit ? Number(hit.id) : null });
      })
      .catch(() => live && setState({ loading: false, id: null }));
    return () => {
      live = false;
    };
  }, [code, flag, organizationId]);
  return state;
}

/** A detail page's query of a push row: its report's number, version and organisation. */
export const pushLinkQuery = (row: Record<string, unknown>) =>
  `code=${encodeURIComponent(String(row.code ?? ''))}&flag=${encodeURIComponent(String(row.reportVersion ?? ''))}&organizationId=${encodeURIComponent(String(row.organizationId ?? ''))}`;
