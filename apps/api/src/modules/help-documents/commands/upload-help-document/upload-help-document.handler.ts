import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, badRequest, forbidden, inScope, writeScope, type Actor } from '../../../../platform';
import { FileStore } from '../../../uploads';
import { helpDocumentView, type HelpDocumentRow, type HelpDocumentView } from '../../help-document-view';
import { HELP_DOCUMENT_MESSAGES as M } from '../../help-documents.messages';
import { NotFoundException } from '@nestjs/common';
import { type HelpDocumentUploadFields, UploadHelpDocumentCommand } from './upload-help-document.command';

/** Kind of the stored_files row behind a help document (downloaded only through api/helpDocuments/:id/download). */
export const HELP_DOCUMENT_FILE_KIND = 'help-doc';

const TRUE_VALUES = new Set(['true', '1']);

/**
 * Stores the file through the storage port (FileStore: stored_files row + FileUploaded) and the
 * help_documents row + HelpDocumentUploaded in the same transaction, both events with the reason;
 * the stored object is removed again if the transaction fails.
 */
@CommandHandler(UploadHelpDocumentCommand)
export class UploadHelpDocumentHandler implements ICommandHandler<UploadHelpDocumentCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly files: FileStore,
    private readonly events: DomainEventsService,
  ) {}

  async execute({ actor, file, fields, reason }: UploadHelpDocumentCommand): Promise<HelpDocumentView> {
    const title = (fields.title ?? '').trim() || file.originalName.replace(/\.[^.]*$/, '') || file.originalName;
    if ([...title].length > 100) throw badRequest(M.titleTooLong);
    const organizationId = await this.targetOrganization(actor, fields);
    let id = 0;
    await this.files.store(actor, file, HELP_DOCUMENT_FILE_KIND, organizationId, async (m, stored) => {
      const [row] = await m.query(
        `INSERT INTO help_documents (title, organization_id, stored_file_id, file_name, suffix, content_type, size, uploaded_by, uploader_name)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9) RETURNING id`,
        [title, organizationId, stored.id, stored.name, stored.suffix, stored.type, stored.size, actor.id, stored.operate],
      );
      id = row.id;
      await this.events.append(m, {
        type: EVENT_TYPES.HelpDocumentUploaded,
        aggregateType: 'help-document',
        aggregateId: id,
        payload: { old: null, new: { title, organizationId, fileName: stored.name, fileKey: stored.key, size: stored.size } },
        ...auditOf(actor),
        reason,
      });
    }, reason);
    const rows: HelpDocumentRow[] = await this.ds.query(
      `SELECT d.*, o.name AS organization_name FROM help_documents d LEFT JOIN organizations o ON o.id = d.organization_id WHERE d.id = $1`,
      [id],
    );
    return helpDocumentView(rows[0]!);
  }

  /** null = platform-wide (administrators only); otherwise an existing organisation in the write scope. */
  private async targetOrganization(actor: Actor, fields: HelpDocumentUploadFields): Promise<number | null> {
    if (TRUE_VALUES.has((fields.platformWide ?? '').trim().toLowerCase())) {
      if (!actor.isAdmin) throw forbidden(M.platformWideAdminOnly);
      return null;
    }
    const raw = (fields.organizationId ?? '').trim();
    if (!raw) return actor.organizationId;
    if (!/^\d{1,9}$/.test(raw)) throw badRequest(M.badOrganizationId);
    const organizationId = Number(raw);
    const exists = await this.ds.query(`SELECT 1 FROM organizations WHERE id = $1`, [organizationId]);
    if (!exists.length || !inScope(writeScope(actor), organizationId)) throw new NotFoundException(M.organizationNotFound);
    return organizationId;
  }
}
