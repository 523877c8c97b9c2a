import { useState } from 'react';
import { App } from 'antd';
import type { BusinessCodeResponse } from '@ohit/contracts';
import { relationOutcome } from './relation-payload';

/**
 * Sends a relation or cancel-relation and shows its answer (spec §8): the message as a success
 * on code '200' (the dialog closes, the list refreshes), as an error otherwise (the dialog
 * stays). A failed request was already shown by the HTTP layer.
 */
export function useRelationSend(onClose: (changed: boolean) => void, successFallback: string) {
  const { message } = App.useApp();
  const [sending, setSending] = useState(false);
  const send = async (call: () => Promise<BusinessCodeResponse>) => {
    setSending(true);
    try {
      const outcome = relationOutcome(await call(), successFallback);
      if (outcome.ok) {
        message.success(outcome.message);
        onClose(true);
      } else {
        message.error(outcome.message);
      }
    } catch {
      // shown by the HTTP layer; the dialog stays open
    } finally {
      setSending(false);
    }
  };
  return { sending, send };
}
