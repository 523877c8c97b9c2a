import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ResourceDeclaration } from '@ohit/contracts';
import { resourceApi } from '../resource-api';

export interface RowOfProject {
  /** The project's row, null when it has none (yet); undefined while asking. */
  rowId: number | null | undefined;
  failed: boolean;
  /** Creates the project's row (the server checks the project) and shows it. */
  create: () => Promise<void>;
  creating: boolean;
}

/**
 * The one row a project has of a declaration whose `belongProject` references it (its survey,
 * its sampling plan…): found by the list's project filter; a detail route that carries only the
 * project (belongProject) opens it.
 */
export function useRowOfProject(decl: ResourceDeclaration, projectId: number | null): RowOfProject {
  const api = useMemo(() => resourceApi(decl), [decl]);
  const [rowId, setRowId] = useState<number | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    if (projectId === null) return;
    let live = true;
    setRowId(undefined);
    api.list({ belongProject: projectId, page: 0, size: 1 }).then(
      ({ rows }) => live && setRowId(rows[0]?.id ?? null),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, projectId]);

  const create = useCallback(async () => {
    if (projectId === null) return;
    setCreating(true);
    try {
      const row = await api.create({ belongProject: projectId });
      setRowId(row.id);
    } catch {
      // the server's reason is shown by the HTTP layer
    } finally {
      setCreating(false);
    }
  }, [api, projectId]);

  return { rowId, failed, create, creating };
}
