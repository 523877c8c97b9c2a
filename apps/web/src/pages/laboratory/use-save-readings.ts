import { useState } from 'react';
import { App } from 'antd';
import { LAB_READINGS, type LabReadingKey } from '@ohit/domain';
import { t } from '../../i18n';
import { itemLabel } from './batch-input';
import { labApi } from './lab-api';
import { isDecimalText, plainDecimal } from './lab-family';
import type { BatchWorkspace } from './use-batch-workspace';
import type { ReasonGate } from './use-reason-gate';

/** The typed readings of the given items that differ from the stored ones, by item id. */
export function changedReadings(ws: BatchWorkspace, itemIds: readonly number[]): Map<number, Partial<Record<LabReadingKey, string>>> {
  const out = new Map<number, Partial<Record<LabReadingKey, string>>>();
  for (const item of ws.items ?? []) {
    const typed = ws.drafts[item.id];
    if (!typed || !itemIds.includes(item.id)) continue;
    const changed = Object.fromEntries(Object.entries(typed).filter(([k, v]) => (v ?? '').trim() !== plainDecimal(item[k]))) as Partial<Record<LabReadingKey, string>>;
    if (Object.keys(changed).length > 0) out.set(item.id, changed);
  }
  return out;
}

/**
 * 保存录入: the typed readings of some items, one request per item with its version (decimal text,
 * an emptied reading as null) — and, once the batch was submitted, the reason asked once for all.
 * A reading that is not a number is refused here, before anything is sent.
 */
export function useSaveReadings(ws: BatchWorkspace, gate: ReasonGate) {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  const save = async (itemIds: readonly number[], what: string) => {
    const changes = changedReadings(ws, itemIds);
    if (changes.size === 0) {
      ws.clearDrafts([...itemIds]);
      return void message.info(t('laboratory.nothingToSave'));
    }
    for (const [id, readings] of changes) {
      const bad = Object.entries(readings).find(([, v]) => !isDecimalText(v ?? ''));
      if (bad) {
        const item = ws.items?.find((i) => i.id === id);
        return void message.warning(t('laboratory.notNumber', { item: item ? itemLabel(item) : id, reading: LAB_READINGS[bad[0] as LabReadingKey].label }));
      }
    }
    const reason = await gate.ask(what);
    if (reason === null) return;
    setSaving(true);
    const saved: number[] = [];
    try {
      for (const [id, readings] of changes) {
        const item = ws.items?.find((i) => i.id === id);
        if (!item) continue;
        const body = Object.fromEntries(Object.entries(readings).map(([k, v]) => [k, (v ?? '').trim() === '' ? null : (v ?? '').trim()]));
        await labApi.children(Number(ws.stored?.id), 'items').edit(id, { ...body, version: item.version, ...(reason ? { reason } : {}) });
        saved.push(id);
      }
      message.success(t('laboratory.readingsSaved', { count: saved.length }));
    } catch {
      // the server's refusal is shown by the HTTP layer; what was not saved stays typed
    } finally {
      ws.clearDrafts([...itemIds.filter((id) => !changes.has(id)), ...saved]);
      ws.reload();
      setSaving(false);
    }
  };

  return { save, saving };
}
