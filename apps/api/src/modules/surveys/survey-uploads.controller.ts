import { Controller, Inject, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { permissionCodes, type ResourceAttachment, SITE_SURVEY, SURVEY_ATTACHMENTS, SURVEY_UPLOAD_ENDPOINTS } from '@ohit/contracts';
import { type Actor, badRequest, CurrentActor, RequirePermissions } from '../../platform';
import { FileUpload, type UploadedFile, uploadedReason } from '../uploads';
import { AddAttachmentCommand, slotPolicy } from '../resources';
import { SURVEY_MESSAGES as M } from './surveys.messages';

type Upload = Request & { uploaded: UploadedFile };

/** All survey slots accept the same types and size, so one policy serves the four routes. */
const POLICY = slotPolicy(SURVEY_ATTACHMENTS[0]);

const routesTo = (slot: string) => Object.entries(SURVEY_UPLOAD_ENDPOINTS).filter(([, s]) => s === slot).map(([path]) => path);

/**
 * The spec's survey upload endpoints (multipart `file` + `surveyId`, optional `reason`), each an
 * attachment of the survey in its slot (SURVEY_UPLOAD_ENDPOINTS) — the same command, rules and
 * events as `POST api/siteSurvey/:id/attachments/<slot>`.
 */
@ApiTags(SITE_SURVEY.name)
@Controller()
export class SurveyUploadsController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** 工艺流程图: api/productionProcess/upload and api/productionProcess/uploadFile. */
  @Post(routesTo('processFlow'))
  @RequirePermissions(...permissionCodes(SITE_SURVEY, 'edit'))
  @UseInterceptors(FileUpload(POLICY))
  processFlow(@CurrentActor() actor: Actor, @Req() req: Upload): Promise<ResourceAttachment> {
    return this.attach(actor, req.uploaded, 'processFlow');
  }

  /** 原辅材料资料: api/rawMaterialsInfo/upload. */
  @Post(routesTo('rawMaterials'))
  @RequirePermissions(...permissionCodes(SITE_SURVEY, 'edit'))
  @UseInterceptors(FileUpload(POLICY))
  rawMaterials(@CurrentActor() actor: Actor, @Req() req: Upload): Promise<ResourceAttachment> {
    return this.attach(actor, req.uploaded, 'rawMaterials');
  }

  /** 设备布局图及照片: api/eqpLayoutInfo/upload. */
  @Post(routesTo('layout'))
  @RequirePermissions(...permissionCodes(SITE_SURVEY, 'edit'))
  @UseInterceptors(FileUpload(POLICY))
  layout(@CurrentActor() actor: Actor, @Req() req: Upload): Promise<ResourceAttachment> {
    return this.attach(actor, req.uploaded, 'layout');
  }

  private attach(actor: Actor, file: UploadedFile, slot: string): Promise<ResourceAttachment> {
    const raw = String(file.fields.surveyId ?? '').trim();
    const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw badRequest(M.surveyIdMissing);
    return this.commands.execute(new AddAttachmentCommand(SITE_SURVEY.name, slot, actor, id, file, uploadedReason(file)));
  }
}
