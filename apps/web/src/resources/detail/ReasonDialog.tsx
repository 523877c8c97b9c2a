import { useEffect } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { REASON_MAX_LENGTH, type ResourceDeclaration, type ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { EditInput, useFieldOptions } from '../field-inputs';
import { rulesFor, toFormValues, toPayload } from '../form-model';
import type { DetailAction } from './detail-actions';

/** No declaration: nothing to ask but the reason. */
const NO_INPUTS: ResourceDeclaration = { name: 'none', title: '', url: '', engine: 'custom', organisationScoped: false, permission: '', fields: [], actions: [] };

export interface ReasonDialogProps {
  /** The action asking; the dialog is closed when null. */
  action: DetailAction | null;
  running: boolean;
  /** The reason, and a command's own inputs as the request body takes them. */
  onOk: (reason: string | undefined, inputs?: Record<string, unknown>) => void;
  onCancel: () => void;
  /** The row shown (prefills a command's inputs) and its declaration. */
  decl?: ResourceDeclaration;
  row?: ResourceRow | null;
}

/**
 * Confirms a transition or command, asking for the reason where it has one: required (an empty
 * or blank reason is refused here, before anything is sent) or optional; either way it goes
 * into the history. A command's own inputs (its declared fields) are asked too, prefilled from
 * the row and checked by the same rules as the editor's.
 */
export function ReasonDialog({ action, running, onOk, onCancel, decl, row }: ReasonDialogProps) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const fields = action?.fields ?? [];
  const inputsDecl = decl && fields.length ? { ...decl, fields } : null;
  const optionsOf = useFieldOptions(inputsDecl ?? decl ?? NO_INPUTS);
  const asks = action && action.reason !== 'none';
  const required = action?.reason === 'required';

  useEffect(() => {
    if (action && inputsDecl) form.setFieldsValue(toFormValues(inputsDecl, row ?? null) as never);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- prefill once per opened action
  }, [action]);

  const submit = async () => {
    if (!action) return;
    if (!asks && !inputsDecl) return onOk(undefined);
    let values: Record<string, unknown>;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const reason = typeof values.reason === 'string' ? values.reason.trim() : '';
    onOk(reason ? reason : undefined, inputsDecl ? toPayload(inputsDecl, values) : undefined);
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
      {(asks || inputsDecl) && (
        <Form form={form} layout="vertical" name="detail-reason">
          {fields.map((f) => (
            <Form.Item key={f.name} name={f.name} label={f.label} rules={rulesFor(f)}>
              <EditInput field={f} options={optionsOf(f)} />
            </Form.Item>
          ))}
          {asks && (
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
          )}
        </Form>
      )}
    </Modal>
  );
}
