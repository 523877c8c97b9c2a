import { useState } from 'react';
import { App, Empty, Form, Input, Radio, Table, Tag } from 'antd';
import type { HelpDocumentView } from '@ohit/contracts';
import { t } from '../../i18n';
import { useSession } from '../../session/session-store';
import { fileColumns } from '../../ui/file-table';
import { useFormDialog } from '../../ui/form-dialog';
import { UploadButton, UploadFileDialog, type ChosenFile } from '../../ui/UploadFileDialog';
import { usePagedList } from '../dict/admin-helpers';
import { pager, Toolbar } from '../system/common';
import {
  downloadHelpDocument,
  HELP_DOCUMENT_CODES,
  HELP_DOCUMENT_MAX_MB,
  HELP_DOCUMENT_TYPES,
  HELP_DOCUMENTS_URL,
  uploadHelpDocument,
} from './help-documents-api';

interface UploadValues extends ChosenFile {
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
  const list = usePagedList<HelpDocumentView>(HELP_DOCUMENTS_URL, blurry ? { blurry } : {});
  const dialog = useFormDialog<UploadValues>();
  const none = !list.loading && list.total === 0 && !blurry;

  const download = async (doc: HelpDocumentView) => {
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
        <UploadButton codes={HELP_DOCUMENT_CODES.add} label={t('helper.upload')} onClick={() => dialog.show(true)} />
      </Toolbar>
      {none ? (
        <Empty description={t('helper.empty')} data-testid="helper-empty" />
      ) : (
        <Table<HelpDocumentView>
          rowKey="id"
          loading={list.loading}
          dataSource={list.rows}
          pagination={pager(list.pagination)}
          scroll={{ x: 900 }}
          columns={[
            { title: t('helper.title'), dataIndex: 'title', ellipsis: true },
            { title: t('helper.fileName'), dataIndex: 'fileName', ellipsis: true },
            fileColumns.size(t('helper.size')),
            {
              title: t('helper.organization'),
              dataIndex: 'organizationName',
              width: 200,
              render: (v: string | null, r) => (r.platformWide ? <Tag color="blue">{t('helper.platformWide')}</Tag> : v),
            },
            { title: t('helper.uploader'), dataIndex: 'uploaderName', width: 120 },
            fileColumns.uploadTime(t('helper.uploadTime')),
            fileColumns.actions<HelpDocumentView>({
              width: 110,
              fixedRight: true,
              downloadLabel: t('helper.download'),
              download: (r) => ({ onClick: () => void download(r) }),
              remove: { codes: HELP_DOCUMENT_CODES.del, url: HELP_DOCUMENTS_URL, allowed: (r) => isAdmin || !r.platformWide },
              onDeleted: () => list.afterDelete(1),
            }),
          ]}
        />
      )}
      <UploadFileDialog<UploadValues>
        dialog={dialog}
        title={t('helper.upload')}
        initialValues={{ scope: 'org' }}
        rule={{
          types: HELP_DOCUMENT_TYPES,
          maxMb: HELP_DOCUMENT_MAX_MB,
          label: t('helper.file'),
          choose: t('helper.chooseFile'),
          required: t('helper.fileRequired'),
          wrongType: t('helper.wrongType', { types: HELP_DOCUMENT_TYPES.join('、') }),
          tooLarge: t('helper.tooLarge', { size: HELP_DOCUMENT_MAX_MB }),
        }}
        onSubmit={async (values, file) => {
          await uploadHelpDocument(file, { title: values.title, platformWide: isAdmin && values.scope === 'platform' });
          void message.success(t('common.uploadSuccess'));
        }}
        onSaved={() => void list.reload()}
      >
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
      </UploadFileDialog>
    </div>
  );
}
