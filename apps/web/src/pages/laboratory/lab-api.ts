import { LAB_BATCH, type ListCommandResult, type PendingSampleView, type ResourceRow, type UsableInstrumentView } from '@ohit/contracts';

export type { PendingSampleView };
import type { LabBatchResult } from '@ohit/domain';
import { http, request } from '../../http/request';
import { detailApi, rowPath } from '../../resources/detail/detail-api';
import { childApi } from '../../resources/detail/section-api';
import { resourceApi } from '../../resources/resource-api';

/** 组批's body: the ticked samples (one method), the instrument and the analysis date. */
export interface ComposeRequest {
  sampleIds: number[];
  instrument: number;
  analysisDate: string;
  organizationId?: number;
}

/** The method's settings a live computation needs (the server reads the same row). */
export interface MethodSettingsRow {
  id: number;
  detectionLimit?: string | null;
  minDetectableConc?: string | null;
  breakthroughPercent?: string | null;
  belowLodRule?: string | null;
  reportDecimals?: number | string | null;
}

/** Where the laboratory module answers the samples waiting for a batch. */
export const PENDING_SAMPLES_PATH = 'api/laboratory/pendingSamples';
/** The instruments usable today (the laboratory's own list for 组批; the server checks again on 组批). */
export const USABLE_INSTRUMENTS_PATH = 'api/laboratory/instruments';

const child = (name: string) => {
  const collection = LAB_BATCH.children?.find((c) => c.name === name);
  if (!collection) throw new Error(`LAB_BATCH has no child ${name}`);
  return collection;
};

/** The batch collections of LAB_BATCH, by name. */
export const BATCH_CHILDREN = { curve: child('curve'), items: child('items'), substances: child('substances') };

/**
 * The laboratory's endpoints beside the generic batch ones: the samples waiting, 组批, a batch's
 * children, its row edits (with the reason a submitted record needs) and the server's computation.
 */
export const labApi = {
  pendingSamples: (organizationId?: number) => http.get<PendingSampleView[]>(PENDING_SAMPLES_PATH, organizationId ? { organizationId } : {}),
  /**
   * Instruments usable today, or null when the caller may not read that list (the page then offers
   * the samples' own instruments; 组批 is refused by the server for an instrument not usable).
   */
  usableInstruments: async (organizationId?: number): Promise<UsableInstrumentView[] | null> => {
    try {
      return await request<UsableInstrumentView[]>(USABLE_INSTRUMENTS_PATH, { params: organizationId ? { organizationId } : {}, silent: true });
    } catch {
      return null;
    }
  },
  compose: (body: ComposeRequest) => resourceApi(LAB_BATCH).listCommand('compose', body as unknown as Record<string, unknown>) as Promise<ListCommandResult>,
  /** The batch's fields as PUT <url>/edit takes them, with its version and, once submitted, the reason. */
  editBatch: (batch: ResourceRow, values: Record<string, unknown>, reason?: string) =>
    resourceApi(LAB_BATCH).edit({ ...values, id: batch.id, version: batch.version, ...(reason ? { reason } : {}) }),
  children: (batchId: number, name: keyof typeof BATCH_CHILDREN) => childApi(LAB_BATCH, BATCH_CHILDREN[name], batchId),
  batch: (id: number) => resourceApi(LAB_BATCH).get(id),
  /** The method's settings, quietly: without the methods permission the page previews with the defaults. */
  method: async (id: number): Promise<MethodSettingsRow | null> => {
    try {
      return await request<MethodSettingsRow>(`api/labTest/${encodeURIComponent(String(id))}`, { silent: true });
    } catch {
      return null;
    }
  },
  /** The server's computation of the stored batch (authoritative). */
  preview: (id: number) => http.get<LabBatchResult>(`${rowPath(LAB_BATCH, id)}/preview`),
  approveDeviation: (batch: ResourceRow, reason: string) => detailApi.command(LAB_BATCH, batch.id, 'approveDeviation', { version: batch.version, reason }),
};
