import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { LAB_BATCH, type ResourceRow } from '@ohit/contracts';
import { analysisStateMachine } from '@ohit/domain';
import { badRequest, conflict, firstRow, forbidden } from '../../platform';
import { assertUsableEquipment } from '../equipment';
import { allowsSelfVerification, assertAuthorisedAnalyst } from '../staff-authorizations';
import { type ChildChange, type ExtensionContext, ResourceExtensions, type TransitionStep } from '../resources';
import { composeInProgress } from './batch-compose';
import { computeStoredBatch, qcFailures, storeResults } from './batch-compute';
import { LAB_MESSAGES as M } from './laboratory.messages';

const QC_KINDS = new Set(['fieldBlank', 'labBlank', 'parallel', 'spike']);
/** States in which QC may still be judged and a deviation approved. */
const UNDER_REVIEW = new Set(['submitted', 'checked', 'verified']);

const stateLabel = (row: ResourceRow) => analysisStateMachine.stateLabel(String(row.state) as never);

/**
 * The laboratory's rules on the kernel's commands for LAB_BATCH: a batch is made only by 组批; it
 * changes only while 检测中, and once submitted every change needs a reason (the original record's
 * amendment trail, ISO/IEC 17025 7.5.2); the samples are the batch's, the QC samples are added and
 * removed by the analyst; a standard substance past its expiry is refused; an instrument must be
 * usable on the analysis date. 提交 computes the results with @ohit/domain and stores them (refused
 * while data is missing); 校核 and 审核 are other people than the analyst (and each other) unless
 * the organisation allows self-verification; 发布 is refused while QC fails without an approved
 * deviation. 批准质控偏离 is the quality role's.
 */
@Injectable()
export class BatchRules implements OnModuleInit {
  constructor(private readonly extensions: ResourceExtensions) {}

  onModuleInit(): void {
    this.extensions.addHooks(LAB_BATCH.name, {
      beforeCreate: (ctx) => {
        const values = composeInProgress(ctx.m);
        if (!values) throw badRequest(M.chooseSamples);
        return values;
      },
      beforeDelete: (_ctx, rows) => (rows.some((r) => r.state !== 'assigned') ? M.deleteOnlyOpen : null),
      beforeEdit: (ctx, before, values) => this.beforeEdit(ctx, before, values),
      beforeChildWrite: (ctx, parent, change) => this.beforeChildWrite(ctx, parent, change),
      beforeAttachmentWrite: (ctx, parent) => this.assertOpen(ctx, parent),
      beforeTransition: (ctx, row, step) => this.beforeTransition(ctx, row, step),
    });
    this.extensions.addCommand(LAB_BATCH.name, { name: 'approveDeviation', run: (ctx, row) => this.approveDeviation(ctx, row) });
  }

  /** Changes only while 检测中, by its analyst (or an administrator); after the first submission only with a reason. */
  private assertOpen(ctx: ExtensionContext, batch: ResourceRow): void {
    if (batch.state !== 'assigned') throw conflict(M.closed(stateLabel(batch)));
    if (ctx.actor.id !== Number(batch.analyst) && !ctx.actor.isAdmin) throw forbidden(M.notTheAnalyst);
    if (Number(batch.recordVersion ?? 0) > 0 && !(ctx.reason && ctx.reason.trim())) throw badRequest(M.reasonAfterSubmission);
  }

  private async beforeEdit(ctx: ExtensionContext, before: ResourceRow, values: Record<string, unknown>): Promise<void> {
    this.assertOpen(ctx, before);
    const instrument = Number(values.instrument ?? before.instrument);
    const on = String(values.analysisDate ?? before.analysisDate);
    if ('instrument' in values || 'analysisDate' in values) {
      await assertUsableEquipment(ctx.m, instrument, { organizationId: Number(before.organizationId), on, purpose: '实验室检测' });
    }
    if (values.curveFrom) await this.assertReusableCurve(ctx.m, before, Number(values.curveFrom), on);
  }

  /** A reused curve: the same method's, checked or later, valid on the analysis date. */
  private async assertReusableCurve(m: EntityManager, batch: ResourceRow, sourceId: number, on: string): Promise<void> {
    const source = firstRow<{ ok: boolean }>(
      await m.query(
        `SELECT true AS ok FROM lab_batches WHERE id = $1 AND id <> $2 AND method_id = $3 AND organization_id = $4
            AND state IN ('checked', 'verified', 'released') AND curve_slope IS NOT NULL AND (curve_valid_until IS NULL OR curve_valid_until >= $5::date)`,
        [sourceId, batch.id, batch.method, batch.organizationId, on],
      ),
    );
    if (!source) throw badRequest(M.curveFromUnusable);
  }

  private async beforeChildWrite(ctx: ExtensionContext, batch: ResourceRow, change: ChildChange): Promise<void> {
    this.assertOpen(ctx, batch);
    if (change.child === 'items') await this.checkItem(ctx.m, batch, change);
    if (change.child === 'substances' && change.values) await this.checkSubstance(ctx.m, batch, Number(change.values.stockItem));
  }

