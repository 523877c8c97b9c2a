import { useOne } from '@refinedev/core';
import type { ResourceDeclaration, ResourceRow } from '@ohit/contracts';
import { registerDeclaration } from '../../providers/resources';

export interface DetailRow {
  row: ResourceRow | null;
  loading: boolean;
  /** The row could not be read (missing, or outside the user's scope). */
  failed: boolean;
  reload: () => void;
}

/**
 * One row of a declared resource through Refine's data layer (`useOne` over the data provider,
 * which finds the declaration's url): refetched live when `resources/<name>` names it.
 */
export function useDetailRow(decl: ResourceDeclaration, id: number | null): DetailRow {
  registerDeclaration(decl);
  const { result, query } = useOne<ResourceRow>({
    resource: decl.name,
    id: id ?? undefined,
    queryOptions: { enabled: id !== null },
  });
  return {
    row: id === null ? null : (result ?? null),
    loading: query.isLoading,
    failed: query.isError,
    reload: () => void query.refetch(),
  };
}
