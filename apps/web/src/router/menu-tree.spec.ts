import type { MenuRoute } from '@ohit/contracts';
import { breadcrumbFor, flattenMenuRoutes, toSidebarItems } from './menu-tree';

const m = (p: Partial<MenuRoute> & { path: string; title: string }): MenuRoute => ({
  name: p.title,
  hidden: false,
  component: 'Layout',
  meta: { title: p.title, icon: null, noCache: false, link: null },
  ...p,
});

const tree: MenuRoute[] = [
  m({
    path: '/system',
    title: '系统管理',
    redirect: 'noredirect',
    alwaysShow: true,
    children: [
      m({ path: 'user', title: '用户管理', component: 'system/user/index' }),
      m({ path: 'role', title: '角色管理', component: 'system/role/index' }),
      m({ path: 'secret', title: '隐藏页', component: 'system/secret/index', hidden: true }),
      m({
        path: 'nested',
        title: '嵌套',
        component: 'ParentView',
        children: [m({ path: 'deep', title: '深层', component: 'x/deep/index' })],
      }),
    ],
  }),
  m({
    path: '/lab',
    title: '实验室',
    children: [
      m({ path: 'only', title: '唯一子项', component: 'lab/only/index' }),
      m({ path: 'hidden', title: '隐藏', component: 'lab/hidden/index', hidden: true }),
    ],
  }),
  m({ path: '/gone', title: '已隐藏目录', hidden: true, children: [m({ path: 'a', title: 'A', component: 'a/index' })] }),
  m({ path: 'https://example.com/docs', title: '外部文档', component: 'Layout' }),
  m({ path: '/news', title: '资讯', component: 'news/index', meta: { title: '资讯', icon: 'link', noCache: false, link: 'https://news.example.com' } }),
];

describe('menu tree → sidebar items (spec §2 shell)', () => {
  const items = toSidebarItems(tree);

  it('skips hidden items and hidden directories', () => {
    expect(items.map((i) => i.title)).toEqual(['系统管理', '唯一子项', '外部文档', '资讯']);
    expect(items[0]!.children!.map((c) => c.title)).toEqual(['用户管理', '角色管理', '深层']);
  });

  it('keeps nested submenus with full paths', () => {
    const system = items[0]!;
    expect(system.children![0]).toMatchObject({ key: '/system/user', path: '/system/user', external: false });
    // a ParentView with a single child collapses into the child
    expect(system.children![2]).toMatchObject({ title: '深层', path: '/system/nested/deep' });
  });

  it('collapses a single visible child into a direct item', () => {
    expect(items[1]).toMatchObject({ title: '唯一子项', path: '/lab/only', external: false });
    expect(items[1]!.children).toBeUndefined();
  });

  it('marks external links (http path or meta.link) to open in a new tab', () => {
    expect(items[2]).toMatchObject({ external: true, path: 'https://example.com/docs' });
    expect(items[3]).toMatchObject({ external: true, path: 'https://news.example.com' });
  });

  it('alwaysShow keeps a directory even with one child', () => {
    const one = toSidebarItems([m({ path: '/a', title: '甲', alwaysShow: true, children: [m({ path: 'b', title: '乙', component: 'b/index' })] })]);
    expect(one[0]!.children!.map((c) => c.title)).toEqual(['乙']);
  });
});

describe('menu tree → routes and breadcrumb', () => {
  const entries = flattenMenuRoutes(tree);

  it('adds a route per view and redirects containers to their first child', () => {
    const paths = Object.fromEntries(entries.map((e) => [e.path, e.redirectTo ?? e.component]));
    expect(paths['/system/user']).toBe('system/user/index');
    expect(paths['/system/nested/deep']).toBe('x/deep/index');
    expect(paths['/system/nested']).toBe('/system/nested/deep');
    expect(paths['/lab']).toBe('/lab/only');
    expect(paths['/system/secret']).toBe('system/secret/index'); // hidden detail routes still route
    expect(entries.find((e) => e.path.startsWith('http'))).toBeUndefined();
  });

  it('breadcrumb: Home, each matched title; last and noredirect entries are not links', () => {
    const crumbs = breadcrumbFor(entries, '/system/nested/deep', { title: '首页', path: '/dashboard' });
    expect(crumbs).toEqual([
      { title: '首页', to: '/dashboard' },
      { title: '系统管理', to: null },
      { title: '嵌套', to: '/system/nested' },
      { title: '深层', to: null },
    ]);
    expect(breadcrumbFor(entries, '/dashboard', { title: '首页', path: '/dashboard' })).toEqual([{ title: '首页', to: null }]);
  });
});
