import type { MenuRoute } from '@ohit/contracts';
import { INSPECTED_UNIT } from '@ohit/contracts';
import { detailLocation } from '../../resources/detail-route';
import { flattenMenuRoutes, toSidebarItems } from '../../router/menu-tree';
import { resolveView } from '../../router/view-registry';
import { readCustomerDetailQuery } from './detail-query';

const meta = (title: string) => ({ title, icon: null, noCache: true, link: null });

/** What GET api/menus/build answers for the seeded 受检单位 menu and its hidden detail route. */
const MENUS: MenuRoute[] = [
  { name: 'CustomerLayout', path: '/customer', hidden: false, component: 'Layout', meta: { ...meta('受检单位'), breadcrumb: false }, children: [{ name: 'Customer', path: 'index', hidden: false, component: 'customer/index', meta: meta('受检单位') }] },
  {
    name: 'customerDetailLayout',
    path: '/customer/detail',
    hidden: true,
    component: 'Layout',
    meta: { ...meta('受检单位详情'), breadcrumb: false },
    children: [{ name: 'customerDetail', path: 'index', hidden: true, component: 'customer/detail/index', meta: meta('受检单位详情') }],
  },
];

describe('hidden detail route customerDetail', () => {
  it('is a route with its page, and no sidebar entry', () => {
    const entry = flattenMenuRoutes(MENUS).find((e) => e.path === '/customer/detail/index');
    expect(entry).toMatchObject({ component: 'customer/detail/index', title: '受检单位详情' });
    expect(resolveView(entry!.component)).not.toBeNull();
    expect(toSidebarItems(MENUS).map((i) => i.title)).toEqual(['受检单位']);
  });

  it("the inspected units' row-detail link leads there with belongInspect and belongInspectName", () => {
    const to = detailLocation(INSPECTED_UNIT, { id: 9, name: '甲单位' }, MENUS);
    expect(to).toBe(`/customer/detail/index?belongInspectName=${encodeURIComponent('甲单位')}&belongInspect=9`);
    expect(readCustomerDetailQuery(new URL(to!, 'http://x').searchParams)).toEqual({ belongInspect: 9, belongInspectName: '甲单位' });
  });

  it('reads only a positive integer id from the URL', () => {
    for (const bad of ['', 'abc', '0', '-3', '1.5', '99999999999']) {
      expect(readCustomerDetailQuery(new URLSearchParams({ belongInspect: bad })).belongInspect).toBeNull();
    }
    expect(readCustomerDetailQuery(new URLSearchParams('belongInspect=%2012%20'))).toEqual({ belongInspect: 12, belongInspectName: '' });
  });
});
