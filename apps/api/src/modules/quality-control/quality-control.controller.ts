import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { QualityStatistics } from '@ohit/contracts';
import { type Actor, badRequest, CurrentActor, RequirePermissions } from '../../platform';
import { GetStatisticsQuery } from './queries/get-statistics/get-statistics.query';
import { statisticsPeriod } from './statistics-period';

/** 质量控制 (/qualityControl): the quality statistics of a period. */
@ApiTags('qualityControl')
@Controller('api/qualityControl')
export class QualityControlController {
  constructor(private readonly queries: QueryBus) {}

  /** ?from=YYYY-MM-DD&to=YYYY-MM-DD, both required; counted within the caller's organisation scope. */
  @Get('statistics')
  @RequirePermissions('qualityControl:list')
  statistics(@CurrentActor() actor: Actor, @Query('from') from?: string, @Query('to') to?: string): Promise<QualityStatistics> {
    const period = statisticsPeriod(from, to);
    if (typeof period === 'string') throw badRequest(period);
    return this.queries.execute(new GetStatisticsQuery(actor, period));
  }
}
