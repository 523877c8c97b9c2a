import { Body, Controller, Get, HttpCode, Inject, Param, ParseIntPipe, Post, Put, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  ARCHIVE_AFFIX_ID_FIELDS,
  ARCHIVE_AFFIX_SLOT,
  ARCHIVE_AFFIX_UPLOAD,
  type ArchiveRetentionSetting,
  permissionCodes,
  PROJECT_ARCHIVE,
  type ResourceAttachment,
  type ResourceRow,
  type StartJobResponse,
  type TechnicalFileView,
} from '@ohit/contracts';
import { type Actor, badRequest, CurrentActor, RequirePermissions } from '../../platform';
import { AddAttachmentCommand, slotPolicy } from '../resources';
import { FileUpload, type UploadedFile, uploadedReason } from '../uploads';
import { ArchiveCommands } from './archive-commands';
import { ArchiveRetention } from './archive-retention';
import { ArchiveCommandDto, ArchiveRetentionDto } from './archives.dto';
import { ARCHIVE_MESSAGES as M } from './archives.messages';

type Upload = Request & { uploaded: UploadedFile };

/** The archive an upload names: archiveId, evaluationUnitId or id, in the form or the query. */
function archiveIdOf(req: Upload): number {
  const query = req.query as Record<string, unknown>;
  const raw = ARCHIVE_AFFIX_ID_FIELDS.map((name) => req.uploaded.fields[name] ?? query[name]).find((v) => typeof v === 'string' && v.trim() !== '');
  const text = typeof raw === 'string' ? raw.trim() : '';
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw badRequest(M.archiveIdMissing);
  return id;
}

/**
 * 档案管理 beside the generic endpoints (api/archive): the technical file of an archive (its
 * checklist, documents and report versions), 项目归档, a document's download, 打包下载 (a job),
 * the organisation's retention years (api/archiveRetention), and the spec's upload of a paper
 * scan (api/evaluationUnit/affix/upload → the archive's `affix` slot). Everything within the
 * caller's organisation scope: another organisation's archive is a 404.
 */
@ApiTags(PROJECT_ARCHIVE.name)
@Controller()
export class ArchivesController {
  constructor(
    private readonly archives: ArchiveCommands,
    private readonly retention: ArchiveRetention,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Get('api/archive/:id/technicalFile')
  @RequirePermissions(...permissionCodes(PROJECT_ARCHIVE, 'list'))
  technicalFile(@CurrentActor() actor: Actor, @Param('id', ParseIntPipe) id: number): Promise<TechnicalFileView> {
    return this.archives.technicalFile(actor, id);
  }

  /** 项目归档: refused (409) with every missing document named; the project and its file archived together. */
  @Post('api/archive/:id/archive')
  @HttpCode(200)
  @RequirePermissions(...permissionCodes(PROJECT_ARCHIVE, 'archive'))
  archive(@CurrentActor() actor: Actor, @Param('id', ParseIntPipe) id: number, @Body() body: ArchiveCommandDto): Promise<ResourceRow> {
    return this.archives.archive(actor, id, body.version, body.reason ?? null);
  }

  /** A document of the technical file under its own name (as an attachment, never rendered by the browser). */
  @Get('api/archive/:id/files/:attachmentId')
  @RequirePermissions(...permissionCodes(PROJECT_ARCHIVE, 'list'))
  async file(@CurrentActor() actor: Actor, @Param('id', ParseIntPipe) id: number, @Param('attachmentId', ParseIntPipe) attachmentId: number, @Res() res: Response): Promise<void> {
    const file = await this.archives.file(actor, id, attachmentId);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Content-Disposition', `attachment; filename="archive-file-${attachmentId}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
    file.stream.on('error', () => res.destroy());
    file.stream.pipe(res);
  }

  /** 打包下载: every document with an index, zipped by the worker; progress in the jobs drawer, the zip downloaded from the job. */
  @Post('api/archive/:id/zip')
  @HttpCode(201)
  @RequirePermissions(...permissionCodes(PROJECT_ARCHIVE, 'zip'))
  zip(@CurrentActor() actor: Actor, @Param('id', ParseIntPipe) id: number, @Body() body: ArchiveCommandDto): Promise<StartJobResponse> {
    return this.archives.zip(actor, id, body.reason ?? null);
  }

  @Get('api/archiveRetention')
  @RequirePermissions(...permissionCodes(PROJECT_ARCHIVE, 'list'))
  readRetention(@CurrentActor() actor: Actor, @Query('organizationId') organizationId?: string): Promise<ArchiveRetentionSetting> {
    return this.retention.read(actor, organizationId);
  }

  @Put('api/archiveRetention')
  @RequirePermissions(...permissionCodes(PROJECT_ARCHIVE, 'retention'))
  changeRetention(@CurrentActor() actor: Actor, @Body() body: ArchiveRetentionDto): Promise<ArchiveRetentionSetting> {
    return this.retention.change(actor, body.years, body.organizationId, body.reason ?? null);
  }

  /** The spec's paper-scan upload: multipart `file` and the archive's id; the same rules and events as api/archive/:id/attachments/affix. */
  @Post(ARCHIVE_AFFIX_UPLOAD)
  @RequirePermissions(...permissionCodes(PROJECT_ARCHIVE, 'edit'))
  @UseInterceptors(FileUpload(slotPolicy(ARCHIVE_AFFIX_SLOT)))
  affix(@CurrentActor() actor: Actor, @Req() req: Upload): Promise<ResourceAttachment> {
    return this.commands.execute(new AddAttachmentCommand(PROJECT_ARCHIVE.name, ARCHIVE_AFFIX_SLOT.name, actor, archiveIdOf(req), req.uploaded, uploadedReason(req.uploaded)));
  }
}
