import { useEffect, useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { BATCH_ITEM_KIND_OPTIONS, REASON_MAX_LENGTH, type ResourceRow } from '@ohit/contracts';
import type { LabFamilyDefinition, LabItemKind } from '@ohit/domain';
import { t } from '../../i18n';
import { itemLabel } from './batch-input';
import { labApi } from './lab-api';

/** The QC samples a family's rules read: blanks where a blank rule applies, parallels for duplicates, spikes for recovery. */
export function qcKinds(family: LabFamilyDefinition): LabItemKind[] {
  const kinds: LabItemKind[] = [];
  if (family.qc.includes('blank')) kinds.push('fieldBlank', 'labBlank');
  else if (family.qc.includes('balanceBlank')) kinds.push('fieldBlank');
  if (family.qc.includes('duplicate')) kinds.push('parallel');
  if (family.qc.includes('spike')) kinds.push('spike');
  return kinds;
}

export const kindLabel = (kind: unknown) => BATCH_ITEM_KIND_OPTIONS.find((o) => o.value === kind)?.label ?? String(kind ?? '');

const PAIRED: readonly string[] = ['parallel', 'spike'];

interface QcForm {
  kind?: LabItemKind;
  code?: string;
  pairOf?: number;
  reason?: string;
}

export interface QcItemDialogProps {
  batchId: number;
  family: LabFamilyDefinition;
  /** The QC sample edited, or 'new'; closed when null. */
  editing: ResourceRow | 'new' | null;
  /** The batch's samples, the pairs a parallel or a spike may name. */
  samples: ResourceRow[];
  needsReason: boolean;
  onClose: () => void;
  onDone: () => void;
}

/**
 * A QC sample of the batch: its kind (those the family's rules read), its number, and — for a
 * parallel or a spike — the batch's sample it duplicates or spikes; once the batch was submitted,
 * the reason. Its readings are entered in the grid like a sample's.
 */
export function QcItemDialog({ batchId, family, editing, samples, needsReason, onClose, onDone }: QcItemDialogProps) {
  const [form] = Form.useForm<QcForm>();
  const [saving, setSaving] = useState(false);
  const kind = Form.useWatch('kind', form);
  const row = editing === 'new' ? null : editing;

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue(row ? { kind: row.kind as LabItemKind, code: String(row.code ?? ''), pairOf: (row.pairOf as number | null) ?? undefined } : { kind: qcKinds(family)[0] });
    // filled once per opening
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editing]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = {
      kind: values.kind,
      code: values.code?.trim() || null,
      pairOf: values.kind && PAIRED.includes(values.kind) ? (values.pairOf ?? null) : null,
      ...(values.reason?.trim() ? { reason: values.reason.trim() } : {}),
    };
    setSaving(true);
    try {
      const api = labApi.children(batchId, 'items');
      if (row) await api.edit(row.id, { ...body, version: row.version });
      else await api.add(body);
      onDone();
    } catch {
      // the server's refusal is shown by the HTTP layer; the dialog stays open
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={editing !== null}
      title={row ? t('laboratory.editQc') : t('laboratory.addQc')}
      okButtonProps={{ loading: saving }}
      onOk={() => void submit()}
      onCancel={onClose}
      maskClosable={false}
      forceRender
    >
      <Form form={form} layout="vertical" name="qc-item" data-testid="qc-item-form">
        <Form.Item name="kind" label={t('laboratory.qcKind')} rules={[{ required: true, message: t('laboratory.qcKindRequired') }]}>
          <Select aria-label={t('laboratory.qcKind')} options={qcKinds(family).map((k) => ({ value: k, label: kindLabel(k) }))} />
        </Form.Item>
        <Form.Item name="code" label={t('laboratory.qcCode')}>
          <Input maxLength={80} aria-label={t('laboratory.qcCode')} />
        </Form.Item>
        {kind && PAIRED.includes(kind) && (
          <Form.Item name="pairOf" label={t('laboratory.pairOf')} rules={[{ required: true, message: t('laboratory.pairRequired') }]}>
            <Select aria-label={t('laboratory.pairOf')} showSearch optionFilterProp="label" options={samples.map((s) => ({ value: s.id, label: itemLabel(s) }))} />
          </Form.Item>
        )}
        {needsReason && (
          <Form.Item name="reason" label={t('resourceSections.changeReason')} extra={t('resourceSections.changeReasonHint')} rules={[{ required: true, whitespace: true, message: t('resourceSections.changeReasonRequired') }]}>
            <Input.TextArea rows={2} maxLength={REASON_MAX_LENGTH} aria-label={t('resourceSections.changeReason')} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
