import { Body, Controller, Delete, Get, HttpCode, Inject, NotFoundException, Param, Post, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Request, Response } from 'express';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isValidKey, STORAGE, StorageNotFoundError, type StoragePort } from '@ohit/server-storage';
import { type Actor, CurrentActor, inScope, Public, readScope, RequirePermissions, writeScope, PageQueryDto, paging } from '../../platform';
import { FileUpload, type UploadedFile } from './file-upload.interceptor';
import { FileStore, fileView, PUBLIC_KINDS } from './store-upload';

const MB = 1024 * 1024;
export const DOCUMENT_POLICY = { types: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png'] as const, maxBytes: 20 * MB };
export const PICTURE_POLICY = { types: ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const, maxBytes: 5 * MB };
export const LOGO_POLICY = { types: ['png', 'jpg', 'jpeg', 'svg', 'ico'] as const, maxBytes: 1 * MB };

type UploadRequest = Request & { uploaded: UploadedFile };

export class FileListQueryDto extends PageQueryDto {
  @IsOptional()
  @IsString({ message: 'blurry必须是文本' })
  @MaxLength(100, { message: '搜索内容过长' })
  blurry?: string;

  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : /^\d+$/.test(String(value)) ? Number(value) : value))
  @IsInt({ message: 'organizationId必须是整数' })
  organizationId?: number;
}

export class FileIdsDto {
  @IsArray({ message: 'ids必须是数组' })
  @ArrayNotEmpty({ message: '请选择要删除的文件' })
  @ArrayMaxSize(1000, { message: '一次最多删除1000个文件' })
  @IsInt({ each: true, message: 'ids必须是整数' })
  ids: number[];
}

const FILE_SORTS: Record<string, string> = { id: 'f.id', createTime: 'f.created_at', size: 'f.size', name: 'f.original_name' };
const NOT_FOUND = '文件不存在或无权访问';

