import { useCallback, useEffect, useState } from 'react';
import { Table, Tabs, type TableColumnsType } from 'antd';
import { DEFAULT_PAGE_SIZE, NOTIFICATION_TABLE_HEIGHT, PAGE_SIZE_OPTIONS, ReadFlag } from '@ohit/domain';
import { t } from '../../i18n';
import { useSession } from '../../session/session-store';
import { notificationApi, type SendRecord } from '../../notifications/api';
import { markReadThenRefresh } from '../../notifications/mark-read';
import { CategoryTag, NoticeDetailModal, PriorityTag } from '../../notifications/NoticeDetailModal';
import { useRealtimeEvent, useRealtimeResync } from '../../realtime/realtime';

interface PageState {
  rows: SendRecord[];
  total: number;
  page: number;
  size: number;
  loading: boolean;
}

const initial: PageState = { rows: [], total: 0, page: 1, size: DEFAULT_PAGE_SIZE, loading: false };

const columns: TableColumnsType<SendRecord> = [
  { title: t('notice.title'), dataIndex: 'titile', ellipsis: true },
  { title: t('notice.category'), dataIndex: 'msgCategory', width: 120, render: (v) => <CategoryTag value={v} /> },
  { title: t('notice.priority'), dataIndex: 'priority', width: 100, render: (v) => <PriorityTag value={v} /> },
  { title: t('notice.sendTime'), dataIndex: 'sendTime', width: 180, render: (v: string | null) => (v ? v.replace('T', ' ').slice(0, 19) : '') },
];

/** One tab's paged list (GET api/ohitAnnouncementSend/querySendInfo with readFlag). */
function usePagedSends(readFlag: ReadFlag, userId: number | undefined) {
  const [state, setState] = useState<PageState>(initial);
  const load = useCallback(
    async (page: number, size: number) => {
      setState((s) => ({ ...s, loading: true, page, size }));
      try {
        const res = await notificationApi.querySendInfo({ userId, readFlag, pageNumber: page, pageSize: size });
        setState((s) => ({ ...s, rows: res.data, total: res.total, loading: false }));
      } catch {
        setState((s) => ({ ...s, loading: false }));
      }
    },
    [readFlag, userId],
  );
  return { state, load };
}

/**
 * The notification page of spec §2: unread tab (label with the count) and read tab, 500px-high
 * tables; click an unread row (marks it read) or double-click a read row to open the details.
 */
export default function NoticePage() {
  const { user } = useSession();
  const unread = usePagedSends(ReadFlag.Unread, user?.id);
  const read = usePagedSends(ReadFlag.Read, user?.id);
  const [tab, setTab] = useState('unread');
  const [detail, setDetail] = useState<SendRecord | null>(null);

  const reloadUnread = unread.load;
  const reloadRead = read.load;
  const { page: up, size: us } = unread.state;
  const { page: rp, size: rs } = read.state;

  const refreshBoth = useCallback(
    () => Promise.all([reloadUnread(up, us), reloadRead(rp, rs)]),
    [reloadUnread, reloadRead, up, us, rp, rs],
  );

  useEffect(() => {
    void reloadUnread(1, DEFAULT_PAGE_SIZE);
    void reloadRead(1, DEFAULT_PAGE_SIZE);
  }, [reloadUnread, reloadRead]);

  // a new announcement arrives: the unread list follows the bell
  useRealtimeEvent('notification', () => void reloadUnread(up, us));
  useRealtimeResync(() => void reloadUnread(up, us));

  const openUnread = (record: SendRecord) => {
    setDetail(record);
    void markReadThenRefresh(record, refreshBoth);
  };

  const pagination = (s: PageState, load: (page: number, size: number) => unknown) => ({
    current: s.page,
    pageSize: s.size,
    total: s.total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    showTotal: (total: number) => t('common.total', { total }),
    onChange: (page: number, size: number) => void load(size !== s.size ? 1 : page, size),
  });

  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'unread',
            label: t('notice.unreadTab', { count: unread.state.total }),
            children: (
              <Table<SendRecord>
                rowKey="id"
                data-testid="unread-table"
                size="small"
                columns={columns}
                dataSource={unread.state.rows}
                loading={unread.state.loading}
                scroll={{ y: NOTIFICATION_TABLE_HEIGHT }}
                pagination={pagination(unread.state, unread.load)}
                onRow={(record) => ({ onClick: () => openUnread(record), style: { cursor: 'pointer' } })}
              />
            ),
          },
          {
            key: 'read',
            label: t('notice.readTab'),
            children: (
              <Table<SendRecord>
                rowKey="id"
                data-testid="read-table"
                size="small"
                columns={columns}
                dataSource={read.state.rows}
                loading={read.state.loading}
                scroll={{ y: NOTIFICATION_TABLE_HEIGHT }}
                pagination={pagination(read.state, read.load)}
                onRow={(record) => ({ onDoubleClick: () => setDetail(record), style: { cursor: 'pointer' } })}
              />
            ),
          },
        ]}
      />
      <NoticeDetailModal record={detail} onClose={() => setDetail(null)} />
    </>
  );
}
