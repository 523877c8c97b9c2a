import type { BusinessCodeResponse, RelationPayload } from '@ohit/contracts';

/** What the relation dialog's form holds. */
export interface RelationFormValues {
  projectId?: number | null;
  phyId?: string | null;
  hazardNames?: string[];
  blkSampleIds?: string[];
}

/** Trimmed, non-empty, each once, in the order given. */
function distinct(values: readonly unknown[] | undefined): string[] {
  const out: string[] = [];
  for (const v of values ?? []) {
    const s = String(v ?? '').trim();
    if (s && !out.includes(s)) out.push(s);
  }
  return out;
}

/** Spec §3 relation payload of the chosen rows: phyId, projectId, ids, blkSampleIds, hazardNames. */
export function relationPayload(ids: readonly number[], values: RelationFormValues): RelationPayload {
  return {
    phyId: values.phyId || null,
    projectId: values.projectId ?? null,
    ids: [...ids],
    blkSampleIds: distinct(values.blkSampleIds),
    hazardNames: distinct(values.hazardNames),
  };
}

/** Cancelling one current relation: the row and the relation's own project and physical factor. */
export function cancelPayload(id: number, relation: { projectId: string | null; phyId: string | null }): RelationPayload {
  return { ids: [id], projectId: relation.projectId, phyId: relation.phyId };
}

/** Spec §8: a relation response is a success when its code is '200'; its message is shown either way. */
export function relationOutcome(res: BusinessCodeResponse | undefined | null, successFallback: string): { ok: boolean; message: string } {
  const ok = !!res && String(res.code) === '200';
  return { ok, message: res?.message || (ok ? successFallback : '') };
}
