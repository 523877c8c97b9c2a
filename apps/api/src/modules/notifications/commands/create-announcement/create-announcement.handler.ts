import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEventsService } from '@ohit/server-database';
import { inTransaction } from '../../../../platform';
import { cleanContent, insertAnnouncement } from '../../announcement-rules';
import { CreateAnnouncementCommand } from './create-announcement.command';

@CommandHandler(CreateAnnouncementCommand)
export class CreateAnnouncementHandler implements ICommandHandler<CreateAnnouncementCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
  ) {}

  async execute({ actor, dto, reason }: CreateAnnouncementCommand): Promise<{ id: number }> {
    const content = cleanContent(dto);
    const id = await inTransaction(this.ds, (m) => insertAnnouncement(m, this.events, actor, content, reason));
    return { id };
  }
}
