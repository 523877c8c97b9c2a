import { useEffect, useState } from 'react';
import type { ResourceDeclaration } from '@ohit/contracts';
import { resourceApi } from '../resource-api';

/** The id behind a detail link that names its row by code (and organisation): loading, found, or not found. */
export type CodeLookup = { state: 'missing' } | { state: 'loading' } | { state: 'found'; id: number } | { state: 'notFound' };

/**
 * Detail links carry only the spec's query fields (spec §2: code, organizationId …, no row id), so
 * a row known by its code — unique per organisation — is found through the list: the row whose
 * code is exactly that one (in that organisation when the link names it).
 */
export function useRowIdByCode(decl: ResourceDeclaration, code: string | null, organizationId: number | null): CodeLookup {
  const [lookup, setLookup] = useState<CodeLookup>(code ? { state: 'loading' } : { state: 'missing' });
  useEffect(() => {
    if (!code) return setLookup({ state: 'missing' });
    let live = true;
    setLookup({ state: 'loading' });
    resourceApi(decl)
      .list({ code, ...(organizationId ? { organizationId } : {}), size: 50 })
      .then(({ rows }) => {
        const hit = rows.find((r) => r.code === code && (organizationId === null || r.organizationId === organizationId));
        if (live) setLookup(hit ? { state: 'found', id: hit.id } : { state: 'notFound' });
      })
      .catch(() => live && setLookup({ state: 'notFound' }));
    return () => {
      live = false;
    };
  }, [decl, code, organizationId]);
  return lookup;
}
