import { Body, Controller, HttpCode, Inject, Param, ParseIntPipe, Post } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { LAB_BATCH, LAB_RECORD_PDF_JOB, permissionCodes, type StartJobResponse } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { createStorage, type StoragePort } from '@ohit/server-storage';
import { type Actor, CurrentActor, inScope, notFound, readScope, RequirePermissions, requestReason } from '../../platform';
import { JobLauncher } from '../jobs';
import { batchRow } from './batch-rows';
import { labRecordData } from './record-data';

/**
 * 生成PDF: the batch's original record (ISO/IEC 17025 7.5) assembled now — in one read, so the
 * results, QC and amendments printed belong together — stored as the job's input and rendered to
 * a PDF by the worker (labRecordPdf); whoever may read the batch may ask for it, and downloads it
 * from the job. Another organisation's batch is a 404, as a missing one.
 */
@ApiTags(LAB_BATCH.name)
@Controller()
export class RecordPdfController {
  private readonly storage: StoragePort;

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly launcher: JobLauncher,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.storage = createStorage(config.storage);
  }

  @Post('api/labBatch/:id/recordPdf')
  @HttpCode(201)
  @RequirePermissions(...permissionCodes(LAB_BATCH, 'list'))
  async start(@CurrentActor() actor: Actor, @Param('id', ParseIntPipe) id: number, @Body() body: unknown): Promise<StartJobResponse> {
    const reason = requestReason(body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).reason : undefined);
    const data = await this.ds.transaction('REPEATABLE READ', async (m) => {
      const batch = await batchRow(m, id);
      if (!batch || !inScope(readScope(actor), Number(batch.organizationId))) throw notFound();
      return labRecordData(m, batch);
    });
    const stored = await this.storage.put(Buffer.from(JSON.stringify(data), 'utf8'), { folder: 'lab-records', ext: 'json', contentType: 'application/json' });
    return this.launcher.launch({
      type: LAB_RECORD_PDF_JOB,
      resource: LAB_BATCH.name,
      actor,
      parameters: { batchId: id, code: data.code },
      inputPath: stored.key,
      eventPayload: { batchId: id, code: data.code, recordVersion: data.recordVersion },
      reason,
    });
  }
}
