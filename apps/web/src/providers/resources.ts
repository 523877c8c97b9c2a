import type { ResourceDeclaration } from '@ohit/contracts';

/**
 * Server paths per resource, in one table. Users, roles and organisations follow the REST
 * shape (POST/PUT/DELETE on the collection); menus use the spec §7 paths; a declaration served
 * by the generic engine adds its own (`registerDeclaration`).
 */
export interface ResourcePaths {
  list: string;
  /** GET one record; `{id}` is replaced. */
  one: string;
  create: string;
  update: string;
  /** DELETE with a JSON array of ids in the body. */
  remove: string;
  export: string;
  /** Row key. */
  idField: string;
  /** Body of a delete: a bare array of ids (default) or `{ids}` (generic engine). */
  removeBody?: 'array' | 'ids';
}

function rest(base: string): ResourcePaths {
  return { list: base, one: `${base}/{id}`, create: base, update: base, remove: base, export: `${base}/export`, idField: 'id' };
}

export const resourcePaths: Record<string, ResourcePaths> = {
  users: rest('api/users'),
  roles: rest('api/roles'),
  organization: rest('api/organization'),
  menus: {
    list: 'api/menus',
    one: 'api/menus/{id}',
    create: 'api/menus/add',
    update: 'api/menus/edit',
    remove: 'api/menus/delete',
    export: 'api/menus/export',
    idField: 'id',
  },
};

/** The generic engine's paths under a declaration's url (`<url>`, `<url>/:id`, `<url>/add`, `<url>/edit`, `<url>/delete`). */
export function declarationPaths(decl: Pick<ResourceDeclaration, 'url' | 'exportSuffix'>): ResourcePaths {
  const url = decl.url.replace(/^\/+|\/+$/g, '');
  return {
    list: url,
    one: `${url}/{id}`,
    create: `${url}/add`,
    update: `${url}/edit`,
    remove: `${url}/delete`,
    export: `${url}/${decl.exportSuffix ?? 'export'}`,
    idField: 'id',
    removeBody: 'ids',
  };
}

/**
 * Lets Refine's data hooks (`useOne`, `useList`…) reach a declared resource by its name. Generic
 * declarations only: hand-written (custom) resources keep their entry above. Idempotent.
 */
export function registerDeclaration(decl: ResourceDeclaration): void {
  if (decl.engine === 'generic') resourcePaths[decl.name] = declarationPaths(decl);
}

/** Paths of a resource; unknown resources get the REST shape under api/<resource>. */
export function pathsFor(resource: string): ResourcePaths {
  return resourcePaths[resource] ?? rest(`api/${resource.replace(/^\/+/, '')}`);
}
