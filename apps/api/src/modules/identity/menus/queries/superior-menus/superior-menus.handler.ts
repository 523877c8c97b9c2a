import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MenuDto } from '@ohit/contracts';
import { MenuReader } from '../../menu-reader';
import { menuTree, toMenuDto } from '../../menu-view';
import { SuperiorMenusQuery } from './superior-menus.query';

/**
 * POST api/menus/superior: for the given ids, the tree of their ancestors with each level's
 * siblings (what a parent picker needs). Walks up with a visited set, so a cycle cannot loop.
 */
@QueryHandler(SuperiorMenusQuery)
export class SuperiorMenusHandler implements IQueryHandler<SuperiorMenusQuery> {
  constructor(private readonly menus: MenuReader) {}

  async execute({ actor, ids }: SuperiorMenusQuery): Promise<MenuDto[]> {
    const all = (await this.menus.visible(actor, 'm.type < 2')).map(toMenuDto);
    const byId = new Map(all.map((m) => [m.id, m]));
    const keepParents = new Set<number | null>([null]);
    for (const id of ids) {
      const seen = new Set<number>();
      let cur = byId.get(id);
      while (cur && !seen.has(cur.id)) {
        seen.add(cur.id);
        keepParents.add(cur.pid);
        cur = cur.pid !== null ? byId.get(cur.pid) : undefined;
      }
      if (byId.has(id)) keepParents.add(id);
    }
    return menuTree(all.filter((m) => keepParents.has(m.pid)));
  }
}
