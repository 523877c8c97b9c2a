import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type ListCommandResult, PROVINCIAL_PUSH, PUSHABLE_STATES, REPORT, type ResourceRow } from '@ohit/contracts';
import { provincialPushStateMachine, reportStateMachine } from '@ohit/domain';
import { selectColumns, toApiRow } from '@ohit/server-resource-engine';
import { DomainEventsService } from '@ohit/server-database';
import { badRequest, conflict, firstRow, notFound } from '../../platform';
import { lockIssuedReportsWithout } from '../reports';
import { createRow, type ExtensionContext, type ListCommandContext, ResourceExtensions, ResourceListCommands, transitionRow } from '../resources';
import { inBatch, PushRules } from './push-rules';
import { PUSH_MESSAGES as M } from './provincial-push.messages';

/** The values of the push being made in this transaction: the create hook takes them; nothing else makes one. */
const creating = new WeakMap<EntityManager, Record<string, unknown>>();

function reportIdOf(raw: unknown): number | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const text = String(raw).trim();
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw badRequest(M.badReportId);
  return id;
}

function pushIdsOf(raw: unknown): number[] {
  const list = Array.isArray(raw) ? raw : [];
  const ids = list.map((v) => (/^\d{1,10}$/.test(String(v).trim()) ? Number(String(v).trim()) : NaN));
  if (ids.length === 0 || ids.length > 5000 || ids.some((id) => !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)) throw badRequest(M.badIds);
  return [...new Set(ids)];
}

/**
 * Where a push comes from — an issued report version (新增推送 names one; without a name, every
 * issued report of the organisation still without a push) — and 推送: the selected pushes, each
 * 推送中 or 推送失败 (a failed one goes 重新推送 first), sent by ONE batch job.
 */
@Injectable()
export class PushCreation implements OnModuleInit {
  constructor(
    readonly events: DomainEventsService,
    readonly extensions: ResourceExtensions,
    private readonly listCommands: ResourceListCommands,
    private readonly rules: PushRules,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(PROVINCIAL_PUSH.name, {
      beforeCreate: (ctx) => {
        const values = creating.get(ctx.m);
        if (!values) throw badRequest(M.onlyFromReport);
        return values;
      },
    });
    this.listCommands.add(PROVINCIAL_PUSH.name, { name: 'generate', run: (ctx, body) => this.generate(ctx, body) });
    this.listCommands.add(PROVINCIAL_PUSH.name, { name: 'push', run: (ctx, body) => this.push(ctx, body) });
  }

  private async createFor(ctx: ExtensionContext, report: ResourceRow): Promise<ResourceRow> {
    const unit = firstRow<{ name: string | null; credit_code: string | null; area_code: string | null; check_type: string | null }>(
      await ctx.m.query(
        `SELECT u.name, u.credit_code, u.area_code, p.check_type FROM projects p LEFT JOIN inspected_units u ON u.id = COALESCE($2::int, p.inspected_unit_id) WHERE p.id = $1`,
        [report.belongProject, report.belongInspect ?? null],
      ),
    );
    const values = {
      code: report.code,
      reportVersion: report.reportVersion,
      belongReport: report.id,
      belongProject: report.belongProject,
      checkType: unit?.check_type ?? null,
      employerName: unit?.name ?? '',
      employerCreditCode: unit?.credit_code ?? null,
      employerAreaCode: unit?.area_code ?? null,
    };
    creating.set(ctx.m, values);
    try {
      return await createRow(this, { ...ctx, decl: PROVINCIAL_PUSH }, Number(report.organizationId), {}, { verb: 'Created', payload: { report: report.id } });
    } finally {
      creating.delete(ctx.m);
    }
  }

  private async generate(ctx: ListCommandContext, body: Record<string, unknown>): Promise<ListCommandResult> {
    const reportId = reportIdOf(body.reportId);
    const locked = await lockIssuedReportsWithout(ctx.m, { table: 'provincial_pushes', codeColumn: 'report_code' }, ctx.organizationId, reportId);
    // another organisation's report is never revealed: the same answer as a missing one
    if (locked.kind === 'missing') throw notFound();
    if (locked.kind === 'taken') throw conflict(M.alreadyExists(locked.code));
    const { rows } = locked;
    let made: ResourceRow | null = null;
    for (const raw of rows) {
      const report = toApiRow(REPORT, raw);
      if (report.state !== 'issued') throw conflict(M.reportNotIssued(reportStateMachine.stateLabel(String(report.state) as never)));
      made = await this.createFor(ctx, report);
    }
    return { count: rows.length, message: M.generated(rows.length), ...(rows.length === 1 && made ? { created: { id: Number(made.id), code: String(made.code) } } : {}) };
  }

  private async push(ctx: ListCommandContext, body: Record<string, unknown>): Promise<ListCommandResult> {
    const ids = pushIdsOf(body.ids);
    const rows: Record<string, unknown>[] = await ctx.m.query(
      `SELECT ${selectColumns(PROVINCIAL_PUSH)} FROM provincial_pushes t WHERE t.organization_id = $1 AND t.id = ANY($2::int[]) ORDER BY t.id FOR UPDATE`,
      [ctx.organizationId, ids],
    );
    // another organisation's push is never revealed: the same answer as a missing one
    if (rows.length !== ids.length) throw notFound();
    const pushes = rows.map((r) => toApiRow(PROVINCIAL_PUSH, r));
    for (const p of pushes) {
      if (!PUSHABLE_STATES.includes(String(p.state))) throw conflict(M.notPushable(String(p.code), provincialPushStateMachine.stateLabel(String(p.state) as never)));
    }
    const pctx = { ...ctx, decl: PROVINCIAL_PUSH };
    await inBatch(ctx.m, async () => {
      for (const p of pushes) if (p.state === 'pushFailed') await transitionRow(this, pctx, p, 'retry');
    });
    await this.rules.queue(ctx, ids);
    return { count: ids.length, message: M.pushing(ids.length) };
  }
}
