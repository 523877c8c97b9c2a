import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ResourceAttachment } from '@ohit/contracts';
import { parentForRead } from '../../../shared/parent-scope';
import { declarationFor } from '../../../shared/resource-access';
import { ATTACHMENT_COLUMNS, type AttachmentRow, attachmentView } from '../../attachment-rows';
import { ListAttachmentsQuery } from './list-attachments.query';

/** A row's attachments by slot, oldest first (a row outside the read scope is 404). */
@QueryHandler(ListAttachmentsQuery)
export class ListAttachmentsHandler implements IQueryHandler<ListAttachmentsQuery> {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async execute({ resource, actor, parentId }: ListAttachmentsQuery): Promise<ResourceAttachment[]> {
    const decl = declarationFor(resource);
    await parentForRead(this.ds, decl, actor, parentId);
    const rows: AttachmentRow[] = await this.ds.query(
      `SELECT ${ATTACHMENT_COLUMNS} FROM resource_attachments a WHERE a.resource = $1 AND a.record_id = $2 ORDER BY a.slot, a.id`,
      [decl.name, parentId],
    );
    return rows.map(attachmentView);
  }
}
