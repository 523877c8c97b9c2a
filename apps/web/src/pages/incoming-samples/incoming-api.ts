import { INCOMING_ORDER, LAB_BATCH, SAMPLE, type ChildCollection, type ResourceRow } from '@ohit/contracts';
import { detailApi } from '../../resources/detail/detail-api';
import { childApi } from '../../resources/detail/section-api';
import { resourceApi } from '../../resources/resource-api';

const BATCH_ITEMS = LAB_BATCH.children?.find((c) => c.name === 'items') as ChildCollection;

/** A batch of the laboratory with its items (samples and QC samples with their results). */
export interface BatchWithItems {
  batch: ResourceRow;
  items: ResourceRow[];
}

/** 来样检测's calls: the generic endpoints of INCOMING_ORDER, SAMPLE and LAB_BATCH (apps/api/src/modules/samples/incoming). */
export const incomingApi = {
  /** 登记样品: the order's items become received samples (no version: the order is locked). */
  register: (order: ResourceRow) => detailApi.command(INCOMING_ORDER, order.id, 'register', { version: order.version }),
  order: (id: number) => resourceApi(INCOMING_ORDER).get(id),
  /** The order's samples: those of the project it owns, in code order. */
  samples: async (projectId: number) => (await resourceApi(SAMPLE).list({ belongProject: projectId, size: 1000, sort: 'code,asc' })).rows,
  /** The batches that measured the samples (of origin 来样检测), each with its items. */
  batches: async (samples: readonly ResourceRow[]): Promise<BatchWithItems[]> => {
    const ids = [...new Set(samples.map((s) => Number(s.labBatch)).filter((id) => id > 0))].sort((a, b) => a - b);
    const batches = await Promise.all(ids.map((id) => resourceApi(LAB_BATCH).get(id)));
    const incoming = batches.filter((b) => b.origin === 'incoming');
    return Promise.all(incoming.map(async (batch) => ({ batch, items: await childApi(LAB_BATCH, BATCH_ITEMS, batch.id).list() })));
  },
};
