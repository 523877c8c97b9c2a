import { Controller, Inject, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { optionLabel, permissionCodes, REPORT_TEMPLATE, REPORT_TEMPLATE_COVER_SLOT, REPORT_TEMPLATE_KIND_FIELD, REPORT_TEMPLATE_UPLOAD_ENDPOINTS, type ResourceAttachment } from '@ohit/contracts';
import { type Actor, badRequest, CurrentActor, firstRow, inScope, notFound, RequirePermissions, writeScope } from '../../platform';
import { AddAttachmentCommand, slotPolicy } from '../resources';
import { FileUpload, type UploadedFile, uploadedReason } from '../uploads';
import { REPORT_MESSAGES as M } from './reports.messages';

type Upload = Request & { uploaded: UploadedFile };

function templateIdOf(req: Upload): number {
  const raw = String(req.uploaded.fields.id ?? (req.query as Record<string, unknown>).id ?? '').trim();
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw badRequest(M.templateIdMissing);
  return id;
}

/**
 * The spec's report-template uploads (REPORT_TEMPLATE_UPLOAD_ENDPOINTS: api/jcbgModule/upload,
 * api/lyjcJcbgModule/upload, api/projectJpbgFmModule/upload, api/reportInfo/upload,
 * api/fileInfo/upload): multipart `file` (PNG or JPEG) + the template row's `id`, optional
 * `reason` — the row's 封面图片, with the same command, rules and events as
 * `POST api/reportTemplate/:id/attachments/cover`; needs `reportTemplate:edit`. Another
 * organisation's row answers 404; a path serving other kinds (jcbgModule the site reports',
 * lyjcJcbgModule the incoming samples') a 400 naming them.
 */
@ApiTags(REPORT_TEMPLATE.name)
@Controller()
export class ReportTemplateUploadsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @InjectDataSource() private readonly ds: DataSource,
  ) {}

  @Post(Object.keys(REPORT_TEMPLATE_UPLOAD_ENDPOINTS))
  @RequirePermissions(...permissionCodes(REPORT_TEMPLATE, 'edit'))
  @UseInterceptors(FileUpload(slotPolicy(REPORT_TEMPLATE_COVER_SLOT)))
  async upload(@CurrentActor() actor: Actor, @Req() req: Upload): Promise<ResourceAttachment> {
    const id = templateIdOf(req);
    const served = REPORT_TEMPLATE_UPLOAD_ENDPOINTS[req.path.replace(/^\/+|\/+$/g, '')]?.templates ?? null;
    const row = firstRow<{ template: string; organization_id: number }>(await this.ds.query(`SELECT template, organization_id FROM report_templates WHERE id = $1`, [id]));
    if (!row || !inScope(writeScope(actor), row.organization_id)) throw notFound();
    if (served && !served.includes(row.template as never)) {
      throw badRequest(M.templateKindNotServed(optionLabel(REPORT_TEMPLATE_KIND_FIELD, row.template), served.map((k) => `“${optionLabel(REPORT_TEMPLATE_KIND_FIELD, k)}”`).join('、')));
    }
    return this.commands.execute(new AddAttachmentCommand(REPORT_TEMPLATE.name, REPORT_TEMPLATE_COVER_SLOT.name, actor, id, req.uploaded, uploadedReason(req.uploaded)));
  }
}
