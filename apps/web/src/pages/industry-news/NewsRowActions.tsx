import type { ReactNode } from 'react';
import { App, Button, Popconfirm, Tooltip } from 'antd';
import { CloudDownloadOutlined, CloudUploadOutlined, EyeOutlined, PictureOutlined } from '@ant-design/icons';
import { INDUSTRY_NEWS, permissionCodes, type ResourceRow, transitionOptions } from '@ohit/contracts';
import { t } from '../../i18n';
import { checkPermission } from '../../permission/check';
import { detailApi } from '../../resources/detail/detail-api';
import { useSession } from '../../session/session-store';

const ICONS: Record<string, ReactNode> = { publish: <CloudUploadOutlined />, unpublish: <CloudDownloadOutlined /> };

/**
 * An article's own row buttons: 发布 or 下线 as its state allows and the user may (each confirmed,
 * the article re-read after), 封面 (its cover picture), and 预览 of the public page once published.
 */
export function NewsRowActions({ row, reload, onCover }: { row: ResourceRow; reload: () => void; onCover: (row: ResourceRow) => void }) {
  const { message } = App.useApp();
  const { roles } = useSession();
  const events = transitionOptions(INDUSTRY_NEWS, row).filter((o) => o.allowed && checkPermission(roles, permissionCodes(INDUSTRY_NEWS, o.event)));

  const run = async (event: string) => {
    try {
      await detailApi.transition(INDUSTRY_NEWS, row.id as number, event, { version: row.version as number });
      message.success(t(`industryNews.${event}Done`));
      reload();
    } catch {
      // the server's refusal is shown by the HTTP layer
    }
  };

  return (
    <>
      {events.map((o) => (
        <Popconfirm key={o.event} title={t(`industryNews.${o.event}Confirm`)} onConfirm={() => run(o.event)} okText={t('resourceList.ok')} cancelText={t('resourceList.cancel')}>
          <Tooltip title={o.label}>
            <Button size="small" icon={ICONS[o.event]} aria-label={o.label} data-testid={`row-${o.event}`} />
          </Tooltip>
        </Popconfirm>
      ))}
      <Tooltip title={t('industryNews.cover')}>
        <Button size="small" icon={<PictureOutlined />} aria-label={t('industryNews.cover')} data-testid="row-cover" onClick={() => onCover(row)} />
      </Tooltip>
      {row.state === 'published' && (
        <Tooltip title={t('industryNews.preview')}>
          <Button
            size="small"
            icon={<EyeOutlined />}
            aria-label={t('industryNews.preview')}
            data-testid="row-preview"
            href={`/industryNewsDetails?id=${encodeURIComponent(String(row.id))}`}
            target="_blank"
            rel="noopener noreferrer"
          />
        </Tooltip>
      )}
    </>
  );
}
