import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { PageResult } from '@ohit/contracts';
import { type Actor, CurrentActor, DeleteIdsDto, RequirePermissions } from '../../platform';
import type { AnnouncementView, SendRecordView } from './announcement-view';
import { CreateAnnouncementCommand } from './commands/create-announcement/create-announcement.command';
import { DeleteAnnouncementsCommand } from './commands/delete-announcements/delete-announcements.command';
import { EditAnnouncementCommand } from './commands/edit-announcement/edit-announcement.command';
import { MarkAnnouncementReadCommand } from './commands/mark-announcement-read/mark-announcement-read.command';
import { SendAnnouncementCommand, type SendAnnouncementResult } from './commands/send-announcement/send-announcement.command';
import { CreateAnnouncementDto, EditAnnouncementDto, EditSendDto, ListAnnouncementsQueryDto, QuerySendInfoDto, SendAnnouncementDto } from './notifications.dto';
import { ListAnnouncementsQuery } from './queries/list-announcements/list-announcements.query';
import { ListSendRecordsQuery, type SendInfoPage } from './queries/list-send-records/list-send-records.query';
import { type HeaderMessages, ListUnreadMessagesQuery } from './queries/list-unread-messages/list-unread-messages.query';

/** Announcements: the bell (listByUser, any logged-in user) and the administrators' screen. */
@ApiTags('notifications')
@Controller('api/ohitAnnouncement')
export class AnnouncementsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('listByUser')
  listByUser(@CurrentActor() actor: Actor): Promise<HeaderMessages> {
    return this.queries.execute(new ListUnreadMessagesQuery(actor));
  }

  @Get()
  @RequirePermissions('announcement:list')
  list(@CurrentActor() actor: Actor, @Query() q: ListAnnouncementsQueryDto): Promise<PageResult<AnnouncementView>> {
    return this.queries.execute(new ListAnnouncementsQuery(actor, q));
  }

  @Post()
  @RequirePermissions('announcement:add')
  create(@CurrentActor() actor: Actor, @Body() { reason, ...dto }: CreateAnnouncementDto): Promise<{ id: number }> {
    return this.commands.execute(new CreateAnnouncementCommand(actor, dto, reason));
  }

  @Put()
  @RequirePermissions('announcement:edit')
  edit(@CurrentActor() actor: Actor, @Body() { reason, ...dto }: EditAnnouncementDto): Promise<{ id: number }> {
    return this.commands.execute(new EditAnnouncementCommand(actor, dto, reason));
  }

  @Post('send')
  @HttpCode(200)
  @RequirePermissions('announcement:send')
  send(@CurrentActor() actor: Actor, @Body() { reason, ...dto }: SendAnnouncementDto): Promise<SendAnnouncementResult> {
    return this.commands.execute(new SendAnnouncementCommand(actor, dto, reason));
  }

  @Delete()
  @HttpCode(200)
  @RequirePermissions('announcement:del')
  async remove(@CurrentActor() actor: Actor, @Body() dto: DeleteIdsDto): Promise<Record<string, never>> {
    await this.commands.execute(new DeleteAnnouncementsCommand(actor, dto.ids, dto.reason));
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
  querySendInfo(@CurrentActor() actor: Actor, @Query() q: QuerySendInfoDto): Promise<SendInfoPage> {
    return this.queries.execute(new ListSendRecordsQuery(actor, q));
  }

  @Put('edit')
  edit(@CurrentActor() actor: Actor, @Body() dto: EditSendDto): Promise<SendRecordView> {
    return this.commands.execute(new MarkAnnouncementReadCommand(actor, dto.id, dto.reason));
  }
}
