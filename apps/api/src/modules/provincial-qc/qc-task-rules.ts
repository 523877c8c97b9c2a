import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { QS_QC_ASSIGNMENT, QS_QC_TASK, type ResourceRow } from '@ohit/contracts';
import { proficiencyRuleOf } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { selectColumns, toApiRow } from '@ohit/server-resource-engine';
import { badRequest, conflict, firstRow } from '../../platform';
import { CommandOutcome, createRow, type ExtensionContext, ResourceExtensions, transitionRow } from '../resources';
import { PROVINCIAL_QC_MESSAGES as M } from './provincial-qc.messages';
import { zoneOrganisation } from './zone-organisation';

/** Values of a new assignment made by 分配机构 (its task's facts), handed to its beforeCreate hook. */
export const assigning = new WeakMap<EntityManager, Record<string, unknown>>();

type ItemRow = { item_name: string; unit: string | null; assigned_value: string | null; sigma: string | null; lower_limit: string | null; upper_limit: string | null };

const itemOf = (r: Record<string, unknown>) => ({
  assignedValue: r.assignedValue === undefined || r.assignedValue === null ? null : String(r.assignedValue),
  sigma: r.sigma === undefined || r.sigma === null ? null : String(r.sigma),
  lowerLimit: r.lowerLimit === undefined || r.lowerLimit === null ? null : String(r.lowerLimit),
  upperLimit: r.upperLimit === undefined || r.upperLimit === null ? null : String(r.upperLimit),
});

/**
 * 省级质控任务 (the authority's rows): 组织单位 is the authority's name; items change only in 草稿 and
 * each must be judgeable (σ̂ or an acceptance range); 下达 needs items. 分配机构 makes an organisation's
 * 质控考核 — in the organisation, with the items copied — for an organisation of the caller's zones
 * only; 认可 / 退回整改 move an assignment of this task (the authority's judgement, each one event on
 * the assignment with its reason and one on the task).
 */
@Injectable()
export class QcTaskRules implements OnModuleInit {
  constructor(
    readonly events: DomainEventsService,
    readonly extensions: ResourceExtensions,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(QS_QC_TASK.name, {
      beforeCreate: async (ctx) => {
        const org = firstRow<{ name: string }>(await ctx.m.query(`SELECT name FROM organizations WHERE id = $1`, [ctx.actor.organizationId]));
        return { authorityName: org?.name ?? null };
      },
      beforeChildWrite: (_ctx, parent, change) => {
        if (parent.state !== 'draft') throw conflict(M.itemsLocked);
        if (change.kind === 'remove') return;
        const merged = { ...(change.before ?? {}), ...(change.values ?? {}) };
        const rule = proficiencyRuleOf(itemOf(merged));
        if (rule !== 'zScore' && rule !== 'range') throw badRequest(M.itemRefused(String(merged.itemName ?? ''), rule));
      },
      beforeTransition: async (ctx, row, step) => {
        if (step.event !== 'issue') return;
        const [{ n }] = await ctx.m.query(`SELECT count(*)::int AS n FROM qs_qc_task_items WHERE task_id = $1`, [row.id]);
        if (!n) throw conflict(M.noItems);
      },
    });
    this.extensions.addCommand(QS_QC_TASK.name, { name: 'assign', run: (ctx, task, input) => this.assign(ctx, task, String(input.organizationCode ?? '')) });
    this.extensions.addCommand(QS_QC_TASK.name, { name: 'accept', run: (ctx, task, input) => this.judge(ctx, task, String(input.assignmentCode ?? ''), 'accept', input.opinion) });
    this.extensions.addCommand(QS_QC_TASK.name, { name: 'returnCorrection', run: (ctx, task, input) => this.judge(ctx, task, String(input.assignmentCode ?? ''), 'returnCorrection', null) });
  }

  private async assign(ctx: ExtensionContext, task: ResourceRow, code: string): Promise<CommandOutcome> {
    const org = await zoneOrganisation(ctx.m, ctx.actor, code);
    const taken = await ctx.m.query(`SELECT 1 FROM qs_qc_assignments WHERE task_id = $1 AND organization_id = $2`, [task.id, org.id]);
    if (taken.length) throw conflict(M.alreadyAssigned(org.name));
    assigning.set(ctx.m, {
      taskId: task.id,
      taskCode: task.code,
      taskName: task.name,
      kind: task.kind,
      taskYear: task.taskYear,
      authorityName: task.authorityName,
      orgName: org.name,
      dueDate: task.dueDate,
    });
    let row: ResourceRow;
    try {
      row = await createRow(this, { ...ctx, decl: QS_QC_ASSIGNMENT }, org.id, {}, { verb: 'Created', payload: { task: task.id, taskCode: task.code } });
    } finally {
      assigning.delete(ctx.m);
    }
    const items: ItemRow[] = await ctx.m.query(`SELECT item_name, unit, assigned_value, sigma, lower_limit, upper_limit FROM qs_qc_task_items WHERE task_id = $1 ORDER BY id`, [task.id]);
    await ctx.m.query(
      `INSERT INTO qs_qc_results (assignment_id, item_name, unit, assigned_value, sigma, lower_limit, upper_limit, organization_id, create_by, update_by)
       SELECT $1, item_name, unit, assigned_value, sigma, lower_limit, upper_limit, $2, $3, $3 FROM qs_qc_task_items WHERE task_id = $4 ORDER BY id`,
      [row.id, org.id, ctx.actor.username, task.id],
    );
    return new CommandOutcome({}, { assigned: { organizationId: org.id, organization: org.name, assignment: row.id, code: row.code, items: items.length } }, `已向“${org.name}”下达，考核编号 ${String(row.code)}`);
  }

  private async judge(ctx: ExtensionContext, task: ResourceRow, code: string, event: 'accept' | 'returnCorrection', opinion: unknown): Promise<CommandOutcome> {
    const raw = firstRow<Record<string, unknown>>(
      await ctx.m.query(`SELECT ${selectColumns(QS_QC_ASSIGNMENT)} FROM qs_qc_assignments t WHERE t.task_id = $1 AND t.code = $2 FOR UPDATE`, [task.id, code.trim()]),
    );
    if (!raw) throw badRequest(M.assignmentUnknown(code.trim()));
    const before = toApiRow(QS_QC_ASSIGNMENT, raw);
    const after = await transitionRow(this, { ...ctx, decl: QS_QC_ASSIGNMENT }, before, event);
    if (event === 'accept' && opinion !== undefined && opinion !== null && String(opinion).trim()) {
      await ctx.m.query(`UPDATE qs_qc_assignments SET opinion = $2 WHERE id = $1`, [after.id, String(opinion).trim()]);
    }
    return new CommandOutcome({}, { judged: { assignment: after.id, code: after.code, organizationId: after.organizationId, from: before.state, to: after.state, opinion: opinion ?? null } });
  }
}
