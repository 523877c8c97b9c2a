import { Controller, Inject, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { DECLARATION_ATTACHMENTS, DECLARATION_UPLOAD_ENDPOINTS, ENTERPRISE_DECLARATION, permissionCodes, type ResourceAttachment } from '@ohit/contracts';
import { type Actor, badRequest, CurrentActor, RequirePermissions } from '../../platform';
import { FileUpload, type UploadedFile, uploadedReason } from '../uploads';
import { AddAttachmentCommand, slotPolicy } from '../resources';
import { ENTERPRISE_MESSAGES as M } from './enterprise.messages';

type Upload = Request & { uploaded: UploadedFile };

const SLOT = 'refusalImage';
const POLICY = slotPolicy(DECLARATION_ATTACHMENTS.find((s) => s.name === SLOT)!);

/**
 * The spec's upload api/refusalImageDeclaration/upload (multipart `file` + `declarationId`, optional
 * `reason`): the declaration's 拒签凭证图片 — the same command, rules and events as
 * `POST api/enterpriseDeclaration/:id/attachments/refusalImage`.
 */
@ApiTags(ENTERPRISE_DECLARATION.name)
@Controller()
export class DeclarationUploadsController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(Object.keys(DECLARATION_UPLOAD_ENDPOINTS))
  @RequirePermissions(...permissionCodes(ENTERPRISE_DECLARATION, 'edit'))
  @UseInterceptors(FileUpload(POLICY))
  refusalImage(@CurrentActor() actor: Actor, @Req() req: Upload): Promise<ResourceAttachment> {
    const raw = String(req.uploaded.fields.declarationId ?? '').trim();
    const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw badRequest(M.declarationIdMissing);
    return this.commands.execute(new AddAttachmentCommand(ENTERPRISE_DECLARATION.name, SLOT, actor, id, req.uploaded, uploadedReason(req.uploaded)));
  }
}
