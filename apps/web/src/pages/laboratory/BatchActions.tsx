import { useMemo } from 'react';
import { App, Space } from 'antd';
import { LAB_BATCH } from '@ohit/contracts';
import { t } from '../../i18n';
import { ActionBar } from '../../resources/detail/ActionBar';
import { detailActions } from '../../resources/detail/detail-actions';
import { ReasonDialog } from '../../resources/detail/ReasonDialog';
import { useDetailCommand } from '../../resources/detail/use-detail-command';
import { useSession } from '../../session/session-store';
import { RecordPdfButton } from '../laboratory-pdf/RecordPdfButton';
import type { BatchWorkspace } from './use-batch-workspace';

/**
 * The batch's action bar: the analysis machine's events the user holds (提交, 校核, 审核, 发布, 退回,
 * 复测 — each refused now disabled with the machine's reason, a reason asked where the machine wants
 * one) and 批准质控偏离 while the submitted batch's QC failed and no deviation is approved yet.
 * Nothing is submitted while typed values are unsaved (the server computes what is stored). Beside
 * them 生成PDF: the batch's original record as a PDF (a job), not while typed values are unsaved —
 * the record prints what is stored.
 */
export function BatchActions({ ws }: { ws: BatchWorkspace }) {
  const { message } = App.useApp();
  const { roles } = useSession();
  const row = ws.stored;
  const command = useDetailCommand(LAB_BATCH, row, ws.reload);
  const actions = useMemo(
    () => detailActions(LAB_BATCH, row, roles).filter((a) => a.name !== 'approveDeviation' || (row?.qcPassed === false && !row.deviationApprovedBy)),
    [row, roles],
  );
  if (!row) return null;
  return (
    <>
      <Space align="start" wrap>
        <ActionBar
          actions={actions}
          onRun={(a) => {
            if (a.name === 'submit' && ws.dirty) return void message.warning(t('laboratory.unsavedBeforeSubmit'));
            command.ask(a);
          }}
          onRefresh={ws.reload}
        />
        <RecordPdfButton batchId={row.id} disabled={ws.dirty} />
      </Space>
      <ReasonDialog decl={LAB_BATCH} row={row} action={command.asking} running={command.running} onOk={(reason, inputs) => void command.confirm(reason, inputs)} onCancel={command.cancel} />
    </>
  );
}
