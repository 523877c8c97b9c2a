import { Card, Table, Tabs, Typography } from 'antd';
import type { QcKindTally, QcPassRateRow, QualityStatistics } from '@ohit/contracts';
import { t } from '../../i18n';
import { BarChart } from '../../ui/BarChart';
import { CHART_ROWS, failingKinds, PASS_FAIL_SERIES, rateText, tallyDatum } from './quality-figures';

/** The QC checks of the period by kind: a chart of passed and failed, the counts beneath. */
export function QcByKind({ kinds }: { kinds: QcKindTally[] }) {
  const ran = kinds.filter((k) => k.passed + k.failed > 0);
  return (
    <Card size="small" title={t('qualityControl.byKind')} data-testid="qc-by-kind">
      <BarChart
        title={t('qualityControl.byKindChart')}
        data={ran.map((k) => tallyDatum(k.kind, k.label, k))}
        series={PASS_FAIL_SERIES}
        emptyText={t('qualityControl.noData')}
        data-testid="qc-by-kind-chart"
      />
      <Table<QcKindTally>
        size="small"
        rowKey="kind"
        pagination={false}
        dataSource={ran}
        style={{ marginTop: 12 }}
        columns={[
          { title: t('qualityControl.kind'), dataIndex: 'label' },
          { title: t('qualityControl.passed'), dataIndex: 'passed', align: 'right' },
          { title: t('qualityControl.failed'), dataIndex: 'failed', align: 'right' },
          { title: t('qualityControl.rate'), key: 'rate', align: 'right', render: (_, k) => rateText(k) },
        ]}
      />
    </Card>
  );
}

/** One dimension's rows: the chart of those with most failures, every row in the table. */
function PassRateTable({ rows, dimension, testId }: { rows: QcPassRateRow[]; dimension: string; testId: string }) {
  const shown = rows.slice(0, CHART_ROWS);
  return (
    <div data-testid={testId}>
      <BarChart
        title={t('qualityControl.passRateChart', { dimension })}
        data={shown.map((r) => tallyDatum(String(r.id ?? r.label), r.label, r))}
        series={PASS_FAIL_SERIES}
        emptyText={t('qualityControl.noData')}
      />
      {rows.length > CHART_ROWS ? <Typography.Text type="secondary">{t('qualityControl.chartTop', { n: CHART_ROWS })}</Typography.Text> : null}
      <Table<QcPassRateRow>
        size="small"
        rowKey={(r) => String(r.id ?? r.label)}
        pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        dataSource={rows}
        style={{ marginTop: 12 }}
        columns={[
          { title: dimension, dataIndex: 'label' },
          { title: t('qualityControl.batchCount'), dataIndex: 'batches', align: 'right' },
          { title: t('qualityControl.failedBatchCount'), dataIndex: 'failedBatches', align: 'right' },
          { title: t('qualityControl.checks'), key: 'checks', align: 'right', render: (_, r) => r.passed + r.failed },
          { title: t('qualityControl.failed'), dataIndex: 'failed', align: 'right' },
          { title: t('qualityControl.rate'), key: 'rate', align: 'right', render: (_, r) => rateText(r) },
          { title: t('qualityControl.failingKinds'), key: 'kinds', render: (_, r) => failingKinds(r) },
        ]}
      />
    </div>
  );
}

/** QC pass rates per method, analyst and instrument, one tab each. */
export function QcPassRates({ stats }: { stats: QualityStatistics }) {
  const tabs = [
    { key: 'method', label: t('qualityControl.byMethod'), dimension: t('qualityControl.method'), rows: stats.byMethod },
    { key: 'analyst', label: t('qualityControl.byAnalyst'), dimension: t('qualityControl.analyst'), rows: stats.byAnalyst },
    { key: 'instrument', label: t('qualityControl.byInstrument'), dimension: t('qualityControl.instrument'), rows: stats.byInstrument },
  ];
  return (
    <Card size="small" title={t('qualityControl.passRates')} data-testid="qc-pass-rates">
      <Tabs items={tabs.map((tab) => ({ key: tab.key, label: tab.label, children: <PassRateTable rows={tab.rows} dimension={tab.dimension} testId={`qc-by-${tab.key}`} /> }))} />
    </Card>
  );
}
