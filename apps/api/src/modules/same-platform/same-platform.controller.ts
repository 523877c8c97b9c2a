import { Controller, Get, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { SamePlatformPushDetail, SamePlatformPushRow, SamePlatformSummary } from '@ohit/contracts';
import { type Actor, badRequest, CurrentActor, mayFilterOrganizations, readScope, RequirePermissions } from '../../platform';
import { listSamePlatformPushes, samePlatformPush, samePlatformSummary } from './same-platform.reads';

/**
 * 分区监管 (prefix `zoning`): the pushes the caller reads — a supervisor's zones' organisations, an
 * organisation its own — in 已推送. Reads only: a supervisor never changes an organisation's records.
 */
@ApiTags('samePlatformPush')
@Controller('api/samePlatformPush')
export class SamePlatformController {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  @Get()
  @RequirePermissions('zoning:list')
  list(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<{ content: SamePlatformPushRow[]; totalElements: number }> {
    return listSamePlatformPushes(this.ds, query, readScope(actor), mayFilterOrganizations(actor));
  }

  /** Counts per zone and organisation under the same filters as the list. */
  @Get('summary')
  @RequirePermissions('zoning:list')
  summary(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<SamePlatformSummary> {
    return samePlatformSummary(this.ds, query, readScope(actor), mayFilterOrganizations(actor));
  }

  @Get(':id')
  @RequirePermissions('zoning:list')
  detail(
    @CurrentActor() actor: Actor,
    @Param('id', new ParseIntPipe({ exceptionFactory: () => badRequest('id必须是整数') })) id: number,
  ): Promise<SamePlatformPushDetail> {
    return samePlatformPush(this.ds, id, readScope(actor));
  }
}
