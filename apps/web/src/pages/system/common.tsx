import type { ReactNode } from 'react';
import { App, Button, Form, Popconfirm, Space, type TablePaginationConfig } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../config/domain';
import { t } from '../../i18n';
import { Permission } from '../../permission/Permission';
import { deleteIds } from '../dict/admin-helpers';

/** Pager of spec §9: sizes 10…5000, default 60, layout total, prev, pager, next, sizes. */
export function pager(from: TablePaginationConfig | false | undefined): TablePaginationConfig {
  return {
    ...(from || {}),
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    defaultPageSize: DEFAULT_PAGE_SIZE,
    showSizeChanger: true,
    showTotal: (total) => t('common.total', { total }),
    position: ['bottomRight'],
  };
}

export const listDefaults = {
  pagination: { pageSize: DEFAULT_PAGE_SIZE },
  sorters: { initial: [{ field: 'id', order: 'desc' as const }] },
  syncWithLocation: false,
};

export function formatDate(value: unknown, withTime = false): string {
  if (!value) return '';
  const d = dayjs(value as string);
  return d.isValid() ? d.format(withTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD') : String(value);
}

export function SearchActions({ onReset }: { onReset: () => void }) {
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>{t('common.search')}</Button>
        <Button icon={<ReloadOutlined />} onClick={onReset}>{t('common.reset')}</Button>
      </Space>
    </Form.Item>
  );
}

export function AddButton({ codes, onClick }: { codes: string[]; onClick: () => void }) {
  return (
    <Permission codes={codes}>
      <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>{t('common.add')}</Button>
    </Permission>
  );
}

export function EditButton({ codes, onClick }: { codes: string[]; onClick: () => void }) {
  return (
    <Permission codes={codes}>
      <Button size="small" type="primary" icon={<EditOutlined />} onClick={onClick} aria-label={t('common.edit')} />
    </Permission>
  );
}

/** Delete with the spec's popover prompt '确定删除本条数据吗？'. */
export function DeleteButton({ codes, onConfirm }: { codes: string[]; onConfirm: () => void | Promise<unknown> }) {
  return (
    <Permission codes={codes}>
      <Popconfirm title={t('common.confirmDelete')} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={onConfirm}>
        <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} />
      </Popconfirm>
    </Permission>
  );
}

/** Deletes one row by id after the confirmation, says '删除成功' (spec §8), then `onDeleted` (refresh, step back a page, …). */
export function DeleteRowButton({ codes, url, id, onDeleted }: { codes: string[]; url: string; id: number; onDeleted: () => void | Promise<unknown> }) {
  const { message } = App.useApp();
  return (
    <DeleteButton
      codes={codes}
      onConfirm={async () => {
        await deleteIds(url, [id]);
        void message.success(t('common.deleteSuccess'));
        await onDeleted();
      }}
    />
  );
}

export function Toolbar({ children }: { children: ReactNode }) {
  return <div style={{ marginBottom: 12, display: 'flex', gap: 8 }}>{children}</div>;
}
