import { render, screen } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import type { MenuRoute } from '@ohit/contracts';
import { AppRoutes } from './AppRoutes';
import { mayReadRoles } from './fixed-routes';
import { session } from '../session/session-store';

const json = (status: number, body: unknown) => ({ status, ok: status < 300, text: async () => JSON.stringify(body) }) as unknown as Response;
const roleMenu: MenuRoute[] = [
  {
    name: 'System', path: '/system', hidden: false, component: 'Layout', redirect: 'noredirect', alwaysShow: true, meta: { title: '系统设置', icon: 'system', noCache: false, link: null },
    children: [{ name: 'Role', path: 'role', hidden: false, component: 'system/role/index', meta: { title: '角色管理', icon: 'role', noCache: false, link: null } }],
  },
];

describe('spec §2 fixed routes /roles and /helper', () => {
  it('/roles may be read by whoever holds the roles menu or roles:list (admin holds all)', () => {
    expect(mayReadRoles(roleMenu, ['roles:add'])).toBe(true);
    expect(mayReadRoles([], ['roles:list'])).toBe(true);
    expect(mayReadRoles([], ['admin'])).toBe(true);
    expect(mayReadRoles([], ['record:submit'])).toBe(false);
  });

  describe('in the router', () => {
    const fetchMock = jest.fn();
    beforeEach(() => {
      fetchMock.mockReset();
      (globalThis as { fetch: unknown }).fetch = fetchMock;
      session.clear();
      session.setToken('Bearer t');
    });
    const renderAt = (path: string, roles: string[], menus: unknown[]) => {
      fetchMock.mockImplementation(async (url: string) => {
        if (url === '/auth/info') return json(200, { user: { id: 4, nickName: '王分析', isAdmin: false, isQy: 0, organization: null, expiryDate: '2099-01-01T00:00:00.000Z' }, roles, dataScopes: [], authorities: [] });
        if (url === '/api/menus/build') return json(200, menus);
        if (url.startsWith('/api/helpDocuments')) return json(200, { content: [], totalElements: 0 });
        return json(200, {});
      });
      render(
        <AntdApp>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
          </MemoryRouter>
        </AntdApp>,
      );
    };

    it('/helper opens the help documents page (not the 404 page) for any user', async () => {
      renderAt('/helper', ['record:submit'], []);
      expect(await screen.findByText('暂未提供帮助文档', undefined, { timeout: 10000 })).toBeInTheDocument();
      expect(screen.queryByText('抱歉，您访问的页面不存在。')).toBeNull();
      expect(document.title).toBe('帮助文档 - 职业健康全流程信息化平台');
    }, 20000);

    it('/roles sends a user who may not read roles to the no-permission page', async () => {
      renderAt('/roles', ['record:submit'], []);
      expect(await screen.findByText('抱歉，您没有访问该页面的权限。', undefined, { timeout: 10000 })).toBeInTheDocument();
      expect(screen.queryByText('抱歉，您访问的页面不存在。')).toBeNull();
    }, 20000);
  });
});
