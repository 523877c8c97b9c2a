import { useState } from 'react';
import { App, Button, Form, Input, Modal, Space, Table, Tag, Upload, type UploadFile } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { DIALOG_WIDTHS } from '@ohit/domain';
import { t } from '../../i18n';
import { http } from '../../http/request';
import { Permission } from '../../permission/Permission';
import { DeleteRowButton, formatDate, pager, Toolbar } from '../system/common';
import { usePagedList } from '../dict/admin-helpers';

interface ApkRow {
  id: number;
  version: string;
  description: string | null;
  fileName: string;
  size: number;
  path: string;
  createBy: string | null;
  createTime: string;
}

/** Largest package accepted (the server's limit). */
export const APK_MAX_MB = 200;

export function isApk(name: string): boolean {
  return /\.apk$/i.test(name);
}

function humanSize(bytes: number): string {
  if (!bytes) return '0';
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}

/** App releases: list (newest first), upload (.apk, version, description), delete. */
export default function ApkPage() {
  const list = usePagedList<ApkRow>('api/apkAffix/queryAll');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ version: string; description?: string }>();
  const [open, setOpen] = useState(false);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields();
    const file = files[0]?.originFileObj;
    if (!file) {
      void message.warning(t('apk.fileRequired'));
      return;
    }
    const body = new FormData();
    body.append('file', file, file.name);
    body.append('version', values.version.trim());
    body.append('description', values.description?.trim() ?? '');
    setSaving(true);
    try {
      await http.post('api/apkAffix/upload', body, { timeoutMs: 30 * 60_000 });
      void message.success(t('common.uploadSuccess'));
      setOpen(false);
      void list.reload();
    } catch {
      /* shown by the HTTP layer */
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Toolbar>
        <Permission codes={['apk:upload', 'apk:add']}>
          <Button
            type="primary"
            icon={<UploadOutlined />}
            onClick={() => {
              form.resetFields();
              setFiles([]);
              setOpen(true);
            }}
          >
            {t('apk.upload')}
          </Button>
        </Permission>
      </Toolbar>
      <Table<ApkRow>
        rowKey="id"
        loading={list.loading}
        dataSource={list.rows}
        pagination={pager(list.pagination)}
        columns={[
          { title: t('apk.version'), dataIndex: 'version', width: 140, render: (v, _r, i) => <Space>{v}{i === 0 && list.pagination.current === 1 && <Tag color="green">{t('apk.latest')}</Tag>}</Space> },
          { title: t('apk.description'), dataIndex: 'description', ellipsis: true },
          { title: t('apk.fileName'), dataIndex: 'fileName', ellipsis: true },
          { title: t('apk.size'), dataIndex: 'size', width: 100, render: humanSize },
          { title: t('apk.uploadTime'), dataIndex: 'createTime', width: 170, render: (v) => formatDate(v, true) },
          {
            title: t('common.operation'),
            key: 'op',
            width: 120,
            render: (_, r) => (
              <Space>
                <Button size="small" icon={<DownloadOutlined />} href={r.path} download aria-label={t('apk.download')} />
                <DeleteRowButton codes={['apk:del']} url="api/apkAffix/delete" id={r.id} onDeleted={() => list.afterDelete(1)} />
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={open}
        width={DIALOG_WIDTHS.small}
        title={t('apk.upload')}
        onCancel={() => setOpen(false)}
        onOk={() => void submit()}
        confirmLoading={saving}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        forceRender
      >
        <Form form={form} labelCol={{ flex: '90px' }}>
          <Form.Item label={t('apk.file')} required>
            <Upload
              accept=".apk"
              maxCount={1}
              fileList={files}
              beforeUpload={(file) => {
                if (!isApk(file.name)) {
                  void message.warning(t('apk.apkOnly'));
                  return Upload.LIST_IGNORE;
                }
                if (file.size > APK_MAX_MB * 1024 * 1024) {
                  void message.warning(t('apk.tooLarge', { size: APK_MAX_MB }));
                  return Upload.LIST_IGNORE;
                }
                return false;
              }}
              onChange={({ fileList }) => setFiles(fileList.slice(-1))}
            >
              <Button icon={<UploadOutlined />}>{t('apk.chooseFile')}</Button>
            </Upload>
          </Form.Item>
          <Form.Item
            name="version"
            label={t('apk.version')}
            rules={[{ required: true, whitespace: true, message: t('common.required', { field: t('apk.version') }) }, { max: 50 }]}
          >
            <Input placeholder="1.2.0" />
          </Form.Item>
          <Form.Item name="description" label={t('apk.description')} rules={[{ max: 500 }]}>
            <Input.TextArea rows={4} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
