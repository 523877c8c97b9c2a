import type { LabBatchInput, LabBatchItemInput, LabItemId } from './lab-batch-types';
import type { Decimal } from '../decimal/decimal';
import type { LabCalcContext } from './lab-calculator';

/** An item as the QC rules see it: what it measured (LabMeasurement.value), or why it could not be measured. */
export interface LabQcItem {
  readonly item: LabBatchItemInput;
  readonly measured: Decimal | null;
  readonly problem: string | null;
}

export interface LabQcContext extends LabCalcContext {
  readonly input: LabBatchInput;
  readonly items: readonly LabQcItem[];
  itemById(id: LabItemId): LabQcItem | undefined;
}

/** How a message names an item: its label (the sample number), else '#' + id. */
export function itemName(item: LabBatchItemInput): string {
  return item.label?.trim() || `#${String(item.id)}`;
}
