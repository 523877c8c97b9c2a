import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { VersionedEntity } from './row-columns';

/** A notice (msgCategory 1) or system message (2) written by an administrator (spec §3). */
@Entity({ name: 'announcements' })
@Index('idx_announcements_org_created', ['organizationId', 'createdAt'])
export class AnnouncementEntity extends VersionedEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** Spelled as the spec spells it. */
  @Column({ type: 'varchar', length: 200 })
  titile: string;

  @Column({ name: 'msg_abstract', type: 'varchar', length: 500, nullable: true })
  msgAbstract: string | null;

  /** Sanitised rich text (sanitize-html): no scripts, event handlers or javascript: URLs. */
  @Column({ name: 'msg_content', type: 'text', default: '' })
  msgContent: string;

  @Column({ name: 'msg_category', type: 'smallint' })
  msgCategory: number;

  @Column({ type: 'smallint', default: 0 })
  priority: number;

  @Column({ name: 'sender_id', type: 'integer' })
  senderId: number;

  @Column({ name: 'sender_name', type: 'varchar', length: 50 })
  senderName: string;

  /** The sender's organisation (the announcement's owner for scoping). */
  @Column({ name: 'organization_id', type: 'integer' })
  organizationId: number;

  /** 0 draft, 1 sent. */
  @Column({ name: 'send_status', type: 'smallint', default: 0 })
  sendStatus: number;

  @Column({ name: 'send_time', type: 'timestamptz', nullable: true })
  sendTime: Date | null;
}
