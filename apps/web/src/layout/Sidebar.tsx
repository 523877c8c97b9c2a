import { useEffect, useMemo, useState } from 'react';
import { ConfigProvider, Layout, Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import type { MenuRoute } from '@ohit/contracts';
import { settings } from '../config/settings';
import { t } from '../i18n';
import { toSidebarItems, type SidebarItem } from '../router/menu-tree';
import { menuIcon } from './icons';
import { useUiSettings } from '../settings/settings-store';
import { useSession } from '../session/session-store';

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

export function parentKeys(pathname: string): string[] {
  const parts = pathname.split('/').filter(Boolean);
  return parts.map((_, i) => '/' + parts.slice(0, i + 1).join('/'));
}

/** Unique-opened menu: opening a submenu keeps only it and its ancestors open. */
export function nextOpenKeys(before: readonly string[], after: readonly string[], unique: boolean): string[] {
  if (!unique) return [...after];
  const added = after.find((k) => !before.includes(k));
  if (!added) return [...after];
  return after.filter((k) => k === added || added.startsWith(`${k}/`));
}

export function Sidebar({ menus, collapsed, mobile }: { menus: MenuRoute[]; collapsed: boolean; mobile: boolean }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { sidebarLogo, uniqueOpened } = useUiSettings();
  const { user } = useSession();
  const [openKeys, setOpenKeys] = useState<string[]>(() => parentKeys(pathname));
  useEffect(() => {
    // the current page's submenus open when it changes (others stay as the user left them)
    setOpenKeys((keys) => [...new Set([...(uniqueOpened ? [] : keys), ...parentKeys(pathname)])]);
  }, [pathname, uniqueOpened]);
  const logo = user?.organization?.logo;
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
      {sidebarLogo && (
        <div
          data-testid="sidebar-logo"
          style={{ height: 50, lineHeight: '50px', color: '#fff', fontWeight: 600, textAlign: 'center', whiteSpace: 'nowrap', overflow: 'hidden', fontSize: collapsed ? 12 : 14 }}
        >
          {logo && <img src={logo} alt="" style={{ width: 28, height: 28, verticalAlign: 'middle', marginInlineEnd: collapsed ? 0 : 8 }} />}
          {collapsed ? (logo ? null : '职业健康') : settings.sidebarTitle}
        </div>
      )}
      <ConfigProvider
        theme={{ components: { Menu: { darkItemBg: settings.menuBackground, darkSubMenuItemBg: '#00173a', darkPopupBg: settings.menuBackground } } }}
      >
      <Menu
        mode="inline"
        theme="dark"
        items={items}
        selectedKeys={[pathname]}
        {...(collapsed ? {} : { openKeys, onOpenChange: (keys: string[]) => setOpenKeys((before) => nextOpenKeys(before, keys, uniqueOpened)) })}
        style={{ background: settings.menuBackground, borderInlineEnd: 0 }}
        onClick={({ key }) => {
          if (!external.has(key)) navigate(key);
        }}
      />
      </ConfigProvider>
    </Layout.Sider>
  );
}
