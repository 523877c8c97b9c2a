import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { STORAGE, type StoragePort } from '@ohit/server-storage';
import { auditOf, inTransaction } from '../../../../platform';
import type { ReleaseRow } from '../../app-release-view';
import { APK_MESSAGES as M } from '../../app-releases.messages';
import { DeleteAppReleasesCommand } from './delete-app-releases.command';

@CommandHandler(DeleteAppReleasesCommand)
export class DeleteAppReleasesHandler implements ICommandHandler<DeleteAppReleasesCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StoragePort,
    private readonly events: DomainEventsService,
  ) {}

  async execute({ actor, ids, reason }: DeleteAppReleasesCommand): Promise<void> {
    const unique = [...new Set(ids)];
    const rows = await inTransaction(this.ds, async (m) => {
      const found: ReleaseRow[] = await m.query(`SELECT * FROM app_releases WHERE id = ANY($1::int[]) FOR UPDATE`, [unique]);
      if (found.length !== unique.length) throw new NotFoundException(M.notFound);
      await m.query(`DELETE FROM app_releases WHERE id = ANY($1::int[])`, [unique]);
      await m.query(`DELETE FROM stored_files WHERE key = ANY($1::text[])`, [found.map((r) => r.file_key)]);
      await this.events.append(
        m,
        found.map((r) => ({
          type: EVENT_TYPES.AppReleaseDeleted,
          aggregateType: 'app-release',
          aggregateId: r.id,
          payload: { old: { version: r.version, fileKey: r.file_key }, new: null },
          ...auditOf(actor),
          reason,
        })),
      );
      return found;
    });
    // After commit: a package whose removal fails is an orphan object, never a release without its file.
    for (const r of rows) await this.storage.delete(r.file_key).catch(() => undefined);
  }
}
