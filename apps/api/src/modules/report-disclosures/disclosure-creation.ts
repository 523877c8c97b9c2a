import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DISCLOSURE_OPEN_STATES, type ListCommandResult, REPORT, REPORT_DISCLOSURE, type ResourceRow } from '@ohit/contracts';
import { DISCLOSURE_WORKING_DAYS, reportStateMachine } from '@ohit/domain';
import { selectColumns, toApiRow } from '@ohit/server-resource-engine';
import { DomainEventsService } from '@ohit/server-database';
import { badRequest, conflict, firstRow, notFound } from '../../platform';
import { lockIssuedReportsWithout } from '../reports';
import { createRow, type ExtensionContext, type ListCommandContext, ResourceExtensions, ResourceListCommands, transitionRow, type TransitionStep } from '../resources';
import { WorkingDays } from '../working-calendar';
import { compileDisclosureFacts } from './disclosure-facts';
import { readDisclosureSources } from './disclosure-sources';
import { DISCLOSURE_MESSAGES as M } from './report-disclosures.messages';

/** The values of the disclosure being made in this transaction: the create hook takes them; nothing else makes one. */
const creating = new WeakMap<EntityManager, Record<string, unknown>>();

export function disclosureBeingCreated(m: EntityManager): Record<string, unknown> | undefined {
  return creating.get(m);
}

function reportIdOf(raw: unknown): number | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const text = String(raw).trim();
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw badRequest(M.badReportId);
  return id;
}

/**
 * Where a disclosure comes from: an issued report. The report's 签发 (whatever step issues it)
 * makes its disclosure in the same transaction — facts compiled from the project's data, the
 * deadline the 20th working day after the issue on the 工作日历; 生成公示 (list command `generate`)
 * makes the missing ones of the organisation's issued reports (reports issued before this module,
 * or one named by `reportId`). When an amendment supersedes a version, that version's disclosure
 * still waiting for publication is withheld with the reason, so it is never counted overdue.
 */
@Injectable()
export class DisclosureCreation implements OnModuleInit {
  constructor(
    readonly events: DomainEventsService,
    readonly extensions: ResourceExtensions,
    private readonly listCommands: ResourceListCommands,
    private readonly workingDays: WorkingDays,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(REPORT.name, { afterTransition: (ctx, before, after, step) => this.followReport(ctx, before, after, step) });
    this.listCommands.add(REPORT_DISCLOSURE.name, { name: 'generate', run: (ctx, body) => this.generate(ctx, body) });
  }

  private async followReport(ctx: ExtensionContext, before: ResourceRow, after: ResourceRow, step: TransitionStep): Promise<void> {
    if (after.state === 'issued' && before.state !== 'issued') await this.createFor({ ...ctx, reason: null }, after);
    if (step.to === 'superseded') await this.withholdSuperseded(ctx, after);
  }

  /** The disclosure of an issued report version, or null when it already has one. */
  async createFor(ctx: ExtensionContext, report: ResourceRow): Promise<ResourceRow | null> {
    const existing = firstRow<{ id: number }>(await ctx.m.query(`SELECT id FROM report_disclosures WHERE report_id = $1`, [report.id]));
    if (existing) return null;
    const issueDate = String(report.issueDate);
    const facts = compileDisclosureFacts(await readDisclosureSources(ctx.m, report));
    const deadline = await this.workingDays.deadline(issueDate, DISCLOSURE_WORKING_DAYS, ctx.m);
    const values = {
      reportCode: report.code,
      reportVersion: report.reportVersion,
      belongReport: report.id,
      belongProject: report.belongProject,
      employerName: facts.employer.name,
      employerAddress: facts.employer.address,
      checkTypeName: report.checkTypeName ?? null,
      conclusion: report.conclusion ?? null,
      issueDate,
      deadline: deadline.date,
      deadlineCovered: deadline.covered,
      deadlineWarning: deadline.warning,
    };
    const dctx = { ...ctx, decl: REPORT_DISCLOSURE };
    creating.set(ctx.m, values);
    let row: ResourceRow;
    try {
      row = await createRow(this, dctx, Number(report.organizationId), {}, { verb: 'Created', payload: { report: report.id } });
    } finally {
      creating.delete(ctx.m);
    }
    await ctx.m.query(`UPDATE report_disclosures SET facts = $2::jsonb WHERE id = $1`, [row.id, JSON.stringify(facts)]);
    return row;
  }

  private async generate(ctx: ListCommandContext, body: Record<string, unknown>): Promise<ListCommandResult> {
    const reportId = reportIdOf(body.reportId);
    const locked = await lockIssuedReportsWithout(ctx.m, { table: 'report_disclosures', codeColumn: 'code' }, ctx.organizationId, reportId);
    // another organisation's report is never revealed: the same answer as a missing one
    if (locked.kind === 'missing') throw notFound();
    if (locked.kind === 'taken') throw conflict(M.alreadyExists(locked.code));
    const { rows } = locked;
    let made: ResourceRow | null = null;
    for (const raw of rows) {
      const report = toApiRow(REPORT, raw);
      if (report.state !== 'issued') throw conflict(M.reportNotIssued(reportStateMachine.stateLabel(String(report.state) as never)));
      made = (await this.createFor(ctx, report)) ?? made;
    }
    return { count: rows.length, message: M.generated(rows.length), ...(rows.length === 1 && made ? { created: { id: made.id, code: String(made.code) } } : {}) };
  }

  /** A superseded version's disclosure still waiting for publication is withheld, with the amendment as the reason. */
  private async withholdSuperseded(ctx: ExtensionContext, report: ResourceRow): Promise<void> {
    const rows: Record<string, unknown>[] = await ctx.m.query(
      `SELECT ${selectColumns(REPORT_DISCLOSURE)} FROM report_disclosures t WHERE t.report_id = $1 AND t.state = ANY($2::text[]) FOR UPDATE`,
      [report.id, DISCLOSURE_OPEN_STATES],
    );
    if (!rows[0]) return;
    const next = firstRow<{ report_version: number }>(await ctx.m.query(`SELECT report_version FROM reports WHERE amends_id = $1`, [report.id]));
    const reason = M.supersededBy(next?.report_version ?? Number(report.reportVersion) + 1);
    await transitionRow(this, { ...ctx, decl: REPORT_DISCLOSURE, reason }, toApiRow(REPORT_DISCLOSURE, rows[0]), 'withhold');
  }
}
