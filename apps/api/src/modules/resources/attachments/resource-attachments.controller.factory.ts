import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Req, Res, Type, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { type AttachmentSlot, type BusinessCodeResponse, permissionCodes, type ResourceAttachment, type ResourceDeclaration } from '@ohit/contracts';
import { type Actor, CurrentActor, RequirePermissions, requestReason } from '../../../platform';
import { FileUpload, UPLOAD_TYPES, type UploadedFile, type UploadPolicy, uploadedReason } from '../../uploads';
import { pathId } from '../shared/path-id';
import { ATTACHMENT_MESSAGES as M } from './attachments.messages';
import { AddAttachmentCommand } from './commands/add-attachment/add-attachment.command';
import { RemoveAttachmentCommand } from './commands/remove-attachment/remove-attachment.command';
import { GetAttachmentFileQuery } from './queries/get-attachment-file/get-attachment-file.query';
import { ListAttachmentsQuery } from './queries/list-attachments/list-attachments.query';

const cap = (s: string) => `${s[0].toUpperCase()}${s.slice(1)}`;

/**
 * What a slot accepts, as the uploads module checks it (extension, then content sniffed to
 * match, size → 413). Only extensions the uploads module knows how to check can be accepted.
 */
export function slotPolicy(slot: AttachmentSlot): UploadPolicy {
  return { types: slot.accept.filter((ext): ext is keyof typeof UPLOAD_TYPES => Object.prototype.hasOwnProperty.call(UPLOAD_TYPES, ext)), maxBytes: slot.maxBytes };
}

/**
 * A declaration's attachments at `<url>/:id/attachments`: list and download for whoever may
 * list the row (`<prefix>:list`, read scope), delete with `<prefix>:edit` (write scope).
 */
export function resourceAttachmentsController(decl: ResourceDeclaration): Type<unknown> {
  const name = decl.name;

  @ApiTags(decl.name)
  @Controller(`${decl.url}/:id/attachments`)
  class ResourceAttachmentsController {
    constructor(
      @Inject(CommandBus) private readonly commands: CommandBus,
      @Inject(QueryBus) private readonly queries: QueryBus,
    ) {}

    @Get()
    @RequirePermissions(...permissionCodes(decl, 'list'))
    list(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ResourceAttachment[]> {
      return this.queries.execute(new ListAttachmentsQuery(name, actor, pathId(id)));
    }

    /** The file under its original name (as an attachment, never rendered by the browser). */
    @Get(':attachmentId/file')
    @RequirePermissions(...permissionCodes(decl, 'list'))
    async download(@CurrentActor() actor: Actor, @Param('id') id: string, @Param('attachmentId') attachmentId: string, @Res() res: Response): Promise<void> {
      const file = await this.queries.execute(new GetAttachmentFileQuery(name, actor, pathId(id), pathId(attachmentId, M.badAttachmentId)));
      res.setHeader('Content-Type', file.contentType);
      res.setHeader('Content-Length', String(file.size));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.setHeader('Content-Disposition', `attachment; filename="attachment-${attachmentId}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
      file.stream.on('error', () => res.destroy());
      file.stream.pipe(res);
    }

    /** Body `{reason?}` (optional). */
    @Delete(':attachmentId')
    @HttpCode(200)
    @RequirePermissions(...permissionCodes(decl, 'edit'))
    remove(@CurrentActor() actor: Actor, @Param('id') id: string, @Param('attachmentId') attachmentId: string, @Body() body: unknown): Promise<BusinessCodeResponse> {
      const reason = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).reason : undefined;
      return this.commands.execute(new RemoveAttachmentCommand(name, actor, pathId(id), pathId(attachmentId, M.badAttachmentId), requestReason(reason)));
    }
  }
  Object.defineProperty(ResourceAttachmentsController, 'name', { value: `${cap(name)}AttachmentsController` });
  return ResourceAttachmentsController;
}

/**
 * The upload route of one slot, `POST <url>/:id/attachments/<slot>` (multipart `file`, optional
 * `reason`), needing `<prefix>:edit`: a route per slot, since each has its own types and size.
 */
export function resourceAttachmentUploadController(decl: ResourceDeclaration, slot: AttachmentSlot): Type<unknown> {
  const name = decl.name;

  @ApiTags(decl.name)
  @Controller(`${decl.url}/:id/attachments/${slot.name}`)
  class ResourceAttachmentUploadController {
    constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

    @Post()
    @RequirePermissions(...permissionCodes(decl, 'edit'))
    @UseInterceptors(FileUpload(slotPolicy(slot)))
    upload(@CurrentActor() actor: Actor, @Param('id') id: string, @Req() req: Request & { uploaded: UploadedFile }): Promise<ResourceAttachment> {
      return this.commands.execute(new AddAttachmentCommand(name, slot.name, actor, pathId(id), req.uploaded, uploadedReason(req.uploaded)));
    }
  }
  Object.defineProperty(ResourceAttachmentUploadController, 'name', { value: `${cap(name)}${cap(slot.name)}AttachmentUploadController` });
  return ResourceAttachmentUploadController;
}

/** Every attachment controller of the given declarations (those declaring slots). */
export function attachmentControllers(decls: readonly ResourceDeclaration[]): Type<unknown>[] {
  return decls.flatMap((d) => (d.attachments?.length ? [resourceAttachmentsController(d), ...d.attachments.map((s) => resourceAttachmentUploadController(d, s))] : []));
}
