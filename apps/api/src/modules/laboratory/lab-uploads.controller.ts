import { Controller, Inject, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { type AttachmentSlot, LAB_BATCH, LAB_UPLOAD_ENDPOINTS, LAB_UPLOAD_ID_FIELDS, permissionCodes, type ResourceAttachment } from '@ohit/contracts';
import { type Actor, badRequest, CurrentActor, RequirePermissions } from '../../platform';
import { FileUpload, type UploadedFile, uploadedReason } from '../uploads';
import { AddAttachmentCommand, slotPolicy } from '../resources';
import { INSTRUMENT_IMPORT_MESSAGES as M } from './instrument-import.messages';

type Upload = Request & { uploaded: UploadedFile };

function slotOf(name: string): AttachmentSlot {
  const slot = LAB_BATCH.attachments?.find((s) => s.name === name);
  if (!slot) throw new Error(`LAB_BATCH has no attachment slot ${name}`);
  return slot;
}
const routesTo = (slot: string) => Object.entries(LAB_UPLOAD_ENDPOINTS).filter(([, s]) => s === slot).map(([path]) => path);

/** The batch id as the spec's screens send it: belongLabGasId, labGasId or id, in the form or the query. */
function batchIdOf(req: Upload): number {
  const query = req.query as Record<string, unknown>;
  const raw = LAB_UPLOAD_ID_FIELDS.map((name) => req.uploaded.fields[name] ?? query[name]).find((v) => typeof v === 'string' && v.trim() !== '');
  const text = typeof raw === 'string' ? raw.trim() : '';
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw badRequest(M.batchIdMissing);
  return id;
}

/**
 * The spec's batch uploads (LAB_UPLOAD_ENDPOINTS): 标准曲线图谱 (…/upLoadStandardCurvePdf) and 样品谱图
 * (importSamplePdf, signalPdfResult, upLoadSignalSamplePdf), each an attachment of the batch in its
 * slot — the same command, rules (only while 检测中, a reason after the first submission) and
 * events as `POST api/labBatch/:id/attachments/<slot>`; needs the batch's edit permission.
 */
@ApiTags(LAB_BATCH.name)
@Controller()
export class LabUploadsController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(routesTo('curvePdf'))
  @RequirePermissions(...permissionCodes(LAB_BATCH, 'edit'))
  @UseInterceptors(FileUpload(slotPolicy(slotOf('curvePdf'))))
  curve(@CurrentActor() actor: Actor, @Req() req: Upload): Promise<ResourceAttachment> {
    return this.commands.execute(new AddAttachmentCommand(LAB_BATCH.name, 'curvePdf', actor, batchIdOf(req), req.uploaded, uploadedReason(req.uploaded)));
  }

  @Post(routesTo('signalPdf'))
  @RequirePermissions(...permissionCodes(LAB_BATCH, 'edit'))
  @UseInterceptors(FileUpload(slotPolicy(slotOf('signalPdf'))))
  signal(@CurrentActor() actor: Actor, @Req() req: Upload): Promise<ResourceAttachment> {
    return this.commands.execute(new AddAttachmentCommand(LAB_BATCH.name, 'signalPdf', actor, batchIdOf(req), req.uploaded, uploadedReason(req.uploaded)));
  }
}
