import { Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { machineOf, type ResourceDeclaration, SAMPLE, SAMPLE_HANDOVER, type ResourceRow } from '@ohit/contracts';
import { isPastShelfLife } from '@ohit/domain';
import { t } from '../../i18n';
import type { CellRenderers } from '../../resources/resource-columns';
import { stateColor } from '../../resources/detail/StateTag';

/** A hand-over's state colours: waiting blue, received green. */
export const HANDOVER_COLORS: Record<string, string> = { sent: 'processing', confirmed: 'green' };

/** A state of a declaration's machine as its coloured tag with the machine's Chinese label (list cells, a hand-over's samples). */
function MachineTag({ decl, state, colors }: { decl: ResourceDeclaration; state: unknown; colors?: Record<string, string> }) {
  if (!state || !decl.workflow) return null;
  const value = String(state);
  return (
    <Tag color={stateColor(decl, value, colors)} data-testid={`${decl.name}-state`} data-state={value} style={{ marginInlineEnd: 0 }}>
      {machineOf(decl.workflow).stateLabel(value)}
    </Tag>
  );
}

/** A sample's state as the sample machine's tag, wherever a sample appears. */
export function SampleStateTag({ state }: { state: unknown }) {
  return <MachineTag decl={SAMPLE} state={state} />;
}

/** Days from today to the deadline (negative once past). */
const daysLeft = (deadline: string, today = dayjs().format('YYYY-MM-DD')) => dayjs(deadline).diff(dayjs(today), 'day');

/** 保存截止日期: red with 已超期 once past (unless a deviation is on record), amber within 3 days. */
export function ShelfLife({ row }: { row: ResourceRow }) {
  const deadline = row.shelfLifeDeadline as string | null;
  if (!deadline) return null;
  const today = dayjs().format('YYYY-MM-DD');
  const past = isPastShelfLife(deadline, today);
  const closed = ['tested', 'retained', 'disposed', 'rejected'].includes(String(row.state));
  if (closed) return <span>{deadline}</span>;
  const left = daysLeft(deadline, today);
  return (
    <Space size={4} data-testid="shelf-life" data-overdue={past ? 'true' : 'false'}>
      <Typography.Text type={past ? 'danger' : left <= 3 ? 'warning' : undefined}>{deadline}</Typography.Text>
      {past && (row.deviationApprovedBy ? <Tag color="gold">{t('samples.deviation')}</Tag> : <Tag color="error">{t('samples.overdue')}</Tag>)}
      {!past && left <= 3 && <Tag color="warning">{t('samples.dueSoon', { days: left })}</Tag>}
    </Space>
  );
}

/** The sample lists' cells: the state as a tag, the deadline flagged. */
export const SAMPLE_CELLS: CellRenderers = {
  state: (value) => <SampleStateTag state={value} />,
  shelfLifeDeadline: (_value, row) => <ShelfLife row={row} />,
};

/** The hand-over lists' state as the hand-over machine's tag. */
export const HANDOVER_CELLS: CellRenderers = {
  state: (value) => <MachineTag decl={SAMPLE_HANDOVER} state={value} colors={HANDOVER_COLORS} />,
};
