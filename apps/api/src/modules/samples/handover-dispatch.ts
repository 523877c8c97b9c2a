import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type ListCommandResult, type ResourceRow, SAMPLE_HANDOVER } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { badRequest, notFound } from '../../platform';
import { type ListCommandContext, recordChildRow, ResourceListCommands } from '../resources';
import { lockSamples, moveSample, recordCustody } from './sample-moves';
import { sampleIdsOf } from './sample-ids';
import { SAMPLE_MESSAGES as M } from './samples.messages';

/** The hand-over being made by 送样 in a transaction (what its create hook sets from the batch); none outside it. */
const dispatching = new WeakMap<EntityManager, { count: number }>();

/** The batch 送样 is making in this transaction, if any: a hand-over is only ever made by 送样. */
export function dispatchInProgress(m: EntityManager): { count: number } | undefined {
  return dispatching.get(m);
}

/**
 * 送样 (样品流转, list command `dispatch`, `sampleFlow:dispatch`): the sampler hands a project's
 * collected samples to the sample room at once. The hand-over (送样单) is made by the kernel's row
 * writer (validated, numbered, its Created event); each sample goes 已采集 → 运输中 with its own
 * event and a 送样 step of its chain of custody, its sampling date taken from its on-site record
 * (else the one given), and is listed on the hand-over. All or nothing.
 */
@Injectable()
export class HandoverDispatch implements OnModuleInit {
  constructor(
    private readonly listCommands: ResourceListCommands,
    private readonly events: DomainEventsService,
  ) {}

  onModuleInit(): void {
    this.listCommands.add(SAMPLE_HANDOVER.name, { name: 'dispatch', run: (ctx, body) => this.dispatch(ctx, body) });
  }

  private async dispatch(ctx: ListCommandContext, body: Record<string, unknown>): Promise<ListCommandResult> {
    const ids = sampleIdsOf(body.sampleIds, M.chooseSamples);
    const { sampleIds: _ids, organizationId: _org, reason: _reason, ...fields } = body;
    dispatching.set(ctx.m, { count: ids.length });
    let handover: ResourceRow;
    try {
      handover = await ctx.create(fields);
    } finally {
      dispatching.delete(ctx.m);
    }
    const samples = await lockSamples(ctx.m, ids, [ctx.organizationId]);
    if (samples.length !== ids.length) throw notFound();
    const recorded = await samplingDates(ctx.m, ids);
    const code = String(handover.code);
    const why = `送样单${code}`;
    for (const sample of samples) {
      if (sample.belongProject !== handover.belongProject) throw badRequest(M.notOfProject(String(sample.code)));
      const sampledDate = recorded.get(sample.id) ?? handover.sampledDate ?? null;
      if (!sampledDate) throw badRequest(M.noSamplingDate(String(sample.code)));
      const moved = await moveSample(this.events, ctx, sample, 'dispatch', { sampledDate, handover: handover.id }, why);
      await recordCustody(this.events, ctx, moved, { step: 'dispatch', giver: ctx.actor.id, receiver: handover.receiver, handoverCode: code, remark: handover.remark ?? null }, why);
      await recordChildRow(this.events, { ...ctx, decl: SAMPLE_HANDOVER, reason: why }, handover, 'items', { sample: sample.id, hazard: sample.hazard, refused: false });
    }
    return { count: samples.length, message: M.dispatched(samples.length, code) };
  }
}

/** Each sample's day from its on-site sampling record (现场采样), when it has one. */
async function samplingDates(m: EntityManager, ids: number[]): Promise<Map<number, string>> {
  const rows: { sample_id: number; day: string }[] = await m.query(
    `SELECT r.sample_id, to_char(d.sampling_date, 'YYYY-MM-DD') AS day FROM sampling_records r JOIN sampling_days d ON d.id = r.day_id WHERE r.sample_id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.sample_id, r.day]));
}
