import { useEffect, useState } from 'react';
import type { ResourceRelation } from '@ohit/contracts';
import type { ResourceApi } from './resource-api';

/** A row's current relations (`GET <url>/:id/relations`), when `enabled` (the user holds relation or cancel-relation). */
export function useRowRelations(api: ResourceApi, id: number | null, enabled: boolean): { relations: ResourceRelation[]; loading: boolean } {
  const [relations, setRelations] = useState<ResourceRelation[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (id === null || !enabled) return;
    let live = true;
    setLoading(true);
    api
      .relations(id)
      .then((list) => live && setRelations(list), () => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [api, id, enabled]);
  return { relations, loading };
}
