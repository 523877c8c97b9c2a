import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Col, DatePicker, Result, Row, Skeleton, Space } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import type { QualityStatistics } from '@ohit/contracts';
import { t } from '../../i18n';
import { Amendments, Turnaround } from './ProjectFigures';
import { CurvesNearEnd, QcFailedChecks } from './QcBatchTables';
import { QcCards } from './QcCards';
import { QcByKind, QcPassRates } from './QcPassRates';
import { fetchQualityStatistics } from './quality-api';

type Period = [Dayjs, Dayjs];

const DAY = 'YYYY-MM-DD';
const lastDays = (n: number): Period => [dayjs().subtract(n - 1, 'day'), dayjs()];
const PRESETS: { label: string; value: Period }[] = [
  { label: t('qualityControl.last30'), value: lastDays(30) },
  { label: t('qualityControl.last90'), value: lastDays(90) },
  { label: t('qualityControl.lastYear'), value: lastDays(365) },
  { label: t('qualityControl.thisYear'), value: [dayjs().startOf('year'), dayjs()] },
];

/**
 * 质量控制 (/qualityControl): the quality statistics of a period (GET api/qualityControl/statistics)
 * — figures in cards, then charts with their tables: QC checks by kind, pass rates per method,
 * analyst and instrument, the failed checks opening their batch, curves near the end of their
 * validity, amendments after submission and the projects' stage turnaround.
 */
export default function QualityControlPage() {
  const [period, setPeriod] = useState<Period>(lastDays(90));
  const [state, setState] = useState<{ loading: boolean; stats: QualityStatistics | null; error: string | null }>({ loading: true, stats: null, error: null });
  const from = period[0].format(DAY);
  const to = period[1].format(DAY);

  const load = useCallback(async () => {
    setState((s) => ({ ...s, loading: true, error: null }));
    try {
      setState({ loading: false, stats: await fetchQualityStatistics(from, to), error: null });
    } catch (e) {
      setState({ loading: false, stats: null, error: e instanceof Error ? e.message : String(e) });
    }
  }, [from, to]);

  useEffect(() => {
    void load();
  }, [load]);

  const { stats } = state;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="quality-control">
      <Card size="small">
        <Space wrap>
          <span>{t('qualityControl.period')}</span>
          <DatePicker.RangePicker
            value={period}
            allowClear={false}
            presets={PRESETS}
            onChange={(v) => {
              if (v?.[0] && v[1]) setPeriod([v[0], v[1]]);
            }}
            data-testid="qc-period"
          />
          <Button icon={<ReloadOutlined />} onClick={() => void load()} loading={state.loading}>
            {t('qualityControl.reload')}
          </Button>
        </Space>
      </Card>
      {state.error ? (
        <Result status="warning" title={t('qualityControl.loadFailed')} subTitle={state.error} extra={<Button onClick={() => void load()}>{t('qualityControl.retry')}</Button>} />
      ) : !stats ? (
        <Skeleton active />
      ) : (
        <>
          <QcCards stats={stats} />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={10}>
              <QcByKind kinds={stats.byKind} />
            </Col>
            <Col xs={24} xl={14}>
              <QcPassRates stats={stats} />
            </Col>
            <Col span={24}>
              <QcFailedChecks stats={stats} />
            </Col>
            <Col span={24}>
              <CurvesNearEnd stats={stats} />
            </Col>
            <Col xs={24} xl={12}>
              <Turnaround rows={stats.turnaround} />
            </Col>
            <Col xs={24} xl={12}>
              <Amendments rows={stats.amendments} />
            </Col>
          </Row>
        </>
      )}
    </Space>
  );
}
