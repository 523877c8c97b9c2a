import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { UploadResponse } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, inTransaction } from '../../../../../platform';
import { StoreUserFileCommand } from './store-user-file.command';

const FOLDERS = { avatar: 'avatars', signature: 'signatures' } as const;
const EXT = { png: 'png', jpeg: 'jpg', gif: 'gif', webp: 'webp' } as const;

@CommandHandler(StoreUserFileCommand)
export class StoreUserFileHandler implements ICommandHandler<StoreUserFileCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly events: DomainEventsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor, kind, file }: StoreUserFileCommand): Promise<UploadResponse> {
    // Server-generated name: nothing of the client's file name reaches the disk.
    const relative = `${FOLDERS[kind]}/${randomUUID()}.${EXT[file.kind]}`;
    const root = resolve(this.config.storage.dir);
    const target = join(root, relative);
    await mkdir(join(root, FOLDERS[kind]), { recursive: true });
    await writeFile(target, file.buffer, { flag: 'wx' });
    try {
      await inTransaction(this.ds, async (m) => {
        const rows: { old: string | null }[] = await m.query(`SELECT ${kind} AS old FROM users WHERE id = $1 FOR UPDATE`, [actor.id]);
        await m.query(`UPDATE users SET ${kind} = $2, version = version + 1, updated_at = now() WHERE id = $1`, [actor.id, relative]);
        await this.events.append(m, {
          type: kind === 'avatar' ? 'UserAvatarChanged' : 'UserSignatureChanged',
          aggregateType: 'user',
          aggregateId: actor.id,
          payload: { old: { [kind]: rows[0]?.old ?? null }, new: { [kind]: relative }, size: file.size, type: file.kind },
          ...auditOf(actor),
        });
      });
    } catch (e) {
      await rm(target, { force: true });
      throw e;
    }
    return { path: relative };
  }
}
