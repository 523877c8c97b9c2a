import { App, Form, Input, Space, Table, Tag } from 'antd';
import type { AppReleaseView } from '@ohit/contracts';
import { t } from '../../i18n';
import { http } from '../../http/request';
import { fileColumns } from '../../ui/file-table';
import { useFormDialog } from '../../ui/form-dialog';
import { UploadButton, UploadFileDialog, type ChosenFile } from '../../ui/UploadFileDialog';
import { pager, Toolbar } from '../system/common';
import { usePagedList } from '../dict/admin-helpers';

/** Largest package accepted (the server's limit). */
export const APK_MAX_MB = 200;

interface UploadValues extends ChosenFile {
  version: string;
  description?: string;
}

/** App releases: list (newest first), upload (.apk, version, description), delete. */
export default function ApkPage() {
  const list = usePagedList<AppReleaseView>('api/apkAffix/queryAll');
  const { message } = App.useApp();
  const dialog = useFormDialog<UploadValues>();

  return (
    <>
      <Toolbar>
        <UploadButton codes={['apk:upload', 'apk:add']} label={t('apk.upload')} onClick={() => dialog.show(true)} />
      </Toolbar>
      <Table<AppReleaseView>
        rowKey="id"
        loading={list.loading}
        dataSource={list.rows}
        pagination={pager(list.pagination)}
        columns={[
          { title: t('apk.version'), dataIndex: 'version', width: 140, render: (v, _r, i) => <Space>{v}{i === 0 && list.pagination.current === 1 && <Tag color="green">{t('apk.latest')}</Tag>}</Space> },
          { title: t('apk.description'), dataIndex: 'description', ellipsis: true },
          { title: t('apk.fileName'), dataIndex: 'fileName', ellipsis: true },
          fileColumns.size(t('apk.size')),
          fileColumns.uploadTime(t('apk.uploadTime')),
          fileColumns.actions<AppReleaseView>({
            width: 120,
            downloadLabel: t('apk.download'),
            download: (r) => ({ href: r.path }),
            remove: { codes: ['apk:del'], url: 'api/apkAffix/delete' },
            onDeleted: () => list.afterDelete(1),
          }),
        ]}
      />
      <UploadFileDialog<UploadValues>
        dialog={dialog}
        title={t('apk.upload')}
        rule={{
          types: ['apk'],
          maxMb: APK_MAX_MB,
          label: t('apk.file'),
          choose: t('apk.chooseFile'),
          required: t('apk.fileRequired'),
          wrongType: t('apk.apkOnly'),
          tooLarge: t('apk.tooLarge', { size: APK_MAX_MB }),
        }}
        onSubmit={async (values, file) => {
          const body = new FormData();
          body.append('file', file, file.name);
          body.append('version', values.version.trim());
          body.append('description', values.description?.trim() ?? '');
          await http.post('api/apkAffix/upload', body, { timeoutMs: 30 * 60_000 });
          void message.success(t('common.uploadSuccess'));
        }}
        onSaved={() => void list.reload()}
      >
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
      </UploadFileDialog>
    </>
  );
}
