import { useState } from 'react';
import { Alert, Button, Result, Space, Spin, Tabs } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { LAB_BATCH } from '@ohit/contracts';
import { t } from '../../i18n';
import { AttachmentList } from '../../resources/detail/AttachmentList';
import { ChildTable } from '../../resources/detail/ChildTable';
import { readDetailId } from '../../resources/detail/detail-id';
import { HistoryTimeline } from '../../resources/detail/HistoryTimeline';
import { useRowIdByCode } from '../../resources/detail/use-row-id-by-code';
import { BatchActions } from './BatchActions';
import { BatchHeader } from './BatchHeader';
import { CurveSection } from './CurveSection';
import { DetectionSection } from './DetectionSection';
import { BATCH_CHILDREN } from './lab-api';
import { ProjectSection } from './ProjectSection';
import { QcSection } from './QcSection';
import { ResultPreview } from './ResultPreview';
import { SamplesSection } from './SamplesSection';
import { useBatchWorkspace } from './use-batch-workspace';
import { useReasonGate } from './use-reason-gate';

/** One batch's page: header, action bar and its sections as tabs, over one workspace. */
function BatchView({ id }: { id: number }) {
  const navigate = useNavigate();
  const ws = useBatchWorkspace(id);
  const gate = useReasonGate(ws.needsReason);
  const [tab, setTab] = useState('project');

  if (ws.failed && !ws.stored) return <Result status="404" title={t('resourceDetail.notFound')} />;
  if (!ws.stored) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (!ws.family) return <Result status="warning" title={t('laboratory.unknownFamily', { family: String(ws.stored.family ?? '') })} />;
  const sections = ws.family.record.sections;
  const stored = ws.stored;

  const items = [
    { key: 'project', label: t('laboratory.tabProject'), children: <ProjectSection ws={ws} gate={gate} /> },
    ...(sections.includes('curve') ? [{ key: 'curve', label: t('laboratory.tabCurve'), children: <CurveSection ws={ws} gate={gate} /> }] : []),
    ...(sections.includes('substances')
      ? [
          {
            key: 'substances',
            label: t('laboratory.tabSubstances'),
            children: <ChildTable decl={LAB_BATCH} child={BATCH_CHILDREN.substances} parentId={id} canEdit={ws.editable} reasonRequired={ws.needsReason} onChanged={ws.reload} />,
          },
        ]
      : []),
    ...(sections.includes('qc') ? [{ key: 'qc', label: t('laboratory.tabQc'), children: <QcSection ws={ws} gate={gate} /> }] : []),
    { key: 'detection', label: t('laboratory.tabDetection'), children: <DetectionSection ws={ws} gate={gate} /> },
    { key: 'samples', label: t('laboratory.tabSamples'), children: <SamplesSection ws={ws} gate={gate} /> },
    {
      key: 'attachments',
      label: t('laboratory.tabAttachments'),
      children: (
        // read again whenever the batch is (an instrument import keeps its file here)
        <AttachmentList
          key={ws.revision}
          decl={LAB_BATCH}
          parentId={id}
          canEdit={ws.editable}
          onChanged={ws.reload}
          askReason={ws.needsReason ? async () => (await gate.ask(t('laboratory.changeAttachments'))) ?? null : undefined}
        />
      ),
    },
    { key: 'preview', label: t('laboratory.tabPreview'), children: <ResultPreview ws={ws} /> },
    { key: 'history', label: t('laboratory.tabHistory'), children: <HistoryTimeline decl={LAB_BATCH} id={id} row={stored} revision={`${String(stored.version ?? '')}:${ws.revision}`} /> },
  ];

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="lab-batch-page">
      <Space align="start" wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
          {t('resourceDetail.back')}
        </Button>
      </Space>
      <BatchHeader ws={ws} />
      <BatchActions ws={ws} />
      {ws.needsReason && ws.editable && <Alert type="warning" showIcon message={t('laboratory.amendmentHint')} />}
      {ws.dirty && <Alert type="info" showIcon message={t('laboratory.unsavedHint')} data-testid="unsaved-hint" />}
      <Tabs activeKey={tab} onChange={setTab} items={items} />
      {gate.dialog}
    </Space>
  );
}

/** The batch named by the link (`?code=&organizationId=`, the declaration's detail route), or why there is none. */
export function LabBatchByCode() {
  const [search] = useSearchParams();
  const code = search.get('code')?.trim() || null;
  const lookup = useRowIdByCode(LAB_BATCH, code, readDetailId(search, 'organizationId'));
  if (lookup.state === 'loading') return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (lookup.state === 'notFound') return <Result status="404" title={t('resourceDetail.notFound')} />;
  if (lookup.state === 'missing') return <Result status="warning" title={t('resourceDetail.missing')} />;
  return <BatchView key={lookup.id} id={lookup.id} />;
}

/**
 * 检测批次详情 (/lab/labBatch/details, route labBatchDetail — not under /lab/laboratory, which the spec wraps as a top-level route with an index child): one batch of any family — its
 * header, the machine's actions, and 项目信息, 标准曲线, 标准物质, 质控样, 检出限, 样品数据 (the family's
 * readings), 附件, 结果预览 (computed live) and 历史 — the same page for every family.
 */
export default function LabBatchPage() {
  return <LabBatchByCode />;
}
