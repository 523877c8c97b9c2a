import { useEffect, useState } from 'react';
import type { HistoryEntry, ResourceDeclaration } from '@ohit/contracts';
import type { LabBatchResult } from '@ohit/domain';
import { recordApi, type RecordChildren } from './record-api';

export interface RecordSections {
  children: RecordChildren;
  preview: LabBatchResult | null;
  history: HistoryEntry[];
  loading: boolean;
}

const EMPTY: RecordChildren = { curve: [], items: [], substances: [] };

/**
 * The parts of a batch's record beside its row — child rows, the server's computation, the whole
 * timeline — read again whenever `revision` changes (the row's version, an action taken here).
 * A part that fails is shown by the HTTP layer; the others still print.
 */
export function useRecordSections(decl: ResourceDeclaration, id: number, revision: string): RecordSections {
  const [state, setState] = useState<RecordSections>({ children: EMPTY, preview: null, history: [], loading: true });
  useEffect(() => {
    let live = true;
    const settle = <T>(p: Promise<T>, fallback: T) => p.catch(() => fallback);
    void Promise.all([settle(recordApi.children(decl, id), EMPTY), settle(recordApi.preview(decl, id), null), settle(recordApi.history(decl, id), [] as HistoryEntry[])]).then(
      ([children, preview, history]) => {
        if (live) setState({ children, preview, history, loading: false });
      },
    );
    return () => {
      live = false;
    };
  }, [decl, id, revision]);
  return state;
}
