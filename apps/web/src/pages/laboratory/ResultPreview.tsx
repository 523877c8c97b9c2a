import { useState, type HTMLAttributes } from 'react';
import { Alert, Button, Card, Radio, Space, Table, Tabs, Tag, Typography } from 'antd';
import type { ResourceRow } from '@ohit/contracts';
import type { LabBatchItemResult, LabBatchResult, LabQcCheck } from '@ohit/domain';
import { t } from '../../i18n';
import { itemLabel } from './batch-input';
import { labApi } from './lab-api';
import type { BatchWorkspace } from './use-batch-workspace';

/** The samples' results: what the report writes ('4.13', '<0.02'), the flags (穿透), how it was computed. */
function SampleResults({ result, items, unit }: { result: LabBatchResult; items: readonly ResourceRow[]; unit: string }) {
  const byId = new Map(items.map((i) => [String(i.id), i]));
  const rows = result.items.filter((r) => r.kind === 'sample');
  return (
    <Table<LabBatchItemResult>
      rowKey={(r) => String(r.id)}
      size="small"
      pagination={false}
      dataSource={rows}
      data-testid="preview-samples"
      locale={{ emptyText: t('laboratory.noItems') }}
      columns={[
        { key: 'code', title: t('laboratory.sampleCode'), width: 170, render: (_, r) => (byId.get(String(r.id)) ? itemLabel(byId.get(String(r.id)) as ResourceRow) : `#${String(r.id)}`) },
        {
          key: 'reported',
          title: t('laboratory.reported', { unit }),
          width: 130,
          render: (_, r) =>
            r.complete ? (
              <Typography.Text strong data-testid="preview-reported">
                {r.reported ?? ''}
              </Typography.Text>
            ) : (
              <Typography.Text type="warning" data-testid="preview-reported">
                {t('laboratory.incomplete')}
              </Typography.Text>
            ),
        },
        {
          key: 'flags',
          title: t('laboratory.flags'),
          width: 120,
          render: (_, r) => (
            <Space size={4} wrap>
              {r.belowLod && <Tag>{t('laboratory.belowLod')}</Tag>}
              {r.flags.map((f) => (
                <Tag key={f} color="error" data-testid="preview-flag">
                  {f}
                </Tag>
              ))}
            </Space>
          ),
        },
        { key: 'explanation', title: t('laboratory.explanation'), render: (_, r) => <Typography.Text style={{ fontSize: 12 }}>{r.explanation}</Typography.Text> },
      ]}
    />
  );
}

/** The QC table: each rule's check with its value, its limit, 合格/不合格 and the message — failures in red. */
function QcTable({ result }: { result: LabBatchResult }) {
  return (
    <Table<LabQcCheck>
      rowKey={(q) => `${q.rule}-${String(q.itemId ?? '')}-${q.message}`}
      size="small"
      pagination={false}
      dataSource={result.qc}
      data-testid="preview-qc"
      locale={{ emptyText: t('laboratory.noQcRules') }}
      onRow={(q) => ({ 'data-testid': 'qc-row', 'data-rule': q.rule, 'data-passed': String(q.passed) }) as HTMLAttributes<HTMLElement>}
      columns={[
        { key: 'label', title: t('laboratory.qcRule'), dataIndex: 'label', width: 120 },
        { key: 'value', title: t('laboratory.qcValue'), width: 120, render: (_, q) => q.value ?? '—' },
        { key: 'limit', title: t('laboratory.qcLimit'), dataIndex: 'limit', width: 140 },
        {
          key: 'passed',
          title: t('laboratory.qcVerdict'),
          width: 90,
          render: (_, q) => <Tag color={q.passed ? 'success' : 'error'}>{q.passed ? t('laboratory.passed') : t('laboratory.failed')}</Tag>,
        },
        {
          key: 'message',
          title: t('laboratory.qcMessage'),
          render: (_, q) => (
            <Typography.Text type={q.passed ? undefined : 'danger'} data-testid="qc-message">
              {q.message}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}

function Result({ result, ws }: { result: LabBatchResult; ws: BatchWorkspace }) {
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap>
        <Tag color={result.complete ? 'success' : 'warning'} data-testid="preview-complete">
          {result.complete ? t('laboratory.dataComplete') : t('laboratory.dataIncomplete')}
        </Tag>
        <Tag color={result.qcPassed ? 'success' : 'error'} data-testid="preview-qc-passed">
          {result.qcPassed ? t('laboratory.qcPassed') : t('laboratory.qcFailed')}
        </Tag>
      </Space>
      <Card size="small" title={t('laboratory.sampleResults')}>
        <SampleResults result={result} items={ws.items ?? []} unit={ws.family?.resultUnit ?? ''} />
      </Card>
      <Card size="small" title={t('laboratory.qcTable')}>
        <QcTable result={result} />
      </Card>
    </Space>
  );
}

/**
 * 结果预览: @ohit/domain's computation of the batch as typed now (every keystroke), or — asked for —
 * the server's computation of what is saved (the authoritative one, what 提交 stores). A family with
 * record variants (GC: 热解吸1 … 直接进样) shows them as tabs of the same tables.
 */
export function ResultPreview({ ws }: { ws: BatchWorkspace }) {
  const [source, setSource] = useState<'live' | 'server'>('live');
  const [server, setServer] = useState<LabBatchResult | null>(null);
  const [loading, setLoading] = useState(false);
  const id = Number(ws.stored?.id);
  const loadServer = async () => {
    setLoading(true);
    try {
      setServer(await labApi.preview(id));
    } catch {
      // shown by the HTTP layer
    } finally {
      setLoading(false);
    }
  };

  const result = source === 'live' ? (ws.live?.result ?? null) : server;
  const body = result ? <Result result={result} ws={ws} /> : source === 'live' && ws.live?.error ? <Alert type="error" showIcon message={ws.live.error} /> : null;
  const previews = ws.family?.previews ?? [];
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="result-preview">
      <Space wrap>
        <Radio.Group
          optionType="button"
          value={source}
          onChange={(e) => {
            const next = e.target.value as 'live' | 'server';
            setSource(next);
            if (next === 'server') void loadServer();
          }}
          options={[
            { value: 'live', label: t('laboratory.liveSource') },
            { value: 'server', label: t('laboratory.serverSource') },
          ]}
        />
        {source === 'server' && (
          <Button size="small" loading={loading} onClick={() => void loadServer()}>
            {t('laboratory.refresh')}
          </Button>
        )}
        <Typography.Text type="secondary">{source === 'live' ? t('laboratory.liveHint') : t('laboratory.serverHint')}</Typography.Text>
      </Space>
      {ws.methodMissing && <Alert type="warning" showIcon message={t('laboratory.methodMissing')} />}
      {ws.family && <Typography.Title level={5}>{ws.family.record.title}</Typography.Title>}
      {previews.length > 0 ? (
        <Tabs data-testid="preview-variants" items={previews.map((p) => ({ key: p.key, label: p.label, children: body }))} />
      ) : (
        body
      )}
    </Space>
  );
}
