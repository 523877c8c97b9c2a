import { Controller, Get, Header, Inject, Param, Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { APPROVAL_READ_PERMISSIONS, CHECK_TYPE_OPTIONS, type CompilableProjectView, permissionCodes, REPORT, type ReportContent, type ReportTemplateKind, reportTemplateOf, type ReportVersionView } from '@ohit/contracts';
import { organisationTemplateOptions, renderReportHtml } from '@ohit/server-report-render';
import { STORAGE, type StoragePort } from '@ohit/server-storage';
import { type Actor, badRequest, conflict, CurrentActor, firstRow, inScope, notFound, readScope, RequirePermissions, writeScope } from '../../platform';
import { reportStateLabel, REPORT_MESSAGES as M } from './reports.messages';

const checkTypeName = (value: string) => CHECK_TYPE_OPTIONS.find((o) => o.value === value)?.label ?? value;

function reportIdOf(raw: unknown): number {
  const text = String(raw ?? '').trim();
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw badRequest(M.badReportId);
  return id;
}

/**
 * The report beside the generic `api/report` (REPORT): a version's compiled content, the versions
 * of its number, and the projects 编制报告 may be run for. For whoever may read the reports (or
 * compile them), within their organisation scope — another organisation's report is a 404.
 */
/** Who reads a version's content and its print: the report screens, and the approvers beside its sources on the approval pages (holding those menus only). */
const PRINTED_REPORT_READERS = [...permissionCodes(REPORT, 'list'), ...APPROVAL_READ_PERMISSIONS];

@ApiTags(REPORT.name)
@Controller()
export class ReportsController {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StoragePort,
  ) {}

  @Get('api/report/:id/content')
  @RequirePermissions(...PRINTED_REPORT_READERS)
  async content(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ReportContent> {
    return (await this.readable(actor, id)).content;
  }

  /**
   * The version's content as the report prints it (the renderer's HTML, no script): the detail page's preview,
   * with the organisation's own cover picture and 声明 for the report's template (报告模板), as the PDF has them.
   */
  @Get('api/report/:id/preview')
  @RequirePermissions(...PRINTED_REPORT_READERS)
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Content-Security-Policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'")
  async preview(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<string> {
    const row = await this.readable(actor, id);
    const template = row.content.template ?? row.template;
    const own = await organisationTemplateOptions((sql, params) => this.ds.query(sql, params), this.storage, row.organization_id, template);
    return renderReportHtml(row.content, own);
  }

  /** A report version the caller may read (another organisation's is a 404, as a missing one). */
  private async readable(actor: Actor, id: string): Promise<{ content: ReportContent; organization_id: number; template: ReportTemplateKind }> {
    const row = firstRow<{ content: ReportContent; organization_id: number; template: ReportTemplateKind; compiled: boolean }>(
      await this.ds.query(
        `SELECT content, organization_id, template, (content ? 'title' AND jsonb_typeof(content -> 'points') = 'array') AS compiled FROM reports WHERE id = $1`,
        [reportIdOf(id)],
      ),
    );
    if (!row || !inScope(readScope(actor), row.organization_id)) throw notFound();
    // a row not compiled yet holds '{}': nothing to show (a 409, not the renderer's 500)
    if (!row.compiled) throw conflict(M.notCompiledYet);
    return row;
  }

  /** Every version of the report's number, first to newest (the original and its amendments). */
  @Get('api/report/:id/versions')
  @RequirePermissions(...permissionCodes(REPORT, 'list'))
  async versions(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ReportVersionView[]> {
    const row = firstRow<{ project_id: number; organization_id: number }>(await this.ds.query(`SELECT project_id, organization_id FROM reports WHERE id = $1`, [reportIdOf(id)]));
    if (!row || !inScope(readScope(actor), row.organization_id)) throw notFound();
    const rows: { id: number; code: string; report_version: number; state: string; compiled_at: Date | null; issue_date: string | null; amends_id: number | null; amendment_reason: string | null; organization_id: number }[] =
      await this.ds.query(
        `SELECT id, code, report_version, state, compiled_at, to_char(issue_date, 'YYYY-MM-DD') AS issue_date, amends_id, amendment_reason, organization_id
           FROM reports WHERE project_id = $1 ORDER BY report_version`,
        [row.project_id],
      );
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      reportVersion: r.report_version,
      state: r.state,
      stateLabel: reportStateLabel(r.state),
      compiledAt: r.compiled_at ? new Date(r.compiled_at).toISOString() : null,
      issueDate: r.issue_date,
      amendsId: r.amends_id,
      amendmentReason: r.amendment_reason,
      organizationId: r.organization_id,
    }));
  }

  /** The organisation's projects 报告编制中 (site or incoming samples), newest first, each with its report's newest version. */
  @Get('api/report/compile/projects')
  @RequirePermissions(...permissionCodes(REPORT, 'compile'))
  async compilable(@CurrentActor() actor: Actor, @Query('incoming') incoming?: string): Promise<CompilableProjectView[]> {
    const scope = writeScope(actor);
    const rows: {
      id: number;
      code: string;
      name: string;
      unit: string | null;
      check_type: string;
      incoming_sample: boolean;
      organization_id: number;
      samples_planned: number;
      samples_tested: number;
      report_id: number | null;
      report_code: string | null;
      report_version: number | null;
      report_state: string | null;
    }[] = await this.ds.query(
      `SELECT p.id, p.code, p.name, u.name AS unit, p.check_type, p.incoming_sample, p.organization_id, p.samples_planned, p.samples_tested,
              r.id AS report_id, r.code AS report_code, r.report_version, r.state AS report_state
         FROM projects p
         LEFT JOIN inspected_units u ON u.id = p.inspected_unit_id
         LEFT JOIN LATERAL (SELECT id, code, report_version, state FROM reports WHERE project_id = p.id ORDER BY report_version DESC LIMIT 1) r ON true
        WHERE p.state = 'reporting' AND p.incoming_sample = $1 ${scope ? 'AND p.organization_id = ANY($2::int[])' : ''}
        ORDER BY p.id DESC LIMIT 200`,
      scope ? [incoming === 'true', scope] : [incoming === 'true'],
    );
    return rows.map((r) => {
      const template = reportTemplateOf({ incomingSample: r.incoming_sample, type: r.check_type });
      return {
        id: r.id,
        code: r.code,
        name: r.name,
        inspectedUnitName: r.unit,
        checkTypeName: checkTypeName(r.check_type),
        template,
        organizationId: r.organization_id,
        samplesPlanned: r.samples_planned,
        samplesTested: r.samples_tested,
        report: r.report_id ? { id: r.report_id, code: r.report_code ?? '', reportVersion: r.report_version ?? 1, state: r.report_state ?? '' } : null,
      };
    });
  }
}
