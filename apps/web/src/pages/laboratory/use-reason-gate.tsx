import { useCallback, useRef, useState, type ReactNode } from 'react';
import { LAB_BATCH } from '@ohit/contracts';
import type { DetailAction } from '../../resources/detail/detail-actions';
import { ReasonDialog } from '../../resources/detail/ReasonDialog';

export interface ReasonGate {
  /**
   * The reason of a change when the record was submitted before (the reason dialog asks it; null
   * when the user cancels), undefined when none is needed.
   */
  ask: (what: string) => Promise<string | null | undefined>;
  dialog: ReactNode;
}

/**
 * After a batch's first submission every change is an amendment of its original record and needs
 * a reason (ISO/IEC 17025 7.5.2): the kernel's reason dialog asks it before the change is sent.
 */
export function useReasonGate(required: boolean): ReasonGate {
  const [asking, setAsking] = useState<DetailAction | null>(null);
  const pending = useRef<((reason: string | null) => void) | null>(null);

  const settle = (reason: string | null) => {
    pending.current?.(reason);
    pending.current = null;
    setAsking(null);
  };

  const ask = useCallback(
    (what: string): Promise<string | null | undefined> => {
      if (!required) return Promise.resolve(undefined);
      return new Promise((resolve) => {
        pending.current = resolve;
        setAsking({ kind: 'command', name: 'amend', label: what, reason: 'required', refusal: null });
      });
    },
    [required],
  );

  const dialog = <ReasonDialog decl={LAB_BATCH} action={asking} running={false} onOk={(reason) => settle(reason ?? null)} onCancel={() => settle(null)} />;
  return { ask, dialog };
}
