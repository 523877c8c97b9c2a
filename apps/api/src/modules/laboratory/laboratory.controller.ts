import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { LAB_BATCH, type PendingSampleView, permissionCodes, toDateText, type UsableInstrumentView } from '@ohit/contracts';
import type { LabBatchResult } from '@ohit/domain';
import { type Actor, badRequest, CurrentActor, inScope, notFound, readScope, RequirePermissions } from '../../platform';
import { localDate } from '../resources';
import { computeStoredBatch } from './batch-compute';
import { batchRow } from './batch-rows';
import { pendingSamples } from './pending-samples';
import { usableInstruments } from '../equipment';

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
    return pendingSamples(this.ds.manager, organisationOf(actor, organizationId), actor.id);
  }

  /** The instruments usable on the analysis date (today unless `on` is given): the 组批 dialog's choice, no equipment permission needed. */
  @Get('api/laboratory/instruments')
  @RequirePermissions(...permissionCodes(LAB_BATCH, 'compose'))
  instruments(@CurrentActor() actor: Actor, @Query('organizationId') organizationId?: string, @Query('on') on?: string): Promise<UsableInstrumentView[]> {
    const day = on === undefined || on === '' ? localDate() : toDateText(on);
    if (!day) throw badRequest('请填写检测日期（YYYY-MM-DD）');
    return usableInstruments(this.ds.manager, organisationOf(actor, organizationId), day);
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

/** The organisation a read is for: one of the caller's read scope when named, else the caller's own. */
function organisationOf(actor: Actor, requested: string | undefined): number {
  const wanted = requested === undefined || requested === '' ? actor.organizationId : Number(requested);
  return Number.isSafeInteger(wanted) && inScope(readScope(actor), wanted) ? wanted : actor.organizationId;
}
