import { useEffect, useState } from 'react';
import { Card, Empty, Segmented, Space, Spin, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { type ApprovalSourceBatch, type ApprovalSourceItem, type ApprovalSourceKind, LAB_BATCH } from '@ohit/contracts';
import { t } from '../../i18n';
import { detailLocation } from '../../resources/detail-route';
import { useSession } from '../../session/session-store';
import { approvalApi } from './approval-api';

const ITEM_COLUMNS = [
  { key: 'sampleCode', title: t('approvals.sampleCode'), dataIndex: 'sampleCode' },
  { key: 'kind', title: t('approvals.itemKind'), dataIndex: 'kindLabel', width: 90 },
  { key: 'hazard', title: t('approvals.hazard'), dataIndex: 'hazard' },
  { key: 'resultText', title: t('approvals.resultText'), dataIndex: 'resultText', width: 100 },
  { key: 'resultValue', title: t('approvals.resultValue'), dataIndex: 'resultValue' },
  { key: 'flags', title: t('approvals.flags'), dataIndex: 'flags' },
];

function BatchCard({ batch, organizationId }: { batch: ApprovalSourceBatch; organizationId: number }) {
  const { menus } = useSession();
  const to = detailLocation(LAB_BATCH, { code: batch.code, organizationId }, menus);
  return (
    <Card
      size="small"
      data-testid="approval-source-batch"
      title={
        <Space>
          {t('approvals.batch', { code: batch.code })}
          <Tag>{batch.stateLabel}</Tag>
          {batch.qcPassed !== null && <Tag color={batch.qcPassed ? 'green' : 'red'}>{batch.qcPassed ? t('approvals.qcPassed') : t('approvals.qcFailed')}</Tag>}
        </Space>
      }
      extra={to && <Link to={to}>{t('approvals.openBatch')}</Link>}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t('approvals.batchMeta', { family: batch.familyLabel, hazard: batch.hazard ?? '—', method: [batch.methodName, batch.standardNo && `（${batch.standardNo}）`].filter(Boolean).join(''), date: batch.analysisDate ?? '—' })}
        <br />
        {t('approvals.batchPeople', { analyst: batch.analystName ?? '—', checker: batch.checkerName ?? '—', verifier: batch.verifierName ?? '—' })}
      </Typography.Paragraph>
      <Table<ApprovalSourceItem> size="small" rowKey={(i) => `${i.kind}-${i.sampleCode ?? ''}`} pagination={false} columns={ITEM_COLUMNS} dataSource={batch.items} />
    </Card>
  );
}

/**
 * The sources the report's numbers come from, beside it: the project's laboratory batches (the
 * original records) of 实验室检测 or of 粉尘 — one selector, the variant's choice first (来样 wording
 * for incoming samples) — each with its items' results and a link to the batch's page.
 */
export function ApprovalSources({ reportId, organizationId, initial, incoming }: { reportId: number; organizationId: number; initial: ApprovalSourceKind; incoming: boolean }) {
  const [kind, setKind] = useState<ApprovalSourceKind>(initial);
  const [batches, setBatches] = useState<ApprovalSourceBatch[] | null>(null);
  useEffect(() => {
    let live = true;
    setBatches(null);
    approvalApi.sources(reportId, kind).then(
      (found) => live && setBatches(found),
      () => live && setBatches([]),
    );
    return () => {
      live = false;
    };
  }, [reportId, kind]);
  const labels: Record<ApprovalSourceKind, string> = incoming
    ? { lab: t('approvals.sourceIncomingLab'), dust: t('approvals.sourceIncomingDust') }
    : { lab: t('approvals.sourceLab'), dust: t('approvals.sourceDust') };
  return (
    <Card size="small" title={t('approvals.sources')} data-testid="approval-sources">
      <Segmented<ApprovalSourceKind>
        data-testid="approval-source-kind"
        value={kind}
        onChange={setKind}
        options={(['lab', 'dust'] as const).map((k) => ({ value: k, label: labels[k] }))}
        style={{ marginBottom: 12 }}
      />
      {batches === null ? (
        <Spin style={{ display: 'block', margin: '24px auto' }} />
      ) : batches.length === 0 ? (
        <Empty description={t('approvals.noSources')} />
      ) : (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          {batches.map((b) => (
            <BatchCard key={b.id} batch={b} organizationId={organizationId} />
          ))}
        </Space>
      )}
    </Card>
  );
}
