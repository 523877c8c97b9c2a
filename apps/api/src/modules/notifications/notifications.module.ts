import { Module } from '@nestjs/common';
import { RealtimeModule } from '@ohit/server-realtime';
import { CreateAnnouncementHandler } from './commands/create-announcement/create-announcement.handler';
import { DeleteAnnouncementsHandler } from './commands/delete-announcements/delete-announcements.handler';
import { EditAnnouncementHandler } from './commands/edit-announcement/edit-announcement.handler';
import { MarkAnnouncementReadHandler } from './commands/mark-announcement-read/mark-announcement-read.handler';
import { SendAnnouncementHandler } from './commands/send-announcement/send-announcement.handler';
import { AnnouncementsController, AnnouncementSendsController } from './notifications.controller';
import { ListAnnouncementsHandler } from './queries/list-announcements/list-announcements.handler';
import { ListSendRecordsHandler } from './queries/list-send-records/list-send-records.handler';
import { ListUnreadMessagesHandler } from './queries/list-unread-messages/list-unread-messages.handler';

/** Announcements, send records and their real-time push (spec §2 notification page, §4, §7). */
@Module({
  imports: [RealtimeModule],
  controllers: [AnnouncementsController, AnnouncementSendsController],
  providers: [
    CreateAnnouncementHandler,
    EditAnnouncementHandler,
    SendAnnouncementHandler,
    DeleteAnnouncementsHandler,
    MarkAnnouncementReadHandler,
    ListSendRecordsHandler,
    ListUnreadMessagesHandler,
    ListAnnouncementsHandler,
  ],
})
export class NotificationsModule {}