  /** Samples come with 组批 and stay; QC samples name the sample row they duplicate or spike. */
  private async checkItem(m: EntityManager, batch: ResourceRow, change: ChildChange): Promise<void> {
    const kindBefore = change.before ? String(change.before.kind) : null;
    if (change.kind === 'remove') {
      if (!QC_KINDS.has(String(kindBefore))) throw badRequest(M.sampleItemsFixed);
      return;
    }
    const values = change.values ?? {};
    const kind = String(values.kind ?? kindBefore ?? 'sample');
    if (change.kind === 'add' && !QC_KINDS.has(kind)) throw badRequest(M.sampleItemsFixed);
    if (change.kind === 'edit' && (QC_KINDS.has(kind) !== QC_KINDS.has(String(kindBefore)) || ('sample' in values && values.sample !== change.before?.sample))) {
      throw badRequest(M.sampleItemsFixed);
    }
    if (!QC_KINDS.has(kind)) return;
    if (kind === 'fieldBlank' && values.sample) throw badRequest(M.itemKind);
    const pairOf = values.pairOf ?? change.before?.pairOf ?? null;
    if (kind === 'parallel' || kind === 'spike') {
      if (!pairOf) throw badRequest(M.pairRequired);
      const pair = firstRow<{ ok: boolean }>(await m.query(`SELECT true AS ok FROM lab_batch_items WHERE id = $1 AND batch_id = $2 AND kind = 'sample'`, [pairOf, batch.id]));
      if (!pair) throw badRequest(M.pairUnknown);
    }
  }

  /** A standard substance of the organisation within its expiry on the analysis date. */
  private async checkSubstance(m: EntityManager, batch: ResourceRow, stockItemId: number): Promise<void> {
    const item = firstRow<{ name: string; expiry: string | null }>(
      await m.query(`SELECT name, to_char(expiry_date, 'YYYY-MM-DD') AS expiry FROM stock_items WHERE id = $1 AND organization_id = $2 AND kind = 'standardSubstance'`, [stockItemId, batch.organizationId]),
    );
    if (!item) throw badRequest(M.substanceNotFound);
    if (item.expiry && item.expiry < String(batch.analysisDate)) throw badRequest(M.substanceExpired(item.name, item.expiry));
  }

  private async beforeTransition(ctx: ExtensionContext, batch: ResourceRow, step: TransitionStep): Promise<Record<string, unknown>> {
    const analyst = Number(batch.analyst);
    switch (step.event) {
      case 'submit': {
        // only an analyst authorised for the method on the analysis date submits its results (ISO/IEC 17025 6.2)
        await assertAuthorisedAnalyst(ctx.m, Number(batch.organizationId), analyst, Number(batch.method), String(batch.analysisDate));
        const result = await computeStoredBatch(ctx.m, batch);
        if (!result.complete) {
          const missing = result.items.filter((i) => !i.complete).map((i) => i.explanation);
          const curve = result.curve && !result.curve.usable ? [result.curve.refusal ?? ''] : [];
          throw badRequest(M.incomplete([...curve, ...missing].filter(Boolean).slice(0, 3).join('；')));
        }
        return { ...(await storeResults(ctx.m, result)), recordVersion: Number(batch.recordVersion ?? 0) + 1, checker: null, verifier: null, deviationReason: null, deviationApprovedBy: null };
      }
      case 'check': {
        if (ctx.actor.id === analyst && !(await allowsSelfVerification(ctx.m, Number(batch.organizationId)))) throw badRequest(M.samePerson('校核人'));
        return { checker: ctx.actor.id };
      }
      case 'verify': {
        const self = await allowsSelfVerification(ctx.m, Number(batch.organizationId));
        if (!self && ctx.actor.id === analyst) throw badRequest(M.samePerson('审核人'));
        if (!self && ctx.actor.id === Number(batch.checker)) throw badRequest(M.sameChecker);
        return { verifier: ctx.actor.id };
      }
      case 'release': {
        const result = await computeStoredBatch(ctx.m, batch);
        if (!result.qcPassed && !batch.deviationApprovedBy) throw badRequest(M.qcFailed(qcFailures(result)));
        return {};
      }
      default:
        return {};
    }
  }

  /** 批准质控偏离 (reason required): another person than the analyst lets a batch whose QC failed be released. */
  private approveDeviation(ctx: ExtensionContext, batch: ResourceRow): Record<string, unknown> {
    if (!UNDER_REVIEW.has(String(batch.state))) throw conflict(M.deviationState);
    if (batch.qcPassed !== false) throw badRequest(M.deviationNotNeeded);
    if (!(ctx.reason && ctx.reason.trim())) throw badRequest('批准质控偏离必须填写原因');
    if (ctx.actor.id === Number(batch.analyst)) throw badRequest(M.deviationSelf);
    return { deviationReason: ctx.reason.trim(), deviationApprovedBy: ctx.actor.id };
  }
}
