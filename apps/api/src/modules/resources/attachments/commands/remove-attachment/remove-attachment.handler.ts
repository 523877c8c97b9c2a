import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type BusinessCodeResponse, EVENT_TYPES, resourceEventType } from '@ohit/contracts';
import { SUCCESS_MESSAGES } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { STORAGE, type StoragePort } from '@ohit/server-storage';
import { auditOf, inTransaction } from '../../../../../platform';
import { ResourceExtensions } from '../../../extensions/resource-extensions';
import { beforeAttachmentWrite } from '../../../extensions/parent-hooks';
import { lockParentForWrite } from '../../../shared/parent-scope';
import { declarationFor } from '../../../shared/resource-access';
import { ATTACHMENT_COLUMNS, attachmentFacts, type AttachmentRow, attachmentView } from '../../attachment-rows';
import { ATTACHMENT_MESSAGES as M } from '../../attachments.messages';
import { RemoveAttachmentCommand } from './remove-attachment.command';

/**
 * Removes an attachment and its stored_files row in one transaction (parent locked, in the write
 * scope) with AttachmentRemoved on the parent and FileDeleted on the file; the stored object is
 * deleted after the commit.
 */
@CommandHandler(RemoveAttachmentCommand)
export class RemoveAttachmentHandler implements ICommandHandler<RemoveAttachmentCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StoragePort,
    private readonly events: DomainEventsService,
    private readonly extensions: ResourceExtensions,
  ) {}

  async execute({ resource, actor, parentId, attachmentId, reason }: RemoveAttachmentCommand): Promise<BusinessCodeResponse> {
    const decl = declarationFor(resource);
    const key = await inTransaction(this.ds, async (m) => {
      const parent = await lockParentForWrite(m, decl, actor, parentId);
      const [row]: (AttachmentRow & { stored_file_id: number; key: string })[] = await m.query(
        `SELECT ${ATTACHMENT_COLUMNS}, a.stored_file_id, f.key FROM resource_attachments a JOIN stored_files f ON f.id = a.stored_file_id
         WHERE a.id = $1 AND a.resource = $2 AND a.record_id = $3`,
        [attachmentId, decl.name, parent.id],
      );
      if (!row) throw new NotFoundException(M.notFound);
      const removed = attachmentView(row);
      await beforeAttachmentWrite(this.extensions, { m, actor, decl, parentId, reason }, { slot: removed.slot, kind: 'remove', attachmentId });
      await m.query(`DELETE FROM resource_attachments WHERE id = $1`, [attachmentId]);
      await m.query(`DELETE FROM stored_files WHERE id = $1`, [row.stored_file_id]);
      await this.events.append(m, [
        {
          type: resourceEventType(decl.name, 'AttachmentRemoved'),
          aggregateType: decl.name,
          aggregateId: parent.id,
          payload: { ids: [parent.id], slot: removed.slot, attachmentId, old: attachmentFacts(removed), new: null },
          ...auditOf(actor),
          organizationId: parent.organizationId,
          reason,
        },
        { type: EVENT_TYPES.FileDeleted, aggregateType: 'stored-file', aggregateId: row.stored_file_id, payload: { old: { key: row.key, name: row.file_name }, new: null }, ...auditOf(actor), reason },
      ]);
      return row.key;
    });
    await this.storage.delete(key).catch(() => undefined);
    return { code: '200', message: SUCCESS_MESSAGES.delete };
  }
}
