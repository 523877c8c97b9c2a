import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { registerUi } from '../ui/bridge';
import { session } from '../session/session-store';
import { markReadBody, unreadTotal, type SendRecord } from './api';
import { notifications } from './notification-store';
import { NotificationBell } from './NotificationBell';
import { safeHtml } from '../ui/rich-text/safe-html';

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => (body === undefined ? '' : JSON.stringify(body)) }) as unknown as Response;

const record = (id: number, extra: Partial<SendRecord> = {}): SendRecord => ({
  id,
  titile: `标题${id}`,
  msgAbstract: `摘要${id}`,
  senderName: '管理员',
  msgContent: '<p>内容</p>',
  msgCategory: 1,
  priority: 2,
  sendTime: '2026-01-02T03:04:05',
  readFlag: 0,
  sendStatus: 1,
  userId: 3,
  ...extra,
});

describe('bell and notification store (spec §2 bell, §3, §4)', () => {
  const fetchMock = jest.fn();
  let restore: () => void;
  beforeEach(() => {
    fetchMock.mockReset();
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    restore = registerUi({ error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() });
    session.setToken('Bearer t');
    session.setInfo({ user: { id: 3, username: 'zhang', isAdmin: false, isQy: 0, organization: null } as never, roles: ['x'], dataScopes: [], authorities: [] });
    notifications.stop();
  });
  afterEach(() => {
    notifications.stop();
    restore();
    jest.useRealTimers();
  });

  it('the count is notices + system messages', async () => {
    expect(unreadTotal({ anntMsgTotal: 2, sysMsgTotal: 3 })).toBe(5);
    expect(unreadTotal(null)).toBe(0);
    fetchMock.mockResolvedValue(json(200, { anntMsgList: [record(1)], anntMsgTotal: 4, sysMsgList: [], sysMsgTotal: 3 }));
    await notifications.reload();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/ohitAnnouncement/listByUser');
    expect(notifications.get()).toMatchObject({ noticeTotal: 4, systemTotal: 3, total: 7 });
  });

  it('shows the badge, opens the 800px dialog and marks an opened entry read', async () => {
    fetchMock.mockResolvedValue(json(200, { anntMsgList: [record(1)], anntMsgTotal: 1, sysMsgList: [record(2, { msgCategory: 2 })], sysMsgTotal: 1 }));
    await notifications.reload();
    render(
      <AntdApp>
        <MemoryRouter>
          <NotificationBell />
        </MemoryRouter>
      </AntdApp>,
    );
    expect(screen.getByTestId('bell-badge')).toHaveTextContent('2');
    fireEvent.click(screen.getByTestId('bell'));
    const dialog = (await screen.findByText('未读消息')).closest('.ant-modal') as HTMLElement;
    expect(dialog.style.width).toBe('800px');
    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(json(200, {})).mockResolvedValue(json(200, { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [record(2)], sysMsgTotal: 1 }));
    fireEvent.click(screen.getByText('标题1'));
    await waitFor(() => expect(screen.getByTestId('bell-badge')).toHaveTextContent('1'));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/ohitAnnouncementSend/edit');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body)).toMatchObject({ id: 1, readFlag: 1, updateBy: 'zhang' });
    expect(await screen.findByTestId('notice-detail')).toHaveTextContent('内容');
  });

  it('a failed load stops the polling timer', async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValueOnce(json(200, { anntMsgList: [], anntMsgTotal: 1, sysMsgList: [], sysMsgTotal: 0 })).mockResolvedValue(json(500, { status: 500, message: 'x' }));
    notifications.start(1000);
    await act(async () => {
      await Promise.resolve();
    });
    expect(notifications.get().polling).toBe(true);
    await act(async () => {
      jest.advanceTimersByTime(1000);
      await Promise.resolve();
      await Promise.resolve();
      await Promise.resolve();
    });
    await waitFor(() => expect(notifications.get().polling).toBe(false));
    const calls = fetchMock.mock.calls.length;
    jest.advanceTimersByTime(10_000);
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('mark-read sends only the record fields the server accepts, with readFlag 1 and updateBy', () => {
    expect(markReadBody({ ...record(5), readTime: null, extra: 'x' } as SendRecord, 'zhang')).toEqual({
      id: 5, titile: '标题5', msgAbstract: '摘要5', senderName: '管理员', msgContent: '<p>内容</p>', msgCategory: 1, priority: 2, sendTime: '2026-01-02T03:04:05', sendStatus: 1, userId: 3, readFlag: 1, updateBy: 'zhang',
    });
  });

  it('content keeps formatting but loses scripts and handlers', () => {
    const html = safeHtml('<p onclick="x()">a<script>alert(1)</script><a href="javascript:alert(1)">l</a><b>b</b></p>');
    expect(html).not.toMatch(/script|onclick|javascript/);
    expect(html).toContain('<b>b</b>');
  });
});
