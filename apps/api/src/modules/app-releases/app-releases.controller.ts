import { BadRequestException, Body, ConflictException, Controller, Delete, Get, HttpCode, Inject, NotFoundException, Post, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsInt, IsOptional, IsString, Matches } from 'class-validator';
import type { Request, Response } from 'express';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainEventsService } from '@ohit/server-database';
import { STORAGE, StorageNotFoundError, type StoragePort } from '@ohit/server-storage';
import { type Actor, auditOf, CurrentActor, Public, RequirePermissions, inTransaction } from '../../platform';
import { FileUpload, type UploadedFile } from '../uploads/file-upload.interceptor';
import { FileStore } from '../uploads/store-upload';

export const APK_MAX_BYTES = 200 * 1024 * 1024;
const VERSION = /^v?\d{1,3}(\.\d{1,3}){0,3}$/;
export const APK_MESSAGES = {
  none: '暂无APP软件',
  badVersion: '版本号格式不正确，例如 1.2.3',
  versionTaken: '该版本号已存在',
  notNewer: '版本号必须高于当前最新版本',
  notFound: 'APP版本不存在',
};

/** 1.2.3 → 1002003000 (each part ≤ 999): sortable in SQL. */
export function versionRank(version: string): number {
  if (!VERSION.test(version)) throw new BadRequestException(APK_MESSAGES.badVersion);
  const parts = version.replace(/^v/, '').split('.').map(Number);
  while (parts.length < 4) parts.push(0);
  return parts.reduce((acc, p) => acc * 1000 + p, 0);
}

export class IsNewQueryDto {
  @IsString({ message: '请提供当前版本号version' })
  @Matches(VERSION, { message: APK_MESSAGES.badVersion })
  version: string;
}

export class ApkIdsDto {
  @IsArray({ message: 'ids必须是数组' })
  @ArrayNotEmpty({ message: '请选择要删除的版本' })
  @ArrayMaxSize(100, { message: '一次最多删除100个版本' })
  @IsInt({ each: true, message: 'ids必须是整数' })
  ids: number[];
}

export class ApkDownloadQueryDto {
  @IsOptional()
  @Matches(VERSION, { message: APK_MESSAGES.badVersion })
  version?: string;
}

export const APK_DOWNLOAD_PATH = '/api/dispalyView/apk';

interface ReleaseRow {
  id: number;
  version: string;
  description: string | null;
  file_key: string;
  file_name: string;
  size: string | number;
  created_by: string | null;
  created_at: Date;
}

function releaseView(r: ReleaseRow) {
  const path = `${APK_DOWNLOAD_PATH}?version=${encodeURIComponent(r.version)}`;
  return { id: r.id, version: r.version, description: r.description, fileName: r.file_name, size: Number(r.size), path, filePath: path, createBy: r.created_by, createTime: r.created_at };
}

type UploadRequest = Request & { uploaded: UploadedFile };

