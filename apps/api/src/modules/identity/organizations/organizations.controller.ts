import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { OrganizationDto, PageResult } from '@ohit/contracts';
import { type Actor, CurrentActor, RequirePermissions } from '../../../platform';
import { IdsDto } from '../users/users.dto';
import { CreateOrganizationCommand } from './commands/create-organization/create-organization.command';
import { DeleteOrganizationsCommand } from './commands/delete-organizations/delete-organizations.command';
import { EditOrganizationCommand } from './commands/edit-organization/edit-organization.command';
import { CreateOrganizationDto, EditOrganizationDto, ListOrganizationsQueryDto } from './organizations.dto';
import { ListOrganizationsQuery } from './queries/list-organizations/list-organizations.query';

@ApiTags('organization')
@Controller('api/organization')
export class OrganizationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequirePermissions('organization:list', 'user:list', 'roles:list')
  list(@CurrentActor() actor: Actor, @Query() q: ListOrganizationsQueryDto): Promise<PageResult<OrganizationDto>> {
    return this.queries.execute(new ListOrganizationsQuery(actor, q));
  }

  @Post()
  @RequirePermissions('organization:add')
  create(@CurrentActor() actor: Actor, @Body() { reason, ...dto }: CreateOrganizationDto) {
    return this.commands.execute(new CreateOrganizationCommand(actor, dto, reason));
  }

  @Put()
  @RequirePermissions('organization:edit')
  edit(@CurrentActor() actor: Actor, @Body() { reason, ...dto }: EditOrganizationDto) {
    return this.commands.execute(new EditOrganizationCommand(actor, dto, reason));
  }

  @Delete()
  @HttpCode(200)
  @RequirePermissions('organization:del')
  async remove(@CurrentActor() actor: Actor, @Body() dto: IdsDto) {
    await this.commands.execute(new DeleteOrganizationsCommand(actor, dto.ids, dto.reason));
    return {};
  }
}
