import type { HistoryEntry, ResourceDeclaration, ResourceRow } from '@ohit/contracts';
import type { LabBatchResult } from '@ohit/domain';
import { http } from '../../http/request';
import { detailApi, rowPath, type HistoryPage } from '../../resources/detail/detail-api';
import { childApi } from '../../resources/detail/section-api';

/** The largest page the history endpoint gives. */
const HISTORY_PAGE = 100;

export interface RecordChildren {
  curve: ResourceRow[];
  items: ResourceRow[];
  substances: ResourceRow[];
}

function child(decl: ResourceDeclaration, id: number, name: keyof RecordChildren): Promise<ResourceRow[]> {
  const collection = decl.children?.find((c) => c.name === name);
  return collection ? childApi(decl, collection, id).list() : Promise.resolve([]);
}

/**
 * What a batch's original record is read from beside the row: its child rows, the server's
 * computation now (`GET <url>/:id/preview`, the authoritative QC table) and its whole timeline.
 */
export const recordApi = {
  children: async (decl: ResourceDeclaration, id: number): Promise<RecordChildren> => {
    const [curve, items, substances] = await Promise.all([child(decl, id, 'curve'), child(decl, id, 'items'), child(decl, id, 'substances')]);
    return { curve, items, substances };
  },
  preview: (decl: ResourceDeclaration, id: number) => http.get<LabBatchResult>(`${rowPath(decl, id)}/preview`),
  /** Every entry of the timeline, oldest first (the endpoint pages newest first, at most 100 a page). */
  history: async (decl: ResourceDeclaration, id: number): Promise<HistoryEntry[]> => {
    const all: HistoryEntry[] = [];
    for (let page = 0; ; page += 1) {
      const answer = await http.get<HistoryPage>(detailApi.historyPath(decl, id), { page, size: HISTORY_PAGE });
      const content = answer?.content ?? [];
      all.push(...content);
      if (content.length < HISTORY_PAGE || all.length >= Number(answer?.totalElements ?? 0)) break;
    }
    return all.reverse();
  },
};
