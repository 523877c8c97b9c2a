import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MenuDto, PageResult } from '@ohit/contracts';
import { paging } from '../../../shared/paging';
import { likePattern } from '../../../shared/sql-where';
import { MenuReader } from '../../menu-reader';
import { menuTree, toMenuDto } from '../../menu-view';
import { ListMenusQuery } from './list-menus.query';

const MENU_SORTS = { id: 'm.id', sort: 'm.sort', title: 'm.title', createTime: 'm.created_at' };

/**
 * GET api/menus: without filters the whole visible tree (roots paged, children nested);
 * with `pid` the children of that menu; with `blurry` the matching menus, flat.
 */
@QueryHandler(ListMenusQuery)
export class ListMenusHandler implements IQueryHandler<ListMenusQuery> {
  constructor(private readonly menus: MenuReader) {}

  async execute({ actor, q }: ListMenusQuery): Promise<PageResult<MenuDto>> {
    const p = paging({ ...q, sort: q.sort?.length ? q.sort : ['sort,asc'] }, MENU_SORTS, 'm.id');
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
    // Rows arrive ordered by sort, id (the tree keeps that order); `sort` is validated against MENU_SORTS.
    const content = roots.slice(p.offset, p.offset + p.limit);
    return { content, totalElements: roots.length };
  }
}

