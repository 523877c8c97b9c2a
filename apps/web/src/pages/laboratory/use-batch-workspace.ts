import { useCallback, useEffect, useMemo, useState } from 'react';
import { LAB_BATCH, type ResourceRow } from '@ohit/contracts';
import type { LabFamilyDefinition, LabReadingKey } from '@ohit/domain';
import { mayUse } from '../../resources/row-actions';
import { useDetailRow } from '../../resources/detail/use-detail-row';
import { useSession } from '../../session/session-store';
import { computeLive, withDrafts, type CurveLevelDraft, type ItemDrafts, type LiveResult } from './batch-input';
import { labApi, type MethodSettingsRow } from './lab-api';
import { familyOf, plainDecimal } from './lab-family';

/** What the batch page works on: the stored batch, what is typed and not saved, and the live computation. */
export interface BatchWorkspace {
  /** The batch as stored (the server's row). */
  stored: ResourceRow | null;
  /** The batch with its typed fields over the stored ones (what the computation reads). */
  row: ResourceRow | null;
  loading: boolean;
  failed: boolean;
  family: LabFamilyDefinition | null;
  /** The stored items (null while loading). */
  items: ResourceRow[] | null;
  /** The stored curve levels as the page holds them. */
  storedCurve: CurveLevelDraft[];
  /** The curve as shown: the typed one, else the stored one. */
  curve: CurveLevelDraft[];
  curveDirty: boolean;
  setCurve: (levels: CurveLevelDraft[] | null) => void;
  drafts: ItemDrafts;
  setReading: (itemId: number, key: LabReadingKey, value: string) => void;
  clearDrafts: (itemIds?: number[]) => void;
  /** Batch fields typed and not saved (detection limits, check standard…), as the edit body takes them. */
  fieldDrafts: Record<string, unknown>;
  /** The typed values of the named fields (replacing what was typed of them before). */
  setFieldDrafts: (names: readonly string[], values: Record<string, unknown>) => void;
  /** Anything typed and not saved. */
  dirty: boolean;
  method: MethodSettingsRow | null;
  /** The method's settings could not be read: the preview uses the defaults. */
  methodMissing: boolean;
  live: LiveResult | null;
  /** The batch may be changed now (检测中) by this user. */
  editable: boolean;
  /** Changes are amendments needing a reason (submitted before). */
  needsReason: boolean;
  /** Bumps after every change made here (the history follows). */
  revision: number;
  /** The row, its children and its history read again. */
  reload: () => void;
  reloadItems: () => Promise<void>;
}

const levelOf = (row: ResourceRow): CurveLevelDraft => ({
  id: row.id,
  version: row.version,
  level: String(row.level ?? ''),
  concentration: plainDecimal(row.concentration),
  response: plainDecimal(row.response),
});

/**
 * The batch page's data: the row through Refine (live), its items and curve levels, the method's
 * settings and the batch whose curve it reuses; the readings, curve and fields typed and not saved;
 * and @ohit/domain's computation over all of it, again on every keystroke.
 */
export function useBatchWorkspace(id: number): BatchWorkspace {
  const { roles } = useSession();
  const { row: stored, loading, failed, reload: reloadRow } = useDetailRow(LAB_BATCH, id);
  const [items, setItems] = useState<ResourceRow[] | null>(null);
  const [storedCurve, setStoredCurve] = useState<CurveLevelDraft[]>([]);
  const [curveDraft, setCurveDraft] = useState<CurveLevelDraft[] | null>(null);
  const [drafts, setDrafts] = useState<ItemDrafts>({});
  const [fieldDrafts, setFieldDraftState] = useState<Record<string, unknown>>({});
  const [method, setMethod] = useState<MethodSettingsRow | null>(null);
  const [methodMissing, setMethodMissing] = useState(false);
  const [reusedFrom, setReusedFrom] = useState<ResourceRow | null>(null);
  const [revision, setRevision] = useState(0);

  const reloadItems = useCallback(async () => {
    try {
      setItems(await labApi.children(id, 'items').list());
    } catch {
      // shown by the HTTP layer
    }
  }, [id]);
  const reloadCurve = useCallback(async () => {
    try {
      const rows = await labApi.children(id, 'curve').list();
      setStoredCurve([...rows].sort((a, b) => Number(a.level) - Number(b.level)).map(levelOf));
    } catch {
      // shown by the HTTP layer
    }
  }, [id]);
  useEffect(() => {
    void reloadItems();
    void reloadCurve();
  }, [reloadItems, reloadCurve]);

  const methodId = stored?.method ? Number(stored.method) : null;
  useEffect(() => {
    if (!methodId) return;
    let live = true;
    void labApi.method(methodId).then((m) => {
      if (!live) return;
      setMethod(m);
      setMethodMissing(m === null);
    });
    return () => {
      live = false;
    };
  }, [methodId]);

  const row = useMemo(() => (stored ? ({ ...stored, ...fieldDrafts } as ResourceRow) : null), [stored, fieldDrafts]);
  const curveFrom = row?.curveFrom ? Number(row.curveFrom) : null;
  useEffect(() => {
    if (!curveFrom) return setReusedFrom(null);
    let live = true;
    labApi.batch(curveFrom).then(
      (source) => live && setReusedFrom(source),
      () => live && setReusedFrom(null),
    );
    return () => {
      live = false;
    };
  }, [curveFrom]);

  const family = familyOf(stored?.family);
  const curve = curveDraft ?? storedCurve;
  const shownItems = useMemo(() => (items ? withDrafts(items, drafts) : null), [items, drafts]);
  const live = useMemo(
    () => (row && family && shownItems ? computeLive({ batch: row, method, curve, items: shownItems, reusedFrom }) : null),
    [row, family, method, curve, shownItems, reusedFrom],
  );

  const reload = useCallback(() => {
    reloadRow();
    void reloadItems();
    void reloadCurve();
    setRevision((n) => n + 1);
  }, [reloadRow, reloadItems, reloadCurve]);

  const setReading = useCallback((itemId: number, key: LabReadingKey, value: string) => {
    setDrafts((d) => ({ ...d, [itemId]: { ...d[itemId], [key]: value } }));
  }, []);
  const clearDrafts = useCallback((itemIds?: number[]) => {
    setDrafts((d) => (itemIds ? Object.fromEntries(Object.entries(d).filter(([k]) => !itemIds.includes(Number(k)))) : {}));
  }, []);
  const setFieldDrafts = useCallback((names: readonly string[], values: Record<string, unknown>) => {
    setFieldDraftState((d) => {
      const next = { ...Object.fromEntries(Object.entries(d).filter(([k]) => !names.includes(k))), ...values };
      return Object.keys(next).length === 0 && Object.keys(d).length === 0 ? d : next;
    });
  }, []);

  const curveDirty = curveDraft !== null;
  return {
    stored,
    row,
    loading,
    failed,
    family,
    items,
    storedCurve,
    curve,
    curveDirty,
    setCurve: setCurveDraft,
    drafts,
    setReading,
    clearDrafts,
    fieldDrafts,
    setFieldDrafts,
    dirty: curveDirty || Object.keys(drafts).length > 0 || Object.keys(fieldDrafts).length > 0,
    method,
    methodMissing,
    live,
    editable: stored?.state === 'assigned' && mayUse(LAB_BATCH, 'edit', roles),
    needsReason: Number(stored?.recordVersion ?? 0) > 0,
    revision,
    reload,
    reloadItems,
  };
}
