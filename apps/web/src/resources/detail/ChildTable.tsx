import { useMemo, useState, type ReactNode } from 'react';
import { Button, Col, Form, Input, Modal, Popconfirm, Row, Space, Table, Typography, type TableColumnType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { labelFieldOf, REASON_MAX_LENGTH, type ChildCollection, type ResourceDeclaration, type ResourceField, type ResourceRow } from '@ohit/contracts';
import { t } from '../../i18n';
import { cellText, EditInput, useFieldOptions } from '../field-inputs';
import { formFields, rulesFor, toFormValues, toPayload } from '../form-model';
import { childApi, childDeclaration } from './section-api';
import { useSectionRows } from './use-section-rows';

export interface ChildTableProps {
  decl: ResourceDeclaration;
  child: ChildCollection;
  parentId: number;
  /** The user may change the children (`<prefix>:<child.action ?? 'edit'>`); otherwise the table is read-only. */
  canEdit: boolean;
  /** After a change (the page reloads its history). */
  onChanged?: () => void;
  /** Form inputs replacing the declared input of a field (a user picker narrowed by role…). */
  editInputs?: Record<string, () => ReactNode>;
  /** Every change asks why (a submitted record's amendment): the reason is sent with it and kept in the history. */
  reasonRequired?: boolean;
}

type Dialog = { kind: 'add'; row: null } | { kind: 'edit'; row: ResourceRow } | { kind: 'remove'; row: ResourceRow } | null;

/** The form item holding the reason (never a field of the child). */
const REASON = '__reason';

/** A user or reference field shows its label (`<name>Name`), any other its value as text. */
function shown(field: ResourceField, row: ResourceRow, text: (f: ResourceField, v: unknown) => string): string {
  if (field.type === 'user' || field.type === 'reference') return String(row[labelFieldOf(field)] ?? row[field.name] ?? '');
  return text(field, row[field.name]);
}

/**
 * A child collection on its parent's detail page (kernel mechanism "child collection"): the rows,
 * and — for users who may change them — 新增 and 编辑 through a dialog of the generic field inputs
 * and rules, 删除 after '确定删除本条数据吗？'. Every change is one request the server runs in the
 * parent's transaction; the server's refusals (duplicate member, stale version) are shown by the
 * HTTP layer and leave the dialog open. With `reasonRequired` every change — a removal too —
 * asks for its reason in the dialog and sends it.
 */
export function ChildTable({ decl, child, parentId, canEdit, onChanged, editInputs, reasonRequired = false }: ChildTableProps) {
  const view = useMemo(() => childDeclaration(decl, child), [decl, child]);
  const api = useMemo(() => childApi(decl, child, parentId), [decl, child, parentId]);
  const optionsOf = useFieldOptions(view);
  const { rows, loading, changed } = useSectionRows<ResourceRow>(api.list, onChanged);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Record<string, unknown>>();

  const open = (next: NonNullable<Dialog>) => {
    form.resetFields();
    form.setFieldsValue(toFormValues(view, next.row) as never);
    setDialog(next);
  };

  const save = async () => {
    if (!dialog) return;
    let values: Record<string, unknown>;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is wrong
    }
    const reason = typeof values[REASON] === 'string' ? values[REASON].trim() : '';
    const why = reason ? { reason } : {};
    setSaving(true);
    try {
      if (dialog.kind === 'remove') {
        await api.remove(dialog.row.id, dialog.row.version, reason || undefined);
        setDialog(null);
        await changed(t('resourceSections.deleteSuccess'));
        return;
      }
      const body = toPayload(view, values);
      if (dialog.kind === 'add') await api.add({ ...body, ...why });
      else await api.edit(dialog.row.id, { ...body, ...why, version: dialog.row.version });
      setDialog(null);
      await changed(t(dialog.kind === 'add' ? 'resourceSections.addSuccess' : 'resourceSections.editSuccess'));
    } catch {
      // the server's message is shown; the dialog stays open
    } finally {
      setSaving(false);
    }
  };

  const remove = async (row: ResourceRow) => {
    try {
      await api.remove(row.id, row.version);
      await changed(t('resourceSections.deleteSuccess'));
    } catch {
      // shown by the HTTP layer
    }
  };

  const fields = child.fields.filter((f) => !f.hidden);
  const columns: TableColumnType<ResourceRow>[] = fields.map((f) => ({
    key: f.name,
    title: f.label,
    width: f.width,
    render: (_: unknown, row: ResourceRow) => shown(f, row, (field, v) => cellText(field, v, optionsOf(field))),
  }));
  if (canEdit) {
    columns.push({
      key: 'operation',
      title: t('resourceSections.operation'),
      width: 140,
      render: (_: unknown, row: ResourceRow) => (
        <Space size={4}>
          <Button size="small" type="link" onClick={() => open({ kind: 'edit', row })}>
            {t('resourceSections.edit')}
          </Button>
          {reasonRequired ? (
            <Button size="small" type="link" danger onClick={() => open({ kind: 'remove', row })}>
              {t('resourceSections.delete')}
            </Button>
          ) : (
            <Popconfirm title={t('resourceSections.confirmDelete')} okText={t('resourceSections.ok')} cancelText={t('resourceSections.cancel')} onConfirm={() => remove(row)}>
              <Button size="small" type="link" danger>
                {t('resourceSections.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    });
  }

  const inputs = dialog?.kind === 'remove' ? [] : formFields(view);
  const titleKey = dialog?.kind === 'edit' ? 'resourceSections.editTitle' : dialog?.kind === 'remove' ? 'resourceSections.deleteTitle' : 'resourceSections.addTitle';
  return (
    <div data-testid={`child-table-${child.name}`}>
      {canEdit && (
        <div style={{ marginBottom: 8 }}>
          <Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => open({ kind: 'add', row: null })}>
            {t('resourceSections.add')}
          </Button>
        </div>
      )}
      <Table<ResourceRow> rowKey="id" size="small" loading={loading} columns={columns} dataSource={rows} pagination={false} locale={{ emptyText: t('resourceSections.noRows') }} />
      <Modal
        open={dialog !== null}
        title={t(titleKey, { title: child.title })}
        okText={t('resourceSections.ok')}
        cancelText={t('resourceSections.cancel')}
        confirmLoading={saving}
        onOk={() => void save()}
        onCancel={() => !saving && setDialog(null)}
        maskClosable={false}
        forceRender
      >
        {dialog?.kind === 'remove' && <Typography.Paragraph>{t('resourceSections.confirmDelete')}</Typography.Paragraph>}
        <Form form={form} name={`${decl.name}-${child.name}-editor`} layout="horizontal" labelCol={{ span: 6 }}>
          <Row>
            {inputs.map((f) => (
              <Col key={f.name} span={24}>
                <Form.Item name={f.name} label={f.label} rules={rulesFor(f)}>
                  {editInputs?.[f.name]?.() ?? <EditInput field={f} options={optionsOf(f)} />}
                </Form.Item>
              </Col>
            ))}
            {reasonRequired && (
              <Col span={24}>
                <Form.Item
                  name={REASON}
                  label={t('resourceSections.changeReason')}
                  extra={t('resourceSections.changeReasonHint')}
                  rules={[{ required: true, whitespace: true, message: t('resourceSections.changeReasonRequired') }]}
                >
                  <Input.TextArea rows={2} maxLength={REASON_MAX_LENGTH} />
                </Form.Item>
              </Col>
            )}
          </Row>
        </Form>
      </Modal>
    </div>
  );
}
