import { Query } from '@nestjs/cqrs';
import type { Actor } from '../../../../platform';
import type { ProjectInfoQueryDto } from '../../project-info.dto';
import type { ProjectInfoPage } from '../../project-info-row';

/** A page of projects in the actor's read scope (spec §7 project-info lookup). */
export class ListProjectInfoQuery extends Query<ProjectInfoPage> {
  constructor(
    readonly actor: Actor,
    readonly q: ProjectInfoQueryDto,
  ) {
    super();
  }
}
