import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { registerUi } from '../../ui/bridge';
import { session } from '../../session/session-store';
import { notifications } from '../../notifications/notification-store';
import NoticePage from './NoticePage';

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => (body === undefined ? '' : JSON.stringify(body)) }) as unknown as Response;
const row = (id: number, readFlag: number) => ({ id, titile: `消息${id}`, msgAbstract: '摘要', senderName: '管理员', msgContent: `<p>正文${id}</p>`, msgCategory: 2, priority: 1, sendTime: '2026-03-01 10:00:00', readFlag, sendStatus: 1, userId: 3 });

describe('notification page (spec §2 "Notification page", §4)', () => {
  const fetchMock = jest.fn();
  let restore: () => void;
  let unread = [row(1, 0), row(2, 0)];
  let read = [row(9, 1)];
  let editStatus = 200;

  beforeEach(() => {
    unread = [row(1, 0), row(2, 0)];
    read = [row(9, 1)];
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url.startsWith('/api/ohitAnnouncementSend/querySendInfo')) {
        const q = new URL(url, 'http://x').searchParams;
        const rows = q.get('readFlag') === '0' ? unread : read;
        return json(200, { content: rows, totalElements: rows.length });
      }
      if (url === '/api/ohitAnnouncementSend/edit' && init.method === 'PUT') {
        if (editStatus !== 200) return json(editStatus, { status: editStatus, message: '更新失败' });
        const id = JSON.parse(String(init.body)).id;
        const hit = unread.find((r) => r.id === id)!;
        unread = unread.filter((r) => r.id !== id);
        read = [{ ...hit, readFlag: 1 }, ...read];
        return json(200, {});
      }
      if (url === '/api/ohitAnnouncement/listByUser') return json(200, { anntMsgList: [], anntMsgTotal: 0, sysMsgList: unread, sysMsgTotal: unread.length });
      return json(404, { status: 404, message: url });
    });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    restore = registerUi({ error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() });
    session.setToken('Bearer t');
    session.setInfo({ user: { id: 3, username: 'zhang', isAdmin: false, isQy: 0, organization: null } as never, roles: ['x'], dataScopes: [], authorities: [] });
    notifications.stop();
  });
  afterEach(() => {
    restore();
    editStatus = 200;
  });

  const renderPage = () =>
    render(
      <AntdApp>
        <MemoryRouter>
          <NoticePage />
        </MemoryRouter>
      </AntdApp>,
    );

  it('queries each tab with userId, readFlag, sendStatus=1, pageNumber and pageSize', async () => {
    renderPage();
    expect(await screen.findByText('未读消息(2)')).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map((c) => decodeURIComponent(c[0]));
    expect(urls).toContain('/api/ohitAnnouncementSend/querySendInfo?userId=3&readFlag=0&sendStatus=1&pageNumber=1&pageSize=60&sort=sendTime,desc');
    expect(urls).toContain('/api/ohitAnnouncementSend/querySendInfo?userId=3&readFlag=1&sendStatus=1&pageNumber=1&pageSize=60&sort=sendTime,desc');
  });

  it('clicking an unread row opens the details, marks it read and refreshes list and count', async () => {
    renderPage();
    fireEvent.click(await screen.findByText('消息1'));
    expect(await screen.findByText('正文1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('未读消息(1)')).toBeInTheDocument());
    expect(notifications.get().total).toBe(1);
    const put = fetchMock.mock.calls.find((c) => c[0] === '/api/ohitAnnouncementSend/edit')!;
    expect(JSON.parse(put[1].body)).toMatchObject({ id: 1, readFlag: 1, updateBy: 'zhang' });
  });

  it('the list and count refresh even when the update fails', async () => {
    editStatus = 500;
    renderPage();
    await screen.findByText('未读消息(2)');
    const before = fetchMock.mock.calls.filter((c) => String(c[0]).includes('readFlag=0')).length;
    fireEvent.click(screen.getByText('消息2'));
    await waitFor(() => expect(fetchMock.mock.calls.filter((c) => String(c[0]).includes('readFlag=0')).length).toBeGreaterThan(before));
    await waitFor(() => expect(fetchMock.mock.calls.some((c) => c[0] === '/api/ohitAnnouncement/listByUser')).toBe(true));
    expect(screen.getByText('未读消息(2)')).toBeInTheDocument();
  });

  it('a read row opens on double click and is not updated again', async () => {
    renderPage();
    await screen.findByText('未读消息(2)');
    fireEvent.click(screen.getByRole('tab', { name: '已读消息' }));
    const table = await screen.findByTestId('read-table');
    const cell = await within(table).findByText('消息9');
    fireEvent.click(cell);
    expect(screen.queryByText('正文9')).not.toBeInTheDocument();
    fireEvent.doubleClick(cell);
    expect(await screen.findByText('正文9')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some((c) => c[0] === '/api/ohitAnnouncementSend/edit')).toBe(false);
  });
});
