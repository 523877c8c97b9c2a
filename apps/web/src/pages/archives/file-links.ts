import { useCallback } from 'react';
import type { TechnicalFileLink } from '@ohit/contracts';
import { buildQuery } from '../../http/query';
import { pathOfNamedRoute } from '../../resources/detail-route';
import { useSession } from '../../session/session-store';

/** Where a technical file's link leads: its named route in the user's menu tree with the query, or null when the user has no such page. */
export function useFileLinks(): (link: TechnicalFileLink | null) => string | null {
  const { menus } = useSession();
  return useCallback(
    (link) => {
      if (!link) return null;
      const path = pathOfNamedRoute(menus, link.route);
      if (!path) return null;
      const qs = buildQuery(link.query);
      return qs ? `${path}?${qs}` : path;
    },
    [menus],
  );
}
