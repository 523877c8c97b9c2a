import { useEffect, useState } from 'react';
import { Button, Card, Descriptions, Empty, Result, Space, Spin, Table, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { BATCH_ITEM_KIND_OPTIONS, INCOMING_ORDER, INSTRUMENT_FAMILY_OPTIONS, LAB_BATCH, machineOf, type ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { readDetailId } from '../../resources/detail/detail-id';
import { useRowIdByCode } from '../../resources/detail/use-row-id-by-code';
import { type BatchWithItems, incomingApi } from './incoming-api';

const label = (options: { value: string; label: string }[], value: unknown) => (value ? (options.find((o) => o.value === value)?.label ?? String(value)) : '');
const stateLabel = (value: unknown) => (value && LAB_BATCH.workflow ? machineOf(LAB_BATCH.workflow).stateLabel(String(value)) : '');

/** A batch's QC verdict: 合格 green, 不合格 red, not yet judged grey. */
function QcTag({ passed }: { passed: unknown }) {
  if (passed === true) return <Tag color="green">{t('incomingSamples.qcPassed')}</Tag>;
  if (passed === false) return <Tag color="error">{t('incomingSamples.qcFailed')}</Tag>;
  return <Tag>{t('incomingSamples.qcUnknown')}</Tag>;
}

/** One batch's QC record, read-only: how it was run, its verdict and every item's result and flags. */
function BatchCard({ batch, items }: BatchWithItems) {
  return (
    <Card
      size="small"
      title={
        <Space>
          {t('incomingSamples.batch', { code: String(batch.code) })}
          <Tag>{stateLabel(batch.state)}</Tag>
          <QcTag passed={batch.qcPassed} />
        </Space>
      }
      data-testid="incoming-batch"
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
        <Descriptions.Item label={t('incomingSamples.method')}>{[batch.standardNo, batch.methodName].filter(Boolean).join(' ')}</Descriptions.Item>
        <Descriptions.Item label={t('incomingSamples.hazard')}>{String(batch.hazard ?? '')}</Descriptions.Item>
        <Descriptions.Item label={t('incomingSamples.instrument')}>{[label(INSTRUMENT_FAMILY_OPTIONS, batch.family), batch.instrumentName].filter(Boolean).join(' · ')}</Descriptions.Item>
        <Descriptions.Item label={t('incomingSamples.analysisDate')}>{String(batch.analysisDate ?? '')}</Descriptions.Item>
        <Descriptions.Item label={t('incomingSamples.analyst')}>{String(batch.analystName ?? '')}</Descriptions.Item>
        <Descriptions.Item label={t('incomingSamples.releasedDate')}>{String(batch.releasedDate ?? '')}</Descriptions.Item>
        <Descriptions.Item label={t('incomingSamples.curveR')}>{String(batch.curveR ?? '')}</Descriptions.Item>
        <Descriptions.Item label={t('incomingSamples.detectionLimit')}>{String(batch.detectionLimit ?? '')}</Descriptions.Item>
        <Descriptions.Item label={t('incomingSamples.qcSummary')} span="filled">
          <span data-testid="incoming-qc-summary">{String(batch.qcSummary ?? '')}</span>
        </Descriptions.Item>
        {batch.deviationReason ? (
          <Descriptions.Item label={t('incomingSamples.deviation')} span="filled">
            {String(batch.deviationReason)}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Table<ResourceRow>
        size="small"
        rowKey="id"
        dataSource={items}
        pagination={false}
        data-testid="incoming-batch-items"
        columns={[
          { title: t('incomingSamples.itemKind'), dataIndex: 'kind', render: (v) => label(BATCH_ITEM_KIND_OPTIONS, v) },
          { title: t('incomingSamples.itemCode'), key: 'code', render: (_, row) => String(row.sampleName ?? row.code ?? '') },
          { title: t('incomingSamples.itemResult'), dataIndex: 'resultText' },
          { title: t('incomingSamples.belowLod'), dataIndex: 'belowLod', render: (v) => (v === true ? t('incomingSamples.yes') : v === false ? t('incomingSamples.no') : '') },
          { title: t('incomingSamples.itemFlags'), dataIndex: 'flags' },
        ]}
      />
    </Card>
  );
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; order: ResourceRow; batches: BatchWithItems[] };

/**
 * 来样质控档案 (hidden route /lab/incomingsample/qualityControlNew/index/page → detail): the QC
 * archive of an incoming order, read-only — every laboratory batch (来样检测) that measured its
 * samples, with the method, instrument, analyst, curve, detection limit, the QC verdict and its
 * summary (a deviation and its reason when one was approved), and each item's result and flags.
 */
export default function IncomingQualityPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const code = search.get('code')?.trim() || null;
  const lookup = useRowIdByCode(INCOMING_ORDER, code, readDetailId(search, 'organizationId'));
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    if (lookup.state !== 'found') return;
    let live = true;
    setLoaded({ state: 'loading' });
    (async () => {
      const order = await incomingApi.order(lookup.id);
      const samples = order.project ? await incomingApi.samples(Number(order.project)) : [];
      const batches = await incomingApi.batches(samples);
      if (live) setLoaded({ state: 'ready', order, batches });
    })().catch(() => live && setLoaded({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [lookup]);

  if (lookup.state === 'missing' || lookup.state === 'notFound' || loaded.state === 'failed') return <Result status="404" title={t('incomingSamples.orderNotFound')} />;
  if (lookup.state === 'loading' || loaded.state === 'loading') return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const { order, batches } = loaded;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="incoming-quality">
      <Space align="center" wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
          {t('incomingSamples.back')}
        </Button>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('incomingSamples.qualityTitle', { code: String(order.code) })}
        </Typography.Title>
        <Typography.Text type="secondary">{String(order.belongInspectName ?? '')}</Typography.Text>
      </Space>
      <Typography.Text type="secondary">{t('incomingSamples.qualityHint')}</Typography.Text>
      {batches.length === 0 ? <Empty description={t('incomingSamples.noBatches')} data-testid="incoming-no-batches" /> : batches.map((b) => <BatchCard key={b.batch.id} {...b} />)}
    </Space>
  );
}
