import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs';
import { ReportPdfController } from './report-pdf.controller';

/** 报告PDF: starts the worker's reportPdf job for a report version (apps/worker's ReportPdfProcessor prints it). */
@Module({
  imports: [JobsModule],
  controllers: [ReportPdfController],
})
export class ReportPdfModule {}