/** App packages of the companion Android app (spec §7 app releases). */
@ApiTags('app-releases')
@Controller()
export class AppReleasesController {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StoragePort,
    private readonly files: FileStore,
    private readonly events: DomainEventsService,
  ) {}

  private latestRow(): Promise<ReleaseRow | undefined> {
    return this.ds.query(`SELECT * FROM app_releases ORDER BY version_rank DESC, id DESC LIMIT 1`).then((r: ReleaseRow[]) => r[0]);
  }

  @Post('api/apkAffix/upload')
  @RequirePermissions('apk:add', 'apk:upload')
  @UseInterceptors(FileUpload({ types: ['apk'], maxBytes: APK_MAX_BYTES }))
  async upload(@CurrentActor() actor: Actor, @Req() req: UploadRequest) {
    const version = (req.uploaded.fields.version ?? '').trim();
    const description = (req.uploaded.fields.description ?? '').trim().slice(0, 500) || null;
    const rank = versionRank(version);
    const latest = await this.latestRow();
    if (latest && (await this.ds.query(`SELECT 1 FROM app_releases WHERE version = $1`, [version])).length) throw new ConflictException(APK_MESSAGES.versionTaken);
    if (latest && rank <= versionRank(latest.version)) throw new BadRequestException(APK_MESSAGES.notNewer);
    let id = 0;
    await this.files.store(actor, req.uploaded, 'apk', null, async (m, file) => {
      const [row] = await m.query(
        `INSERT INTO app_releases (version, version_rank, description, file_key, file_name, size, created_by) VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING id`,
        [version, rank, description, file.key, file.name, file.size, actor.username],
      );
      id = row.id;
      await this.events.append(m, { type: 'AppReleasePublished', aggregateType: 'app-release', aggregateId: id, payload: { old: null, new: { version, description, fileKey: file.key, size: file.size } }, ...auditOf(actor) });
    });
    const [row] = await this.ds.query(`SELECT * FROM app_releases WHERE id = $1`, [id]);
    return releaseView(row);
  }

  @Get('api/apkAffix/queryAll')
  @RequirePermissions('apk:list', 'apk:add', 'apk:upload')
  async queryAll() {
    const rows: ReleaseRow[] = await this.ds.query(`SELECT * FROM app_releases ORDER BY version_rank DESC, id DESC LIMIT 1000`);
    return { content: rows.map(releaseView), totalElements: rows.length };
  }

  @Get('api/apkAffix/queryNew')
  async queryNew() {
    const row = await this.latestRow();
    if (!row) throw new NotFoundException(APK_MESSAGES.none);
    return releaseView(row);
  }

  /** The user menu's download dialog: `{code: 200, body: {path}}`, or code 404 without a path. */
  @Get('api/apkAffix/latest')
  async latest() {
    const row = await this.latestRow();
    if (!row) return { code: 404, body: {}, message: APK_MESSAGES.none };
    const view = releaseView(row);
    return { code: 200, body: { path: view.path, version: view.version, description: view.description, size: view.size } };
  }

  @Get('api/apkAffix/isNew')
  async isNew(@Query() q: IsNewQueryDto) {
    const row = await this.latestRow();
    if (!row) return { isNew: false, version: null, path: null };
    return { isNew: versionRank(row.version) > versionRank(q.version), version: row.version, path: releaseView(row).path };
  }

  @Delete('api/apkAffix/delete')
  @HttpCode(200)
  @RequirePermissions('apk:del')
  async remove(@CurrentActor() actor: Actor, @Body() dto: ApkIdsDto) {
    const ids = [...new Set(dto.ids)];
    const rows: ReleaseRow[] = await this.ds.query(`SELECT * FROM app_releases WHERE id = ANY($1::int[])`, [ids]);
    if (rows.length !== ids.length) throw new NotFoundException(APK_MESSAGES.notFound);
    await inTransaction(this.ds, async (m) => {
      await m.query(`DELETE FROM app_releases WHERE id = ANY($1::int[])`, [ids]);
      await m.query(`DELETE FROM stored_files WHERE key = ANY($1::text[])`, [rows.map((r) => r.file_key)]);
      await this.events.append(m, rows.map((r) => ({ type: 'AppReleaseDeleted', aggregateType: 'app-release', aggregateId: r.id, payload: { old: { version: r.version, fileKey: r.file_key }, new: null }, ...auditOf(actor) })));
    });
    for (const r of rows) await this.storage.delete(r.file_key).catch(() => undefined);
    return {};
  }

  /** Public download of the latest package (or of ?version=). Spelled as the spec spells it. */
  @Public()
  @Get('api/dispalyView/apk')
  async download(@Query() q: ApkDownloadQueryDto, @Res() res: Response) {
    const row: ReleaseRow | undefined = q.version ? (await this.ds.query(`SELECT * FROM app_releases WHERE version = $1`, [q.version]))[0] : await this.latestRow();
    if (!row) throw new NotFoundException(APK_MESSAGES.none);
    let stream;
    try {
      stream = await this.storage.get(row.file_key);
    } catch (e) {
      if (e instanceof StorageNotFoundError) throw new NotFoundException(APK_MESSAGES.none);
      throw e;
    }
    res.setHeader('Content-Type', 'application/vnd.android.package-archive');
    res.setHeader('Content-Length', String(row.size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Disposition', `attachment; filename="ohit-${row.version.replace(/[^0-9A-Za-z.]/g, '')}.apk"`);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  }
}
