import { Suspense } from 'react';
import { Breadcrumb, Button, Dropdown, Popover, QRCode, Tooltip, type MenuProps } from 'antd';
import { ExpandOutlined, CompressOutlined, FontSizeOutlined, MenuFoldOutlined, MenuUnfoldOutlined, QrcodeOutlined, SettingOutlined } from '@ant-design/icons';
import { SIZE_OPTIONS, type UiSize } from '@ohit/domain';
import { Link, useLocation } from 'react-router';
import { settings } from '../config/settings';
import { t } from '../i18n';
import { breadcrumbFor, type MenuRouteEntry } from '../router/menu-tree';
import { NotificationBell } from '../notifications/NotificationBell';
import { uiSettings, useUiSettings } from '../settings/settings-store';
import { ui } from '../ui/bridge';
import { toggleFullscreen, useFullscreen } from './fullscreen';
import { useNavbarLinks } from './linked-platforms';
import { LinkedPlatforms } from './LinkedPlatforms';
import { NavbarExtras } from './navbar-extras';
import { UserMenu } from './UserMenu';

const fixedTitles: Record<string, string> = {
  '/user/center': 'route.userCenter',
  '/notice': 'notice.route',
};

const sizeLabels: Record<UiSize, string> = {
  default: 'layout.sizeDefault',
  medium: 'layout.sizeMedium',
  small: 'layout.sizeSmall',
  mini: 'layout.sizeMini',
};

export function SizeSelect() {
  const { size } = useUiSettings();
  const items: MenuProps['items'] = SIZE_OPTIONS.map((s) => ({ key: s, label: t(sizeLabels[s]), disabled: s === size }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: [size],
        onClick: ({ key }) => {
          uiSettings.set({ size: key as UiSize });
          ui.success(t('layout.sizeSuccess'));
        },
      }}
    >
      <Tooltip title={t('layout.size')}>
        <Button type="text" icon={<FontSizeOutlined />} aria-label={t('layout.size')} data-testid="size-select" />
      </Tooltip>
    </Dropdown>
  );
}

/** A QR code of the platform's address, for opening it on a phone. */
export function SiteQrCode() {
  const url = window.location.origin;
  return (
    <Popover
      trigger="click"
      title={t('layout.qrCodeSite')}
      content={<QRCode value={url} size={160} bordered={false} data-testid="site-qrcode" />}
    >
      <Tooltip title={t('layout.qrCode')}>
        <Button type="text" icon={<QrcodeOutlined />} aria-label={t('layout.qrCode')} data-testid="qrcode-button" />
      </Tooltip>
    </Popover>
  );
}

export function Navbar({
  entries,
  collapsed,
  mobile,
  onToggle,
  onOpenSettings,
}: {
  entries: MenuRouteEntry[];
  collapsed: boolean;
  mobile: boolean;
  onToggle: () => void;
  onOpenSettings: () => void;
}) {
  const { pathname } = useLocation();
  const fixed = fixedTitles[pathname];
  const crumbs = breadcrumbFor(entries, pathname, { title: t('shell.home'), path: settings.homePath }, fixed ? t(fixed) : undefined);
  const links = useNavbarLinks();
  const fullscreen = useFullscreen();
  const extras = [...NavbarExtras].sort((a, b) => a.order - b.order);
  return (
    <div
      data-testid="navbar"
      style={{ height: 50, display: 'flex', alignItems: 'center', gap: mobile ? 4 : 8, padding: mobile ? '0 8px' : '0 12px', background: '#fff', boxShadow: '0 1px 4px rgba(0,21,41,.08)', overflow: 'hidden' }}
    >
      <Button
        type="text"
        aria-label={collapsed ? t('shell.expand') : t('shell.collapse')}
        data-testid="sidebar-toggle"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
      />
      {/* a phone has no room for the trail; the tag bar names the page */}
      {mobile ? (
        <div style={{ flex: 1 }} />
      ) : (
        <Breadcrumb
          style={{ flex: 1, minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden' }}
          items={crumbs.map((c) => ({ title: c.to ? <Link to={c.to}>{c.title}</Link> : <span>{c.title}</span> }))}
        />
      )}
      <LinkedPlatforms links={links} mobile={mobile} />
      {extras.map(({ key, Component }) => (
        <Suspense key={key} fallback={null}>
          <Component />
        </Suspense>
      ))}
      <Tooltip title={fullscreen ? t('layout.exitFullscreen') : t('layout.fullscreen')}>
        <Button
          type="text"
          data-testid="fullscreen"
          aria-label={t('layout.fullscreen')}
          icon={fullscreen ? <CompressOutlined /> : <ExpandOutlined />}
          onClick={() => void toggleFullscreen()}
        />
      </Tooltip>
      <SizeSelect />
      <SiteQrCode />
      <NotificationBell />
      <Tooltip title={t('layout.settings')}>
        <Button type="text" icon={<SettingOutlined />} aria-label={t('layout.settings')} data-testid="settings-button" onClick={onOpenSettings} />
      </Tooltip>
      <UserMenu />
    </div>
  );
}
