import { lazy } from 'react';
import { Navigate } from 'react-router';
import type { MenuRoute } from '@ohit/contracts';
import { t } from '../i18n';
import { checkPermission } from '../permission/check';
import { useSession } from '../session/session-store';
import type { MenuRouteEntry } from './menu-tree';
import { normaliseViewKey } from './view-registry';

const RoleList = lazy(() => import('../pages/system/roles/RoleList'));

/** The roles menu's component (角色管理) and its read permission. */
export const ROLES_VIEW = 'system/role/index';
export const ROLES_READ_CODES = ['roles:list'] as const;

function holdsView(menus: readonly MenuRoute[], view: string): boolean {
  return menus.some((m) => (m.component && normaliseViewKey(m.component) === view) || holdsView(m.children ?? [], view));
}

/**
 * Who may read /roles: whoever may open 角色管理 — the roles menu is among their menus, or they
 * hold its permission (administrators hold every one). The server checks roles:list again.
 */
export function mayReadRoles(menus: readonly MenuRoute[], roles: readonly string[]): boolean {
  return holdsView(menus, ROLES_VIEW) || checkPermission(roles, ROLES_READ_CODES);
}

/** /roles (spec §2 fixed route): the role list for those who may read it, /401 otherwise. */
export function RolesRoute() {
  const { menus, roles } = useSession();
  return mayReadRoles(menus, roles) ? <RoleList /> : <Navigate to="/401" replace />;
}

/**
 * Spec §2 fixed in-shell routes that are not menus, as route entries for the shell (tag and
 * breadcrumb titles). Menu routes never replace them.
 */
export function fixedShellEntries(): MenuRouteEntry[] {
  return [
    { path: '/roles', title: t('route.roles'), component: ROLES_VIEW, noCache: false, chain: [{ title: t('route.roles'), path: '/roles', noRedirect: false }] },
    { path: '/helper', title: t('helper.route'), component: 'helper', noCache: true, chain: [{ title: t('helper.route'), path: '/helper', noRedirect: false }] },
  ];
}
