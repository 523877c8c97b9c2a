import { useState } from 'react';
import { Badge, Button, Empty, List, Modal, Tabs, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { NOTIFICATION_DIALOG_WIDTH } from '@ohit/domain';
import { useNavigate } from 'react-router';
import { t } from '../i18n';
import type { SendRecord } from './api';
import { markReadThenRefresh } from './mark-read';
import { NoticeDetailModal, PriorityTag } from './NoticeDetailModal';
import { useNotifications } from './notification-store';

export const NOTICE_PAGE_PATH = '/notice';

function formatTime(value: string | null): string {
  return value ? value.replace('T', ' ').slice(0, 19) : '';
}

/**
 * The bell of spec §2: a badge with the unread total (notices + system messages) when it is not
 * zero, opening an 800px dialog with the unread lists; an entry opens its details and is marked read.
 */
export function NotificationBell() {
  const { notices, systemMessages, noticeTotal, systemTotal, total } = useNotifications();
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<SendRecord | null>(null);
  const navigate = useNavigate();

  const show = (record: SendRecord) => {
    setDetail(record);
    void markReadThenRefresh(record);
  };

  const list = (rows: SendRecord[]) =>
    rows.length === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.empty')} />
    ) : (
      <List
        size="small"
        dataSource={rows}
        renderItem={(r) => (
          <List.Item key={r.id} style={{ cursor: 'pointer' }} onClick={() => show(r)} data-testid="bell-item">
            <List.Item.Meta title={<span>{r.titile} <PriorityTag value={r.priority} /></span>} description={r.msgAbstract} />
            <span style={{ color: '#999' }}>{formatTime(r.sendTime)}</span>
          </List.Item>
        )}
      />
    );

  return (
    <>
      <Tooltip title={t('notice.bell')}>
        <Badge count={total} overflowCount={99} size="small" data-testid="bell-badge">
          <Button type="text" icon={<BellOutlined style={{ fontSize: 18 }} />} aria-label={t('notice.bell')} data-testid="bell" onClick={() => setOpen(true)} />
        </Badge>
      </Tooltip>
      <Modal
        open={open}
        width={NOTIFICATION_DIALOG_WIDTH}
        title={t('notice.bellTitle')}
        onCancel={() => setOpen(false)}
        footer={
          <Button
            type="link"
            onClick={() => {
              setOpen(false);
              navigate(NOTICE_PAGE_PATH);
            }}
          >
            {t('notice.viewAll')}
          </Button>
        }
      >
        <Tabs
          items={[
            { key: 'notice', label: `${t('notice.categoryNotice')}(${noticeTotal})`, children: list(notices) },
            { key: 'system', label: `${t('notice.categorySystem')}(${systemTotal})`, children: list(systemMessages) },
          ]}
        />
      </Modal>
      <NoticeDetailModal record={detail} onClose={() => setDetail(null)} />
    </>
  );
}
