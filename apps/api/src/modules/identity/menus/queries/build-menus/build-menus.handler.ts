import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MenuRoute } from '@ohit/contracts';
import { MenuReader } from '../../menu-reader';
import { buildRoutes } from '../../menu-view';
import { BuildMenusQuery } from './build-menus.query';

@QueryHandler(BuildMenusQuery)
export class BuildMenusHandler implements IQueryHandler<BuildMenusQuery> {
  constructor(private readonly menus: MenuReader) {}

  async execute({ actor }: BuildMenusQuery): Promise<MenuRoute[]> {
    return buildRoutes(await this.menus.visible(actor, 'm.type < 2'));
  }
}
