import { useState } from 'react';
import { App, Button, Empty, Form, Input, Modal, Radio, Space, Table, Tag, Upload, type UploadFile } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { DIALOG_WIDTHS } from '@ohit/domain';
import { t } from '../../i18n';
import { Permission } from '../../permission/Permission';
import { useSession } from '../../session/session-store';
import { usePagedList } from '../dict/admin-helpers';
import { DeleteRowButton, formatDate, pager, Toolbar } from '../system/common';
import {
  downloadHelpDocument,
  HELP_DOCUMENT_CODES,
  HELP_DOCUMENT_MAX_MB,
  HELP_DOCUMENT_TYPES,
  HELP_DOCUMENTS_URL,
  isHelpDocumentFile,
  uploadHelpDocument,
  type HelpDocument,
} from './help-documents-api';

function humanSize(bytes: number): string {
  if (!bytes) return '0';
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}

interface UploadValues {
  title?: string;
  scope: 'org' | 'platform';
}

/**
 * 帮助文档 (/helper, the navbar's 帮助 entry): the organisation's help documents and the
 * platform-wide ones, downloadable by every user; '暂未提供帮助文档' when there are none.
 * Users holding helpDoc:add / helpDoc:del upload and delete (platform-wide ones: administrators).
 */
export default function HelperPage() {
  const { user } = useSession();
  const isAdmin = !!user?.isAdmin;
  const { message } = App.useApp();
  const [blurry, setBlurry] = useState('');
  const list = usePagedList<HelpDocument>(HELP_DOCUMENTS_URL, blurry ? { blurry } : {});
  const [form] = Form.useForm<UploadValues>();
  const [open, setOpen] = useState(false);
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [saving, setSaving] = useState(false);
  const none = !list.loading && list.total === 0 && !blurry;

  const submit = async () => {
    const values = await form.validateFields();
    const file = files[0]?.originFileObj;
    if (!file) {
      void message.warning(t('helper.fileRequired'));
      return;
    }
    setSaving(true);
    try {
      await uploadHelpDocument(file, { title: values.title, platformWide: isAdmin && values.scope === 'platform' });
      void message.success(t('common.uploadSuccess'));
      setOpen(false);
      void list.reload();
    } catch {
      /* the HTTP layer has shown the server's message */
    } finally {
      setSaving(false);
    }
  };

  const download = async (doc: HelpDocument) => {
    try {
      await downloadHelpDocument(doc);
      void message.success(t('helper.downloadSuccess'));
    } catch {
      /* shown by the HTTP layer */
    }
  };

  return (
    <div data-testid="helper-page">
      <Toolbar>
        <Input.Search allowClear placeholder={t('helper.search')} style={{ width: 260 }} onSearch={(v) => setBlurry(v.trim())} />
        <Permission codes={HELP_DOCUMENT_CODES.add}>
          <Button
            type="primary"
            icon={<UploadOutlined />}
            onClick={() => {
              form.resetFields();
              setFiles([]);
              setOpen(true);
            }}
          >
            {t('helper.upload')}
          </Button>
        </Permission>
      </Toolbar>
      {none ? (
        <Empty description={t('helper.empty')} data-testid="helper-empty" />
      ) : (
        <Table<HelpDocument>
          rowKey="id"
          loading={list.loading}
          dataSource={list.rows}
          pagination={pager(list.pagination)}
          scroll={{ x: 900 }}
          columns={[
            { title: t('helper.title'), dataIndex: 'title', ellipsis: true },
            { title: t('helper.fileName'), dataIndex: 'fileName', ellipsis: true },
            { title: t('helper.size'), dataIndex: 'size', width: 100, render: humanSize },
            {
              title: t('helper.organization'),
              dataIndex: 'organizationName',
              width: 200,
              render: (v: string | null, r) => (r.platformWide ? <Tag color="blue">{t('helper.platformWide')}</Tag> : v),
            },
            { title: t('helper.uploader'), dataIndex: 'uploaderName', width: 120 },
            { title: t('helper.uploadTime'), dataIndex: 'createTime', width: 170, render: (v) => formatDate(v, true) },
            {
              title: t('common.operation'),
              key: 'op',
              width: 110,
              fixed: 'right',
              render: (_, r) => (
                <Space>
                  <Button size="small" icon={<DownloadOutlined />} aria-label={t('helper.download')} title={t('helper.download')} onClick={() => void download(r)} />
                  {(isAdmin || !r.platformWide) && (
                    <DeleteRowButton codes={[...HELP_DOCUMENT_CODES.del]} url={HELP_DOCUMENTS_URL} id={r.id} onDeleted={() => list.afterDelete(1)} />
                  )}
                </Space>
              ),
            },
          ]}
        />
      )}
      <Modal
        open={open}
        width={DIALOG_WIDTHS.small}
        title={t('helper.upload')}
        onCancel={() => setOpen(false)}
        onOk={() => void submit()}
        confirmLoading={saving}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        forceRender
      >
        <Form form={form} labelCol={{ flex: '90px' }} initialValues={{ scope: 'org' }}>
          <Form.Item label={t('helper.file')} required>
            <Upload
              accept={HELP_DOCUMENT_TYPES.map((x) => `.${x}`).join(',')}
              maxCount={1}
              fileList={files}
              beforeUpload={(file) => {
                if (!isHelpDocumentFile(file.name)) {
                  void message.warning(t('helper.wrongType', { types: HELP_DOCUMENT_TYPES.join('、') }));
                  return Upload.LIST_IGNORE;
                }
                if (file.size > HELP_DOCUMENT_MAX_MB * 1024 * 1024) {
                  void message.warning(t('helper.tooLarge', { size: HELP_DOCUMENT_MAX_MB }));
                  return Upload.LIST_IGNORE;
                }
                return false;
              }}
              onChange={({ fileList }) => setFiles(fileList.slice(-1))}
            >
              <Button icon={<UploadOutlined />}>{t('helper.chooseFile')}</Button>
            </Upload>
          </Form.Item>
          <Form.Item name="title" label={t('helper.title')} rules={[{ max: 100 }]}>
            <Input placeholder={t('helper.titlePlaceholder')} />
          </Form.Item>
          {isAdmin && (
            <Form.Item name="scope" label={t('helper.scope')}>
              <Radio.Group
                options={[
                  { label: t('helper.ownOrganization'), value: 'org' },
                  { label: t('helper.platformWide'), value: 'platform' },
                ]}
              />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </div>
  );
}
