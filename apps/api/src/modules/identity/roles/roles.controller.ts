import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { PageResult, RoleDto } from '@ohit/contracts';
import { type Actor, CurrentActor, RequirePermissions } from '../../../platform';
import { IdsDto } from '../users/users.dto';
import { AssignRoleMenusCommand } from './commands/assign-role-menus/assign-role-menus.command';
import { CreateRoleCommand } from './commands/create-role/create-role.command';
import { DeleteRolesCommand } from './commands/delete-roles/delete-roles.command';
import { EditRoleCommand } from './commands/edit-role/edit-role.command';
import { SetRoleDataScopeCommand } from './commands/set-role-data-scope/set-role-data-scope.command';
import { ListRolesQuery } from './queries/list-roles/list-roles.query';
import { CreateRoleDto, EditRoleDto, ListRolesQueryDto, RoleDataScopeDto, RoleMenusDto } from './roles.dto';

@ApiTags('roles')
@Controller('api/roles')
export class RolesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequirePermissions('roles:list', 'user:add', 'user:edit')
  list(@CurrentActor() actor: Actor, @Query() q: ListRolesQueryDto): Promise<PageResult<RoleDto>> {
    return this.queries.execute(new ListRolesQuery(actor, q));
  }

  @Post()
  @RequirePermissions('roles:add')
  create(@CurrentActor() actor: Actor, @Body() { reason, ...dto }: CreateRoleDto) {
    return this.commands.execute(new CreateRoleCommand(actor, dto, reason));
  }

  @Put()
  @RequirePermissions('roles:edit')
  edit(@CurrentActor() actor: Actor, @Body() { reason, ...dto }: EditRoleDto) {
    return this.commands.execute(new EditRoleCommand(actor, dto, reason));
  }

  @Delete()
  @HttpCode(200)
  @RequirePermissions('roles:del')
  async remove(@CurrentActor() actor: Actor, @Body() dto: IdsDto) {
    await this.commands.execute(new DeleteRolesCommand(actor, dto.ids, dto.reason));
    return {};
  }

  @Put('menu')
  @RequirePermissions('roles:menu')
  async menu(@CurrentActor() actor: Actor, @Body() dto: RoleMenusDto) {
    await this.commands.execute(new AssignRoleMenusCommand(actor, dto.id, dto.menuIds, dto.reason));
    return {};
  }

  @Put('dataScope')
  @RequirePermissions('roles:dataScope')
  async dataScope(@CurrentActor() actor: Actor, @Body() dto: RoleDataScopeDto) {
    await this.commands.execute(new SetRoleDataScopeCommand(actor, dto.id, dto.dataScope, dto.organizationIds, dto.reason, dto.zoneCodes));
    return {};
  }
}
