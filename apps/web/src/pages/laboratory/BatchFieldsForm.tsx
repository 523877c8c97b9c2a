import { useEffect, useMemo, useState } from 'react';
import { App, Button, Col, Form, Row } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { LAB_BATCH, type ResourceDeclaration, type ResourceField, type ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { EditInput, useFieldOptions } from '../../resources/field-inputs';
import { formFields, rulesFor, toFormValues, toPayload } from '../../resources/form-model';
import { labApi } from './lab-api';
import { plainDecimal } from './lab-family';
import type { ReasonGate } from './use-reason-gate';
import type { BatchWorkspace } from './use-batch-workspace';

export interface BatchFieldsFormProps {
  ws: BatchWorkspace;
  gate: ReasonGate;
  /** LAB_BATCH fields of the form, in order. */
  names: readonly string[];
  /** What saving is called (the reason dialog's title). */
  title: string;
  testId: string;
}

/** A value as the row holds it, for comparing a typed one with the stored one (decimals by value). */
function same(field: ResourceField, typed: unknown, stored: unknown): boolean {
  const a = typed === null || typed === undefined ? '' : String(typed);
  const b = stored === null || stored === undefined ? '' : String(stored);
  return field.type === 'number' ? plainDecimal(a) === plainDecimal(b) : a === b;
}

/** The fields of the form whose typed value differs from the stored row, as the edit body takes them. */
function changedValues(decl: ResourceDeclaration, values: Record<string, unknown>, stored: ResourceRow): Record<string, unknown> {
  const payload = toPayload(decl, values);
  return Object.fromEntries(decl.fields.filter((f) => f.name in payload && !same(f, payload[f.name], stored[f.name])).map((f) => [f.name, payload[f.name]]));
}

/**
 * Some of the batch's own fields (检测条件, 检出限, a reused curve and its check standard) edited in
 * place with the declaration's inputs and rules: what is typed joins the live computation at once;
 * 保存 sends only the changed fields with the row's version — and, once the batch was submitted,
 * the reason the dialog asks.
 */
export function BatchFieldsForm({ ws, gate, names, title, testId }: BatchFieldsFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [saving, setSaving] = useState(false);
  const decl = useMemo<ResourceDeclaration>(
    () => ({ ...LAB_BATCH, fields: names.map((n) => LAB_BATCH.fields.find((f) => f.name === n)).filter((f): f is ResourceField => !!f).map((f) => ({ ...f, hidden: false })) }),
    [names],
  );
  const optionsOf = useFieldOptions(decl);
  const stored = ws.stored;
  const version = stored?.version;
  useEffect(() => {
    if (stored) form.setFieldsValue(toFormValues(decl, ws.row) as never);
    // the stored row changed (saved here, or by someone else): show it, with what is still typed
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version, decl]);

  if (!stored) return null;
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const changed = changedValues(decl, values, stored);
    if (Object.keys(changed).length === 0) return void message.info(t('laboratory.nothingToSave'));
    const reason = await gate.ask(title);
    if (reason === null) return;
    setSaving(true);
    try {
      await labApi.editBatch(stored, changed, reason);
      message.success(t('laboratory.saved'));
      ws.setFieldDrafts(names, {});
      ws.reload();
    } catch {
      // the server's refusal is shown by the HTTP layer; the typed values stay
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      name={testId}
      disabled={!ws.editable}
      data-testid={testId}
      onValuesChange={(_, all) => ws.setFieldDrafts(names, changedValues(decl, all, stored))}
    >
      <Row gutter={16}>
        {formFields(decl).map((f) => (
          <Col key={f.name} xs={24} sm={12} lg={6}>
            <Form.Item name={f.name} label={f.label} rules={rulesFor(f)}>
              <EditInput field={f} options={optionsOf(f)} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      {ws.editable && (
        <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()} data-testid={`${testId}-save`}>
          {t('laboratory.save')}
        </Button>
      )}
    </Form>
  );
}
