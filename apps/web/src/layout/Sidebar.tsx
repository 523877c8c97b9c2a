import { useMemo } from 'react';
import { ConfigProvider, Layout, Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import type { MenuRoute } from '@ohit/contracts';
import { settings } from '../config/settings';
import { t } from '../i18n';
import { toSidebarItems, type SidebarItem } from '../router/menu-tree';
import { menuIcon } from './icons';

type AntItem = Required<MenuProps>['items'][number];

function toAntItems(items: SidebarItem[]): AntItem[] {
  return items.map((item) =>
    item.children
      ? { key: item.key, icon: menuIcon(item.icon), label: item.title, children: toAntItems(item.children) }
      : {
          key: item.key,
          icon: menuIcon(item.icon),
          label: item.external ? (
            <a href={item.path} target="_blank" rel="noopener noreferrer">{item.title}</a>
          ) : (
            item.title
          ),
        },
  );
}

function parentKeys(pathname: string): string[] {
  const parts = pathname.split('/').filter(Boolean);
  return parts.map((_, i) => '/' + parts.slice(0, i + 1).join('/'));
}

export function Sidebar({ menus, collapsed, mobile }: { menus: MenuRoute[]; collapsed: boolean; mobile: boolean }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sidebarItems = useMemo(
    () => [
      { key: settings.homePath, title: t('shell.home'), icon: 'dashboard', path: settings.homePath, external: false },
      ...toSidebarItems(menus).filter((i) => i.key !== settings.homePath),
    ],
    [menus],
  );
  const items = useMemo(() => toAntItems(sidebarItems), [sidebarItems]);
  const external = useMemo(() => {
    const set = new Set<string>();
    const walk = (list: SidebarItem[]) => list.forEach((i) => (i.external ? set.add(i.key) : i.children && walk(i.children)));
    walk(sidebarItems);
    return set;
  }, [sidebarItems]);

  return (
    <Layout.Sider
      width={settings.sidebarWidth}
      collapsedWidth={mobile ? 0 : settings.sidebarCollapsedWidth}
      collapsed={collapsed}
      trigger={null}
      style={{
        background: settings.menuBackground,
        height: '100vh',
        position: mobile ? 'fixed' : 'sticky',
        top: 0,
        left: 0,
        zIndex: mobile ? 1001 : 10,
        overflow: 'auto',
      }}
      data-testid="sidebar"
    >
      <div
        style={{ height: 50, lineHeight: '50px', color: '#fff', fontWeight: 600, textAlign: 'center', whiteSpace: 'nowrap', overflow: 'hidden', fontSize: collapsed ? 12 : 14 }}
      >
        {collapsed ? '职业健康' : settings.sidebarTitle}
      </div>
      <ConfigProvider
        theme={{ components: { Menu: { darkItemBg: settings.menuBackground, darkSubMenuItemBg: '#00173a', darkPopupBg: settings.menuBackground } } }}
      >
      <Menu
        mode="inline"
        theme="dark"
        items={items}
        selectedKeys={[pathname]}
        defaultOpenKeys={collapsed ? [] : parentKeys(pathname)}
        style={{ background: settings.menuBackground, borderInlineEnd: 0 }}
        onClick={({ key }) => {
          if (!external.has(key)) navigate(key);
        }}
      />
      </ConfigProvider>
    </Layout.Sider>
  );
}
