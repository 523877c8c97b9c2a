import { Module } from '@nestjs/common';
import { JudgementsModule } from '../judgements';
import { ResourcesModule } from '../resources';
import { ReportCommands } from './report-commands';
import { ReportCompiler } from './report-compiler';
import { ReportProjectLink } from './report-project-link';
import { ReportReads } from './report-reads';
import { ReportRules } from './report-rules';
import { ReportTemplateRules } from './report-template-rules';
import { ReportTemplateUploadsController } from './report-template-uploads.controller';
import { ReportsController } from './reports.controller';

/**
 * 检测报告: the generic engine serves `api/report` (REPORT: list, detail, history, transitions,
 * code pattern, the PDF slot); this module compiles a version's content from the project's data
 * and judgement (编制报告, 重新编制), makes amendments (修改报告), ties the report's steps to its
 * project (签发 issues it, 修改 re-opens it, 报告状态 follows), and serves the content and versions;
 * 报告模板 (REPORT_TEMPLATE: an organisation's cover and 声明 per template kind) gets its one-per-kind
 * rule and the spec's upload paths.
 */
@Module({
  imports: [ResourcesModule, JudgementsModule],
  controllers: [ReportsController, ReportTemplateUploadsController],
  providers: [ReportReads, ReportCompiler, ReportProjectLink, ReportCommands, ReportRules, ReportTemplateRules],
})
export class ReportsModule {}
