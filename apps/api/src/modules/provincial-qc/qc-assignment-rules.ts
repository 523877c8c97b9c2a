import { Injectable, OnModuleInit } from '@nestjs/common';
import { QS_QC_ASSIGNMENT } from '@ohit/contracts';
import { judgeProficiency, overallVerdict, type ProficiencyVerdict } from '@ohit/domain';
import { badRequest, conflict } from '../../platform';
import { type ExtensionContext, ResourceExtensions } from '../resources';
import { PROVINCIAL_QC_MESSAGES as M } from './provincial-qc.messages';
import { assigning } from './qc-task-rules';

type ResultRow = { id: number; item_name: string; assigned_value: string | null; sigma: string | null; lower_limit: string | null; upper_limit: string | null; reported_value: string | null };

/**
 * 质控考核 (the organisation's row): made only by its task's 分配机构; the organisation fills the
 * result of each item while 待上报 (never adds or removes an item), writes its 机构说明 and 整改措施
 * until 已完结; 上报结果 judges every item by its rule (z score or range, `judgeProficiency`) and
 * stores the z score and verdicts, the assignment's verdict being the worst; 提交整改 needs a verdict
 * other than 满意 and the corrective action written.
 */
@Injectable()
export class QcAssignmentRules implements OnModuleInit {
  constructor(private readonly extensions: ResourceExtensions) {}

  onModuleInit(): void {
    this.extensions.addHooks(QS_QC_ASSIGNMENT.name, {
      beforeCreate: (ctx) => {
        const values = assigning.get(ctx.m);
        if (!values) throw badRequest('质控考核由监管部门的质控任务下达');
        return values;
      },
      beforeEdit: (_ctx, before) => {
        if (before.state === 'closed') throw conflict(M.assignmentClosed);
      },
      beforeChildWrite: (_ctx, parent, change) => {
        if (change.kind !== 'edit') throw badRequest(M.resultsFixed);
        if (parent.state !== 'assigned') throw conflict(M.resultsLocked);
        const other = Object.keys(change.values ?? {}).filter((k) => k !== 'reportedValue' && k !== 'version' && k !== 'id');
        if (other.length) throw badRequest(M.resultsFixed);
      },
      beforeTransition: async (ctx, row, step) => {
        if (step.event === 'report') return this.judgeResults(ctx, Number(row.id));
        if (step.event === 'submitCorrection') {
          if (row.verdict === 'satisfactory') throw conflict(M.noCorrectionNeeded);
          if (!String(row.correctiveAction ?? '').trim()) throw conflict(M.correctiveActionRequired);
        }
        return undefined;
      },
    });
  }

  /** 上报结果: every item judged and stored; the assignment's verdict is the worst item's. */
  private async judgeResults(ctx: ExtensionContext, id: number): Promise<Record<string, unknown>> {
    const rows: ResultRow[] = await ctx.m.query(
      `SELECT id, item_name, assigned_value::text, sigma::text, lower_limit::text, upper_limit::text, reported_value::text FROM qs_qc_results WHERE assignment_id = $1 ORDER BY id FOR UPDATE`,
      [id],
    );
    const verdicts: ProficiencyVerdict[] = [];
    for (const r of rows) {
      if (r.reported_value === null) throw conflict(M.resultMissing(r.item_name));
      const judged = judgeProficiency({ assignedValue: r.assigned_value, sigma: r.sigma, lowerLimit: r.lower_limit, upperLimit: r.upper_limit }, r.reported_value);
      if (!judged.ok) throw conflict(M.itemRefused(r.item_name, judged.message));
      verdicts.push(judged.verdict);
      await ctx.m.query(`UPDATE qs_qc_results SET z_score = $2, rule = $3, verdict = $4, version = version + 1, updated_at = now() WHERE id = $1`, [r.id, judged.z, judged.rule, judged.verdict]);
    }
    return { verdict: overallVerdict(verdicts) };
  }
}
