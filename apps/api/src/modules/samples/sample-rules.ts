import { Injectable, OnModuleInit } from '@nestjs/common';
import { type ResourceRow, SAMPLE } from '@ohit/contracts';
import { isPastShelfLife, shelfLifeRefusal } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { badRequest, conflict, firstRow } from '../../platform';
import { assertUsableEquipment } from '../equipment';
import { type ExtensionContext, localDate, ResourceExtensions, type TransitionStep } from '../resources';
import { assertAuthorisedAnalyst } from '../staff-authorizations';
import { recordCustody } from './sample-moves';
import { SAMPLE_MESSAGES as M } from './samples.messages';

/** States after which nothing of the sample changes. */
const CLOSED = new Set(['disposed', 'rejected']);
/** States in which a sample has not gone to analysis yet (its method may change, a deviation be recorded). */
const BEFORE_ANALYSIS = new Set(['collected', 'inTransit', 'received', 'distributed']);

/** Whether the sample may go to analysis today (its shelf life, or a recorded deviation); throws the refusal. */
export function assertWithinShelfLife(sample: ResourceRow, today = localDate()): void {
  const refusal = shelfLifeRefusal({ code: String(sample.code), deadline: (sample.shelfLifeDeadline as string | null) ?? null, deviationRecorded: !!sample.deviationApprovedBy }, today);
  if (refusal) throw badRequest(refusal);
}

/**
 * The samples module's rules on the kernel's generic commands for SAMPLE: samples come only from
 * an approved plan and are never deleted; closed ones do not change; 撤销分发 takes the analyst
 * and instrument off; 开始检测 is refused past
 * the shelf life without a recorded deviation; 拒收, 撤销分发 and 处置 leave a step of the chain of
 * custody. Its commands: 指定检测方法, 改派 and 记录偏离.
 */
@Injectable()
export class SampleRules implements OnModuleInit {
  constructor(
    private readonly extensions: ResourceExtensions,
    private readonly events: DomainEventsService,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(SAMPLE.name, {
      beforeCreate: () => {
        throw badRequest(M.noCreate);
      },
      beforeDelete: () => M.noDelete,
      beforeEdit: (_ctx, before) => {
        if (CLOSED.has(String(before.state))) throw badRequest(M.closed);
      },
      beforeTransition: (_ctx, row, step) => this.beforeTransition(row, step),
      afterTransition: (ctx, before, after, step) => this.afterTransition(ctx, before, after, step),
    });
    this.extensions.addCommand(SAMPLE.name, { name: 'assignMethod', run: (ctx, row, input) => this.assignMethod(ctx, row, input) });
    this.extensions.addCommand(SAMPLE.name, { name: 'reassign', run: (ctx, row, input) => this.reassign(ctx, row, input) });
    this.extensions.addCommand(SAMPLE.name, { name: 'recordDeviation', run: (ctx, row, input) => this.recordDeviation(ctx, row, input) });
  }

  private beforeTransition(row: ResourceRow, step: TransitionStep): Record<string, unknown> {
    if (step.event === 'startTesting') assertWithinShelfLife(row);
    if (step.event === 'undistribute') return { analyst: null, instrument: null, distributedAt: null };
    return {};
  }

  private async afterTransition(ctx: ExtensionContext, before: ResourceRow, after: ResourceRow, step: TransitionStep): Promise<void> {
    const reason = ctx.reason ?? null;
    if (step.event === 'reject') await recordCustody(this.events, ctx, after, { step: 'reject', receiver: ctx.actor.id, remark: reason }, reason);
    if (step.event === 'undistribute') await recordCustody(this.events, ctx, after, { step: 'undistribute', giver: before.analyst ?? null, receiver: ctx.actor.id, remark: reason }, reason);
    if (step.event === 'dispose') await recordCustody(this.events, ctx, after, { step: 'dispose', giver: ctx.actor.id, remark: reason }, reason);
  }

  /** 指定检测方法: a method of the organisation in use for the sample's hazard; its family and shelf life follow (the deadline with them). */
  private async assignMethod(ctx: ExtensionContext, row: ResourceRow, input: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (!BEFORE_ANALYSIS.has(String(row.state))) throw conflict(M.methodState);
    const method = firstRow<{ hazard_name: string; instrument_family: string; shelf_life_days: number | null; status: string }>(
      await ctx.m.query(`SELECT hazard_name, instrument_family, shelf_life_days, status FROM lab_methods WHERE id = $1 AND organization_id = $2`, [input.method, row.organizationId]),
    );
    // the kernel checked the reference is the organisation's
    if (!method) throw badRequest(M.methodStopped);
    if (method.hazard_name !== row.hazard) throw badRequest(M.methodHazard(method.hazard_name, String(row.hazard)));
    if (method.status !== '1') throw badRequest(M.methodStopped);
    return { method: input.method, instrumentFamily: method.instrument_family, shelfLifeDays: method.shelf_life_days };
  }

  /** 改派 (reason required): another analyst or instrument for a distributed sample; a usable instrument, an analyst authorised for its method today, within the shelf life. */
  private async reassign(ctx: ExtensionContext, row: ResourceRow, input: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (row.state !== 'distributed') throw conflict(M.notDistributed);
    if (Number(input.analyst) === Number(row.analyst) && Number(input.instrument) === Number(row.instrument)) throw badRequest(M.sameAssignment);
    assertWithinShelfLife(row);
    if (row.method) await assertAuthorisedAnalyst(ctx.m, Number(row.organizationId), Number(input.analyst), Number(row.method), localDate());
    const instrument = await assertUsableEquipment(ctx.m, Number(input.instrument), { organizationId: Number(row.organizationId), on: localDate(), purpose: M.analysisPurpose });
    await recordCustody(this.events, ctx, row, { step: 'reassign', giver: row.analyst ?? null, receiver: input.analyst, instrumentName: instrument.label, remark: ctx.reason ?? null }, ctx.reason ?? null);
    return { analyst: input.analyst, instrument: input.instrument, distributedAt: new Date().toISOString() };
  }

  /** 记录偏离 (reason required): a sample past its shelf life may still be analysed, approved by another person. */
  private async recordDeviation(ctx: ExtensionContext, row: ResourceRow, input: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (!BEFORE_ANALYSIS.has(String(row.state))) throw conflict(M.deviationState);
    if (!isPastShelfLife(row.shelfLifeDeadline as string | null, localDate())) throw badRequest(M.notExpired);
    if (Number(input.deviationApprovedBy) === ctx.actor.id) throw badRequest(M.deviationSelf);
    await recordCustody(this.events, ctx, row, { step: 'deviation', giver: ctx.actor.id, receiver: input.deviationApprovedBy, remark: ctx.reason ?? null }, ctx.reason ?? null);
    return { deviationReason: ctx.reason ?? null, deviationApprovedBy: input.deviationApprovedBy };
  }
}
