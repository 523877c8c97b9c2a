import { useMemo } from 'react';
import { Card, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { type CurveNearEnd, type FailedQcCheck, LAB_BATCH, type QualityStatistics } from '@ohit/contracts';
import { t } from '../../i18n';
import { detailLocator } from '../../resources/detail-route';
import { useSession } from '../../session/session-store';

/** A batch's code linking to its page (route labBatchDetail by code and organisation). */
function useBatchLink(): (row: { batchCode: string; organizationId: number }) => React.ReactNode {
  const { menus } = useSession();
  const locate = useMemo(() => detailLocator(LAB_BATCH, menus), [menus]);
  return (row) => {
    const to = locate({ code: row.batchCode, organizationId: row.organizationId });
    return to ? <Link to={to}>{row.batchCode}</Link> : row.batchCode;
  };
}

/** Every check that failed in the period (newest batch first), each opening its batch. */
export function QcFailedChecks({ stats }: { stats: QualityStatistics }) {
  const batchLink = useBatchLink();
  const rows = stats.failedChecks;
  return (
    <Card
      size="small"
      title={t('qualityControl.failedList')}
      extra={rows.length < stats.overall.failed ? <Typography.Text type="secondary">{t('qualityControl.failedListLimited', { shown: rows.length, total: stats.overall.failed })}</Typography.Text> : null}
      data-testid="qc-failed-checks"
    >
      <Table<FailedQcCheck>
        size="small"
        rowKey={(r, i) => `${r.batchId}-${r.kind}-${i}`}
        dataSource={rows}
        pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        scroll={{ x: 1100 }}
        locale={{ emptyText: t('qualityControl.noData') }}
        columns={[
          { title: t('qualityControl.analysisDate'), dataIndex: 'analysisDate', width: 110 },
          { title: t('qualityControl.batchCode'), key: 'batch', width: 140, render: (_, r) => batchLink(r) },
          { title: t('qualityControl.rule'), dataIndex: 'rule', width: 120, render: (v: string) => <Tag color="error">{v}</Tag> },
          { title: t('qualityControl.value'), dataIndex: 'value', width: 100, render: (v: string | null) => v ?? '—' },
          { title: t('qualityControl.limit'), dataIndex: 'limit', width: 140 },
          { title: t('qualityControl.message'), dataIndex: 'message' },
          { title: t('qualityControl.method'), dataIndex: 'method', width: 200 },
          { title: t('qualityControl.analyst'), dataIndex: 'analyst', width: 90 },
          { title: t('qualityControl.instrument'), dataIndex: 'instrument', width: 140 },
        ]}
      />
    </Card>
  );
}

/** The curves whose validity ends within the warning days, or has ended while batches in work reuse them. */
export function CurvesNearEnd({ stats }: { stats: QualityStatistics }) {
  const batchLink = useBatchLink();
  return (
    <Card size="small" title={t('qualityControl.curvesTitle')} data-testid="qc-curves">
      <Table<CurveNearEnd>
        size="small"
        rowKey="batchId"
        dataSource={stats.curvesNearEnd}
        pagination={false}
        locale={{ emptyText: t('qualityControl.curvesEmpty', { days: stats.curveWarningDays }) }}
        columns={[
          { title: t('qualityControl.batchCode'), key: 'batch', render: (_, r) => batchLink(r) },
          { title: t('qualityControl.method'), dataIndex: 'method' },
          { title: t('qualityControl.instrument'), dataIndex: 'instrument' },
          { title: t('qualityControl.curveR'), dataIndex: 'curveR' },
          { title: t('qualityControl.validUntil'), dataIndex: 'validUntil' },
          {
            title: t('qualityControl.daysLeft'),
            key: 'daysLeft',
            render: (_, r) =>
              r.expired ? <Tag color="error">{t('qualityControl.expiredDays', { days: -r.daysLeft })}</Tag> : <Tag color="warning">{t('qualityControl.leftDays', { days: r.daysLeft })}</Tag>,
          },
          { title: t('qualityControl.openReferences'), dataIndex: 'openReferences', align: 'right' },
        ]}
      />
    </Card>
  );
}
