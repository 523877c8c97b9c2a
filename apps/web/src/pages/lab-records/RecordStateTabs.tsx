import { Segmented } from 'antd';
import { LAB_BATCH, machineOf } from '@ohit/contracts';
import { RECORD_STATES } from './record-views';

const ALL = 'all';
const machine = LAB_BATCH.workflow ? machineOf(LAB_BATCH.workflow) : null;
const OPTIONS = [{ value: ALL, label: '全部' }, ...RECORD_STATES.map((s) => ({ value: s, label: machine?.stateLabel(s) ?? s }))];

/** 全部 / 待校核 / 待审核 / 待发布 / 已发布: which records the list shows (null: every one submitted or later). */
export function RecordStateTabs({ value, onChange }: { value: string | null; onChange: (state: string | null) => void }) {
  return (
    <Segmented
      options={OPTIONS}
      value={value ?? ALL}
      onChange={(v) => onChange(v === ALL ? null : String(v))}
      data-testid="record-state-tabs"
      style={{ marginBottom: 12 }}
    />
  );
}
