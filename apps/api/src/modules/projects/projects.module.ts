import { Module } from '@nestjs/common';
import { ResourcesModule } from '../resources';
import { ProjectInfoController } from './project-info.controller';
import { ProjectRules } from './project-rules';
import { ListProjectInfoHandler } from './queries/list-project-info/list-project-info.handler';
import { UntakenSamples } from './untaken-samples';

/**
 * Projects (项目管理): the generic engine serves `api/project` from the PROJECT declaration
 * (workflow, team, attachments, auto code); this module adds the project's own rules as hooks, its
 * commands (调整计划, 取消未采样品) and the read-only project-info lookup of spec §7.
 */
@Module({
  imports: [ResourcesModule],
  controllers: [ProjectInfoController],
  providers: [ListProjectInfoHandler, ProjectRules, UntakenSamples],
})
export class ProjectsModule {}
