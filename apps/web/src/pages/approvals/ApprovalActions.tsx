import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Popconfirm, Select, Space } from 'antd';
import { REASON_MAX_LENGTH, type ReportApprovalView } from '@ohit/contracts';
import { t } from '../../i18n';
import { approvalApi } from './approval-api';

/**
 * 通过 (签发 on the last step) and 退回 (to an earlier step, with a reason) for whoever may do the
 * waiting step; anyone else is told why not. Each call names the step the user saw, so a second
 * click after someone else acted is refused by the server (its message is shown) and the page is
 * read again.
 */
export function ApprovalActions({ view, onChanged }: { view: ReportApprovalView; onChanged: (next: ReportApprovalView | null) => void }) {
  const [busy, setBusy] = useState(false);
  const [returning, setReturning] = useState(false);
  const [form] = Form.useForm<{ target: string; reason: string }>();
  if (view.state !== 'approving' || !view.current) return null;
  const step = view.steps.find((s) => s.key === view.current);
  if (!view.mayAct) return <Alert type="info" showIcon data-testid="approval-refusal" message={t('approvals.cannotAct', { reason: view.refusal ?? '' })} />;
  const last = view.steps[view.steps.length - 1]?.key === view.current;

  const run = async (call: () => Promise<ReportApprovalView>) => {
    setBusy(true);
    try {
      onChanged(await call());
      return true;
    } catch {
      // the http layer has shown the server's message; read the report as it now stands
      onChanged(null);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const submitReturn = async () => {
    // the form shows what is missing
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (await run(() => approvalApi.returnTo(view.reportId, view.current as string, values.target, values.reason.trim()))) setReturning(false);
  };

  return (
    <>
      <Space data-testid="approval-actions">
        <Popconfirm
          title={last ? t('approvals.issueConfirm') : t('approvals.passConfirm', { step: step?.name ?? '' })}
          okText={t('approvals.ok')}
          cancelText={t('approvals.cancel')}
          onConfirm={() => void run(() => approvalApi.pass(view.reportId, view.current as string))}>
          <Button type="primary" loading={busy} data-testid="approval-pass">
            {last ? t('approvals.issue') : t('approvals.passStep', { step: step?.name ?? '' })}
          </Button>
        </Popconfirm>
        <Button
          danger
          disabled={busy || view.returnTargets.length === 0}
          data-testid="approval-return"
          onClick={() => {
            form.resetFields();
            form.setFieldsValue({ target: view.returnTargets[view.returnTargets.length - 1]?.key });
            setReturning(true);
          }}
        >
          {t('approvals.returnBack')}
        </Button>
      </Space>
      <Modal
        title={t('approvals.returnTitle')}
        open={returning}
        okText={t('approvals.returnBack')}
        cancelText={t('approvals.cancel')}
        maskClosable={false}
        confirmLoading={busy} onOk={() => void submitReturn()} onCancel={() => setReturning(false)} destroyOnHidden>
        <Form form={form} layout="vertical">
          <Form.Item name="target" label={t('approvals.returnTarget')} rules={[{ required: true, message: t('approvals.targetRequired') }]}>
            <Select aria-label={t('approvals.returnTarget')} options={view.returnTargets.map((s) => ({ value: s.key, label: s.name }))} />
          </Form.Item>
          <Form.Item name="reason" label={t('approvals.returnReason')} rules={[{ required: true, whitespace: true, message: t('approvals.reasonRequired') }]}>
            <Input.TextArea aria-label={t('approvals.returnReason')} rows={3} maxLength={REASON_MAX_LENGTH} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
