import { Tag } from 'antd';
import { LAB_BATCH, machineOf } from '@ohit/contracts';
import type { CellRenderers } from '../../resources/resource-columns';
import { stateColor } from '../../resources/detail/StateTag';
import { RECORD_TEXT as T } from './record-text';

/** A batch's state as the analysis machine's coloured tag. */
export function BatchStateTag({ state }: { state: unknown }) {
  if (!state || !LAB_BATCH.workflow) return null;
  const value = String(state);
  return (
    <Tag color={stateColor(LAB_BATCH, value)} data-testid="labBatch-state" data-state={value} style={{ marginInlineEnd: 0 }}>
      {machineOf(LAB_BATCH.workflow).stateLabel(value)}
    </Tag>
  );
}

/** The record lists' cells: the state as its tag, a QC failure in red. */
export const RECORD_CELLS: CellRenderers = {
  state: (v) => <BatchStateTag state={v} />,
  qcPassed: (v) => (v === null || v === undefined ? null : <Tag color={v === true ? 'green' : 'red'}>{v === true ? T.passed : T.failed}</Tag>),
};
