import type { MenuRoute, ResourceDeclaration } from '@ohit/contracts';
import { buildQuery } from '../http/query';
import { joinPath } from '../router/menu-tree';

/** The query fields a row-detail navigation may carry (spec §2), in the spec's order. */
export const DETAIL_QUERY_FIELDS = [
  'belongProject',
  'belongInspectName',
  'belongInspect',
  'inspectCode',
  'code',
  'type',
  'typeName',
  'flag',
  'createYear',
  'organizationId',
  'typeGl',
  'pjbgFlag',
  'projectIdGl',
  'responser',
] as const;

/** Path of the named route in the server's menu tree (route names are unique), or null. */
export function pathOfNamedRoute(menus: readonly MenuRoute[], name: string, base = '/'): string | null {
  for (const m of menus) {
    const full = joinPath(base, m.path);
    if (m.name === name) return full;
    const deeper = pathOfNamedRoute(m.children ?? [], name, full);
    if (deeper) return deeper;
  }
  return null;
}

/**
 * Where a row's detail link leads: the declaration's named route with its query fields taken
 * from the row (`{belongInspect: 'id'}` → belongInspect=<row.id>). Only the spec's query
 * fields are sent, empty values dropped; an empty query gives no question mark.
 * A name unknown to the menu tree is used as the path itself.
 */
export function detailLocation(decl: ResourceDeclaration, row: Record<string, unknown>, menus: readonly MenuRoute[]): string | null {
  return detailLocator(decl, menus)(row);
}

/** detailLocation for many rows: the route is looked up in the menu tree once. */
export function detailLocator(decl: ResourceDeclaration, menus: readonly MenuRoute[]): (row: Record<string, unknown>) => string | null {
  const route = decl.detailRoute;
  if (!route) return () => null;
  const path = pathOfNamedRoute(menus, route.name) ?? `/${route.name.replace(/^\/+/, '')}`;
  return (row) => {
    const query: Record<string, string | number | boolean | null> = {};
    for (const key of DETAIL_QUERY_FIELDS) {
      const source = route.query[key];
      if (!source) continue;
      const v = row[source];
      query[key] = v === undefined || v === null ? null : Array.isArray(v) ? v.join('/') : (v as string | number | boolean);
    }
    const qs = buildQuery(query);
    return qs ? `${path}?${qs}` : path;
  };
}
