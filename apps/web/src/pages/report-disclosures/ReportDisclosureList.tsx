import { useMemo, useState } from 'react';
import { Segmented, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DISCLOSURE_OPEN_STATES, REPORT_DISCLOSURE, type ResourceRow } from '@ohit/contracts';
import { addCalendarDays } from '@ohit/domain';
import { t } from '../../i18n';
import type { CellRenderers } from '../../resources/resource-columns';
import { ResourceList } from '../../resources/ResourceList';
import type { SearchValues } from '../../resources/search-params';
import { DaysLeft, type DisclosureClock, dueOf, useDisclosureClock } from './days-left';
import { DisclosureRowActions } from './DisclosureRowActions';

type View = 'all' | 'open' | 'overdue';

/** The list each view shows: every disclosure, those still to publish, those past their deadline (before today, the server's). */
function filterOf(view: View, clock: DisclosureClock | null): SearchValues | undefined {
  if (view === 'open') return { state: [...DISCLOSURE_OPEN_STATES] };
  if (view === 'overdue' && clock) return { state: [...DISCLOSURE_OPEN_STATES], deadline: [null, addCalendarDays(clock.today, -1)] };
  return undefined;
}

/**
 * 报告公示 (/dataGovernance/reportFormula/index): the organisation's disclosures on the generic
 * list — state, deadline and the working days left on the 工作日历 (due within 3 amber, overdue red),
 * views of those still to publish and those overdue, 审核通过 and 发布 in place, 生成公示 on the
 * toolbar; the row's number opens its page (the facts, the other steps with their reasons, history).
 */
export default function ReportDisclosureList() {
  const clock = useDisclosureClock();
  const [view, setView] = useState<View>('all');
  const extraColumns = useMemo<TableColumnsType<ResourceRow>>(
    () => [{ key: 'daysLeft', title: t('reportDisclosure.daysLeft'), width: 140, render: (_: unknown, row: ResourceRow) => <DaysLeft row={row} clock={clock} /> }],
    [clock],
  );
  const cellRenderers = useMemo<CellRenderers>(
    () => ({
      deadline: (value, row) => (
        <Typography.Text type={dueOf(row, clock)?.overdue ? 'danger' : undefined} strong={dueOf(row, clock)?.overdue}>
          {String(value ?? '')}
        </Typography.Text>
      ),
    }),
    [clock],
  );
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }}>
      <Segmented<View>
        value={view}
        onChange={setView}
        options={[
          { value: 'all', label: t('reportDisclosure.all') },
          { value: 'open', label: t('reportDisclosure.open') },
          { value: 'overdue', label: t('reportDisclosure.overdue'), disabled: !clock },
        ]}
        data-testid="disclosure-view"
      />
      <ResourceList
        key={view}
        declaration={REPORT_DISCLOSURE}
        fixedFilter={filterOf(view, clock)}
        extraColumns={extraColumns}
        cellRenderers={cellRenderers}
        renderRowExtras={(row, reload) => <DisclosureRowActions row={row} reload={reload} />}
      />
    </Space>
  );
}
