import { Inject, NotFoundException } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isValidKey, STORAGE, StorageNotFoundError, type StoragePort } from '@ohit/server-storage';
import { inScope, readScope } from '../../../../platform';
import { PUBLIC_KINDS } from '../../store-upload';
import { UPLOADS_MESSAGES as M } from '../../uploads.messages';
import { GetStoredFileQuery, type StoredFileContent } from './get-stored-file.query';

/** Users' avatars and signatures are served only by api/users/:id/avatar|sign, on the users' own rules. */
const USER_FILE_KINDS: readonly string[] = ['avatar', 'signature'];

interface StoredFileRow {
  key: string;
  kind: string;
  content_type: string;
  original_name: string;
  size: string;
  organization_id: number | null;
}

/** 404 for a malformed or unknown key, a file outside the caller's reach, and a stored object that is gone. */
@QueryHandler(GetStoredFileQuery)
export class GetStoredFileHandler implements IQueryHandler<GetStoredFileQuery> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StoragePort,
  ) {}

  async execute({ actor, key }: GetStoredFileQuery): Promise<StoredFileContent> {
    if (!isValidKey(key)) throw new NotFoundException(M.notFound);
    const [row]: StoredFileRow[] = await this.ds.query(`SELECT key, kind, content_type, original_name, size, organization_id FROM stored_files WHERE key = $1`, [key]);
    if (!row || !this.mayRead(actor, row)) throw new NotFoundException(M.notFound);
    try {
      const stream = await this.storage.get(row.key);
      return { key: row.key, contentType: row.content_type, originalName: row.original_name, size: Number(row.size), stream };
    } catch (e) {
      if (e instanceof StorageNotFoundError) throw new NotFoundException(M.notFound);
      throw e;
    }
  }

  private mayRead(actor: GetStoredFileQuery['actor'], row: StoredFileRow): boolean {
    if (actor === null) return (PUBLIC_KINDS as readonly string[]).includes(row.kind);
    if (USER_FILE_KINDS.includes(row.kind)) return false;
    return row.organization_id === null || inScope(readScope(actor), row.organization_id);
  }
}
