import { Inject, NotFoundException } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { STORAGE, StorageNotFoundError, type StoragePort } from '@ohit/server-storage';
import { helpDocumentScope } from '../../help-document-view';
import { HELP_DOCUMENT_MESSAGES as M } from '../../help-documents.messages';
import { GetHelpDocumentFileQuery, type HelpDocumentFile } from './get-help-document-file.query';

/** The file of a document the caller may see (404 otherwise, also when the stored object is gone). */
@QueryHandler(GetHelpDocumentFileQuery)
export class GetHelpDocumentFileHandler implements IQueryHandler<GetHelpDocumentFileQuery> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StoragePort,
  ) {}

  async execute({ actor, id }: GetHelpDocumentFileQuery): Promise<HelpDocumentFile> {
    const scope = helpDocumentScope(actor);
    const [row]: { key: string; file_name: string; content_type: string; size: string }[] = await this.ds.query(
      `SELECT f.key, d.file_name, d.content_type, d.size FROM help_documents d JOIN stored_files f ON f.id = d.stored_file_id
       WHERE d.id = $1 ${scope === null ? '' : 'AND (d.organization_id IS NULL OR d.organization_id = ANY($2::int[]))'}`,
      scope === null ? [id] : [id, scope],
    );
    if (!row) throw new NotFoundException(M.notFound);
    try {
      const stream = await this.storage.get(row.key);
      return { fileName: row.file_name, contentType: row.content_type, size: Number(row.size), stream };
    } catch (e) {
      if (e instanceof StorageNotFoundError) throw new NotFoundException(M.notFound);
      throw e;
    }
  }
}
