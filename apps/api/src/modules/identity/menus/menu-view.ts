import type { FamilyBucketNode, MenuDto, MenuRoute } from '@ohit/contracts';

export interface MenuRow {
  id: number;
  pid: number | null;
  type: number;
  title: string;
  component_name: string | null;
  component: string | null;
  path: string | null;
  icon: string | null;
  sort: number;
  i_frame: boolean;
  cache: boolean;
  hidden: boolean;
  permission: string | null;
  version: number;
  created_at: Date;
  sub_count: number;
}

export const MENU_COLUMNS = `m.id, m.pid, m.type, m.title, m.component_name, m.component, m.path, m.icon, m.sort, m.i_frame, m.cache,
  m.hidden, m.permission, m.version, m.created_at, (SELECT count(*)::int FROM menus c WHERE c.pid = m.id) AS sub_count`;

/** A menu row as the lists answer it: the contract plus `menuSort` (菜单排序, the menu screen's name for `sort`). */
export type MenuView = MenuDto & { menuSort: number };

export function toMenuDto(r: MenuRow): MenuView {
  return {
    id: r.id,
    pid: r.pid,
    type: r.type as 0 | 1 | 2,
    title: r.title,
    componentName: r.component_name,
    component: r.component,
    path: r.path,
    icon: r.icon,
    sort: r.sort,
    menuSort: r.sort,
    iFrame: r.i_frame,
    cache: r.cache,
    hidden: r.hidden,
    permission: r.permission,
    subCount: r.sub_count,
    hasChildren: r.sub_count > 0,
    leaf: r.sub_count === 0,
    label: r.title,
    createTime: new Date(r.created_at).toISOString(),
    version: r.version,
  };
}

function byPid<T extends { pid: number | null; sort?: number; id: number }>(rows: T[]): Map<number | null, T[]> {
  const map = new Map<number | null, T[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const r of rows) {
    const key = r.pid !== null && ids.has(r.pid) ? r.pid : null;
    (map.get(key) ?? map.set(key, []).get(key)!).push(r);
  }
  return map;
}

/** Nests DTOs by pid; a node whose parent is not in the list becomes a root. */
export function menuTree(rows: MenuDto[]): MenuDto[] {
  const map = byPid(rows);
  const build = (pid: number | null): MenuDto[] =>
    (map.get(pid) ?? []).map((m) => {
      const children = build(m.id);
      return children.length ? { ...m, children } : m;
    });
  return build(null);
}

export function familyBucketTree(rows: MenuRow[]): FamilyBucketNode[] {
  const map = byPid(rows);
  const build = (pid: number | null): FamilyBucketNode[] =>
    (map.get(pid) ?? []).map((m) => ({ id: m.id, pid: m.pid, title: m.title, type: m.type as 0 | 1 | 2, permission: m.permission, children: build(m.id) }));
  return build(null);
}

const isExternal = (path: string | null) => !!path && /^https?:\/\//i.test(path);

/**
 * The router shape of GET api/menus/build (rows: directories and menus only, sorted):
 * roots default to 'Layout', nested directories to 'ParentView', parents get
 * redirect 'noredirect' + alwaysShow, a childless root is wrapped in a Layout parent with one
 * 'index' child, external links stay links (meta.link), empty directories are dropped.
 */
export function buildRoutes(rows: MenuRow[]): MenuRoute[] {
  const map = byPid(rows);
  const build = (pid: number | null): MenuRoute[] => {
    const out: MenuRoute[] = [];
    for (const m of map.get(pid) ?? []) {
      const root = pid === null;
      const external = m.i_frame || isExternal(m.path);
      const rawPath = m.path ?? '';
      const path = external ? rawPath : root ? `/${rawPath.replace(/^\/+/, '')}` : rawPath.replace(/^\/+/, '');
      const name = m.component_name || m.title;
      const meta = { title: m.title, icon: m.icon, noCache: !m.cache, link: external ? rawPath : null };
      const children = build(m.id);
      if (m.type === 0 && children.length === 0) continue; // a directory with nothing visible in it
      const route: MenuRoute = {
        name,
        path,
        hidden: m.hidden,
        component: m.type === 0 ? (m.component || (root ? 'Layout' : 'ParentView')) : m.component || (root ? 'Layout' : 'ParentView'),
        meta,
      };
      if (children.length) {
        route.alwaysShow = true;
        route.redirect = 'noredirect';
        route.children = children;
      } else if (root) {
        // A childless root menu: a Layout parent carrying the page as its single 'index' child.
        const child: MenuRoute = external
          ? { name, path: rawPath, hidden: m.hidden, component: 'Layout', meta }
          : { name, path: 'index', hidden: m.hidden, component: m.component || 'Layout', meta };
        out.push({ name: `${name}Layout`, path: external ? `/${name}` : path, hidden: m.hidden, component: 'Layout', meta: { ...meta, breadcrumb: false }, children: [child] });
        continue;
      }
      out.push(route);
    }
    return out;
  };
  return build(null);
}
