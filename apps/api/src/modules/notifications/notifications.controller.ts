import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermissions } from '../../platform';
import { CreateAnnouncementCommand } from './commands/create-announcement.command';
import { DeleteAnnouncementsCommand } from './commands/delete-announcements.command';
import { EditAnnouncementCommand } from './commands/edit-announcement.command';
import { MarkReadCommand } from './commands/mark-read.command';
import { SendAnnouncementCommand } from './commands/send-announcement.command';
import { CreateAnnouncementDto, EditAnnouncementDto, EditSendDto, IdsBodyDto, ListAnnouncementsQueryDto, QuerySendInfoDto, SendAnnouncementDto } from './notifications.dto';
import { ListAnnouncementsQuery } from './queries/list-announcements.query';
import { ListByUserQuery } from './queries/list-by-user.query';
import { QuerySendInfoQuery } from './queries/query-send-info.query';

/** Announcements: the bell (listByUser, any logged-in user) and the administrators' screen. */
@ApiTags('notifications')
@Controller('api/ohitAnnouncement')
export class AnnouncementsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('listByUser')
  listByUser(@CurrentActor() actor: Actor) {
    return this.queries.execute(new ListByUserQuery(actor));
  }

  @Get()
  @RequirePermissions('announcement:list')
  list(@CurrentActor() actor: Actor, @Query() q: ListAnnouncementsQueryDto) {
    return this.queries.execute(new ListAnnouncementsQuery(actor, q));
  }

  @Post()
  @RequirePermissions('announcement:add')
  create(@CurrentActor() actor: Actor, @Body() dto: CreateAnnouncementDto) {
    return this.commands.execute(new CreateAnnouncementCommand(actor, dto));
  }

  @Put()
  @RequirePermissions('announcement:edit')
  edit(@CurrentActor() actor: Actor, @Body() dto: EditAnnouncementDto) {
    return this.commands.execute(new EditAnnouncementCommand(actor, dto));
  }

  @Post('send')
  @HttpCode(200)
  @RequirePermissions('announcement:send')
  send(@CurrentActor() actor: Actor, @Body() dto: SendAnnouncementDto) {
    return this.commands.execute(new SendAnnouncementCommand(actor, dto));
  }

  @Delete()
  @HttpCode(200)
  @RequirePermissions('announcement:del')
  async remove(@CurrentActor() actor: Actor, @Body() dto: IdsBodyDto) {
    await this.commands.execute(new DeleteAnnouncementsCommand(actor, dto.ids));
    return {};
  }
}

/** Send records: the inbox page (own records only) and mark-read. */
@ApiTags('notifications')
@Controller('api/ohitAnnouncementSend')
export class AnnouncementSendsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('querySendInfo')
  querySendInfo(@CurrentActor() actor: Actor, @Query() q: QuerySendInfoDto) {
    return this.queries.execute(new QuerySendInfoQuery(actor, q));
  }

  @Put('edit')
  edit(@CurrentActor() actor: Actor, @Body() dto: EditSendDto) {
    return this.commands.execute(new MarkReadCommand(actor, dto.id));
  }
}
