import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { registerUi } from '../../ui/bridge';
import { session } from '../../session/session-store';
import PlatformPage from './PlatformPage';

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as unknown as Response;
const toolbox = { id: 7, type: 7, name: '工具箱', ip: '10.0.0.7', port: 8080, version: 3 };

describe('平台地址 page', () => {
  const fetchMock = jest.fn();
  let restore: () => void;
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/platformAddress/byTypes')) return json(200, [toolbox]);
      if (url === '/api/platformAddress' && init?.method === 'PUT') return json(200, {});
      if (url.startsWith('/api/platformAddress')) return json(200, { content: [toolbox], totalElements: 1 });
      return json(404, { status: 404, message: url });
    });
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    restore = registerUi({ error: jest.fn(), warning: jest.fn(), success: jest.fn(), navigate: jest.fn(), reload: jest.fn() });
    session.setToken('Bearer t');
    session.setInfo({ user: { id: 1, username: 'admin', isAdmin: false, isQy: 0, organization: { organizationId: 5 } } as never, roles: ['platform:add', 'platform:edit'], dataScopes: [], authorities: [] });
  });
  afterEach(() => restore());

  const renderPage = () =>
    render(
      <AntdApp>
        <MemoryRouter>
          <PlatformPage />
        </MemoryRouter>
      </AntdApp>,
    );
  const puts = () => fetchMock.mock.calls.filter(([u, init]) => u === '/api/platformAddress' && (init as RequestInit | undefined)?.method === 'PUT');
  const ok = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

  it('edits an address in a dialog filled with the row: a bad IP is refused, a good one is saved with the row version and the navbar addresses reloaded', async () => {
    renderPage();
    expect(await screen.findByText('http://10.0.0.7:8080')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('编辑平台地址')).toBeInTheDocument();
    const ip = within(dialog).getByPlaceholderText('192.168.1.10');
    expect(ip).toHaveValue('10.0.0.7');

    fireEvent.change(ip, { target: { value: '10.0.0' } });
    ok(dialog);
    expect(await within(dialog).findByText('请输入正确的IP地址或域名')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);

    const byTypesBefore = fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/platformAddress/byTypes')).length;
    fireEvent.change(ip, { target: { value: 'tools.example.com' } });
    ok(dialog);
    expect(await screen.findByText('编辑成功')).toBeInTheDocument();
    expect(JSON.parse(String((puts()[0]![1] as RequestInit).body))).toEqual({ name: '工具箱', ip: 'tools.example.com', port: 8080, id: 7, version: 3 });
    await waitFor(() => expect(fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/platformAddress/byTypes')).length).toBeGreaterThan(byTypesBefore));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('新增 opens an empty dialog titled 新增平台地址', async () => {
    renderPage();
    await screen.findByText('http://10.0.0.7:8080');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增平台地址')).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText('192.168.1.10')).toHaveValue('');
    ok(dialog);
    expect(await within(dialog).findByText('平台类型不能为空')).toBeInTheDocument();
  });
});
