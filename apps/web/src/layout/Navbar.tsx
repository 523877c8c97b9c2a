import { Breadcrumb, Button } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { settings } from '../config/settings';
import { t } from '../i18n';
import { breadcrumbFor, type MenuRouteEntry } from '../router/menu-tree';
import { UserMenu } from './UserMenu';

const fixedTitles: Record<string, string> = {
  '/user/center': 'route.userCenter',
};

export function Navbar({ entries, collapsed, onToggle }: { entries: MenuRouteEntry[]; collapsed: boolean; onToggle: () => void }) {
  const { pathname } = useLocation();
  const fixed = fixedTitles[pathname];
  const crumbs = breadcrumbFor(entries, pathname, { title: t('shell.home'), path: settings.homePath }, fixed ? t(fixed) : undefined);
  return (
    <div style={{ height: 50, display: 'flex', alignItems: 'center', gap: 12, padding: '0 16px', background: '#fff', boxShadow: '0 1px 4px rgba(0,21,41,.08)' }}>
      <Button
        type="text"
        aria-label={collapsed ? t('shell.expand') : t('shell.collapse')}
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
      />
      <Breadcrumb
        style={{ flex: 1 }}
        items={crumbs.map((c) => ({ title: c.to ? <Link to={c.to}>{c.title}</Link> : <span>{c.title}</span> }))}
      />
      <UserMenu />
    </div>
  );
}
