import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type AnalystLoadView, type DistributionResult, permissionCodes, SAMPLE, type UsableInstrumentView } from '@ohit/contracts';
import { type Actor, CurrentActor, RequirePermissions } from '../../platform';
import { SampleDistribution } from './sample-distribution';
import { DistributionDto } from './samples.dto';

/**
 * 样品分发 beside the generic sample endpoints (api/sample): the spec's distribution call — many
 * received samples to one analyst and instrument at once (`sampleDistribute:distribute`) — and the
 * analysts' loads and the instruments usable today it offers. Re-assigning (改派) and removing a distribution (撤销分发) are the
 * sample's own command and transition (api/sample/:id/commands/reassign, …/transitions/undistribute).
 */
@ApiTags(SAMPLE.name)
@Controller('api/sampleDistribute')
export class SamplesController {
  constructor(private readonly distribution: SampleDistribution) {}

  @Post('distribution')
  @HttpCode(200)
  @RequirePermissions(...permissionCodes(SAMPLE, 'distribute'))
  distribute(@CurrentActor() actor: Actor, @Body() body: DistributionDto): Promise<DistributionResult> {
    return this.distribution.distribute(actor, body);
  }

  @Get('loads')
  @RequirePermissions(...permissionCodes(SAMPLE, 'list'))
  loads(@CurrentActor() actor: Actor, @Query('organizationId') organizationId?: string): Promise<AnalystLoadView[]> {
    return this.distribution.loads(actor, organizationId);
  }

  /** The instruments usable today, for the distribution and re-assignment dialogs (no equipment permission needed). */
  @Get('instruments')
  @RequirePermissions(...permissionCodes(SAMPLE, 'distribute'), ...permissionCodes(SAMPLE, 'reassign'))
  instruments(@CurrentActor() actor: Actor, @Query('organizationId') organizationId?: string): Promise<UsableInstrumentView[]> {
    return this.distribution.usableInstruments(actor, organizationId);
  }
}
