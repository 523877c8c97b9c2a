import { Controller, HttpCode, Param, ParseIntPipe, Post, Req, UseInterceptors } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type InstrumentImportPreview, type InstrumentImportResult, LAB_BATCH, permissionCodes } from '@ohit/contracts';
import { type Actor, CurrentActor, RequirePermissions, requestReason } from '../../platform';
import { type InstrumentFile, InstrumentImport } from './instrument-import';
import { type InstrumentUpload, InstrumentUploadInterceptor } from './instrument-upload.interceptor';

/** The uploaded file with its name as the browser sent it (multer decodes multipart names as latin1). */
function fileOf(req: InstrumentUpload): InstrumentFile {
  const file = req.file as Express.Multer.File;
  return { buffer: file.buffer, fileName: Buffer.from(file.originalname, 'latin1').toString('utf8').slice(-200) };
}

const field = (req: InstrumentUpload, name: string): string | undefined => (typeof req.body?.[name] === 'string' ? (req.body[name] as string) : undefined);

/**
 * 仪器数据导入 (multipart `file`: csv, txt, xlsx or xls): preview the columns and the proposed
 * mapping, then import the readings into the batch's items (optional `mapping` JSON, `reason`
 * required after the first submission). Needs the batch's edit permission (the items' own);
 * another organisation's batch is a 404.
 */
@ApiTags(LAB_BATCH.name)
@Controller('api/labBatch/:id/importReadings')
export class InstrumentImportController {
  constructor(private readonly importer: InstrumentImport) {}

  @Post('preview')
  @HttpCode(200)
  @RequirePermissions(...permissionCodes(LAB_BATCH, 'edit'))
  @UseInterceptors(InstrumentUploadInterceptor)
  preview(@CurrentActor() actor: Actor, @Param('id', ParseIntPipe) id: number, @Req() req: InstrumentUpload): Promise<InstrumentImportPreview> {
    return this.importer.preview(actor, id, fileOf(req));
  }

  @Post()
  @HttpCode(200)
  @RequirePermissions(...permissionCodes(LAB_BATCH, 'edit'))
  @UseInterceptors(InstrumentUploadInterceptor)
  import(@CurrentActor() actor: Actor, @Param('id', ParseIntPipe) id: number, @Req() req: InstrumentUpload): Promise<InstrumentImportResult> {
    const mapping = field(req, 'mapping')?.trim();
    return this.importer.import(actor, id, fileOf(req), mapping || undefined, requestReason(field(req, 'reason')));
  }
}
