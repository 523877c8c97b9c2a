import { useMemo, useState } from 'react';
import { Alert, Calendar, Space, Tag, Tooltip } from 'antd';
import { useList } from '@refinedev/core';
import dayjs, { type Dayjs } from 'dayjs';
import { type ResourceRow, WORKING_CALENDAR } from '@ohit/contracts';
import { t } from '../../i18n';
import { registerDeclaration } from '../../providers/resources';

/** A year has at most ~70 rows (every holiday day and make-up day): one page holds it. */
const YEAR_PAGE = 500;

/**
 * The calendar's rows on a month view: a holiday marked 休, a make-up working day 班, each with
 * its holiday's name on hover. The shown year's rows are read at once (a live change of the
 * resource reads them again); a year without rows is not maintained, which the view says
 * (日历未维护) — the server counts that year's weekends only.
 */
export function MonthCalendar({ initialMonth }: { initialMonth?: string }) {
  registerDeclaration(WORKING_CALENDAR);
  const [shown, setShown] = useState<Dayjs>(() => dayjs(initialMonth));
  const year = shown.year();
  const { query } = useList<ResourceRow>({
    resource: WORKING_CALENDAR.name,
    pagination: { currentPage: 1, pageSize: YEAR_PAGE, mode: 'server' },
    sorters: [{ field: 'date', order: 'asc' }],
    filters: [{ field: 'date', operator: 'between', value: [`${year}-01-01`, `${year}-12-31`] }],
  });
  const rows = useMemo(() => query.data?.data ?? [], [query.data]);
  const byDate = useMemo(() => new Map(rows.map((r) => [String(r.date), r])), [rows]);
  const loaded = query.isSuccess && !query.isPlaceholderData;

  const dayCell = (day: Dayjs) => {
    const row = byDate.get(day.format('YYYY-MM-DD'));
    const kind = row ? String(row.kind) : null;
    return (
      <div className="ant-picker-cell-inner" data-testid={`calendar-day-${day.format('YYYY-MM-DD')}`} data-kind={kind ?? ''}>
        <div>{day.date()}</div>
        {row && (
          <Tooltip title={`${String(row.name)}（${kind === 'workday' ? t('workCalendar.legendWorkday') : t('workCalendar.legendHoliday')}）`}>
            <Tag color={kind === 'workday' ? 'orange' : 'red'} bordered={false} style={{ margin: 0, padding: '0 2px', fontSize: 10, lineHeight: '14px' }}>
              {kind === 'workday' ? t('workCalendar.workday') : t('workCalendar.holiday')}
            </Tag>
          </Tooltip>
        )}
      </div>
    );
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="work-calendar-month">
      {loaded && rows.length === 0 && <Alert type="warning" showIcon message={t('workCalendar.notMaintained', { year })} data-testid="calendar-not-maintained" />}
      <Calendar
        fullscreen={false}
        value={shown}
        onChange={setShown}
        onPanelChange={(value) => setShown(value)}
        fullCellRender={(current, info) => (info.type === 'date' ? dayCell(current) : info.originNode)}
      />
      <Space size="small">
        <Tag color="red" bordered={false}>
          {t('workCalendar.holiday')}
        </Tag>
        {t('workCalendar.legendHoliday')}
        <Tag color="orange" bordered={false}>
          {t('workCalendar.workday')}
        </Tag>
        {t('workCalendar.legendWorkday')}
      </Space>
    </Space>
  );
}
