import type { AccessControlProvider } from '@refinedev/core';
import { checkPermission } from '../permission/check';
import { session } from '../session/session-store';

/** Permission code prefix per resource (user:add, roles:edit, menu:del, organization:list). */
export const permissionPrefix: Record<string, string> = {
  users: 'user',
  roles: 'roles',
  menus: 'menu',
  organization: 'organization',
};

const actionSuffix: Record<string, string> = {
  list: 'list',
  show: 'list',
  create: 'add',
  clone: 'add',
  edit: 'edit',
  delete: 'del',
  resetPass: 'resetPass',
};

export function codesFor(resource: string | undefined, action: string): string[] {
  if (!resource) return [];
  const prefix = permissionPrefix[resource] ?? resource;
  return [`${prefix}:${actionSuffix[action] ?? action}`];
}

/** Refine access control mirroring the permission directive (any-of, `admin` passes all). */
export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action, params }) => {
    const codes = (params?.codes as string[] | undefined) ?? codesFor(resource, action);
    return { can: checkPermission(session.get().roles, codes) };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
