import { Form, Input, Modal, Typography } from 'antd';
import { REASON_MAX_LENGTH } from '@ohit/contracts';
import { t } from '../../i18n';
import type { DetailAction } from './detail-actions';

export interface ReasonDialogProps {
  /** The action asking; the dialog is closed when null. */
  action: DetailAction | null;
  running: boolean;
  onOk: (reason: string | undefined) => void;
  onCancel: () => void;
}

/**
 * Confirms a transition or command, asking for the reason where it has one: required (an empty
 * or blank reason is refused here, before anything is sent) or optional; either way it goes
 * into the history.
 */
export function ReasonDialog({ action, running, onOk, onCancel }: ReasonDialogProps) {
  const [form] = Form.useForm<{ reason?: string }>();
  const asks = action && action.reason !== 'none';
  const required = action?.reason === 'required';

  const submit = async () => {
    if (!action) return;
    if (!asks) return onOk(undefined);
    let values: { reason?: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const reason = values.reason?.trim();
    onOk(reason ? reason : undefined);
  };

  return (
    <Modal
      open={!!action}
      title={action?.label}
      okText={t('resourceDetail.ok')}
      cancelText={t('resourceDetail.cancel')}
      confirmLoading={running}
      onOk={() => void submit()}
      onCancel={onCancel}
      maskClosable={false}
      destroyOnHidden
      data-testid="reason-dialog"
    >
      <Typography.Paragraph>{action ? t('resourceDetail.confirm', { action: action.label }) : ''}</Typography.Paragraph>
      {asks && (
        <Form form={form} layout="vertical" name="detail-reason">
          <Form.Item
            name="reason"
            label={t('resourceDetail.reason')}
            rules={required ? [{ validator: async (_r, v: unknown) => { if (typeof v !== 'string' || !v.trim()) throw new Error(t('resourceDetail.reasonRequired')); } }] : []}
            required={required}
          >
            <Input.TextArea
              rows={3}
              maxLength={REASON_MAX_LENGTH}
              showCount
              placeholder={t(required ? 'resourceDetail.reasonRequiredHint' : 'resourceDetail.reasonOptionalHint')}
              data-testid="reason-input"
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
