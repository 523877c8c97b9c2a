import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FamilyBucketNode, MenuDto, MenuRoute, OrganizationDto, PageResult } from '@ohit/contracts';
import { ListOrganizationsQueryDto } from '../organizations/organizations.dto';
import { ListOrganizationsQuery } from '../organizations/queries/list-organizations/list-organizations.query';
import { type Actor, CurrentActor, RequirePermissions } from '../../../platform';
import { CreateMenuCommand } from './commands/create-menu/create-menu.command';
import { DeleteMenusCommand } from './commands/delete-menus/delete-menus.command';
import { EditMenuCommand } from './commands/edit-menu/edit-menu.command';
import { CreateMenuDto, DeleteMenusDto, EditMenuDto, LazyMenusQueryDto, ListMenusQueryDto, MenuIdsDto } from './menus.dto';
import { BuildMenusQuery } from './queries/build-menus/build-menus.query';
import { FamilyBucketQuery } from './queries/family-bucket/family-bucket.query';
import { LazyMenusQuery } from './queries/lazy-menus/lazy-menus.query';
import { ListMenusQuery } from './queries/list-menus/list-menus.query';
import { SuperiorMenusQuery } from './queries/superior-menus/superior-menus.query';

@ApiTags('menus')
@Controller('api/menus')
export class MenusController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Any logged-in user: their own sidebar. */
  @Get('build')
  build(@CurrentActor() actor: Actor): Promise<MenuRoute[]> {
    return this.queries.execute(new BuildMenusQuery(actor));
  }

  @Get('lazy')
  @RequirePermissions('menu:list', 'roles:list')
  lazy(@CurrentActor() actor: Actor, @Query() q: LazyMenusQueryDto): Promise<MenuDto[]> {
    return this.queries.execute(new LazyMenusQuery(actor, q.pid ?? null));
  }

  @Get()
  @RequirePermissions('menu:list')
  list(@CurrentActor() actor: Actor, @Query() q: ListMenusQueryDto): Promise<PageResult<MenuDto>> {
    return this.queries.execute(new ListMenusQuery(actor, q));
  }

  @Post('superior')
  @HttpCode(200)
  @RequirePermissions('menu:list')
  superior(@CurrentActor() actor: Actor, @Body() dto: MenuIdsDto): Promise<MenuDto[]> {
    return this.queries.execute(new SuperiorMenusQuery(actor, dto.ids));
  }

  @Post('add')
  @RequirePermissions('menu:add')
  add(@CurrentActor() actor: Actor, @Body() { reason, ...dto }: CreateMenuDto) {
    return this.commands.execute(new CreateMenuCommand(actor, dto, reason));
  }

  @Put('edit')
  @RequirePermissions('menu:edit')
  edit(@CurrentActor() actor: Actor, @Body() { reason, ...dto }: EditMenuDto) {
    return this.commands.execute(new EditMenuCommand(actor, dto, reason));
  }

  @Delete('delete')
  @HttpCode(200)
  @RequirePermissions('menu:del')
  async remove(@CurrentActor() actor: Actor, @Body() dto: DeleteMenusDto) {
    await this.commands.execute(new DeleteMenusCommand(actor, dto.ids, dto.reason));
    return {};
  }
}

@ApiTags('menus')
@Controller('api/familyBucket')
export class FamilyBucketController {
  constructor(private readonly queries: QueryBus) {}

  @Get('getFamilyBucket')
  @RequirePermissions('roles:list', 'roles:menu', 'menu:list')
  familyBucket(@CurrentActor() actor: Actor): Promise<FamilyBucketNode[]> {
    return this.queries.execute(new FamilyBucketQuery(actor));
  }

  /** Organisations visible to the user (any logged-in user; scope applies). */
  @Get('getOrg')
  async getOrg(@CurrentActor() actor: Actor, @Query() q: ListOrganizationsQueryDto): Promise<OrganizationDto[]> {
    const page: PageResult<OrganizationDto> = await this.queries.execute(new ListOrganizationsQuery(actor, { ...q, size: q.size ?? 5000 }));
    return page.content;
  }
}
