/**
 * Server paths per resource, in one table. Users, roles and organisations follow the REST
 * shape (POST/PUT/DELETE on the collection); menus use the spec §7 paths.
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

/** Paths of a resource; unknown resources get the REST shape under api/<resource>. */
export function pathsFor(resource: string): ResourcePaths {
  return resourcePaths[resource] ?? rest(`api/${resource.replace(/^\/+/, '')}`);
}
