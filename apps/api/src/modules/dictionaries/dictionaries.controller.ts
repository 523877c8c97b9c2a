import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { type Actor, CurrentActor, RequirePermissions } from '../../platform';
import { CreateDictCommand, CreateDictDetailCommand, DeleteDictDetailsCommand, DeleteDictsCommand, EditDictCommand, EditDictDetailCommand } from './commands';
import { headerOrganization } from './dictionary-scope';
import { CreateDictDetailDto, CreateDictDto, DictDetailQueryDto, DictIdsDto, DictMapQueryDto, EditDictDetailDto, EditDictDto, ListDictsQueryDto } from './dictionaries.dto';
import { DictMapQuery, ListDictDetailsQuery, ListDictsQuery } from './queries/dictionary.queries';

/** Dictionary definitions (administrators). */
@ApiTags('dictionaries')
@Controller('api/dict')
export class DictsController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Get()
  @RequirePermissions('dict:list')
  list(@CurrentActor() actor: Actor, @Query() q: ListDictsQueryDto) {
    return this.queries.execute(new ListDictsQuery(actor, q));
  }

  @Post()
  @RequirePermissions('dict:add')
  create(@CurrentActor() actor: Actor, @Body() dto: CreateDictDto) {
    return this.commands.execute(new CreateDictCommand(actor, dto));
  }

  @Put()
  @RequirePermissions('dict:edit')
  edit(@CurrentActor() actor: Actor, @Body() dto: EditDictDto) {
    return this.commands.execute(new EditDictCommand(actor, dto));
  }

  @Delete()
  @HttpCode(200)
  @RequirePermissions('dict:del')
  async remove(@CurrentActor() actor: Actor, @Body() dto: DictIdsDto) {
    await this.commands.execute(new DeleteDictsCommand(actor, dto.ids));
    return {};
  }
}

/** Dictionary entries: read by every logged-in user (forms need them), written with dict permissions. */
@ApiTags('dictionaries')
@Controller('api/dictDetail')
export class DictDetailsController {
  constructor(private readonly commands: CommandBus, private readonly queries: QueryBus) {}

  @Get()
  list(@CurrentActor() actor: Actor, @Query() q: DictDetailQueryDto, @Req() req: Request) {
    return this.queries.execute(new ListDictDetailsQuery(actor, q, headerOrganization(req)));
  }

  @Get('map')
  map(@CurrentActor() actor: Actor, @Query() q: DictMapQueryDto, @Req() req: Request) {
    const names = [...new Set(q.dictName.split(','))];
    return this.queries.execute(new DictMapQuery(actor, names, q.organizationId ?? headerOrganization(req)));
  }

  @Post('add')
  @RequirePermissions('dict:add')
  create(@CurrentActor() actor: Actor, @Body() dto: CreateDictDetailDto, @Req() req: Request) {
    return this.commands.execute(new CreateDictDetailCommand(actor, dto, headerOrganization(req)));
  }

  @Put('edit')
  @RequirePermissions('dict:edit')
  edit(@CurrentActor() actor: Actor, @Body() dto: EditDictDetailDto) {
    return this.commands.execute(new EditDictDetailCommand(actor, dto));
  }

  @Delete('delete')
  @HttpCode(200)
  @RequirePermissions('dict:del')
  async remove(@CurrentActor() actor: Actor, @Body() dto: DictIdsDto) {
    await this.commands.execute(new DeleteDictDetailsCommand(actor, dto.ids));
    return {};
  }
}
