import { Card, Table } from 'antd';
import type { AmendmentCount, StageTurnaround } from '@ohit/contracts';
import { t } from '../../i18n';
import { BarChart, type BarSeries } from '../../ui/BarChart';

const AMENDMENT_SERIES: BarSeries[] = [{ key: 'changes', label: t('qualityControl.changes'), color: '#fa8c16' }];
const TURNAROUND_SERIES: BarSeries[] = [
  { key: 'median', label: t('qualityControl.median'), color: '#1677ff' },
  { key: 'p90', label: t('qualityControl.p90'), color: '#91caff' },
];

const days = (v: number | null) => (v === null ? '—' : t('qualityControl.days', { days: v }));

/** Changes with a reason after submission, per kind of record. */
export function Amendments({ rows }: { rows: AmendmentCount[] }) {
  return (
    <Card size="small" title={t('qualityControl.amendmentsTitle')} data-testid="qc-amendments">
      <BarChart
        title={t('qualityControl.amendmentsChart')}
        data={rows.map((a) => ({ key: a.resource, label: a.label, values: { changes: a.changes } }))}
        series={AMENDMENT_SERIES}
      />
      <Table<AmendmentCount>
        size="small"
        rowKey="resource"
        pagination={false}
        dataSource={rows}
        style={{ marginTop: 12 }}
        columns={[
          { title: t('qualityControl.record'), dataIndex: 'label' },
          { title: t('qualityControl.changes'), dataIndex: 'changes', align: 'right' },
          { title: t('qualityControl.records'), dataIndex: 'records', align: 'right' },
        ]}
      />
    </Card>
  );
}

/** How long each project stage took: median and P90 in days. */
export function Turnaround({ rows }: { rows: StageTurnaround[] }) {
  const measured = rows.filter((r) => r.projects > 0);
  return (
    <Card size="small" title={t('qualityControl.turnaroundTitle')} data-testid="qc-turnaround">
      <BarChart
        title={t('qualityControl.turnaroundChart')}
        layout="grouped"
        data={measured.map((r) => ({ key: r.stage, label: r.label, values: { median: r.medianDays ?? 0, p90: r.p90Days ?? 0 }, note: `${days(r.medianDays)} / ${days(r.p90Days)}` }))}
        series={TURNAROUND_SERIES}
        format={(v) => t('qualityControl.days', { days: v })}
        emptyText={t('qualityControl.noData')}
      />
      <Table<StageTurnaround>
        size="small"
        rowKey="stage"
        pagination={false}
        dataSource={rows}
        style={{ marginTop: 12 }}
        columns={[
          { title: t('qualityControl.stage'), dataIndex: 'label' },
          { title: t('qualityControl.projects'), dataIndex: 'projects', align: 'right' },
          { title: t('qualityControl.medianDays'), dataIndex: 'medianDays', align: 'right', render: (v: number | null) => v ?? '—' },
          { title: t('qualityControl.p90Days'), dataIndex: 'p90Days', align: 'right', render: (v: number | null) => v ?? '—' },
        ]}
      />
    </Card>
  );
}
