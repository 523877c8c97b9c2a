import type { ReactNode } from 'react';
import { Button, Tooltip, Upload } from 'antd';
import { DownloadOutlined, PlusOutlined, ReloadOutlined, SnippetsOutlined, SwapOutlined, UploadOutlined } from '@ant-design/icons';
import type { ResourceField } from '@ohit/contracts';
import { t } from '../i18n';
import { ColumnChooser } from './ColumnChooser';

/** What the user may do from the toolbar (each already permission-checked). */
export interface ToolbarPermissions {
  add: boolean;
  paste: boolean;
  status: boolean;
  export: boolean;
  import: boolean;
}

export interface ResourceToolbarProps {
  can: ToolbarPermissions;
  pasteReady: boolean;
  hasSelection: boolean;
  onAdd: () => void;
  onPaste: () => void;
  onStatus: () => void;
  onExport: () => void;
  onImport: (file: File) => void;
  onRefresh: () => void;
  columns: { offered: ResourceField[]; visible: string[]; onChange: (names: string[]) => void };
  /** Buttons after the declared ones. */
  extras?: ReactNode;
  /** Before the declared buttons (the phone's search toggle). */
  leading?: ReactNode;
}

/** The toolbar: add, paste, status change, export and import (jobs), then refresh and the column chooser. */
export function ResourceToolbar(p: ResourceToolbarProps) {
  return (
    <div style={{ marginBottom: 12, display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
      {p.leading}
      {p.can.add && (
        <Button type="primary" icon={<PlusOutlined />} onClick={p.onAdd} data-testid="resource-add">{t('resourceList.add')}</Button>
      )}
      {p.can.paste && (
        <Button icon={<SnippetsOutlined />} disabled={!p.pasteReady} onClick={p.onPaste}>
          {t('resourceList.paste')}
        </Button>
      )}
      {p.can.status && (
        <Button icon={<SwapOutlined />} disabled={!p.hasSelection} onClick={p.onStatus}>
          {t('resourceList.status')}
        </Button>
      )}
      {p.can.export && (
        <Button icon={<DownloadOutlined />} onClick={p.onExport} data-testid="resource-export">{t('resourceList.export')}</Button>
      )}
      {p.can.import && (
        <Upload accept=".xls,.xlsx" showUploadList={false} beforeUpload={(file) => { p.onImport(file); return false; }} data-testid="resource-import">
          <Button icon={<UploadOutlined />}>{t('resourceList.import')}</Button>
        </Upload>
      )}
      {p.extras}
      <div style={{ flex: 1 }} />
      <Tooltip title={t('resourceList.refresh')}>
        <Button icon={<ReloadOutlined />} onClick={p.onRefresh} aria-label={t('resourceList.refresh')} />
      </Tooltip>
      <ColumnChooser {...p.columns} />
    </div>
  );
}
