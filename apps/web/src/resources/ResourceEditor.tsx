import { memo, type ReactNode } from 'react';
import { Col, Form, Modal, Row, type FormInstance } from 'antd';
import type { ResourceDeclaration, ResourceField } from '@ohit/contracts';
import { t } from '../i18n';
import { ComputedPreview } from './ComputedPreview';
import { EditorStatus, type EditorKind, type EditorState } from './editor-state';
import { EditInput, useFieldOptions } from './field-inputs';
import { formFields, rulesFor } from './form-model';
import { dialogWidth } from './list-fields';

export interface EditorSlots {
  /** Form inputs replacing the declared input of a field (a select of related rows…). */
  editInputs?: Record<string, (ctx: { kind: EditorKind; record: Record<string, unknown> | null }) => ReactNode>;
  /** Extra inputs of the edit form (custom screens: passwords, roles…). */
  renderFormExtras?: (ctx: { kind: EditorKind; form: FormInstance; record: Record<string, unknown> | null }) => ReactNode;
  /** The dialog's width when the declared fields' count would make it too narrow (a rich-text field). */
  editorWidth?: number;
}

export interface ResourceEditorProps {
  decl: ResourceDeclaration;
  state: EditorState;
  form: FormInstance<Record<string, unknown>>;
  onOk: () => void;
  onCancel: () => void;
  slots: EditorSlots;
}

/**
 * The add / edit / copy / paste dialog: the declaration's writable fields with their rules.
 * Memoised: it stays mounted (forceRender) and re-renders only when its own props change.
 */
export const ResourceEditor = memo(function ResourceEditor({ decl, state, form, onOk, onCancel, slots }: ResourceEditorProps) {
  const optionsOf = useFieldOptions(decl);
  const fields = formFields(decl);
  const { kind, record, status } = state;
  const twoColumns = fields.length > 6;
  const input = (f: ResourceField) => {
    const custom = slots.editInputs?.[f.name];
    return custom && kind ? custom({ kind, record }) : <EditInput field={f} options={optionsOf(f)} />;
  };

  return (
    <Modal
      open={status !== EditorStatus.Normal}
      title={kind ? t(`resourceList.${kind}Title`, { title: decl.title }) : ''}
      width={slots.editorWidth ?? dialogWidth(fields.length)}
      confirmLoading={status === EditorStatus.Processing}
      okText={t('resourceList.ok')}
      cancelText={t('resourceList.cancel')}
      onOk={onOk}
      onCancel={onCancel}
      maskClosable={false}
      forceRender
      data-testid="resource-editor"
    >
      <Form form={form} name={`${decl.name}-editor`} layout={twoColumns ? 'vertical' : 'horizontal'} labelCol={twoColumns ? undefined : { span: 6 }} data-testid="resource-form">
        <Row gutter={16}>
          {fields.map((f) => (
            <Col key={f.name} span={twoColumns && f.type !== 'text' ? 12 : 24}>
              <Form.Item name={f.name} label={f.label} rules={rulesFor(f)}>
                {input(f)}
              </Form.Item>
            </Col>
          ))}
          {kind && <ComputedPreview decl={decl} form={form} record={record} span={twoColumns ? 12 : 24} />}
        </Row>
        {kind && slots.renderFormExtras?.({ kind, form, record })}
      </Form>
    </Modal>
  );
});
