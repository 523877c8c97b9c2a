import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs';
import { ResourcesModule } from '../resources';
import { UploadsModule } from '../uploads';
import { ArchiveCommands } from './archive-commands';
import { ArchiveRetention } from './archive-retention';
import { ArchiveRules } from './archive-rules';
import { ArchivesController } from './archives.controller';

/**
 * 档案管理: the generic engine serves `api/archive` (PROJECT_ARCHIVE: list, detail, history, the
 * affix slot, 生成档案); this module checks the technical file (the checklist over the project's
 * records), archives a project with its file in one transaction — after which the database keeps
 * the records read-only and the files until their retention ends — lists and downloads the file's
 * documents, packs them into a zip (job archiveZip) and keeps the organisation's retention years.
 */
@Module({
  imports: [ResourcesModule, JobsModule, UploadsModule],
  controllers: [ArchivesController],
  providers: [ArchiveRules, ArchiveCommands, ArchiveRetention],
})
export class ArchivesModule {}
