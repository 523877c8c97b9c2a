import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { TimestampedEntity } from './row-columns';

/** One recipient of one announcement (spec §3 "announcement send record"). */
@Entity({ name: 'announcement_sends' })
@Index('uq_announcement_sends_recipient', ['announcementId', 'userId'], { unique: true })
@Index('idx_announcement_sends_user', ['userId', 'readFlag', 'sendTime'])
export class AnnouncementSendEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'announcement_id', type: 'integer' })
  announcementId: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  /** 0 unread, 1 read. */
  @Column({ name: 'read_flag', type: 'smallint', default: 0 })
  readFlag: number;

  @Column({ name: 'send_status', type: 'smallint', default: 1 })
  sendStatus: number;

  @Column({ name: 'send_time', type: 'timestamptz' })
  sendTime: Date;

  @Column({ name: 'read_time', type: 'timestamptz', nullable: true })
  readTime: Date | null;

  @Column({ name: 'update_by', type: 'varchar', length: 50, nullable: true })
  updateBy: string | null;
}
