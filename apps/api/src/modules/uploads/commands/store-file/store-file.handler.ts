import { NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { type Actor, inScope, writeScope } from '../../../../platform';
import { FileStore, type StoredFileView } from '../../store-upload';
import { UPLOADS_MESSAGES as M } from '../../uploads.messages';
import { StoreFileCommand } from './store-file.command';

function logoOrganization(actor: Actor, raw: string | undefined): number {
  const organizationId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : actor.organizationId;
  if (!inScope(writeScope(actor), organizationId)) throw new NotFoundException(M.organizationNotFound);
  return organizationId;
}

/** Stores the checked upload through the storage port (stored_files row + FileUploaded event). */
@CommandHandler(StoreFileCommand)
export class StoreFileHandler implements ICommandHandler<StoreFileCommand> {
  constructor(private readonly files: FileStore) {}

  execute({ actor, file, kind, requestedOrganizationId, reason }: StoreFileCommand): Promise<StoredFileView> {
    const organizationId = kind === 'logo' ? logoOrganization(actor, requestedOrganizationId) : actor.organizationId;
    return this.files.store(actor, file, kind, organizationId, undefined, reason);
  }
}
