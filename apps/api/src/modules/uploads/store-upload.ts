import { createReadStream } from 'node:fs';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { STORAGE, type StoragePort } from '@ohit/server-storage';
import { type Actor, auditOf, inTransaction } from '../../platform';
import type { AllowedType, UploadedFile } from './file-upload.interceptor';

/** A file a module holds in memory (not a multipart upload): its content, display name and checked type. */
export interface HeldFile {
  content: Buffer;
  originalName: string;
  type: AllowedType;
}

/** Kinds whose files are served without a token (they are shown in <img> tags); 128-bit random keys. */
export const PUBLIC_KINDS = ['picture', 'logo'] as const;

export interface StoredFileView {
  id: number;
  key: string;
  /** Original (cleaned) name, display only. */
  name: string;
  /** The generated name the file is stored under. */
  realName: string;
  suffix: string;
  type: string;
  size: number;
  kind: string;
  organizationId: number | null;
  path: string;
  url: string;
  operate: string | null;
  createTime: string;
}

export const filePath = (key: string, kind: string): string => ((PUBLIC_KINDS as readonly string[]).includes(kind) ? `/files/public/${key}` : `/files/${key}`);

export function fileView(r: {
  id: number;
  key: string;
  original_name: string;
  suffix: string;
  content_type: string;
  size: string | number;
  kind: string;
  organization_id: number | null;
  uploader_name: string | null;
  created_at: Date | string;
}): StoredFileView {
  const path = filePath(r.key, r.kind);
  return {
    id: r.id,
    key: r.key,
    name: r.original_name,
    realName: r.key,
    suffix: r.suffix,
    type: r.content_type,
    size: Number(r.size),
    kind: r.kind,
    organizationId: r.organization_id,
    path,
    url: path,
    operate: r.uploader_name,
    createTime: r.created_at instanceof Date ? r.created_at.toISOString() : r.created_at,
  };
}

/**
 * Puts an uploaded file into storage and records it (stored_files + FileUploaded event in one
 * transaction). If the record cannot be written the stored object is removed again.
 */
@Injectable()
export class FileStore {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StoragePort,
    private readonly events: DomainEventsService,
  ) {}

  async store(
    actor: Actor,
    file: UploadedFile,
    kind: string,
    organizationId: number | null,
    extra?: (m: EntityManager, view: StoredFileView) => Promise<void>,
    reason?: string | null,
  ): Promise<StoredFileView> {
    const put = await this.storage.put(createReadStream(file.tmpPath), { ext: file.type.ext, contentType: file.type.contentType, folder: kind });
    try {
      return await inTransaction(this.ds, async (m) => {
        const view = await this.record(m, actor, { ...put, originalName: file.originalName, type: file.type }, kind, organizationId, reason);
        if (extra) await extra(m, view);
        return view;
      });
    } catch (e) {
      await this.discard(put.key);
      throw e;
    }
  }

  /**
   * A file held in memory stored within the caller's transaction `m` (a module's own command
   * keeping the file it was given): put into storage, then recorded (stored_files + FileUploaded).
   * The caller discards the object (discard(view.key)) should its transaction fail.
   */
  async storeIn(m: EntityManager, actor: Actor, file: HeldFile, kind: string, organizationId: number | null, reason?: string | null): Promise<StoredFileView> {
    const put = await this.storage.put(file.content, { ext: file.type.ext, contentType: file.type.contentType, folder: kind });
    try {
      return await this.record(m, actor, { ...put, originalName: file.originalName, type: file.type }, kind, organizationId, reason);
    } catch (e) {
      await this.discard(put.key);
      throw e;
    }
  }

  /** Removes a stored object whose record was never committed. */
  async discard(key: string): Promise<void> {
    await this.storage.delete(key).catch(() => undefined);
  }

  private async record(
    m: EntityManager,
    actor: Actor,
    file: { key: string; size: number; originalName: string; type: AllowedType },
    kind: string,
    organizationId: number | null,
    reason?: string | null,
  ): Promise<StoredFileView> {
    const [username] = await m.query(`SELECT nick_name FROM users WHERE id = $1`, [actor.id]);
    const [row] = await m.query(
      `INSERT INTO stored_files (key, original_name, suffix, content_type, size, kind, organization_id, uploaded_by, uploader_name)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9) RETURNING *`,
      [file.key, file.originalName, file.type.ext, file.type.contentType, file.size, kind, organizationId, actor.id, username?.nick_name ?? actor.username],
    );
    await this.events.append(m, {
      type: EVENT_TYPES.FileUploaded,
      aggregateType: 'stored-file',
      aggregateId: row.id,
      payload: { old: null, new: { key: file.key, name: file.originalName, kind, size: file.size, contentType: file.type.contentType, organizationId } },
      ...auditOf(actor),
      reason,
    });
    return fileView(row);
  }

  /** Removes records (in one transaction with FileDeleted events), then the stored objects. */
  async remove(actor: Actor, rows: { id: number; key: string; original_name: string }[], reason?: string | null): Promise<void> {
    await inTransaction(this.ds, async (m) => {
      await m.query(`DELETE FROM stored_files WHERE id = ANY($1::int[])`, [rows.map((r) => r.id)]);
      await this.events.append(
        m,
        rows.map((r) => ({ type: EVENT_TYPES.FileDeleted, aggregateType: 'stored-file', aggregateId: r.id, payload: { old: { key: r.key, name: r.original_name }, new: null }, ...auditOf(actor), reason })),
      );
    });
    for (const r of rows) await this.storage.delete(r.key).catch(() => undefined);
  }
}
