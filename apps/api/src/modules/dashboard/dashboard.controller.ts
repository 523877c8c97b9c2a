import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { DashboardSummary } from '@ohit/contracts';
import { type Actor, CurrentActor } from '../../platform';
import { GetSummaryQuery } from './queries/get-summary/get-summary.query';

@ApiTags('dashboard')
@Controller('api/dashboard')
export class DashboardController {
  constructor(private readonly queries: QueryBus) {}

  /** Any logged-in user; counted within their organisation scope. */
  @Get('summary')
  summary(@CurrentActor() actor: Actor): Promise<DashboardSummary> {
    return this.queries.execute(new GetSummaryQuery(actor));
  }
}
