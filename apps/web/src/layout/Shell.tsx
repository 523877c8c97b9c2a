import { Suspense } from 'react';
import { Layout, Spin } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../session/session-store';
import type { MenuRouteEntry } from '../router/menu-tree';
import { PageBoundary } from '../router/PageBoundary';
import RefineProviders from '../providers/RefineProviders';
import { Navbar } from './Navbar';
import { Sidebar } from './Sidebar';
import { useSidebar } from './sidebar-state';

/** The admin shell: sidebar from the menu tree, navbar with breadcrumb and user menu. */
export default function Shell({ menuRoutes }: { menuRoutes: MenuRouteEntry[] }) {
  const { menus } = useSession();
  const { pathname } = useLocation();
  const sidebar = useSidebar(pathname);
  const mobile = sidebar.device === 'mobile';
  return (
    <RefineProviders>
    <Layout style={{ minHeight: '100vh' }}>
      <Sidebar menus={menus} collapsed={!sidebar.opened} mobile={mobile} />
      {mobile && sidebar.opened && (
        <div
          onClick={sidebar.close}
          style={{ position: 'fixed', inset: 0, background: 'rgba(0,0,0,.3)', zIndex: 1000 }}
          data-testid="sidebar-mask"
        />
      )}
      <Layout>
        <Navbar entries={menuRoutes} collapsed={!sidebar.opened} onToggle={sidebar.toggle} />
        <Layout.Content style={{ margin: 12, padding: 16, background: '#fff', minHeight: 280 }}>
          <PageBoundary key={pathname}>
            <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
              <Outlet />
            </Suspense>
          </PageBoundary>
        </Layout.Content>
      </Layout>
    </Layout>
    </RefineProviders>
  );
}
