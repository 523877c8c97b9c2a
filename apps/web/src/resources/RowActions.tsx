import type { ReactNode } from 'react';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { CopyOutlined, DeleteOutlined, DisconnectOutlined, EditOutlined, LinkOutlined, UndoOutlined } from '@ant-design/icons';
import type { ResourceRow } from '@ohit/contracts';
import { t } from '../i18n';
import type { RowAction, RowActionKey } from './row-actions';

const ICONS: Record<RowActionKey, ReactNode> = {
  reset: <UndoOutlined />,
  cancelRelation: <DisconnectOutlined />,
  relation: <LinkOutlined />,
  edit: <EditOutlined />,
  copy: <CopyOutlined />,
  del: <DeleteOutlined />,
};

const LABELS: Record<RowActionKey, string> = {
  reset: 'resourceList.resetRow',
  cancelRelation: 'resourceList.cancelRelation',
  relation: 'resourceList.relation',
  edit: 'resourceList.edit',
  copy: 'resourceList.copy',
  del: 'resourceList.delete',
};

/** Width of the 'operation' column for this many buttons (and a slot for extras). */
export function operationWidth(actions: number, extras: boolean): number {
  return Math.max(90, actions * 34 + (extras ? 40 : 0) + 16);
}

/**
 * The row menu 'operation' of spec §2: one button per permitted action, in the spec's order;
 * those with a prompt ask it in a popover first (the spec's exact wording).
 */
export function RowActions({ row, actions, onRun, extras }: { row: ResourceRow; actions: RowAction[]; onRun: (key: RowActionKey, row: ResourceRow) => Promise<void>; extras?: ReactNode }) {
  return (
    <Space size={4} onClick={(e) => e.stopPropagation()} data-testid="row-operation">
      {actions.map((a) => {
        const button = (
          <Tooltip title={t(LABELS[a.key])} key={a.key}>
            <Button
              size="small"
              type={a.key === 'edit' ? 'primary' : 'default'}
              danger={a.key === 'del'}
              icon={ICONS[a.key]}
              aria-label={t(LABELS[a.key])}
              data-action={a.key}
              onClick={a.confirm ? undefined : () => void onRun(a.key, row)}
            />
          </Tooltip>
        );
        return a.confirm ? (
          <Popconfirm key={a.key} title={a.confirm} okText={t('resourceList.ok')} cancelText={t('resourceList.cancel')} onConfirm={() => onRun(a.key, row).catch(() => undefined)}>
            <span>{button}</span>
          </Popconfirm>
        ) : (
          button
        );
      })}
      {extras}
    </Space>
  );
}
