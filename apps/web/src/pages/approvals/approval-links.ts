import { useCallback } from 'react';
import type { ApprovalDetailPage, ApprovalQueueRow } from '@ohit/contracts';
import { buildQuery } from '../../http/query';
import { pathOfNamedRoute } from '../../resources/detail-route';
import { useSession } from '../../session/session-store';

/** Where a report opens in an approval detail page: the route (from the menu tree) with its number, version and organisation. */
export function useApprovalLink(): (page: ApprovalDetailPage, row: Pick<ApprovalQueueRow, 'code' | 'reportVersion' | 'organizationId'>) => string {
  const { menus } = useSession();
  return useCallback(
    (page, row) => {
      const path = pathOfNamedRoute(menus, page.key) ?? `/${page.path}`;
      return `${path}?${buildQuery({ code: row.code, flag: row.reportVersion, organizationId: row.organizationId })}`;
    },
    [menus],
  );
}
