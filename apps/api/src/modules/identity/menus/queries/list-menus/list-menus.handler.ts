import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MenuDto, PageResult } from '@ohit/contracts';
import { paging, likePattern } from '../../../../../platform';
import { MenuReader } from '../../menu-reader';
import { menuTree, toMenuDto } from '../../menu-view';
import { ListMenusQuery } from './list-menus.query';

type SortKey = 'id' | 'sort' | 'title' | 'createTime';

/**
 * Sortable fields (whitelist; anything else is a 400). `menuSort` is the 菜单排序 field as the
 * menu screen names it (spec's admin framework: GET api/menus?sort=menuSort,asc); `sort` is ours.
 */
const MENU_SORT_FIELDS: Record<string, SortKey> = { id: 'id', sort: 'sort', menuSort: 'sort', title: 'title', createTime: 'createTime' };
/** paging() only validates the request against the whitelist here: the tree is sorted in memory. */
const MENU_SORTS = Object.fromEntries(Object.keys(MENU_SORT_FIELDS).map((k) => [k, k]));

type Compare = (a: MenuDto, b: MenuDto) => number;

function comparator(sorts: string[]): Compare {
  const parts: Compare[] = sorts.map((s) => {
    const [field = '', dirRaw] = s.split(',').map((x) => x.trim());
    // paging() has refused anything outside the whitelist
    const key = MENU_SORT_FIELDS[field] ?? 'sort';
    const sign = (dirRaw || 'asc').toLowerCase() === 'desc' ? -1 : 1;
    return (a, b) => {
      const x = a[key];
      const y = b[key];
      return sign * (typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y, 'zh-CN') : Number(x) - Number(y));
    };
  });
  // ties keep the sidebar's order (sort, then id)
  parts.push((a, b) => a.sort - b.sort || a.id - b.id);
  return (a, b) => {
    for (const c of parts) {
      const r = c(a, b);
      if (r !== 0) return r;
    }
    return 0;
  };
}

/** Orders every level of the tree (children keep their nesting). */
function sortTree(nodes: MenuDto[], compare: Compare): MenuDto[] {
  return [...nodes].sort(compare).map((n) => (n.children ? { ...n, children: sortTree(n.children, compare) } : n));
}

/**
 * GET api/menus: without filters the whole visible tree (roots paged when a page or size is asked, children nested);
 * with `pid` the children of that menu; with `blurry` the matching menus, flat. Every level is
 * ordered by the requested sorts (default 菜单排序 ascending, the sidebar's order).
 */
@QueryHandler(ListMenusQuery)
export class ListMenusHandler implements IQueryHandler<ListMenusQuery> {
  constructor(private readonly menus: MenuReader) {}

  async execute({ actor, q }: ListMenusQuery): Promise<PageResult<MenuDto>> {
    const sorts = q.sort?.length ? q.sort : ['sort,asc'];
    const p = paging({ ...q, sort: sorts }, MENU_SORTS, 'id');
    let roots: MenuDto[];
    if (q.blurry?.trim()) {
      roots = (await this.menus.visible(actor, 'm.title ILIKE $1', [likePattern(q.blurry.trim())])).map(toMenuDto);
    } else if (q.pid !== undefined) {
      const pid = q.pid;
      const find = (nodes: MenuDto[]): MenuDto | undefined => {
        for (const n of nodes) {
          if (n.id === pid) return n;
          const hit = n.children ? find(n.children) : undefined;
          if (hit) return hit;
        }
        return undefined;
      };
      roots = pid === 0 ? menuTree((await this.menus.visible(actor)).map(toMenuDto)) : (find(menuTree((await this.menus.visible(actor)).map(toMenuDto)))?.children ?? []);
    } else {
      roots = menuTree((await this.menus.visible(actor)).map(toMenuDto));
    }
    const sorted = sortTree(roots, comparator(sorts));
    // the menu screen asks for the whole tree (pagination off: no page, no size): never cut it at a
    // default page — the catalogue has more roots than that since its hidden detail routes are roots
    if (q.page === undefined && q.size === undefined) return { content: sorted, totalElements: sorted.length };
    return { content: sorted.slice(p.offset, p.offset + p.limit), totalElements: sorted.length };
  }
}
