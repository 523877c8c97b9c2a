import { useEffect, useState } from 'react';
import type { ResourceRow } from '@ohit/contracts';
import type { ResourceApi } from './resource-api';

/** One row by id (`GET <url>/:id`); null while loading, when missing, or without an id. */
export function useResourceRow(api: ResourceApi, id: number | null): { row: ResourceRow | null; loading: boolean } {
  const [row, setRow] = useState<ResourceRow | null>(null);
  const [loading, setLoading] = useState(id !== null);
  useEffect(() => {
    if (id === null) {
      setRow(null);
      setLoading(false);
      return;
    }
    let live = true;
    setLoading(true);
    api
      .get(id)
      .then((r) => live && setRow(r), () => live && setRow(null))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [api, id]);
  return { row, loading };
}
