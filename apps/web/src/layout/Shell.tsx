import { useEffect, useMemo, useState } from 'react';
import { App as AntdApp, ConfigProvider, Layout } from 'antd';
import { zhCNLocale } from '../i18n/antd-locale';
import { useLocation } from 'react-router';
import { useSession } from '../session/session-store';
import type { MenuRouteEntry } from '../router/menu-tree';
import { documentTitle } from '../router/Titled';
import RefineProviders from '../providers/RefineProviders';
import { settings } from '../config/settings';
import { t } from '../i18n';
import { registerUi } from '../ui/bridge';
import { antdSizeOf, antdThemeOf, useUiSettings } from '../settings/settings-store';
import { SettingsDrawer } from '../settings/SettingsDrawer';
import { TagsView } from '../tags/TagsView';
import { KeepAliveOutlet } from '../tags/KeepAliveOutlet';
import { tagsStore } from '../tags/tags-store';
import { RESYNC_EVENT } from '@ohit/contracts';
import { realtime } from '../realtime/realtime';
import { notifications } from '../notifications/notification-store';
import { onNotificationPush } from '../notifications/realtime-notifications';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { Sidebar } from './Sidebar';
import { useSidebar } from './sidebar-state';

/** The bundler hands this CJS module over as `{default: locale}` (English pagers); jest gives the locale. */
/** In-shell pages that are not menu routes, with their tag titles. */
export const FIXED_TITLES: Record<string, string> = {
  [settings.homePath]: 'route.dashboard',
  '/user/center': 'route.userCenter',
  '/notice': 'notice.route',
};

/** Paths that never get a tag nor a cached page. */
export function isTransient(pathname: string): boolean {
  return pathname.startsWith('/redirect') || pathname === '/';
}

/** Feedback from inside the shell uses the shell's theme and size. */
function ShellUiBridge() {
  const { message, notification } = AntdApp.useApp();
  useEffect(
    () =>
      registerUi({
        error: (text, duration) => notification.error({ message: t('common.error'), description: text, duration: duration ?? settings.errorDurationS }),
        warning: (text, duration) => void message.warning(text, duration ?? settings.messageDurationS),
        success: (text, duration) => void message.success(text, duration ?? settings.messageDurationS),
      }),
    [message, notification],
  );
  return null;
}

/** Connects the real-time channel and the bell while the shell is mounted (spec §4). */
function useShellServices() {
  useEffect(() => {
    document.body.style.margin = '0'; // the shell fills the window
    notifications.start();
    const off = realtime.on('notification', (payload) => onNotificationPush(payload));
    const offResync = realtime.on(RESYNC_EVENT, () => void notifications.reload()); // pushes may have been missed
    realtime.start();
    return () => {
      off();
      offResync();
      realtime.stop();
      notifications.stop();
    };
  }, []);
}

/**
 * The admin shell: sidebar from the menu tree, navbar (breadcrumb, linked platforms, fullscreen,
 * size, QR code, bell, settings, user menu), tag bar with kept-alive pages, footer.
 */
export default function Shell({ menuRoutes }: { menuRoutes: MenuRouteEntry[] }) {
  const { menus } = useSession();
  const { pathname, search } = useLocation();
  const sidebar = useSidebar(pathname);
  const mobile = sidebar.device === 'mobile';
  const ui = useUiSettings();
  // the same theme object until a setting changes: a new one on every navigation would re-render
  // every antd component of every kept-alive page
  const theme = useMemo(() => antdThemeOf({ themeColor: ui.themeColor, size: ui.size }), [ui.themeColor, ui.size]);
  const [settingsOpen, setSettingsOpen] = useState(false);
  useShellServices();

  const byPath = useMemo(() => new Map(menuRoutes.filter((e) => !e.redirectTo).map((e) => [e.path, e])), [menuRoutes]);
  const titleOf = (path: string) => byPath.get(path)?.title ?? (FIXED_TITLES[path] ? t(FIXED_TITLES[path]!) : '');
  // a wrapped top-level path (/lab/laboratory → /lab/laboratory/index) only redirects: no tag, and
  // never kept alive — a kept <Navigate> fires again on every later navigation and bounces it back
  const redirects = useMemo(() => new Set(menuRoutes.filter((e) => e.redirectTo).map((e) => e.path)), [menuRoutes]);
  const passing = (path: string) => isTransient(path) || redirects.has(path);
  const cacheable = (path: string) => !passing(path) && !byPath.get(path)?.noCache;

  useEffect(() => {
    tagsStore.dispatch({
      type: 'reset',
      affixed: [{ path: settings.homePath, fullPath: settings.homePath, title: t('route.dashboard'), affix: true, noCache: false }],
    });
  }, []);

  const title = titleOf(pathname);
  useEffect(() => {
    if (passing(pathname)) return;
    tagsStore.dispatch({
      type: 'add',
      tag: { path: pathname, fullPath: pathname + search, title: title || pathname, affix: pathname === settings.homePath, noCache: !cacheable(pathname) },
    });
    if (title) document.title = documentTitle(title);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search, title]);

  const header = (
    <div style={ui.fixedHeader ? { position: 'sticky', top: 0, zIndex: 9 } : undefined} data-testid="shell-header">
      <Navbar entries={menuRoutes} collapsed={!sidebar.opened} mobile={mobile} onToggle={sidebar.toggle} onOpenSettings={() => setSettingsOpen(true)} />
      {ui.tagsView && <TagsView activePath={pathname} />}
    </div>
  );

  return (
    <ConfigProvider locale={zhCNLocale} componentSize={antdSizeOf(ui.size)} theme={theme}>
      <AntdApp>
        <ShellUiBridge />
        <RefineProviders>
          <Layout style={{ minHeight: '100vh' }} data-device={sidebar.device} data-sidebar={sidebar.opened ? 'opened' : 'closed'}>
            <Sidebar menus={menus} collapsed={!sidebar.opened} mobile={mobile} />
            {mobile && sidebar.opened && (
              <div
                onClick={sidebar.close}
                style={{ position: 'fixed', inset: 0, background: 'rgba(0,0,0,.3)', zIndex: 1000 }}
                data-testid="sidebar-mask"
              />
            )}
            <Layout style={{ minWidth: 0 }}>
              {header}
              <Layout.Content style={{ margin: 12, padding: 16, background: '#fff', minHeight: 280 }}>
                <KeepAliveOutlet cacheable={cacheable} />
              </Layout.Content>
              <Footer />
            </Layout>
          </Layout>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </RefineProviders>
      </AntdApp>
    </ConfigProvider>
  );
}
