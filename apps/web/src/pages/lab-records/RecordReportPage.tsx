import { useMemo, useState } from 'react';
import { Alert, Button, Result, Space, Spin, Typography } from 'antd';
import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import type { ResourceDeclaration } from '@ohit/contracts';
import { isLabFamilyCode, labFamily } from '@ohit/domain';
import { ActionBar } from '../../resources/detail/ActionBar';
import { detailActions } from '../../resources/detail/detail-actions';
import { readDetailId } from '../../resources/detail/detail-id';
import { ReasonDialog } from '../../resources/detail/ReasonDialog';
import { StateTag } from '../../resources/detail/StateTag';
import { useDetailCommand } from '../../resources/detail/use-detail-command';
import { useDetailRow } from '../../resources/detail/use-detail-row';
import { useRowIdByCode } from '../../resources/detail/use-row-id-by-code';
import { useSession } from '../../session/session-store';
import { RecordPdfButton } from '../laboratory-pdf/RecordPdfButton';
import { AmendmentLog } from './AmendmentLog';
import { RecordDocument } from './RecordDocument';
import { RECORD_EVENTS, recordView, type RecordScreen } from './record-views';
import { recorded } from './record-logic';
import { RECORD_TEXT as T } from './record-text';
import { useRecordSections } from './use-record-data';

const CENTRED = { display: 'block', margin: '48px auto' } as const;

/**
 * A batch's original record (/recordPage, /recordPageNew, /recordPageNewLyjc → pageReport,
 * ?code=&organizationId=): the printable document (打印, or 生成PDF — the server's rendering, a job —
 * then 下载PDF), below it — not printed — the 修改记录,
 * and 校核 / 审核 / 退回 for those whose menu grants them (the server refuses a checker who is the
 * analyst; its message is shown).
 */
export function RecordReportPage({ screen }: { screen: RecordScreen }) {
  const view = useMemo(() => recordView(screen), [screen]);
  const [search] = useSearchParams();
  const code = search.get('code')?.trim() || null;
  const lookup = useRowIdByCode(view, code, readDetailId(search, 'organizationId'));
  if (lookup.state === 'missing') return <Result status="warning" title={T.missingCode} />;
  if (lookup.state === 'loading') return <Spin style={CENTRED} />;
  if (lookup.state === 'notFound') return <Result status="404" title={T.notFound} />;
  return <RecordOfBatch key={lookup.id} view={view} id={lookup.id} />;
}

function RecordOfBatch({ view, id }: { view: ResourceDeclaration; id: number }) {
  const navigate = useNavigate();
  const { roles } = useSession();
  const { row, failed, reload: reloadRow } = useDetailRow(view, id);
  // an action taken here re-reads the record even when the row's version has not moved yet
  const [tick, setTick] = useState(0);
  const reload = () => {
    reloadRow();
    setTick((n) => n + 1);
  };
  const sections = useRecordSections(view, id, `${String(row?.version ?? '')}:${tick}`);
  const command = useDetailCommand(view, row, reload);
  const actions = useMemo(() => detailActions(view, row, roles).filter((a) => (RECORD_EVENTS as readonly string[]).includes(a.name)), [view, row, roles]);

  if (failed && !row) return <Result status="404" title={T.notFound} />;
  if (!row) return <Spin style={CENTRED} />;
  const familyCode = recorded(row.family);
  if (!isLabFamilyCode(familyCode)) return <Result status="warning" title={T.unknownFamily(familyCode)} />;
  const family = labFamily(familyCode);

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="record-page">
      <Space align="center" wrap className="lab-record-no-print">
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
          {T.back}
        </Button>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {family.record.title} {recorded(row.code)}
        </Typography.Title>
        <StateTag decl={view} row={row} />
        <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="record-print">
          {T.print}
        </Button>
        <RecordPdfButton batchId={id} />
      </Space>
      <div className="lab-record-no-print">
        <ActionBar actions={actions} onRun={command.ask} onRefresh={reload} />
      </div>
      {!row.recordVersion && <Alert className="lab-record-no-print" type="info" showIcon message={T.notSubmitted} />}
      {sections.loading ? (
        <Spin style={CENTRED} />
      ) : (
        <RecordDocument data={{ batch: row, family, children: sections.children, preview: sections.preview, history: sections.history }} />
      )}
      <AmendmentLog decl={view} batch={row} history={sections.history} />
      <ReasonDialog decl={view} row={row} action={command.asking} running={command.running} onOk={(reason) => void command.confirm(reason)} onCancel={command.cancel} />
    </Space>
  );
}
