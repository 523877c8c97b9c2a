import { Card, Col, Row, Statistic } from 'antd';
import { AlertOutlined, CheckCircleOutlined, EditOutlined, ExperimentOutlined, FieldTimeOutlined } from '@ant-design/icons';
import type { QualityStatistics } from '@ohit/contracts';
import { t } from '../../i18n';
import { rateText } from './quality-figures';

/** The period's figures at a glance: batches, the QC pass rate, failed checks, curves near their end, amendments. */
export function QcCards({ stats }: { stats: QualityStatistics }) {
  const { overall } = stats;
  const expired = stats.curvesNearEnd.filter((c) => c.expired).length;
  const cards = [
    { key: 'batches', title: t('qualityControl.batches'), value: String(overall.batches), hint: t('qualityControl.batchesHint'), icon: <ExperimentOutlined />, color: '#36a3f7' },
    {
      key: 'passRate',
      title: t('qualityControl.passRate'),
      value: rateText(overall),
      hint: t('qualityControl.checksHint', { total: overall.passed + overall.failed }),
      icon: <CheckCircleOutlined />,
      color: '#34bfa3',
    },
    {
      key: 'failed',
      title: t('qualityControl.failedChecks'),
      value: String(overall.failed),
      hint: t('qualityControl.failedBatches', { count: overall.failedBatches }),
      icon: <AlertOutlined />,
      color: '#f4516c',
    },
    {
      key: 'curves',
      title: t('qualityControl.curves'),
      value: String(stats.curvesNearEnd.length),
      hint: t('qualityControl.curvesHint', { days: stats.curveWarningDays, expired }),
      icon: <FieldTimeOutlined />,
      color: '#fa8c16',
    },
    {
      key: 'amendments',
      title: t('qualityControl.amendments'),
      value: String(stats.amendments.reduce((n, a) => n + a.changes, 0)),
      hint: t('qualityControl.amendmentsHint'),
      icon: <EditOutlined />,
      color: '#8c8c8c',
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((c) => (
        <Col key={c.key} xs={24} sm={12} lg={8} xl={{ flex: '20%' }}>
          <Card size="small" data-testid={`qc-card-${c.key}`}>
            <Statistic title={c.title} value={c.value} prefix={<span style={{ color: c.color }}>{c.icon}</span>} />
            <div style={{ fontSize: 12, color: '#8c8c8c' }}>{c.hint}</div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
