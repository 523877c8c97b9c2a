import { buildRoutes, MenuRow } from '../menus/menu-view';
import { hasAnyPermission, isExpired, paging, likePattern } from '../../../platform';
import { randomCaptchaText, renderCaptcha } from '../auth/captcha';

const row = (p: Partial<MenuRow> & { id: number }): MenuRow => ({
  pid: null, type: 1, title: `m${p.id}`, component_name: `M${p.id}`, component: null, path: `p${p.id}`, icon: null, sort: p.id,
  i_frame: false, cache: false, hidden: false, permission: null, version: 1, created_at: new Date(), sub_count: 0, ...p,
});

describe('identity rules', () => {
  it('permission directive: any of, admin passes all, empty list denies', () => {
    expect(hasAnyPermission({ permissions: new Set(['a']) }, ['b', 'a'])).toBe(true);
    expect(hasAnyPermission({ permissions: new Set(['a']) }, ['b'])).toBe(false);
    expect(hasAnyPermission({ permissions: new Set(['a']) }, [])).toBe(false);
    expect(hasAnyPermission({ permissions: new Set(['admin']) }, ['x'])).toBe(true);
  });

  it('expiry: id 1 never expires; no date or a past date expires', () => {
    expect(isExpired({ id: 1, expiry_date: null })).toBe(false);
    expect(isExpired({ id: 2, expiry_date: null })).toBe(true);
    expect(isExpired({ id: 2, expiry_date: new Date(Date.now() - 1) })).toBe(true);
    expect(isExpired({ id: 2, expiry_date: new Date(Date.now() + 60_000) })).toBe(false);
  });

  it('paging: whitelisted sorts only, size capped, tie-breaker added', () => {
    expect(paging({ page: 2, size: 10, sort: ['name,asc'] }, { name: 'o.name' }, 'o.id')).toEqual({ offset: 20, limit: 10, orderBy: 'o.name ASC, o.id DESC' });
    expect(() => paging({ sort: ['password_hash,asc'] }, { name: 'o.name' }, 'o.id')).toThrow(/不支持的排序/);
    expect(() => paging({ sort: ['name,asc; DROP TABLE x'] }, { name: 'o.name' }, 'o.id')).toThrow(/不支持的排序/);
    expect(paging({ size: 99999 }, { id: 'o.id' }, 'o.id').limit).toBe(5000);
  });

  it('escapes LIKE wildcards', () => {
    expect(likePattern('a%b_c\\')).toBe('%a\\%b\\_c\\\\%');
  });

  it('builds routes: Layout roots, ParentView, wrapped childless root, external link, empty directories dropped', () => {
    const routes = buildRoutes([
      row({ id: 1, type: 0, path: 'sys', component_name: 'Sys' }),
      row({ id: 2, pid: 1, type: 0, path: 'sub', component_name: 'Sub' }),
      row({ id: 3, pid: 2, path: 'user', component: 'system/user/index' }),
      row({ id: 4, path: 'customer', component: 'customer/index', component_name: 'Customer' }),
      row({ id: 5, path: 'https://example.com', i_frame: true, component_name: 'Ext' }),
      row({ id: 6, type: 0, path: 'empty' }),
    ]);
    expect(routes[0]).toMatchObject({ path: '/sys', component: 'Layout', redirect: 'noredirect', alwaysShow: true });
    expect(routes[0].children![0]).toMatchObject({ path: 'sub', component: 'ParentView', children: [{ path: 'user', component: 'system/user/index' }] });
    expect(routes[1]).toMatchObject({ path: '/customer', component: 'Layout', children: [{ path: 'index', name: 'Customer', component: 'customer/index' }] });
    expect(routes[2].children![0]).toMatchObject({ path: 'https://example.com', meta: { link: 'https://example.com' } });
    expect(routes).toHaveLength(3);
  });

  it('captcha: digits drawn as paths, never as text', () => {
    const text = randomCaptchaText();
    expect(text).toMatch(/^\d{4}$/);
    const svg = Buffer.from(renderCaptcha(text).split(',')[1], 'base64').toString();
    expect(svg).not.toContain(text);
    expect(svg).toContain('<polyline');
  });
});
