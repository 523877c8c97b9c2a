import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MenuDto } from '@ohit/contracts';
import { MenuReader } from '../../menu-reader';
import { toMenuDto } from '../../menu-view';
import { LazyMenusQuery } from './lazy-menus.query';

@QueryHandler(LazyMenusQuery)
export class LazyMenusHandler implements IQueryHandler<LazyMenusQuery> {
  constructor(private readonly menus: MenuReader) {}

  async execute({ actor, pid }: LazyMenusQuery): Promise<MenuDto[]> {
    const rows = pid ? await this.menus.visible(actor, 'm.pid = $1', [pid]) : await this.menus.visible(actor, 'm.pid IS NULL');
    return rows.map(toMenuDto);
  }
}
