import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type ResourceAttachment, resourceEventType } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, firstRow } from '../../../../../platform';
import { FileStore } from '../../../../uploads';
import { ResourceExtensions } from '../../../extensions/resource-extensions';
import { beforeAttachmentWrite } from '../../../extensions/parent-hooks';
import { lockParentForWrite, parentForWrite } from '../../../shared/parent-scope';
import { declarationFor } from '../../../shared/resource-access';
import { ATTACHMENT_COLUMNS, ATTACHMENT_FILE_KIND, attachmentFacts, type AttachmentRow, attachmentView } from '../../attachment-rows';
import { AddAttachmentCommand } from './add-attachment.command';

/**
 * Stores the file through the storage port (FileStore: stored_files + FileUploaded) and, in the
 * same transaction with the parent locked, the resource_attachments row and AttachmentAdded on
 * the parent's aggregate. If anything fails the stored object is removed again (FileStore).
 */
@CommandHandler(AddAttachmentCommand)
export class AddAttachmentHandler implements ICommandHandler<AddAttachmentCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly files: FileStore,
    private readonly events: DomainEventsService,
    private readonly extensions: ResourceExtensions,
  ) {}

  async execute({ resource, slot, actor, parentId, file, reason }: AddAttachmentCommand): Promise<ResourceAttachment> {
    const decl = declarationFor(resource);
    // refused before anything is stored; checked again under the lock below
    const { organizationId } = await parentForWrite(this.ds, decl, actor, parentId);
    let added: ResourceAttachment | undefined;
    await this.files.store(
      actor,
      file,
      ATTACHMENT_FILE_KIND,
      organizationId,
      async (m, stored) => {
        const parent = await lockParentForWrite(m, decl, actor, parentId);
        await beforeAttachmentWrite(this.extensions, { m, actor, decl, parentId, reason }, { slot, kind: 'add' });
        const row = firstRow<AttachmentRow>(
          await m.query(
            `INSERT INTO resource_attachments AS a (resource, record_id, slot, stored_file_id, file_name, content_type, size, organization_id, uploaded_by, uploader_name)
             VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10) RETURNING ${ATTACHMENT_COLUMNS}`,
            [decl.name, parent.id, slot, stored.id, stored.name, stored.type, stored.size, parent.organizationId, actor.id, stored.operate],
          ),
        );
        if (!row) throw new Error('resource_attachments: INSERT returned no row');
        added = attachmentView(row);
        await this.events.append(m, {
          type: resourceEventType(decl.name, 'AttachmentAdded'),
          aggregateType: decl.name,
          aggregateId: parent.id,
          payload: { ids: [parent.id], slot, attachmentId: added.id, old: null, new: attachmentFacts(added) },
          ...auditOf(actor),
          organizationId: parent.organizationId,
          reason,
        });
      },
      reason,
    );
    if (!added) throw new Error('attachment not recorded');
    return added;
  }
}
