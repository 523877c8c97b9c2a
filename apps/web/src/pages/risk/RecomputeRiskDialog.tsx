import { useEffect, useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { RISK_ASSESSMENT, type ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { detailApi } from '../../resources/detail/detail-api';
import { type ToxicityRows, toxicityOf, ToxicityFields } from './ToxicityFields';

interface Values {
  reason?: string;
  toxicity?: ToxicityRows;
}

/**
 * 重新计算 on an assessment's page: the reason (kept in the event with old → new) and any chemical's
 * toxicity class to add or change — those given before are kept by the server.
 */
export function RecomputeRiskDialog({ row, onClose, onDone }: { row: ResourceRow | null; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (row) form.resetFields();
  }, [row, form]);

  const submit = async () => {
    if (!row) return;
    // a field left wrong shows its message in the form: nothing is sent
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setRunning(true);
    try {
      const body = { version: Number(row.version), reason: values.reason?.trim(), toxicity: toxicityOf(values.toxicity) };
      const result = await detailApi.command(RISK_ASSESSMENT, row.id, 'recompute', body);
      message.success(result.message || t('risk.recomputed'));
      onClose();
      onDone();
    } catch {
      // the HTTP layer showed the server's words
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal open={row !== null} title={t('risk.recomputeTitle')} onCancel={onClose} onOk={submit} confirmLoading={running} okText={t('resourceList.ok')} cancelText={t('resourceList.cancel')} width={640} destroyOnHidden data-testid="risk-recompute-dialog">
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={t('risk.reason')} rules={[{ required: true, whitespace: true, message: t('risk.reasonRequired') }]}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
        <ToxicityFields hint={t('risk.toxicityKeptHint')} />
      </Form>
    </Modal>
  );
}
