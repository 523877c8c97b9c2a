import type { MenuRoute } from '@ohit/contracts';

export const LAYOUT = 'Layout';
export const PARENT_VIEW = 'ParentView';

const EXTERNAL_RE = /^(https?:|mailto:|tel:)/;

export function isExternalPath(path: string | null | undefined): boolean {
  return !!path && EXTERNAL_RE.test(path);
}

/** External menu target (meta.link or an http path), or null for an in-app route. */
export function externalLink(item: Pick<MenuRoute, 'path' | 'meta'>): string | null {
  if (item.meta?.link && isExternalPath(item.meta.link)) return item.meta.link;
  if (isExternalPath(item.path)) return item.path;
  return null;
}

export function joinPath(base: string, path: string): string {
  if (isExternalPath(path)) return path;
  if (path.startsWith('/')) return path.replace(/\/+$/, '') || '/';
  const joined = `${base.replace(/\/+$/, '')}/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/+$/, '') : joined;
}

export interface SidebarItem {
  key: string;
  title: string;
  icon: string | null;
  /** In-app path, or the external URL when `external`. */
  path: string;
  external: boolean;
  children?: SidebarItem[];
}

function visibleChildren(item: MenuRoute): MenuRoute[] {
  return (item.children ?? []).filter((c) => !c.hidden);
}

/**
 * Sidebar entries of spec §2 "Shell": hidden items skipped, nested submenus kept, external links
 * marked, and a directory with a single visible child (and no alwaysShow) collapses into that child.
 */
export function toSidebarItems(menus: readonly MenuRoute[], base = ''): SidebarItem[] {
  const items: SidebarItem[] = [];
  for (const item of menus) {
    if (item.hidden) continue;
    const full = joinPath(base || '/', item.path);
    const shown = visibleChildren(item);
    if (item.children && item.children.length > 0 && shown.length === 0 && !item.alwaysShow) {
      // a directory whose children are all hidden shows as a plain item
      items.push(leaf(item, full));
      continue;
    }
    if (shown.length === 1 && !item.alwaysShow) {
      const only = shown[0]!;
      const collapsed = toSidebarItems([only], full);
      items.push(...collapsed.map((c) => ({ ...c, icon: c.icon ?? item.meta?.icon ?? null })));
      continue;
    }
    if (shown.length > 0) {
      items.push({
        key: full,
        title: item.meta?.title ?? item.name,
        icon: item.meta?.icon ?? null,
        path: full,
        external: false,
        children: toSidebarItems(shown, full),
      });
      continue;
    }
    items.push(leaf(item, full));
  }
  return items;
}

function leaf(item: MenuRoute, full: string): SidebarItem {
  const link = externalLink(item);
  return {
    key: link ?? full,
    title: item.meta?.title ?? item.name,
    icon: item.meta?.icon ?? null,
    path: link ?? full,
    external: link !== null,
  };
}

export interface MenuRouteEntry {
  path: string;
  title: string;
  component: string;
  noCache: boolean;
  /** Container (Layout / ParentView): where its own path leads. */
  redirectTo?: string;
  /** Ancestors' titles and paths, for the breadcrumb. */
  chain: { title: string; path: string; noRedirect: boolean }[];
}

function firstRoutable(children: readonly MenuRoute[], base: string): string | undefined {
  for (const c of children) {
    if (externalLink(c)) continue;
    const full = joinPath(base, c.path);
    if (c.component === LAYOUT || c.component === PARENT_VIEW || (c.children && c.children.length > 0)) {
      const deeper = firstRoutable(c.children ?? [], full);
      if (deeper) return deeper;
      continue;
    }
    return full;
  }
  return undefined;
}

/**
 * Routes to add from GET api/menus/build: one entry per in-app path. Containers ('Layout',
 * 'ParentView') lead to their `redirect` or first child; other components are view keys.
 */
export function flattenMenuRoutes(
  menus: readonly MenuRoute[],
  base = '/',
  chain: MenuRouteEntry['chain'] = [],
): MenuRouteEntry[] {
  const out: MenuRouteEntry[] = [];
  for (const item of menus) {
    if (externalLink(item)) continue;
    const full = joinPath(base, item.path);
    const title = item.meta?.title ?? item.name;
    const here = [...chain, { title, path: full, noRedirect: item.redirect === 'noredirect' }];
    const isContainer = item.component === LAYOUT || item.component === PARENT_VIEW;
    if (isContainer || (item.children && item.children.length > 0)) {
      const target =
        item.redirect && item.redirect !== 'noredirect' ? item.redirect : firstRoutable(item.children ?? [], full);
      if (full !== '/' && target && target !== full) {
        out.push({ path: full, title, component: item.component, noCache: !!item.meta?.noCache, redirectTo: target, chain: here });
      }
      out.push(...flattenMenuRoutes(item.children ?? [], full, here));
      if (!isContainer) {
        // a view with children: its own page is still a route
        out.push({ path: full, title, component: item.component, noCache: !!item.meta?.noCache, chain: here });
      }
      continue;
    }
    out.push({ path: full, title, component: item.component, noCache: !!item.meta?.noCache, chain: here });
  }
  // first declaration wins when two entries share a path
  const seen = new Set<string>();
  return out.filter((e) => (seen.has(e.path) ? false : (seen.add(e.path), true)));
}

export interface Crumb {
  title: string;
  /** Link target, or null for the last entry and 'noredirect' entries. */
  to: string | null;
}

/** Breadcrumb of spec §2: Home first, then each matched route title; the last is not a link. */
export function breadcrumbFor(
  entries: readonly MenuRouteEntry[],
  pathname: string,
  home: { title: string; path: string },
  fixedTitle?: string,
): Crumb[] {
  const entry = entries.find((e) => e.path === pathname && !e.redirectTo) ?? entries.find((e) => e.path === pathname);
  const crumbs: Crumb[] = [{ title: home.title, to: home.path }];
  if (pathname === home.path) return [{ title: home.title, to: null }];
  if (entry) {
    for (const c of entry.chain) crumbs.push({ title: c.title, to: c.noRedirect ? null : c.path });
  } else if (fixedTitle) {
    crumbs.push({ title: fixedTitle, to: pathname });
  }
  crumbs[crumbs.length - 1] = { ...crumbs[crumbs.length - 1]!, to: null };
  return crumbs;
}
