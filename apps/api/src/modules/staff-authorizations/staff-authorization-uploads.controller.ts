import { Controller, Inject, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { permissionCodes, type ResourceAttachment, STAFF_AUTHORIZATION, STAFF_AUTHORIZATION_UPLOAD_ENDPOINTS, WORK_EXPERIENCE_SLOT } from '@ohit/contracts';
import { type Actor, badRequest, CurrentActor, RequirePermissions } from '../../platform';
import { FileUpload, type UploadedFile, uploadedReason } from '../uploads';
import { AddAttachmentCommand, slotPolicy } from '../resources';
import { STAFF_AUTHORIZATION_MESSAGES as M } from './staff-authorization.messages';

type Upload = Request & { uploaded: UploadedFile };

/**
 * The spec's work-experience upload (api/ohitUserWorkExperience/upload): multipart `file` + the
 * authorisation's `id`, optional `reason` — an attachment in its 工作经历 slot, with the same
 * command, rules and events as `POST api/staffAuthorization/:id/attachments/workExperience`;
 * needs `staffAuthorization:edit`, and another organisation's record answers 404.
 */
@ApiTags(STAFF_AUTHORIZATION.name)
@Controller()
export class StaffAuthorizationUploadsController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(Object.keys(STAFF_AUTHORIZATION_UPLOAD_ENDPOINTS))
  @RequirePermissions(...permissionCodes(STAFF_AUTHORIZATION, 'edit'))
  @UseInterceptors(FileUpload(slotPolicy(WORK_EXPERIENCE_SLOT)))
  upload(@CurrentActor() actor: Actor, @Req() req: Upload): Promise<ResourceAttachment> {
    const raw = String(req.uploaded.fields.id ?? '').trim();
    const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw badRequest(M.uploadIdMissing);
    return this.commands.execute(new AddAttachmentCommand(STAFF_AUTHORIZATION.name, WORK_EXPERIENCE_SLOT.name, actor, id, req.uploaded, uploadedReason(req.uploaded)));
  }
}
