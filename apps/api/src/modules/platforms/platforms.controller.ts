import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { PageResult } from '@ohit/contracts';
import { type Actor, CurrentActor, RequirePermissions } from '../../platform';
import { CreatePlatformAddressCommand } from './commands/create-platform-address/create-platform-address.command';
import { DeletePlatformAddressesCommand } from './commands/delete-platform-addresses/delete-platform-addresses.command';
import { EditPlatformAddressCommand } from './commands/edit-platform-address/edit-platform-address.command';
import type { PlatformAddressView, PlatformLink } from './platform-address-view';
import { ByTypesQueryDto, CreatePlatformDto, EditPlatformDto, PlatformIdsDto } from './platforms.dto';
import { ListPlatformAddressesByTypesQuery } from './queries/list-platform-addresses-by-types/list-platform-addresses-by-types.query';
import { ListPlatformAddressesQuery } from './queries/list-platform-addresses/list-platform-addresses.query';

/** Linked-platform addresses (types 3, 5, 6, 7 → ip, port) for the navbar buttons. */
@ApiTags('platforms')
@Controller('api/platformAddress')
export class PlatformsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Every logged-in user: what the navbar needs. */
  @Get('byTypes')
  byTypes(@Query() q: ByTypesQueryDto): Promise<PlatformLink[]> {
    return this.queries.execute(new ListPlatformAddressesByTypesQuery(q.types?.split(',').map(Number)));
  }

  @Get()
  @RequirePermissions('platform:list', 'platformLink:list')
  list(): Promise<PageResult<PlatformAddressView>> {
    return this.queries.execute(new ListPlatformAddressesQuery());
  }

  @Post()
  @RequirePermissions('platform:add', 'platformLink:add')
  create(@CurrentActor() actor: Actor, @Body() { reason, ...dto }: CreatePlatformDto): Promise<{ id: number }> {
    return this.commands.execute(new CreatePlatformAddressCommand(actor, dto, reason));
  }

  @Put()
  @RequirePermissions('platform:edit', 'platformLink:edit')
  edit(@CurrentActor() actor: Actor, @Body() { reason, ...dto }: EditPlatformDto): Promise<{ id: number }> {
    return this.commands.execute(new EditPlatformAddressCommand(actor, dto, reason));
  }

  @Delete()
  @HttpCode(200)
  @RequirePermissions('platform:del', 'platformLink:del')
  async remove(@CurrentActor() actor: Actor, @Body() dto: PlatformIdsDto): Promise<Record<string, never>> {
    await this.commands.execute(new DeletePlatformAddressesCommand(actor, dto.ids, dto.reason));
    return {};
  }
}
