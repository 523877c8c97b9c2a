import { App, Form, Input, InputNumber, Select, Space, Table } from 'antd';
import { LINKED_PLATFORM_LABELS, LINKED_PLATFORM_TYPES, type LinkedPlatformType } from '@ohit/domain';
import { t } from '../../i18n';
import { http } from '../../http/request';
import { AddButton, DeleteRowButton, EditButton, pager, Toolbar } from '../system/common';
import { pick, usePagedList } from '../dict/admin-helpers';
import { loadPlatformAddresses, platformUrl } from '../../layout/linked-platforms';
import { FormDialog, useFormDialog } from '../../ui/form-dialog';

interface PlatformRow {
  id: number;
  type: LinkedPlatformType;
  name: string;
  ip: string;
  port: number;
  version?: number;
  updateTime?: string;
}

const PATH = 'api/platformAddress';
const codes = (action: string) => [`platformLink:${action}`, `platform:${action}`];
const HOST = /^(((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z][A-Za-z0-9-]{0,62})$/;

/** Linked-platform addresses (types 3, 5, 6, 7 → ip, port) feeding the navbar buttons. */
export default function PlatformPage() {
  const list = usePagedList<PlatformRow>(PATH);
  const { message } = App.useApp();
  const dialog = useFormDialog<PlatformRow, PlatformRow | 'new'>();
  const { form } = dialog;
  const editing = dialog.subject;

  const open = (row: PlatformRow | 'new') => dialog.show(row, row === 'new' ? undefined : row);

  const changed = async () => {
    await loadPlatformAddresses(true);
    void list.reload();
  };

  const save = async (values: PlatformRow, subject: PlatformRow | 'new') => {
    if (subject === 'new') {
      await http.post(PATH, pick(values, ['type', 'name', 'ip', 'port']));
      void message.success(t('common.addSuccess'));
    } else {
      await http.put(PATH, { ...pick(values, ['name', 'ip', 'port']), id: subject.id, version: subject.version });
      void message.success(t('common.editSuccess'));
    }
  };

  return (
    <>
      <Toolbar>
        <AddButton codes={codes('add')} onClick={() => open('new')} />
      </Toolbar>
      <Table<PlatformRow>
        rowKey="id"
        loading={list.loading}
        dataSource={list.rows}
        pagination={pager(list.pagination)}
        columns={[
          { title: t('platform.type'), dataIndex: 'type', render: (v: LinkedPlatformType) => `${v} · ${LINKED_PLATFORM_LABELS[v] ?? ''}` },
          { title: t('platform.name'), dataIndex: 'name' },
          { title: t('platform.ip'), dataIndex: 'ip' },
          { title: t('platform.port'), dataIndex: 'port', width: 100 },
          { title: 'URL', key: 'url', render: (_, r) => platformUrl(r) },
          {
            title: t('common.operation'),
            key: 'op',
            width: 120,
            render: (_, r) => (
              <Space>
                <EditButton codes={codes('edit')} onClick={() => open(r)} />
                <DeleteRowButton
                  codes={codes('del')}
                  url={PATH}
                  id={r.id}
                  onDeleted={async () => {
                    await loadPlatformAddresses(true);
                    list.afterDelete(1);
                  }}
                />
              </Space>
            ),
          },
        ]}
      />
      <FormDialog
        dialog={dialog}
        title={editing === 'new' ? t('platform.addTitle') : t('platform.editTitle')}
        onSubmit={save}
        onSaved={() => void changed()}
      >
        <Form.Item name="type" label={t('platform.type')} rules={[{ required: true, message: t('common.required', { field: t('platform.type') }) }]}>
          <Select
            disabled={editing !== 'new'}
            options={LINKED_PLATFORM_TYPES.map((v) => ({ value: v, label: `${v} · ${LINKED_PLATFORM_LABELS[v]}` }))}
            onChange={(v: LinkedPlatformType) => !form.getFieldValue('name') && form.setFieldValue('name', LINKED_PLATFORM_LABELS[v])}
          />
        </Form.Item>
        <Form.Item name="name" label={t('platform.name')} rules={[{ required: true, message: t('common.required', { field: t('platform.name') }) }, { max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="ip"
          label={t('platform.ip')}
          rules={[{ required: true, message: t('common.required', { field: t('platform.ip') }) }, { pattern: HOST, message: t('platform.ipInvalid') }]}
        >
          <Input placeholder="192.168.1.10" />
        </Form.Item>
        <Form.Item
          name="port"
          label={t('platform.port')}
          rules={[{ required: true, message: t('common.required', { field: t('platform.port') }) }, { type: 'integer', min: 1, max: 65535, message: t('platform.portInvalid') }]}
        >
          <InputNumber min={1} max={65535} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </FormDialog>
    </>
  );
}
