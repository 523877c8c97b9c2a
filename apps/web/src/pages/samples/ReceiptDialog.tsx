import { useEffect, useState } from 'react';
import { Alert, App, Descriptions, Form, Input, InputNumber, Modal, Select, type ButtonProps } from 'antd';
import { SAMPLE_CONDITION_OPTIONS, type ResourceRow } from '@ohit/contracts';
import { DIALOG_WIDTHS, receiptCountRefusal } from '@ohit/domain';
import { t } from '../../i18n';
import { sampleApi } from './sample-api';

interface ReceiptForm {
  receivedCount?: number | null;
  condition?: string;
  temperature?: string | null;
  storagePlace?: string;
  remark?: string;
}

export interface ReceiptDialogProps {
  /** The hand-over to confirm; the dialog is open while set. */
  handover: ResourceRow | null;
  /** How many of its samples are marked refused. */
  refused: number;
  onClose: () => void;
  /** After 确认接收 (the page reloads). */
  onDone: () => void;
}

/**
 * 确认接收 (样品确认): what the sample room counted and found — 实收数量 checked live against what was
 * sent (a difference needs a remark, the domain's rule the server applies too), the condition and
 * temperature on receipt, where the samples are stored — recorded on the hand-over, then confirmed:
 * the refused samples 已拒收 with their reasons, the others 已接收.
 */
export function ReceiptDialog({ handover, refused, onClose, onDone }: ReceiptDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ReceiptForm>();
  const [running, setRunning] = useState(false);
  const received = Form.useWatch('receivedCount', form);
  const remark = Form.useWatch('remark', form);
  const sent = Number(handover?.sentCount ?? 0);
  const mismatch = handover && received !== undefined && received !== null ? receiptCountRefusal(sent, received, remark) : null;

  useEffect(() => {
    if (!handover) return;
    form.resetFields();
    form.setFieldsValue({
      receivedCount: (handover.receivedCount as number | null) ?? sent,
      condition: (handover.condition as string | null) ?? 'intact',
      temperature: (handover.temperature as string | null) ?? null,
      storagePlace: (handover.storagePlace as string | null) ?? '',
      remark: (handover.remark as string | null) ?? '',
    });
    // a fresh form per hand-over opened
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handover]);

  const submit = async () => {
    if (!handover) return;
    // the form shows what is missing
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (receiptCountRefusal(sent, values.receivedCount ?? null, values.remark)) return;
    setRunning(true);
    try {
      await sampleApi.confirm(handover, {
        receivedCount: values.receivedCount,
        condition: values.condition,
        temperature: values.temperature ?? null,
        storagePlace: values.storagePlace?.trim() || null,
        remark: values.remark?.trim() || null,
      });
      message.success(t('samples.received'));
      onDone();
    } catch {
      // shown by the HTTP layer; the dialog stays open
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal
      open={!!handover}
      title={t('samples.confirmTitle')}
      width={DIALOG_WIDTHS.small}
      okText={t('samples.confirmTitle')}
      okButtonProps={{ disabled: !!mismatch, loading: running, 'data-testid': 'receipt-ok' } as ButtonProps}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      <div data-testid="receipt-dialog">
        <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
          <Descriptions.Item label={t('samples.sentCount')}>{sent}</Descriptions.Item>
          <Descriptions.Item label={t('samples.refusedCount')}>{refused}</Descriptions.Item>
        </Descriptions>
        <Form form={form} layout="vertical">
          <Form.Item name="receivedCount" label={t('samples.receivedCount')} rules={[{ required: true, message: t('samples.receivedCountRequired') }]}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} aria-label={t('samples.receivedCount')} />
          </Form.Item>
          <Form.Item name="condition" label={t('samples.condition')} rules={[{ required: true, message: t('samples.conditionRequired') }]}>
            <Select options={SAMPLE_CONDITION_OPTIONS} aria-label={t('samples.condition')} />
          </Form.Item>
          <Form.Item name="temperature" label={t('samples.temperature')}>
            <InputNumber stringMode precision={1} style={{ width: '100%' }} aria-label={t('samples.temperature')} />
          </Form.Item>
          <Form.Item name="storagePlace" label={t('samples.storagePlace')}>
            <Input maxLength={100} aria-label={t('samples.storagePlace')} />
          </Form.Item>
          <Form.Item name="remark" label={t('samples.remark')}>
            <Input.TextArea rows={2} maxLength={500} aria-label={t('samples.remark')} />
          </Form.Item>
        </Form>
        {mismatch && <Alert type="warning" showIcon message={mismatch} data-testid="receipt-mismatch" />}
      </div>
    </Modal>
  );
}
