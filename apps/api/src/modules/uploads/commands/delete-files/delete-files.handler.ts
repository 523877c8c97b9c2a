import { NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { inScope, writeScope } from '../../../../platform';
import { FileStore } from '../../store-upload';
import { UPLOADS_MESSAGES as M } from '../../uploads.messages';
import { DeleteFilesCommand } from './delete-files.command';

@CommandHandler(DeleteFilesCommand)
export class DeleteFilesHandler implements ICommandHandler<DeleteFilesCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly files: FileStore,
  ) {}

  async execute({ actor, ids, reason }: DeleteFilesCommand): Promise<void> {
    const unique = [...new Set(ids)];
    const rows: { id: number; key: string; original_name: string; organization_id: number | null }[] = await this.ds.query(
      `SELECT id, key, original_name, organization_id FROM stored_files WHERE id = ANY($1::int[]) AND kind IN ('document', 'picture', 'logo')`,
      [unique],
    );
    const scope = writeScope(actor);
    if (rows.length !== unique.length || rows.some((r) => !inScope(scope, r.organization_id))) throw new NotFoundException(M.notFound);
    await this.files.remove(actor, rows, reason);
  }
}
