import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Post, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { PageResult } from '@ohit/contracts';
import { badRequest, type Actor, CurrentActor, RequirePermissions, requestReason } from '../../platform';
import { FileUpload, type UploadedFile } from '../uploads';
import { DeleteHelpDocumentsCommand } from './commands/delete-help-documents/delete-help-documents.command';
import { UploadHelpDocumentCommand } from './commands/upload-help-document/upload-help-document.command';
import type { HelpDocumentView } from './help-document-view';
import { HelpDocumentIdsDto, ListHelpDocumentsQueryDto } from './help-documents.dto';
import { GetHelpDocumentFileQuery } from './queries/get-help-document-file/get-help-document-file.query';
import { ListHelpDocumentsQuery } from './queries/list-help-documents/list-help-documents.query';

const MB = 1024 * 1024;
/** What a help document may be: office documents, PDF and pictures, up to 50 MB. */
export const HELP_DOCUMENT_POLICY = { types: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png'] as const, maxBytes: 50 * MB };

/** Permission codes (buttons under 系统设置 › 帮助文档); `admin` passes all. */
export const HELP_DOCUMENT_PERMISSIONS = { add: 'helpDoc:add', del: 'helpDoc:del' } as const;

const idPipe = new ParseIntPipe({ exceptionFactory: () => badRequest('id必须是整数') });

/** 帮助文档 (the /helper page): list, upload, download and delete. */
@ApiTags('help-documents')
@Controller('api/helpDocuments')
export class HelpDocumentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Any logged-in user: the platform-wide documents and those of their organisations. */
  @Get()
  list(@CurrentActor() actor: Actor, @Query() q: ListHelpDocumentsQueryDto): Promise<PageResult<HelpDocumentView>> {
    return this.queries.execute(new ListHelpDocumentsQuery(actor, q));
  }

  /** Multipart: `file`, optional `title`, `organizationId` (write scope) or `platformWide=true` (administrators), `reason`. */
  @Post()
  @RequirePermissions(HELP_DOCUMENT_PERMISSIONS.add)
  @UseInterceptors(FileUpload({ types: [...HELP_DOCUMENT_POLICY.types], maxBytes: HELP_DOCUMENT_POLICY.maxBytes }))
  upload(@CurrentActor() actor: Actor, @Req() req: Request & { uploaded: UploadedFile }): Promise<HelpDocumentView> {
    const { title, organizationId, platformWide, reason } = req.uploaded.fields;
    return this.commands.execute(new UploadHelpDocumentCommand(actor, req.uploaded, { title, organizationId, platformWide }, requestReason(reason)));
  }

  @Delete()
  @HttpCode(200)
  @RequirePermissions(HELP_DOCUMENT_PERMISSIONS.del)
  async remove(@CurrentActor() actor: Actor, @Body() dto: HelpDocumentIdsDto): Promise<Record<string, never>> {
    await this.commands.execute(new DeleteHelpDocumentsCommand(actor, dto.ids, dto.reason));
    return {};
  }

  /** The file as an attachment, for users who see the document. */
  @Get(':id/download')
  async download(@CurrentActor() actor: Actor, @Param('id', idPipe) id: number, @Res() res: Response): Promise<void> {
    const file = await this.queries.execute(new GetHelpDocumentFileQuery(actor, id));
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Content-Disposition', `attachment; filename="help-document-${id}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
    file.stream.on('error', () => res.destroy());
    file.stream.pipe(res);
  }
}
