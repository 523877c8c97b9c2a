import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EVENT_TYPES, type UploadResponse } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { isValidKey, STORAGE, type StoragePort } from '@ohit/server-storage';
import { auditOf, inTransaction, notFound } from '../../../../../platform';
import { StoreUserFileCommand } from './store-user-file.command';
import { IMAGE_TYPES, USER_FILE_KINDS, userFilePath } from './user-file-kinds';

/**
 * Puts the image through the storage port under a generated key (nothing of the client's file
 * name is used), records it in stored_files with the user's organisation and points the user
 * row at the key — record, user row and events (FileUploaded, UserAvatarChanged /
 * UserSignatureChanged) in one transaction; the stored object is removed again if it fails.
 * A replaced avatar is deleted (record in the transaction, object after it); replaced
 * signatures are kept, since approved reports may show the signature they were approved with.
 */
@CommandHandler(StoreUserFileCommand)
export class StoreUserFileHandler implements ICommandHandler<StoreUserFileCommand> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StoragePort,
    private readonly events: DomainEventsService,
  ) {}

  async execute({ actor, kind, file, reason }: StoreUserFileCommand): Promise<UploadResponse> {
    const { column, fileKind, event } = USER_FILE_KINDS[kind];
    const type = IMAGE_TYPES[file.kind];
    const put = await this.storage.put(file.buffer, { folder: fileKind, ext: type.ext, contentType: type.contentType });
    let replaced: string | null;
    try {
      replaced = await inTransaction(this.ds, async (m): Promise<string | null> => {
        const [user]: { old: string | null; organization_id: number; nick_name: string }[] = await m.query(
          `SELECT ${column} AS old, organization_id, nick_name FROM users WHERE id = $1 FOR UPDATE`,
          [actor.id],
        );
        if (!user) throw notFound();
        const [row]: { id: number }[] = await m.query(
          `INSERT INTO stored_files (key, original_name, suffix, content_type, size, kind, organization_id, uploaded_by, uploader_name)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9) RETURNING id`,
          [put.key, `${kind}.${type.ext}`, type.ext, type.contentType, put.size, fileKind, user.organization_id, actor.id, user.nick_name],
        );
        await m.query(`UPDATE users SET ${column} = $2, version = version + 1, updated_at = now() WHERE id = $1`, [actor.id, put.key]);
        await this.events.append(m, [
          {
            type: EVENT_TYPES.FileUploaded,
            aggregateType: 'stored-file',
            aggregateId: row.id,
            payload: { old: null, new: { key: put.key, kind: fileKind, size: put.size, contentType: type.contentType, organizationId: user.organization_id } },
            ...auditOf(actor),
            reason,
          },
          {
            type: event,
            aggregateType: 'user',
            aggregateId: actor.id,
            payload: { old: { [kind]: user.old }, new: { [kind]: put.key }, size: put.size, type: file.kind },
            ...auditOf(actor),
            reason,
          },
        ]);
        if (kind !== 'avatar' || !user.old || !isValidKey(user.old)) return null;
        const [gone]: { id: number }[] = await m.query(`SELECT id FROM stored_files WHERE key = $1 AND kind = $2`, [user.old, fileKind]);
        if (!gone) return null;
        await m.query(`DELETE FROM stored_files WHERE id = $1`, [gone.id]);
        await this.events.append(m, { type: EVENT_TYPES.FileDeleted, aggregateType: 'stored-file', aggregateId: gone.id, payload: { old: { key: user.old, kind: fileKind }, new: null }, ...auditOf(actor), reason });
        return user.old;
      });
    } catch (e) {
      await this.storage.delete(put.key).catch(() => undefined);
      throw e;
    }
    if (replaced) await this.storage.delete(replaced).catch(() => undefined);
    return { path: userFilePath(actor.id, kind) };
  }
}
