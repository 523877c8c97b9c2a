import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { PageResult } from '@ohit/contracts';
import { type Actor, CurrentActor, Public, RequirePermissions } from '../../platform';
import { DeleteFilesCommand } from './commands/delete-files/delete-files.command';
import { StoreFileCommand, type UploadKind } from './commands/store-file/store-file.command';
import { FileUpload, type UploadedFile } from './file-upload.interceptor';
import { GetStoredFileQuery, type StoredFileContent } from './queries/get-stored-file/get-stored-file.query';
import { ListFilesQuery } from './queries/list-files/list-files.query';
import type { StoredFileView } from './store-upload';
import { DOCUMENT_POLICY, LOGO_POLICY, PICTURE_POLICY } from './upload-policies';
import { uploadedReason } from './uploaded-reason';
import { FileIdsDto, FileListQueryDto } from './uploads.dto';

type UploadRequest = Request & { uploaded: UploadedFile };

/** The platform's own uploads (spec §7 upload endpoints) through the storage port. */
@ApiTags('uploads')
@Controller()
export class UploadsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('api/localStorage')
  @RequirePermissions('storage:add')
  @UseInterceptors(FileUpload({ types: [...DOCUMENT_POLICY.types], maxBytes: DOCUMENT_POLICY.maxBytes }))
  uploadDocument(@CurrentActor() actor: Actor, @Req() req: UploadRequest): Promise<StoredFileView> {
    return this.store(actor, req.uploaded, 'document');
  }

  /** Kept for the spec's path; same rules as api/localStorage. */
  @Post('api/qiNiuContent')
  @RequirePermissions('storage:add')
  @UseInterceptors(FileUpload({ types: [...DOCUMENT_POLICY.types], maxBytes: DOCUMENT_POLICY.maxBytes }))
  uploadContent(@CurrentActor() actor: Actor, @Req() req: UploadRequest): Promise<StoredFileView> {
    return this.store(actor, req.uploaded, 'document');
  }

  @Post('api/pictures')
  @RequirePermissions('storage:add')
  @UseInterceptors(FileUpload({ types: [...PICTURE_POLICY.types], maxBytes: PICTURE_POLICY.maxBytes }))
  uploadPicture(@CurrentActor() actor: Actor, @Req() req: UploadRequest): Promise<StoredFileView> {
    return this.store(actor, req.uploaded, 'picture');
  }

  /** Organisation logo/favicon (multipart `organizationId`); the organisation record itself is edited through identity's api/organization. */
  @Post('api/organization/upload/organization')
  @RequirePermissions('organization:upload', 'organization:edit', 'storage:add')
  @UseInterceptors(FileUpload({ types: [...LOGO_POLICY.types], maxBytes: LOGO_POLICY.maxBytes }))
  uploadLogo(@CurrentActor() actor: Actor, @Req() req: UploadRequest): Promise<StoredFileView> {
    return this.store(actor, req.uploaded, 'logo');
  }

  @Get('api/localStorage')
  @RequirePermissions('storage:list')
  list(@CurrentActor() actor: Actor, @Query() q: FileListQueryDto): Promise<PageResult<StoredFileView>> {
    return this.queries.execute(new ListFilesQuery(actor, q));
  }

  @Delete('api/localStorage')
  @HttpCode(200)
  @RequirePermissions('storage:del')
  async remove(@CurrentActor() actor: Actor, @Body() dto: FileIdsDto): Promise<Record<string, never>> {
    await this.commands.execute(new DeleteFilesCommand(actor, dto.ids, dto.reason));
    return {};
  }

  /** Download for logged-in users whose organisation scope covers the uploader's organisation. */
  @Get('files/:key')
  async download(@CurrentActor() actor: Actor, @Param('key') key: string, @Res() res: Response): Promise<void> {
    send(res, await this.queries.execute(new GetStoredFileQuery(actor, key)), 'attachment');
  }

  /** Pictures and logos (shown in <img>, so without a token); documents never. */
  @Public()
  @Get('files/public/:key')
  async publicDownload(@Param('key') key: string, @Res() res: Response): Promise<void> {
    send(res, await this.queries.execute(new GetStoredFileQuery(null, key)), 'inline');
  }

  private store(actor: Actor, file: UploadedFile, kind: UploadKind): Promise<StoredFileView> {
    const organizationId = kind === 'logo' ? file.fields.organizationId : undefined;
    return this.commands.execute(new StoreFileCommand(actor, file, kind, organizationId, uploadedReason(file)));
  }
}

function send(res: Response, file: StoredFileContent, disposition: 'inline' | 'attachment'): void {
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  res.setHeader('Content-Disposition', `${disposition}; filename="${file.key}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`);
  file.stream.on('error', () => res.destroy());
  file.stream.pipe(res);
}
