import { BadRequestException, ConflictException } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf } from '../../../../platform';
import { FileStore } from '../../../uploads';
import { type AppReleaseView, latestRelease, releaseView, type ReleaseRow } from '../../app-release-view';
import { versionRank } from '../../app-release-version';
import { APK_MESSAGES as M } from '../../app-releases.messages';
import { PublishAppReleaseCommand } from './publish-app-release.command';

/** Stores the package (stored_files + FileUploaded) and the release row with AppReleasePublished, in one transaction. */
@CommandHandler(PublishAppReleaseCommand)
export class PublishAppReleaseHandler implements ICommandHandler<PublishAppReleaseCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly files: FileStore,
    private readonly events: DomainEventsService,
  ) {}

  async execute({ actor, file, reason, ...fields }: PublishAppReleaseCommand): Promise<AppReleaseView> {
    const version = (fields.version ?? '').trim();
    const description = (fields.description ?? '').trim().slice(0, 500) || null;
    const rank = versionRank(version);
    const latest = await latestRelease(this.ds);
    if (latest && (await this.ds.query(`SELECT 1 FROM app_releases WHERE version = $1`, [version])).length) throw new ConflictException(M.versionTaken);
    if (latest && rank <= versionRank(latest.version)) throw new BadRequestException(M.notNewer);
    const inserted: ReleaseRow[] = [];
    await this.files.store(
      actor,
      file,
      'apk',
      null,
      async (m, stored) => {
        const [row]: ReleaseRow[] = await m.query(
          `INSERT INTO app_releases (version, version_rank, description, file_key, file_name, size, created_by) VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING *`,
          [version, rank, description, stored.key, stored.name, stored.size, actor.username],
        );
        await this.events.append(m, {
          type: EVENT_TYPES.AppReleasePublished,
          aggregateType: 'app-release',
          aggregateId: row.id,
          payload: { old: null, new: { version, description, fileKey: stored.key, size: stored.size } },
          ...auditOf(actor),
          reason,
        });
        inserted.push(row);
      },
      reason,
    );
    return releaseView(inserted[0]);
  }
}