/** The platform's own uploads (spec §7 upload endpoints) through the storage port. */
@ApiTags('uploads')
@Controller()
export class UploadsController {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StoragePort,
    private readonly files: FileStore,
  ) {}

  @Post('api/localStorage')
  @RequirePermissions('storage:add')
  @UseInterceptors(FileUpload({ types: [...DOCUMENT_POLICY.types], maxBytes: DOCUMENT_POLICY.maxBytes }))
  uploadDocument(@CurrentActor() actor: Actor, @Req() req: UploadRequest) {
    return this.files.store(actor, req.uploaded, 'document', actor.organizationId);
  }

  /** Kept for the spec's path; same rules as api/localStorage. */
  @Post('api/qiNiuContent')
  @RequirePermissions('storage:add')
  @UseInterceptors(FileUpload({ types: [...DOCUMENT_POLICY.types], maxBytes: DOCUMENT_POLICY.maxBytes }))
  uploadContent(@CurrentActor() actor: Actor, @Req() req: UploadRequest) {
    return this.files.store(actor, req.uploaded, 'document', actor.organizationId);
  }

  @Post('api/pictures')
  @RequirePermissions('storage:add')
  @UseInterceptors(FileUpload({ types: [...PICTURE_POLICY.types], maxBytes: PICTURE_POLICY.maxBytes }))
  uploadPicture(@CurrentActor() actor: Actor, @Req() req: UploadRequest) {
    return this.files.store(actor, req.uploaded, 'picture', actor.organizationId);
  }

  /** Organisation logo/favicon; the organisation record itself is edited through identity's api/organization. */
  @Post('api/organization/upload/organization')
  @RequirePermissions('organization:upload', 'organization:edit', 'storage:add')
  @UseInterceptors(FileUpload({ types: [...LOGO_POLICY.types], maxBytes: LOGO_POLICY.maxBytes }))
  uploadLogo(@CurrentActor() actor: Actor, @Req() req: UploadRequest) {
    const raw = req.uploaded.fields.organizationId;
    const organizationId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : actor.organizationId;
    if (!inScope(writeScope(actor), organizationId)) throw new NotFoundException('机构不存在或无权访问');
    return this.files.store(actor, req.uploaded, 'logo', organizationId);
  }

  @Get('api/localStorage')
  @RequirePermissions('storage:list')
  async list(@CurrentActor() actor: Actor, @Query() q: FileListQueryDto) {
    const p = paging(q, FILE_SORTS, 'f.id');
    const params: unknown[] = [];
    const where: string[] = [`f.kind IN ('document', 'picture')`];
    const scope = readScope(actor);
    if (scope) {
      params.push(scope);
      where.push(`f.organization_id = ANY($${params.length}::int[])`);
    } else if (q.organizationId !== undefined) {
      params.push(q.organizationId);
      where.push(`f.organization_id = $${params.length}`);
    }
    if (q.blurry?.trim()) {
      params.push(`%${q.blurry.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`f.original_name ILIKE $${params.length}`);
    }
    const sql = `WHERE ${where.join(' AND ')}`;
    const [{ total }] = await this.ds.query(`SELECT count(*)::int AS total FROM stored_files f ${sql}`, params);
    const rows = await this.ds.query(`SELECT f.* FROM stored_files f ${sql} ORDER BY ${p.orderBy} LIMIT ${p.limit} OFFSET ${p.offset}`, params);
    return { content: rows.map(fileView), totalElements: total };
  }

  @Delete('api/localStorage')
  @HttpCode(200)
  @RequirePermissions('storage:del')
  async remove(@CurrentActor() actor: Actor, @Body() dto: FileIdsDto) {
    const ids = [...new Set(dto.ids)];
    const rows: { id: number; key: string; original_name: string; organization_id: number | null; kind: string }[] = await this.ds.query(
      `SELECT id, key, original_name, organization_id, kind FROM stored_files WHERE id = ANY($1::int[]) AND kind IN ('document', 'picture', 'logo')`,
      [ids],
    );
    const scope = writeScope(actor);
    if (rows.length !== ids.length || rows.some((r) => !inScope(scope, r.organization_id))) throw new NotFoundException(NOT_FOUND);
    await this.files.remove(actor, rows);
    return {};
  }

  /** Download for logged-in users whose organisation scope covers the uploader's organisation. */
  @Get('files/:key')
  async download(@CurrentActor() actor: Actor, @Param('key') key: string, @Res() res: Response) {
    const row = await this.row(key);
    if (row.organization_id !== null && !inScope(readScope(actor), row.organization_id)) throw new NotFoundException(NOT_FOUND);
    await this.send(res, row, 'attachment');
  }

  /** Pictures and logos (shown in <img>, so without a token); documents never. */
  @Public()
  @Get('files/public/:key')
  async publicDownload(@Param('key') key: string, @Res() res: Response) {
    const row = await this.row(key);
    if (!(PUBLIC_KINDS as readonly string[]).includes(row.kind)) throw new NotFoundException(NOT_FOUND);
    await this.send(res, row, 'inline');
  }

  private async row(key: string) {
    if (!isValidKey(key)) throw new NotFoundException(NOT_FOUND);
    const [row] = await this.ds.query(`SELECT * FROM stored_files WHERE key = $1`, [key]);
    if (!row) throw new NotFoundException(NOT_FOUND);
    return row as { key: string; kind: string; content_type: string; original_name: string; size: string; organization_id: number | null };
  }

  private async send(res: Response, row: { key: string; content_type: string; original_name: string; size: string }, disposition: 'inline' | 'attachment'): Promise<void> {
    let stream;
    try {
      stream = await this.storage.get(row.key);
    } catch (e) {
      if (e instanceof StorageNotFoundError) throw new NotFoundException(NOT_FOUND);
      throw e;
    }
    res.setHeader('Content-Type', row.content_type);
    res.setHeader('Content-Length', String(row.size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    res.setHeader('Content-Disposition', `${disposition}; filename="${row.key}"; filename*=UTF-8''${encodeURIComponent(row.original_name)}`);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  }
}

