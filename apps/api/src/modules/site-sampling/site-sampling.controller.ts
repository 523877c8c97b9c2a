import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type DaySampleView, permissionCodes, PROJECT_ADJUSTMENT, type ProjectSampleView, SAMPLING_DAY, type UsableInstrumentView } from '@ohit/contracts';
import { type Actor, badRequest, CurrentActor, RequirePermissions } from '../../platform';
import { SiteSamplingReads } from './site-sampling-reads';

function idOf(raw: unknown): number {
  const text = String(raw ?? '').trim();
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw badRequest('id必须是正整数');
  return id;
}

/**
 * The sampler's reads beside the generic endpoints of `api/samplingDay` (现场采样 ›
 * pageSampling): the samples to take and taken that day, and the instruments usable on its date;
 * and a project's samples for 项目调整 (blkSampleInfo › details, pageSampling).
 */
@ApiTags(SAMPLING_DAY.name)
@Controller()
export class SiteSamplingController {
  constructor(private readonly reads: SiteSamplingReads) {}

  @Get('api/samplingDay/:id/samples')
  @RequirePermissions(...permissionCodes(SAMPLING_DAY, 'list'))
  samples(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<DaySampleView[]> {
    return this.reads.daySamples(actor, idOf(id));
  }

  @Get('api/samplingDay/:id/instruments')
  @RequirePermissions(...permissionCodes(SAMPLING_DAY, 'list'))
  instruments(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<UsableInstrumentView[]> {
    return this.reads.usableInstruments(actor, idOf(id));
  }

  @Get('api/project/:id/samples')
  @RequirePermissions(...permissionCodes(PROJECT_ADJUSTMENT, 'list'), ...permissionCodes(SAMPLING_DAY, 'list'))
  projectSamples(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ProjectSampleView[]> {
    return this.reads.projectSamples(actor, idOf(id));
  }
}
