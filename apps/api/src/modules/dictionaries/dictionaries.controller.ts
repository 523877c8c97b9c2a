import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { PageResult } from '@ohit/contracts';
import { type Actor, CurrentActor, DeleteIdsDto, RequirePermissions } from '../../platform';
import { CreateDictDetailCommand } from './commands/create-dict-detail/create-dict-detail.command';
import { CreateDictCommand } from './commands/create-dict/create-dict.command';
import { DeleteDictDetailsCommand } from './commands/delete-dict-details/delete-dict-details.command';
import { DeleteDictsCommand } from './commands/delete-dicts/delete-dicts.command';
import { EditDictDetailCommand } from './commands/edit-dict-detail/edit-dict-detail.command';
import { EditDictCommand } from './commands/edit-dict/edit-dict.command';
import { CreateDictDetailDto, CreateDictDto, DictDetailQueryDto, DictMapQueryDto, EditDictDetailDto, EditDictDto, ListDictsQueryDto } from './dictionaries.dto';
import { headerOrganization } from './dictionary-scope';
import type { DictDetailView, DictView } from './dictionary-view';
import { GetDictMapQuery } from './queries/get-dict-map/get-dict-map.query';
import { ListDictDetailsQuery } from './queries/list-dict-details/list-dict-details.query';
import { ListDictsQuery } from './queries/list-dicts/list-dicts.query';

/** Dictionary definitions (administrators). */
@ApiTags('dictionaries')
@Controller('api/dict')
export class DictsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @RequirePermissions('dict:list')
  list(@CurrentActor() actor: Actor, @Query() q: ListDictsQueryDto): Promise<PageResult<DictView>> {
    return this.queries.execute(new ListDictsQuery(actor, q));
  }

  @Post()
  @RequirePermissions('dict:add')
  create(@CurrentActor() actor: Actor, @Body() { reason, ...dto }: CreateDictDto): Promise<{ id: number }> {
    return this.commands.execute(new CreateDictCommand(actor, dto, reason));
  }

  @Put()
  @RequirePermissions('dict:edit')
  edit(@CurrentActor() actor: Actor, @Body() { reason, ...dto }: EditDictDto): Promise<{ id: number }> {
    return this.commands.execute(new EditDictCommand(actor, dto, reason));
  }

  @Delete()
  @HttpCode(200)
  @RequirePermissions('dict:del')
  async remove(@CurrentActor() actor: Actor, @Body() dto: DeleteIdsDto): Promise<Record<string, never>> {
    await this.commands.execute(new DeleteDictsCommand(actor, dto.ids, dto.reason));
    return {};
  }
}

/** Dictionary entries: read by every logged-in user (forms need them), written with dict permissions. */
@ApiTags('dictionaries')
@Controller('api/dictDetail')
export class DictDetailsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  list(@CurrentActor() actor: Actor, @Query() q: DictDetailQueryDto, @Req() req: Request): Promise<PageResult<DictDetailView>> {
    return this.queries.execute(new ListDictDetailsQuery(actor, q, headerOrganization(req)));
  }

  @Get('map')
  map(@CurrentActor() actor: Actor, @Query() q: DictMapQueryDto, @Req() req: Request): Promise<Record<string, { label: string; value: string }[]>> {
    const names = [...new Set(q.dictName.split(','))];
    return this.queries.execute(new GetDictMapQuery(actor, names, q.organizationId ?? headerOrganization(req)));
  }

  @Post('add')
  @RequirePermissions('dict:add')
  create(@CurrentActor() actor: Actor, @Body() { reason, ...dto }: CreateDictDetailDto, @Req() req: Request): Promise<{ id: number }> {
    return this.commands.execute(new CreateDictDetailCommand(actor, dto, headerOrganization(req), reason));
  }

  @Put('edit')
  @RequirePermissions('dict:edit')
  edit(@CurrentActor() actor: Actor, @Body() { reason, ...dto }: EditDictDetailDto): Promise<{ id: number }> {
    return this.commands.execute(new EditDictDetailCommand(actor, dto, reason));
  }

  @Delete('delete')
  @HttpCode(200)
  @RequirePermissions('dict:del')
  async remove(@CurrentActor() actor: Actor, @Body() dto: DeleteIdsDto): Promise<Record<string, never>> {
    await this.commands.execute(new DeleteDictDetailsCommand(actor, dto.ids, dto.reason));
    return {};
  }
}
