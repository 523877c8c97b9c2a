import { Button, Space, type TableColumnType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { t } from '../i18n';
import { DeleteRowButton, formatDate } from '../pages/system/common';

/** A file's size as people read it: '0', '12 KB' (rounded up), '3.4 MB'. */
export function humanSize(bytes: number): string {
  if (!bytes) return '0';
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}

/** Columns shared by the lists of uploaded files (help documents, app releases). */
export const fileColumns = {
  size: <T extends { size: number }>(title: string): TableColumnType<T> => ({ title, dataIndex: 'size', width: 100, render: humanSize }),
  uploadTime: <T extends { createTime: string }>(title: string): TableColumnType<T> => ({
    title,
    dataIndex: 'createTime',
    width: 170,
    render: (v: string) => formatDate(v, true),
  }),
  /** The row's download button (a link, or a call that fetches with the token) and its delete button. */
  actions: <T extends { id: number }>(o: {
    width: number;
    fixedRight?: boolean;
    downloadLabel: string;
    download: (row: T) => { href: string } | { onClick: () => void };
    remove: { codes: readonly string[]; url: string; allowed?: (row: T) => boolean };
    onDeleted: () => void;
  }): TableColumnType<T> => ({
    title: t('common.operation'),
    key: 'op',
    width: o.width,
    ...(o.fixedRight ? { fixed: 'right' as const } : {}),
    render: (_: unknown, r: T) => {
      const how = o.download(r);
      return (
        <Space>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            aria-label={o.downloadLabel}
            title={o.downloadLabel}
            {...('href' in how ? { href: how.href, download: true } : { onClick: how.onClick })}
          />
          {(o.remove.allowed?.(r) ?? true) && <DeleteRowButton codes={[...o.remove.codes]} url={o.remove.url} id={r.id} onDeleted={o.onDeleted} />}
        </Space>
      );
    },
  }),
};
