import type { HistoryEntry, ResourceRow } from '@ohit/contracts';
import type { LabBatchResult, LabFamilyDefinition } from '@ohit/domain';
import type { RecordChildren } from './record-api';

/** Everything a batch's original record is printed from. */
export interface RecordData {
  batch: ResourceRow;
  family: LabFamilyDefinition;
  children: RecordChildren;
  /** The server's computation now (null while loading, or when it could not be read). */
  preview: LabBatchResult | null;
  /** The batch's timeline, oldest first. */
  history: HistoryEntry[];
}
