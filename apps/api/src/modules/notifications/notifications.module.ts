import { Module } from '@nestjs/common';
import { RealtimeModule } from '@ohit/server-realtime';
import { CreateAnnouncementHandler } from './commands/create-announcement.command';
import { DeleteAnnouncementsHandler } from './commands/delete-announcements.command';
import { EditAnnouncementHandler } from './commands/edit-announcement.command';
import { MarkReadHandler } from './commands/mark-read.command';
import { SendAnnouncementHandler } from './commands/send-announcement.command';
import { AnnouncementsController, AnnouncementSendsController } from './notifications.controller';
import { ListAnnouncementsHandler } from './queries/list-announcements.query';
import { ListByUserHandler } from './queries/list-by-user.query';
import { QuerySendInfoHandler } from './queries/query-send-info.query';

/** Announcements, send records and their real-time push (spec §2 notification page, §4, §7). */
@Module({
  imports: [RealtimeModule],
  controllers: [AnnouncementsController, AnnouncementSendsController],
  providers: [
    CreateAnnouncementHandler,
    EditAnnouncementHandler,
    SendAnnouncementHandler,
    DeleteAnnouncementsHandler,
    MarkReadHandler,
    QuerySendInfoHandler,
    ListByUserHandler,
    ListAnnouncementsHandler,
  ],
})
export class NotificationsModule {}
