import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SCORE_RECORD, SCORE_SHEET } from '@ohit/contracts';
import { deductionRefusal, type GradeThresholds, scoreBySheet, type ScoreSheetItem, thresholdsRefusal } from '@ohit/domain';
import { badRequest, conflict, firstRow } from '../../platform';
import { ResourceExtensions } from '../resources';
import { reviewedOrganisation } from './reviewed-organisation';
import { SUPERVISION_TASK_MESSAGES as M } from './supervision-tasks.messages';

interface SheetRow extends GradeThresholds {
  id: number;
  code: string;
  kind: string;
  state: string;
}

async function sheetOf(m: EntityManager, id: unknown): Promise<{ sheet: SheetRow; items: ScoreSheetItem[] }> {
  const sheet = firstRow<SheetRow>(
    await m.query(`SELECT id, code, kind, state, excellent_min::text AS excellent, good_min::text AS good, pass_min::text AS pass FROM score_sheets WHERE id = $1`, [Number(id)]),
  );
  if (!sheet) throw badRequest('评分表不存在或不属于本机构');
  const items: ScoreSheetItem[] = await m.query(`SELECT item_code AS code, item_name AS name, max_points::text AS "maxPoints" FROM score_sheet_items WHERE sheet_id = $1 ORDER BY item_code`, [sheet.id]);
  return { sheet, items };
}

/** A report review's report: one the organisation scored has pushed to the province (its push 已推送). */
async function pushedReport(m: EntityManager, org: { id: number; name: string }, reportCode: unknown): Promise<void> {
  const code = String(reportCode ?? '').trim();
  const pushed = await m.query(`SELECT 1 FROM provincial_pushes WHERE organization_id = $1 AND report_code = $2 AND state = 'pushed' LIMIT 1`, [org.id, code]);
  if (!pushed.length) throw badRequest(M.reportNotPushed(code, org.name));
}

const thresholdsOf = (row: Record<string, unknown>): GradeThresholds => ({ excellent: String(row.excellentMin), good: String(row.goodMin), pass: String(row.passMin) });

/**
 * 评分管理's rules: a sheet is numbered the next version of its name (create and copy — 复制 is how a
 * new version is made), changed only as a draft, enabled only with items and thresholds within its
 * total; a scoring uses an enabled sheet of its kind, names an organisation of the supervisor's zones,
 * deducts per item within the item's points with a reason, and its total and grade are computed on
 * 提交评分 by scoreBySheet (and cleared by 退回重评), never typed.
 */
@Injectable()
export class ScoreRules implements OnModuleInit {
  constructor(private readonly extensions: ResourceExtensions) {}

  onModuleInit(): void {
    this.extensions.addHooks(SCORE_SHEET.name, {
      beforeCreate: async (ctx, values) => {
        const refusal = thresholdsRefusal(thresholdsOf(values));
        if (refusal) throw badRequest(refusal);
        const next = firstRow<{ v: number }>(
          await ctx.m.query(`SELECT COALESCE(MAX(sheet_version), 0) + 1 AS v FROM score_sheets WHERE organization_id = $1 AND name = $2`, [ctx.actor.organizationId, values.name]),
        );
        return { sheetVersion: Number(next?.v ?? 1) };
      },
      beforeEdit: (_ctx, before, values) => {
        if (before.state !== 'draft') throw conflict(M.sheetLocked);
        const refusal = thresholdsRefusal(thresholdsOf({ ...before, ...values }));
        if (refusal) throw badRequest(refusal);
      },
      beforeChildWrite: (_ctx, parent) => {
        if (parent.state !== 'draft') throw conflict(M.sheetLocked);
      },
      beforeTransition: async (ctx, row, step) => {
        if (step.event !== 'enable') return;
        const { items } = await sheetOf(ctx.m, row.id);
        if (!items.length) throw conflict(M.sheetEmpty);
        const refusal = thresholdsRefusal(thresholdsOf(row), scoreBySheet(items, [], thresholdsOf(row)).maxTotal);
        if (refusal) throw conflict(refusal);
      },
    });

    this.extensions.addHooks(SCORE_RECORD.name, {
      beforeCreate: async (ctx, values) => {
        const { sheet } = await sheetOf(ctx.m, values.sheet);
        if (sheet.state !== 'inUse') throw badRequest(M.sheetNotInUse(sheet.code));
        if (sheet.kind !== values.kind) throw badRequest(M.sheetKindMismatch);
        if (values.kind === 'reportReview' && !String(values.reportCode ?? '').trim()) throw badRequest(M.reportCodeRequired);
        if (values.kind === 'unitOnSite' && !String(values.unitName ?? '').trim()) throw badRequest(M.unitNameRequired);
        const org = await reviewedOrganisation(ctx.m, ctx.actor, values.orgCode);
        if (values.kind === 'reportReview') await pushedReport(ctx.m, org, values.reportCode);
        return { orgCode: org.code, orgName: org.name };
      },
      beforeEdit: async (ctx, before, values) => {
        if (before.state !== 'scoring') throw conflict(M.scoreLocked);
        const changed = (n: string) => n in values && String(values[n] ?? '') !== String(before[n] ?? '');
        if (changed('kind') || changed('sheet') || changed('orgCode')) throw badRequest(M.scoreFixed);
        if (before.kind === 'reportReview' && changed('reportCode')) {
          if (!String(values.reportCode ?? '').trim()) throw badRequest(M.reportCodeRequired);
          await pushedReport(ctx.m, await reviewedOrganisation(ctx.m, ctx.actor, before.orgCode), values.reportCode);
        }
      },
      beforeChildWrite: async (ctx, parent, change) => {
        if (parent.state !== 'scoring') throw conflict(M.scoreLocked);
        if (!change.values) return;
        const { items } = await sheetOf(ctx.m, parent.sheet);
        const d = { itemCode: String(change.values.itemCode ?? change.before?.itemCode ?? ''), deduction: String(change.values.deduction ?? change.before?.deduction ?? '0'), reason: (change.values.reason ?? change.before?.reason ?? null) as string | null };
        const refusal = deductionRefusal(items, d);
        if (refusal) throw badRequest(refusal);
        const twice = await ctx.m.query(`SELECT 1 FROM score_record_items WHERE record_id = $1 AND item_code = $2 AND id <> $3`, [parent.id, d.itemCode, Number(change.before?.id ?? 0)]);
        if (twice.length) throw conflict(M.itemScoredTwice(d.itemCode));
      },
      beforeTransition: async (ctx, row, step) => {
        if (step.event === 'return') return { totalScore: null, grade: null };
        if (step.event !== 'submit') return;
        const { sheet, items } = await sheetOf(ctx.m, row.sheet);
        const deductions: { itemCode: string; deduction: string; reason: string | null }[] = await ctx.m.query(
          `SELECT item_code AS "itemCode", deduction::text AS deduction, reason FROM score_record_items WHERE record_id = $1 ORDER BY item_code`,
          [row.id],
        );
        try {
          const result = scoreBySheet(items, deductions, sheet);
          return { totalScore: result.total, grade: result.grade };
        } catch (e) {
          throw conflict((e as Error).message);
        }
      },
    });
  }
}
