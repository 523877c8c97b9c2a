import { useState } from 'react';
import { App } from 'antd';
import type { ResourceDeclaration, ResourceRow } from '@ohit/contracts';
import { isHttpError } from '../../http/errors';
import { t } from '../../i18n';
import { detailApi } from './detail-api';
import type { DetailAction } from './detail-actions';

export interface DetailCommand {
  /** The action whose confirmation dialog is open. */
  asking: DetailAction | null;
  running: boolean;
  ask: (action: DetailAction) => void;
  cancel: () => void;
  /** Sends the asked action with the row's version, the reason and a command's own inputs. */
  confirm: (reason: string | undefined, inputs?: Record<string, unknown>) => Promise<void>;
}

/**
 * Runs a transition or command of the row shown: on success `{label}成功` (or the command's own
 * sentence, `已取消3个未采样品`) and the row and its history reload; on 409 (the machine refuses, or someone changed the row first) the HTTP layer
 * has shown the server's message — the dialog closes and the page reloads to what is true now;
 * any other refusal (a missing reason, 400) keeps the dialog open.
 */
export function useDetailCommand(decl: ResourceDeclaration, row: ResourceRow | null, reload: () => void): DetailCommand {
  const { message } = App.useApp();
  const [asking, setAsking] = useState<DetailAction | null>(null);
  const [running, setRunning] = useState(false);

  const confirm = async (reason: string | undefined, inputs?: Record<string, unknown>) => {
    if (!asking || !row) return;
    const body = { ...(inputs ?? {}), version: row.version, ...(reason ? { reason } : {}) };
    setRunning(true);
    try {
      let said: string | undefined;
      if (asking.kind === 'transition') await detailApi.transition(decl, row.id, asking.name, body);
      else said = (await detailApi.command(decl, row.id, asking.name, body)).message;
      message.success(said || t('resourceDetail.done', { action: asking.label }));
      setAsking(null);
      reload();
    } catch (e) {
      if (isHttpError(e) && e.statusCode === 409) {
        setAsking(null);
        reload();
      }
    } finally {
      setRunning(false);
    }
  };

  return { asking, running, ask: setAsking, cancel: () => !running && setAsking(null), confirm };
}
