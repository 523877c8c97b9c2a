import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { type Actor, CurrentActor, RequirePermissions } from '../../platform';
import { ProjectInfoQueryDto } from './project-info.dto';
import type { ProjectInfoPage } from './project-info-row';
import { ListProjectInfoQuery } from './queries/list-project-info/list-project-info.query';

/**
 * Who may look projects up: whoever lists projects, and whoever lists customers / inspected
 * units — the customer screens need the lookup (spec §5/§7 delete check, the relation dialog,
 * the unit's detail page). Read only; the organisation scope still applies.
 */
export const PROJECT_INFO_PERMISSIONS = ['project:list', 'customer:list', 'inspectedUnit:list'] as const;

/** Read-only project lookup of spec §7 ("Project-info lookup": pageNumber, pageSize, belongInspect, organizationId; body.records). */
@ApiTags('projects')
@Controller('api/projectInfo')
export class ProjectInfoController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @RequirePermissions(...PROJECT_INFO_PERMISSIONS)
  list(@CurrentActor() actor: Actor, @Query() q: ProjectInfoQueryDto): Promise<ProjectInfoPage> {
    return this.queries.execute(new ListProjectInfoQuery(actor, q));
  }
}
