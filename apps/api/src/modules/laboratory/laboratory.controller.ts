import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { LAB_BATCH, permissionCodes } from '@ohit/contracts';
import type { LabBatchResult } from '@ohit/domain';
import { type Actor, CurrentActor, inScope, notFound, readScope, RequirePermissions } from '../../platform';
import { computeStoredBatch } from './batch-compute';
import { batchRow } from './batch-rows';
import { pendingSamples, type PendingSampleView } from './pending-samples';

/**
 * The laboratory beside the generic batch endpoints (api/labBatch): the samples waiting in the
 * caller's hands for 组批, and a batch's results as the server computes them now (the
 * authoritative preview of the page and of the original record).
 */
@ApiTags(LAB_BATCH.name)
@Controller()
export class LaboratoryController {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  @Get('api/laboratory/pendingSamples')
  @RequirePermissions(...permissionCodes(LAB_BATCH, 'compose'))
  pending(@CurrentActor() actor: Actor, @Query('organizationId') organizationId?: string): Promise<PendingSampleView[]> {
    const wanted = organizationId === undefined || organizationId === '' ? actor.organizationId : Number(organizationId);
    const org = Number.isSafeInteger(wanted) && inScope(readScope(actor), wanted) ? wanted : actor.organizationId;
    return pendingSamples(this.ds.manager, org, actor.id);
  }

  @Get('api/labBatch/:id/preview')
  @RequirePermissions(...permissionCodes(LAB_BATCH, 'list'))
  async preview(@CurrentActor() actor: Actor, @Param('id', ParseIntPipe) id: number): Promise<LabBatchResult> {
    const batch = await batchRow(this.ds.manager, id);
    // another organisation's batch is never revealed: the same answer as a missing one
    if (!batch || !inScope(readScope(actor), Number(batch.organizationId))) throw notFound();
    return computeStoredBatch(this.ds.manager, batch);
  }
}
