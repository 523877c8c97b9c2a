import type { ReactNode } from 'react';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { i18nProvider } from '../i18n';
import { accessControlProvider } from './access-control';
import { authProvider } from './auth-provider';
import { dataProvider } from './data-provider';
import { liveProvider } from './live-provider';
import { notificationProvider } from './notification-provider';

export const resources = [
  { name: 'users', list: '/system/user', meta: { label: '用户管理' } },
  { name: 'roles', list: '/system/role', meta: { label: '角色管理' } },
  { name: 'menus', list: '/system/menu', meta: { label: '菜单管理' } },
  { name: 'organization', list: '/system/organization', meta: { label: '机构管理' } },
];

/** Module-level, so Refine's contexts keep their values when the shell re-renders on a navigation. */
const REFINE_OPTIONS = {
  disableTelemetry: true,
  syncWithLocation: false,
  warnWhenUnsavedChanges: false,
  // data hooks refetch when `resources/<name>` says another user changed the resource
  liveMode: 'auto',
  reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } } },
} as const;

/**
 * Refine with the app's providers. It wraps the shell only, so the login route does not
 * download Refine and React Query (bundle bar P6).
 */
export default function RefineProviders({ children }: { children: ReactNode }) {
  return (
    <Refine
      routerProvider={routerProvider}
      dataProvider={dataProvider}
      liveProvider={liveProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      notificationProvider={notificationProvider}
      i18nProvider={i18nProvider}
      resources={resources}
      options={REFINE_OPTIONS}
    >
      {children}
    </Refine>
  );
}
