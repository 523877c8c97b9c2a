import { Controller, Inject, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { permissionCodes, type ResourceAttachment, STOCK_DECLARATIONS, STOCK_UPLOAD_ENDPOINTS } from '@ohit/contracts';
import { type Actor, badRequest, CurrentActor, forbidden, hasAnyPermission, RequirePermissions } from '../../platform';
import { FileUpload, type UploadedFile, uploadedReason } from '../uploads';
import { AddAttachmentCommand, slotPolicy } from '../resources';
import { EQUIPMENT_MESSAGES as M } from './equipment.messages';

type Upload = Request & { uploaded: UploadedFile };

// every stock slot takes the same types and size (stockDeclaration), so one policy serves all routes
const POLICY = slotPolicy(STOCK_DECLARATIONS[0].attachments![0]);

/**
 * The spec's stock upload endpoints (STOCK_UPLOAD_ENDPOINTS: api/projectConsumablesMaterial/upload,
 * …Reagent/upload, …Standard/uploadAffix, …StandardIn/uploadAffix): multipart `file` + the item's
 * `id`, optional `reason` — an attachment of the item in its slot, with the same command, rules and
 * events as `POST <url>/:id/attachments/<slot>`; needs the kind's `<prefix>:edit`.
 */
@ApiTags('stock')
@Controller()
export class StockUploadsController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(Object.keys(STOCK_UPLOAD_ENDPOINTS))
  @RequirePermissions(...STOCK_DECLARATIONS.flatMap((d) => permissionCodes(d, 'edit')))
  @UseInterceptors(FileUpload(POLICY))
  upload(@CurrentActor() actor: Actor, @Req() req: Upload): Promise<ResourceAttachment> {
    const target = STOCK_UPLOAD_ENDPOINTS[req.path.replace(/^\/+|\/+$/g, '')];
    if (!target) throw badRequest(M.uploadUnknown);
    const decl = STOCK_DECLARATIONS.find((d) => d.name === target.resource)!;
    if (!hasAnyPermission(actor, permissionCodes(decl, 'edit'))) throw forbidden();
    const raw = String(req.uploaded.fields.id ?? '').trim();
    const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw badRequest(M.uploadIdMissing);
    return this.commands.execute(new AddAttachmentCommand(decl.name, target.slot, actor, id, req.uploaded, uploadedReason(req.uploaded)));
  }
}
