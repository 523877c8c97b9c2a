import { Injectable, OnModuleInit } from '@nestjs/common';
import { RECEIPT_FIELDS, type ResourceRow, SAMPLE_HANDOVER } from '@ohit/contracts';
import { receiptCountRefusal } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { badRequest, firstRow, stale } from '../../platform';
import { type ChildChange, type ExtensionContext, ResourceExtensions, type TransitionStep } from '../resources';
import { dispatchInProgress } from './handover-dispatch';
import { matchMethods } from './sample-methods';
import { lockSamples, moveSample, recordCustody } from './sample-moves';
import { SAMPLE_MESSAGES as M } from './samples.messages';

const RECEIPT = new Set<string>(RECEIPT_FIELDS);

/**
 * The hand-over's rules on the kernel's commands: a hand-over is only made by 送样; once sent only
 * the sample room's receipt record changes, and nothing after 确认接收; its samples are fixed, the
 * sample room only marks a refusal with its reason. 确认接收 (the machine's `confirm`) checks the
 * receipt — not by the giver, the count against what was sent (a remark on a mismatch), the
 * condition — and moves every sample: refused ones 已拒收 with their reason, the others 已接收 with
 * the storage place and the method matched from the catalogue (family, shelf life, deadline),
 * each with its event and a step of its chain of custody.
 */
@Injectable()
export class HandoverRules implements OnModuleInit {
  constructor(
    private readonly extensions: ResourceExtensions,
    private readonly events: DomainEventsService,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(SAMPLE_HANDOVER.name, {
      beforeCreate: (ctx) => this.created(ctx),
      beforeEdit: (_ctx, before, values) => this.checkEdit(before, values),
      beforeDelete: () => M.handoverConfirmed,
      beforeChildWrite: (_ctx, parent, change) => this.checkItem(parent, change),
      beforeTransition: (ctx, row, step) => this.confirm(ctx, row, step),
    });
  }

  /** Only 送样 makes a hand-over: the giver is the sampler, sent now, counting the samples handed over. */
  private created(ctx: ExtensionContext): Record<string, unknown> {
    const batch = dispatchInProgress(ctx.m);
    if (!batch) throw badRequest(M.dispatchOnly);
    return { giver: ctx.actor.id, sentAt: new Date().toISOString(), sentCount: batch.count };
  }

  private checkEdit(before: ResourceRow, values: Record<string, unknown>): void {
    if (before.state !== 'sent') throw badRequest(M.handoverConfirmed);
    const changed = Object.keys(values).filter((k) => (values[k] ?? null) !== (before[k] ?? null));
    if (changed.some((k) => !RECEIPT.has(k))) throw badRequest(M.receiptFieldsOnly);
  }

  private checkItem(parent: ResourceRow, change: ChildChange): void {
    if (change.kind !== 'edit') throw badRequest(M.itemsFixed);
    if (parent.state !== 'sent') throw badRequest(M.handoverConfirmed);
    const next = { ...change.before, ...change.values };
    if (next.refused === true && !String(next.refusalReason ?? '').trim()) throw badRequest(M.refusalReason);
  }

  private async confirm(ctx: ExtensionContext, handover: ResourceRow, step: TransitionStep): Promise<Record<string, unknown>> {
    if (step.event !== 'confirm') return {};
    const { m, actor } = ctx;
    // one confirmation of a batch at a time: the others wait here and then find it moved on
    const current = firstRow<{ version: number }>(await m.query(`SELECT version FROM sample_handovers WHERE id = $1 FOR UPDATE`, [handover.id]));
    if (!current || current.version !== handover.version) throw stale();
    if (Number(handover.giver) === actor.id) throw badRequest(M.ownHandover);
    const countRefusal = receiptCountRefusal(Number(handover.sentCount), handover.receivedCount as number | null, handover.remark as string | null);
    if (countRefusal) throw badRequest(countRefusal);
    if (!handover.condition) throw badRequest(M.conditionMissing);

    const items: { sample_id: number; refused: boolean; refusal_reason: string | null }[] = await m.query(
      `SELECT sample_id, refused, refusal_reason FROM sample_handover_items WHERE handover_id = $1 ORDER BY sample_id`,
      [handover.id],
    );
    const refusals = new Map(items.filter((i) => i.refused).map((i) => [i.sample_id, (i.refusal_reason ?? '').trim()]));
    if ([...refusals.values()].some((r) => !r)) throw badRequest(M.refusalReason);
    const locked = await lockSamples(m, items.map((i) => i.sample_id), null);
    // a sample already refused on its own page (拒收 with its reason) stays refused and is counted so
    const alreadyRefused = locked.filter((s) => s.state === 'rejected').length;
    const samples = locked.filter((s) => s.state !== 'rejected');
    const methods = await matchMethods(m, samples.filter((s) => !refusals.has(s.id)).map((s) => s.id));
    const now = new Date().toISOString();
    const code = String(handover.code);
    const receipt = { handoverCode: code, condition: handover.condition, temperature: handover.temperature ?? null, giver: handover.giver ?? null, receiver: actor.id };
    for (const sample of samples) {
      const refusal = refusals.get(sample.id);
      if (refusal) {
        const moved = await moveSample(this.events, ctx, sample, 'reject', {}, refusal);
        await recordCustody(this.events, ctx, moved, { step: 'reject', ...receipt, remark: refusal }, refusal);
        continue;
      }
      const method = methods.get(sample.id);
      const values = {
        receivedAt: now,
        receivedBy: actor.id,
        storagePlace: handover.storagePlace ?? null,
        ...(method ? { method: method.method, instrumentFamily: method.instrumentFamily, shelfLifeDays: method.shelfLifeDays } : {}),
      };
      const why = M.received(code);
      const moved = await moveSample(this.events, ctx, sample, 'receive', values, why);
      await recordCustody(this.events, ctx, moved, { step: 'receive', ...receipt, remark: handover.remark ?? null }, why);
    }
    return { receiver: actor.id, receivedAt: now, refusedCount: samples.filter((s) => refusals.has(s.id)).length + alreadyRefused };
  }
}
