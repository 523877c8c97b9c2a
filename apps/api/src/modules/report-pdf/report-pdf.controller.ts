import { Body, Controller, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { permissionCodes, REPORT, REPORT_PDF_FINAL_STATES, REPORT_PDF_JOB, type StartJobResponse } from '@ohit/contracts';
import { type Actor, conflict, CurrentActor, firstRow, forbidden, hasAnyPermission, inScope, notFound, readScope, RequirePermissions, requestReason } from '../../platform';
import { JobLauncher } from '../jobs';
import { REPORT_PDF_MESSAGES as M } from './report-pdf.messages';

interface ReportHead {
  id: number;
  organization_id: number;
  code: string | null;
  report_version: number;
  state: string;
  pdf_attachment_id: number | null;
  compiled: boolean;
}

/**
 * 生成PDF: a report version printed by the worker (reportPdf) into its `pdf` attachment, with its
 * SHA-256; progress in the jobs drawer, the file downloaded from the job or the report's attachments.
 * Needs the report menu's 导出 button and reading the report; another organisation's report is a
 * 404, as a missing one. An issued report's PDF is its record and is not printed again (409).
 */
@ApiTags(REPORT.name)
@Controller()
export class ReportPdfController {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly launcher: JobLauncher,
  ) {}

  @Post('api/report/:id/pdf')
  @HttpCode(201)
  @RequirePermissions(...permissionCodes(REPORT, 'export'))
  async start(@CurrentActor() actor: Actor, @Param('id', ParseIntPipe) id: number, @Body() body: unknown): Promise<StartJobResponse> {
    if (!hasAnyPermission(actor, permissionCodes(REPORT, 'list'))) throw forbidden();
    const reason = requestReason(body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).reason : undefined);
    const report = firstRow<ReportHead>(
      await this.ds.query(
        `SELECT id, organization_id, code, report_version, state, pdf_attachment_id, (content ? 'title' AND jsonb_typeof(content -> 'points') = 'array') AS compiled FROM reports WHERE id = $1`,
        [id],
      ),
    );
    if (!report || !inScope(readScope(actor), report.organization_id)) throw notFound();
    if (!report.compiled) throw conflict(M.notCompiled);
    if (REPORT_PDF_FINAL_STATES.includes(report.state) && report.pdf_attachment_id !== null) throw conflict(M.issued);
    return this.launcher.launch({
      type: REPORT_PDF_JOB,
      resource: REPORT.name,
      actor,
      parameters: { reportId: id, code: report.code, reportVersion: report.report_version },
      eventPayload: { reportId: id, code: report.code, reportVersion: report.report_version },
      reason,
    });
  }
}
