import { useState } from 'react';
import { App, Card, Col, Empty, Form, Input, InputNumber, Modal, Row, Space, Table } from 'antd';
import { DIALOG_WIDTHS } from '@ohit/domain';
import { t } from '../../i18n';
import { http } from '../../http/request';
import { invalidateDicts } from '../../dictionaries/dict-cache';
import { AddButton, DeleteRowButton, EditButton, pager, Toolbar } from '../system/common';
import { pick, usePagedList } from './admin-helpers';

interface DictRow {
  id: number;
  name: string;
  description: string | null;
  version?: number;
}

interface EntryRow {
  id: number;
  label: string;
  value: string;
  dictSort: number;
  version?: number;
  dict?: { id?: number; name?: string };
}

const NAME = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;
const codes = (action: string) => [`dict:${action}`];

/** Form dialog shared by dictionaries and entries. */
function useEditor<T extends object>(save: (values: T, editing: 'new' | (T & { id: number })) => Promise<unknown>, after: () => void) {
  const [form] = Form.useForm<T>();
  const [editing, setEditing] = useState<'new' | (T & { id: number }) | null>(null);
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  return {
    form,
    editing,
    saving,
    open(row: 'new' | (T & { id: number }), defaults?: Partial<T>) {
      form.resetFields();
      if (row !== 'new') form.setFieldsValue(row as never);
      else if (defaults) form.setFieldsValue(defaults as never);
      setEditing(row);
    },
    close: () => setEditing(null),
    async submit() {
      const values = await form.validateFields();
      if (!editing) return;
      setSaving(true);
      try {
        await save(values, editing);
        void message.success(editing === 'new' ? t('common.addSuccess') : t('common.editSuccess'));
        setEditing(null);
        after();
      } catch {
        /* shown by the HTTP layer; the form stays open */
      } finally {
        setSaving(false);
      }
    },
  };
}

/** Dictionaries (left) and the selected dictionary's entries (right). */
export default function DictPage() {
  const [blurry, setBlurry] = useState('');
  const dicts = usePagedList<DictRow>('api/dict', { blurry, sort: 'id,desc' }, 20);
  const [current, setCurrent] = useState<DictRow | null>(null);
  const entries = usePagedList<EntryRow>(current ? 'api/dictDetail' : null, { dictName: current?.name, sort: 'dictSort,asc' }, 20);

  const dictEditor = useEditor<DictRow>(
    (v, editing) =>
      editing === 'new'
        ? http.post('api/dict', pick(v, ['name', 'description']))
        : http.put('api/dict', { ...pick(v, ['name', 'description']), id: editing.id, version: editing.version }),
    () => {
      void dicts.reload();
      if (current) invalidateDicts([current.name]);
    },
  );
  const entryEditor = useEditor<EntryRow>(
    (v, editing) =>
      editing === 'new'
        ? http.post('api/dictDetail/add', { ...pick(v, ['label', 'value', 'dictSort']), dict: { id: current!.id } })
        : http.put('api/dictDetail/edit', { ...pick(v, ['label', 'value', 'dictSort']), id: editing.id, version: editing.version }),
    () => {
      void entries.reload();
      if (current) invalidateDicts([current.name]);
    },
  );

  return (
    <Row gutter={12}>
      <Col xs={24} lg={10}>
        <Card size="small" title={t('dict.dicts')}>
          <Toolbar>
            <Input.Search allowClear placeholder={t('common.keywordPlaceholder')} onSearch={setBlurry} style={{ maxWidth: 220 }} />
            <AddButton codes={codes('add')} onClick={() => dictEditor.open('new')} />
          </Toolbar>
          <Table<DictRow>
            rowKey="id"
            size="small"
            loading={dicts.loading}
            dataSource={dicts.rows}
            pagination={pager(dicts.pagination)}
            rowClassName={(r) => (r.id === current?.id ? 'ant-table-row-selected' : '')}
            onRow={(r) => ({ onClick: () => setCurrent(r), style: { cursor: 'pointer' } })}
            columns={[
              { title: t('dict.name'), dataIndex: 'name' },
              { title: t('dict.description'), dataIndex: 'description', ellipsis: true },
              {
                title: t('common.operation'),
                key: 'op',
                width: 100,
                render: (_, r) => (
                  <Space onClick={(e) => e.stopPropagation()}>
                    <EditButton codes={codes('edit')} onClick={() => dictEditor.open(r)} />
                    <DeleteRowButton
                      codes={codes('del')}
                      url="api/dict"
                      id={r.id}
                      onDeleted={() => {
                        invalidateDicts([r.name]);
                        if (current?.id === r.id) setCurrent(null);
                        dicts.afterDelete(1);
                      }}
                    />
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card size="small" title={current ? `${t('dict.entries')}：${current.name}` : t('dict.entries')}>
          {!current ? (
            <Empty description={t('dict.selectDict')} />
          ) : (
            <>
              <Toolbar>
                <AddButton codes={codes('add')} onClick={() => entryEditor.open('new', { dictSort: (entries.total || 0) + 1 } as Partial<EntryRow>)} />
              </Toolbar>
              <Table<EntryRow>
                rowKey="id"
                size="small"
                loading={entries.loading}
                dataSource={entries.rows}
                pagination={pager(entries.pagination)}
                columns={[
                  { title: t('dict.label'), dataIndex: 'label' },
                  { title: t('dict.value'), dataIndex: 'value' },
                  { title: t('dict.sort'), dataIndex: 'dictSort', width: 80 },
                  {
                    title: t('common.operation'),
                    key: 'op',
                    width: 100,
                    render: (_, r) => (
                      <Space>
                        <EditButton codes={codes('edit')} onClick={() => entryEditor.open(r)} />
                        <DeleteRowButton
                          codes={codes('del')}
                          url="api/dictDetail/delete"
                          id={r.id}
                          onDeleted={() => {
                            invalidateDicts([current.name]);
                            entries.afterDelete(1);
                          }}
                        />
                      </Space>
                    ),
                  },
                ]}
              />
            </>
          )}
        </Card>
      </Col>

      <Modal
        open={dictEditor.editing !== null}
        width={DIALOG_WIDTHS.small}
        title={dictEditor.editing === 'new' ? t('dict.addDict') : t('dict.editDict')}
        onCancel={dictEditor.close}
        onOk={() => void dictEditor.submit()}
        confirmLoading={dictEditor.saving}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        forceRender
      >
        <Form form={dictEditor.form} labelCol={{ flex: '90px' }}>
          <Form.Item
            name="name"
            label={t('dict.name')}
            rules={[
              { required: true, message: t('common.required', { field: t('dict.name') }) },
              { pattern: NAME, message: t('dict.nameRule') },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="description" label={t('dict.description')} rules={[{ max: 255 }]}>
            <Input />
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        open={entryEditor.editing !== null}
        width={DIALOG_WIDTHS.small}
        title={entryEditor.editing === 'new' ? t('dict.addEntry') : t('dict.editEntry')}
        onCancel={entryEditor.close}
        onOk={() => void entryEditor.submit()}
        confirmLoading={entryEditor.saving}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        forceRender
      >
        <Form form={entryEditor.form} labelCol={{ flex: '90px' }}>
          <Form.Item name="label" label={t('dict.label')} rules={[{ required: true, whitespace: true, message: t('common.required', { field: t('dict.label') }) }, { max: 255 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="value" label={t('dict.value')} rules={[{ required: true, whitespace: true, message: t('common.required', { field: t('dict.value') }) }, { max: 255 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="dictSort" label={t('dict.sort')}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </Row>
  );
}
