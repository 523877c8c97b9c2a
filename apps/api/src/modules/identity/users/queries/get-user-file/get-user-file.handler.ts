import { Inject, NotFoundException } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { STORAGE, StorageNotFoundError, type StoragePort } from '@ohit/server-storage';
import { forbidden, hasAnyPermission, inScope, readScope } from '../../../../../platform';
import { USER_FILE_KINDS } from '../../commands/store-user-file/user-file-kinds';
import { GetUserFileQuery, type UserFile } from './get-user-file.query';

/** Permission that lets a user see other users (the 用户管理 list). */
export const USERS_READ_PERMISSION = 'user:list';
export const USER_FILE_NOT_FOUND = '文件不存在或无权访问';
const MAX_ID = 2_147_483_647;

/**
 * Everyone reads their own files. Another user's file needs the users-read permission (403
 * otherwise, decided before anything is looked up) and that user's organisation in the caller's
 * read scope; a user out of scope, without such a file, or whose stored object is gone is a 404.
 */
@QueryHandler(GetUserFileQuery)
export class GetUserFileHandler implements IQueryHandler<GetUserFileQuery> {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StoragePort,
  ) {}

  async execute({ actor, userId, kind }: GetUserFileQuery): Promise<UserFile> {
    const self = userId === actor.id;
    if (!self && !hasAnyPermission(actor, [USERS_READ_PERMISSION])) throw forbidden();
    if (userId < 1 || userId > MAX_ID) throw new NotFoundException(USER_FILE_NOT_FOUND);
    const { column, fileKind } = USER_FILE_KINDS[kind];
    const [row]: { organization_id: number; key: string; content_type: string; size: string; suffix: string }[] = await this.ds.query(
      `SELECT u.organization_id, f.key, f.content_type, f.size, f.suffix
       FROM users u JOIN stored_files f ON f.key = u.${column} AND f.kind = $2
       WHERE u.id = $1`,
      [userId, fileKind],
    );
    if (!row || (!self && !inScope(readScope(actor), row.organization_id))) throw new NotFoundException(USER_FILE_NOT_FOUND);
    try {
      const stream = await this.storage.get(row.key);
      return { key: row.key, contentType: row.content_type, size: Number(row.size), fileName: `${kind}-${userId}.${row.suffix}`, stream };
    } catch (e) {
      if (e instanceof StorageNotFoundError) throw new NotFoundException(USER_FILE_NOT_FOUND);
      throw e;
    }
  }
}
