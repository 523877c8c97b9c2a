import { Module } from '@nestjs/common';
import { ProjectInfoController } from './project-info.controller';
import { ListProjectInfoHandler } from './queries/list-project-info/list-project-info.handler';

/** Projects: for now the read-only project-info lookup over the minimal `projects` table. */
@Module({
  controllers: [ProjectInfoController],
  providers: [ListProjectInfoHandler],
})
export class ProjectsModule {}
