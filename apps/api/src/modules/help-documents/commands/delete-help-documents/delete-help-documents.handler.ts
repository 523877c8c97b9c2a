import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { STORAGE, type StoragePort } from '@ohit/server-storage';
import { auditOf, forbidden, inTransaction, uniqueIds } from '../../../../platform';
import { helpDocumentScope } from '../../help-document-view';
import { HELP_DOCUMENT_MESSAGES as M } from '../../help-documents.messages';
import { DeleteHelpDocumentsCommand } from './delete-help-documents.command';

interface DeletedRow {
  id: number;
  title: string;
  organization_id: number | null;
  stored_file_id: number;
  file_key: string;
  file_name: string;
}

/**
 * Deletes documents the actor may change: all of them or none. A document outside the actor's
 * organisations is "not found" (its existence is not revealed); a platform-wide one is refused
 * to non-administrators. Rows, their stored_files rows and the events go in one transaction;
 * the stored objects are removed after the commit.
 */
@CommandHandler(DeleteHelpDocumentsCommand)
export class DeleteHelpDocumentsHandler implements ICommandHandler<DeleteHelpDocumentsCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StoragePort,
    private readonly events: DomainEventsService,
  ) {}

  async execute({ actor, ids, reason }: DeleteHelpDocumentsCommand): Promise<void> {
    const wanted = uniqueIds(ids);
    const scope = helpDocumentScope(actor);
    const rows = await inTransaction(this.ds, async (m) => {
      const found: DeletedRow[] = await m.query(
        `SELECT d.id, d.title, d.organization_id, d.stored_file_id, f.key AS file_key, d.file_name
         FROM help_documents d JOIN stored_files f ON f.id = d.stored_file_id
         WHERE d.id = ANY($1::int[]) ${scope === null ? '' : 'AND (d.organization_id IS NULL OR d.organization_id = ANY($2::int[]))'}
         FOR UPDATE OF d`,
        scope === null ? [wanted] : [wanted, scope],
      );
      if (found.length !== wanted.length) throw new NotFoundException(M.notFound);
      if (!actor.isAdmin && found.some((r) => r.organization_id === null)) throw forbidden(M.platformWideAdminOnly);
      await m.query(`DELETE FROM help_documents WHERE id = ANY($1::int[])`, [wanted]);
      await m.query(`DELETE FROM stored_files WHERE id = ANY($1::int[])`, [found.map((r) => r.stored_file_id)]);
      await this.events.append(
        m,
        found.flatMap((r) => [
          { type: EVENT_TYPES.HelpDocumentDeleted, aggregateType: 'help-document', aggregateId: r.id, payload: { old: { title: r.title, organizationId: r.organization_id, fileName: r.file_name, fileKey: r.file_key }, new: null }, ...auditOf(actor), reason },
          { type: EVENT_TYPES.FileDeleted, aggregateType: 'stored-file', aggregateId: r.stored_file_id, payload: { old: { key: r.file_key, name: r.file_name }, new: null }, ...auditOf(actor), reason },
        ]),
      );
      return found;
    });
    for (const r of rows) await this.storage.delete(r.file_key).catch(() => undefined);
  }
}
