import { render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { AppRoutes } from './AppRoutes';
import { session } from '../session/session-store';

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as unknown as Response;

const menus = [
  {
    name: 'System', path: '/system', hidden: false, component: 'Layout', redirect: 'noredirect', alwaysShow: true,
    meta: { title: '系统管理', icon: 'system', noCache: false },
    children: [{ name: 'Lab', path: 'lab', hidden: false, component: 'lab/gas/index', meta: { title: '气相色谱', icon: null, noCache: false } }],
  },
];

describe('app routes with a token', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    session.clear();
  });

  it('loads info and menus, shows the shell, and an unknown view key gets the under-construction page', async () => {
    session.setToken('Bearer t');
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/auth/info') return json(200, { user: { id: 1, nickName: '管理员', isAdmin: true, isQy: 0, organization: null, expiryDate: null }, roles: ['admin'], dataScopes: [], authorities: [] });
      if (url === '/api/menus/build') return json(200, menus);
      return json(200, {});
    });
    render(
      <AntdApp>
        <MemoryRouter initialEntries={['/system/lab']}>
          <AppRoutes />
        </MemoryRouter>
      </AntdApp>,
    );
    expect(await screen.findByText('页面建设中', undefined, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getByText('职业健康检测管理平台')).toBeInTheDocument();
    expect(screen.getAllByText('气相色谱').length).toBeGreaterThan(0);
    expect(screen.getByText('管理员')).toBeInTheDocument();
    expect(document.title).toBe('气相色谱 - 职业健康全流程信息化平台');
  }, 20000);

  it('without a token a private path goes to login with the redirect', async () => {
    fetchMock.mockResolvedValue(json(200, { img: 'data:image/png;base64,AA', uuid: 'u' }));
    render(
      <AntdApp>
        <MemoryRouter initialEntries={['/system/user?page=2']}>
          <AppRoutes />
        </MemoryRouter>
      </AntdApp>,
    );
    expect(await screen.findByRole('button', { name: /登\s*录/ }, { timeout: 10000 })).toBeInTheDocument();
  }, 20000);

  it('without a token /industryNews opens the public news page (PUBLIC_PAGES), not the login page or a placeholder', async () => {
    fetchMock.mockResolvedValue(json(200, { content: [{ id: 1, title: '公开的资讯', summary: null, category: '1', categoryName: '政策法规', author: null, publishedAt: '2026-03-01T02:00:00.000Z', coverUrl: null }], totalElements: 1 }));
    render(
      <AntdApp>
        <MemoryRouter initialEntries={['/industryNews']}>
          <AppRoutes />
        </MemoryRouter>
      </AntdApp>,
    );
    expect(await screen.findByText('公开的资讯', undefined, { timeout: 10000 })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/public/industryNews?page=0&size=10', expect.anything());
    expect(screen.queryByText('行业资讯页面正在建设中。')).toBeNull();
    expect(document.title).toBe('行业资讯 - 职业健康全流程信息化平台');
  }, 20000);
});
