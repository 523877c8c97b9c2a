import { Module } from '@nestjs/common';
import { JudgementsModule } from '../judgements';
import { ResourcesModule } from '../resources';
import { ReportCommands } from './report-commands';
import { ReportCompiler } from './report-compiler';
import { ReportProjectLink } from './report-project-link';
import { ReportReads } from './report-reads';
import { ReportRules } from './report-rules';
import { ReportsController } from './reports.controller';

/**
 * 检测报告: the generic engine serves `api/report` (REPORT: list, detail, history, transitions,
 * code pattern, the PDF slot); this module compiles a version's content from the project's data
 * and judgement (编制报告, 重新编制), makes amendments (修改报告), ties the report's steps to its
 * project (签发 issues it, 修改 re-opens it, 报告状态 follows), and serves the content and versions.
 */
@Module({
  imports: [ResourcesModule, JudgementsModule],
  controllers: [ReportsController],
  providers: [ReportReads, ReportCompiler, ReportProjectLink, ReportCommands, ReportRules],
})
export class ReportsModule {}
