import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ResourceAttachment } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { FileStore } from '../../../../uploads';
import { ResourceExtensions } from '../../../extensions/resource-extensions';
import { beforeAttachmentWrite } from '../../../extensions/parent-hooks';
import { lockParentForWrite, parentForWrite } from '../../../shared/parent-scope';
import { declarationFor } from '../../../shared/resource-access';
import { ATTACHMENT_FILE_KIND } from '../../attachment-rows';
import { insertAttachment } from '../../record-attachment';
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
        added = await insertAttachment(m, this.events, { decl, actor, parent, slot, reason }, stored);
      },
      reason,
    );
    if (!added) throw new Error('attachment not recorded');
    return added;
  }
}
