import { Inject, NotFoundException } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { STORAGE, StorageNotFoundError, type StoragePort } from '@ohit/server-storage';
import { parentForRead } from '../../../shared/parent-scope';
import { declarationFor } from '../../../shared/resource-access';
import { ATTACHMENT_MESSAGES as M } from '../../attachments.messages';
import { type AttachmentFile, GetAttachmentFileQuery } from './get-attachment-file.query';

/** The file of an attachment of a row the caller may read (404 otherwise, also when the stored object is gone). */
@QueryHandler(GetAttachmentFileQuery)
export class GetAttachmentFileHandler implements IQueryHandler<GetAttachmentFileQuery> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StoragePort,
  ) {}

  async execute({ resource, actor, parentId, attachmentId }: GetAttachmentFileQuery): Promise<AttachmentFile> {
    const decl = declarationFor(resource);
    await parentForRead(this.ds, decl, actor, parentId);
    const [row]: { key: string; file_name: string; content_type: string; size: string }[] = await this.ds.query(
      `SELECT f.key, a.file_name, a.content_type, a.size FROM resource_attachments a JOIN stored_files f ON f.id = a.stored_file_id
       WHERE a.id = $1 AND a.resource = $2 AND a.record_id = $3`,
      [attachmentId, decl.name, parentId],
    );
    if (!row) throw new NotFoundException(M.notFound);
    try {
      return { fileName: row.file_name, contentType: row.content_type, size: Number(row.size), stream: await this.storage.get(row.key) };
    } catch (e) {
      if (e instanceof StorageNotFoundError) throw new NotFoundException(M.notFound);
      throw e;
    }
  }
}
