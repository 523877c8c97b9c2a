import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Page = LazyExoticComponent<ComponentType<Record<string, never>>>;

/** Menu component strings → lazily loaded pages. Unknown keys get the "under construction" page. */
export const viewRegistry: Record<string, Page> = {
  'dashboard/index': lazy(() => import('../pages/dashboard/DashboardPage')),
  'system/user/index': lazy(() => import('../pages/system/users/UserList')),
  'system/role/index': lazy(() => import('../pages/system/roles/RoleList')),
  'system/menu/index': lazy(() => import('../pages/system/menus/MenuList')),
  'system/organization/index': lazy(() => import('../pages/system/organization/OrganizationList')),
};

export function normaliseViewKey(component: string): string {
  return component.replace(/^\/+/, '').replace(/\.(vue|tsx?)$/, '');
}

export function resolveView(component: string): Page | null {
  return viewRegistry[normaliseViewKey(component)] ?? null;
}
