import { useMemo, useState } from 'react';
import { App, Button, Popconfirm, Space, Table, Typography, Upload, type TableColumnType } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { AttachmentSlot, ResourceAttachment, ResourceDeclaration } from '@ohit/contracts';
import { t } from '../../i18n';
import { formatDate } from '../../pages/system/common';
import { humanSize } from '../../ui/file-table';
import { hasFileType } from '../../ui/UploadFileDialog';
import { attachmentApi } from './section-api';
import { useSectionRows } from './use-section-rows';

export interface AttachmentListProps {
  decl: ResourceDeclaration;
  /** The slots shown (default: every slot the declaration has). */
  slots?: AttachmentSlot[];
  parentId: number;
  /** The user may upload and delete (`<prefix>:edit`); everyone who sees the row may download. */
  canEdit: boolean;
  /** After an upload or a delete (the page reloads its history). */
  onChanged?: () => void;
  /**
   * Asked before an upload or a delete when every change needs its reason (a submitted record):
   * the reason is sent with the file; null cancels.
   */
  askReason?: () => Promise<string | null>;
}

const typesText = (slot: AttachmentSlot) => slot.accept.join('、');

/** What a slot says it takes, before the server (which checks again, content included) is asked. */
export function slotRefusal(slot: AttachmentSlot, file: { name: string; size: number }): string | null {
  if (!hasFileType(file.name, slot.accept)) return t('resourceSections.wrongType', { types: typesText(slot) });
  if (file.size > slot.maxBytes) return t('resourceSections.tooLarge', { size: humanSize(slot.maxBytes) });
  return null;
}

/**
 * A row's files by slot (kernel mechanism "attachment"): name, size, uploader and time, a
 * download for whoever may read the row; upload (type and size checked here with the slot's
 * rules, the server being the judge) and delete after '确定删除本条数据吗？' for editors.
 */
export function AttachmentList({ decl, slots, parentId, canEdit, onChanged, askReason }: AttachmentListProps) {
  const { message } = App.useApp();
  const api = useMemo(() => attachmentApi(decl, parentId), [decl, parentId]);
  const shownSlots = slots ?? decl.attachments ?? [];
  const { rows: files, loading, changed } = useSectionRows<ResourceAttachment>(api.list, onChanged);
  const [uploading, setUploading] = useState<string | null>(null);

  /** The reason when one is asked; null when the user cancelled. */
  const why = async (): Promise<string | undefined | null> => (askReason ? askReason() : undefined);

  const upload = async (slot: AttachmentSlot, file: File) => {
    const reason = await why();
    if (reason === null) return;
    setUploading(slot.name);
    try {
      await api.upload(slot.name, file, reason);
      await changed(t('resourceSections.uploadSuccess'));
    } catch {
      // the server's refusal is shown by the HTTP layer
    } finally {
      setUploading(null);
    }
  };

  const remove = async (a: ResourceAttachment) => {
    const reason = await why();
    if (reason === null) return;
    try {
      await api.remove(a.id, reason);
      await changed(t('resourceSections.deleteSuccess'));
    } catch {
      // shown by the HTTP layer
    }
  };

  const columns: TableColumnType<ResourceAttachment>[] = [
    { key: 'fileName', title: t('resourceSections.fileName'), dataIndex: 'fileName', ellipsis: true },
    { key: 'size', title: t('resourceSections.size'), dataIndex: 'size', width: 100, render: humanSize },
    { key: 'uploadedBy', title: t('resourceSections.uploader'), dataIndex: 'uploadedBy', width: 120 },
    { key: 'uploadTime', title: t('resourceSections.uploadTime'), dataIndex: 'uploadTime', width: 170, render: (v: string) => formatDate(v, true) },
    {
      key: 'operation',
      title: t('resourceSections.operation'),
      width: canEdit ? 130 : 80,
      render: (_: unknown, a: ResourceAttachment) => (
        <Space size={4}>
          <Button size="small" type="link" icon={<DownloadOutlined />} onClick={() => void api.download(a).catch(() => undefined)}>
            {t('resourceSections.download')}
          </Button>
          {canEdit && (
            <Popconfirm title={t('resourceSections.confirmDelete')} okText={t('resourceSections.ok')} cancelText={t('resourceSections.cancel')} onConfirm={() => remove(a)}>
              <Button size="small" type="link" danger>
                {t('resourceSections.delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      {shownSlots.map((slot) => (
        <div key={slot.name} data-testid={`attachment-slot-${slot.name}`}>
          <Space align="center" style={{ marginBottom: 8 }} wrap>
            <Typography.Text strong>{slot.label}</Typography.Text>
            {canEdit && (
              <Upload
                accept={slot.accept.map((x) => `.${x}`).join(',')}
                showUploadList={false}
                beforeUpload={(file) => {
                  const refusal = slotRefusal(slot, file);
                  if (refusal) void message.warning(refusal);
                  else void upload(slot, file);
                  return Upload.LIST_IGNORE;
                }}
              >
                <Button size="small" icon={<UploadOutlined />} loading={uploading === slot.name} aria-label={`${t('resourceSections.upload')}${slot.label}`}>
                  {t('resourceSections.upload')}
                </Button>
              </Upload>
            )}
            <Typography.Text type="secondary">{t('resourceSections.accepts', { types: typesText(slot), size: humanSize(slot.maxBytes) })}</Typography.Text>
          </Space>
          <Table<ResourceAttachment>
            rowKey="id"
            size="small"
            loading={loading}
            columns={columns}
            dataSource={files.filter((f) => f.slot === slot.name)}
            pagination={false}
            locale={{ emptyText: t('resourceSections.noFiles') }}
          />
        </div>
      ))}
    </Space>
  );
}
