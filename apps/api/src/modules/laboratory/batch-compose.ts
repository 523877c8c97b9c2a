import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { LAB_BATCH, type ListCommandResult, type ResourceRow, toDateText } from '@ohit/contracts';
import { isLabFamilyCode, sampleStateMachine } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { badRequest, firstRow, notFound } from '../../platform';
import { assertUsableEquipment } from '../equipment';
import { type ListCommandContext, recordChildRow, ResourceListCommands } from '../resources';
import { assertWithinShelfLife, lockSamples, moveSample } from '../samples';
import { assertAuthorisedAnalyst } from '../staff-authorizations';
import { LAB_MESSAGES as M } from './laboratory.messages';

/** The batch 组批 is making in this transaction: its create hook takes these values; a batch is made by nothing else. */
const composing = new WeakMap<EntityManager, Record<string, unknown>>();

export function composeInProgress(m: EntityManager): Record<string, unknown> | undefined {
  return composing.get(m);
}

function idsOf(value: unknown): number[] {
  if (!Array.isArray(value) || value.length === 0) throw badRequest(M.chooseSamples);
  const ids = value.map(Number);
  if (ids.some((id) => !Number.isInteger(id) || id <= 0)) throw badRequest(M.chooseSamples);
  return [...new Set(ids)];
}

/**
 * 组批 (实验室检测, list command `compose`, `laboratory:compose`): the analyst's distributed samples
 * of one method become a batch on an instrument usable on the analysis date. The batch is made by
 * the kernel's row writer (numbered JC-…, its Created event); its family, origin, method, hazard
 * and the method's detection limits come from the samples; each sample goes 已分发 → 检测中 with
 * its own event (refused past its shelf life without a recorded deviation) and becomes an item of
 * the batch, its standard volume V0 taken from its on-site record. All or nothing.
 */
@Injectable()
export class BatchCompose implements OnModuleInit {
  constructor(
    private readonly listCommands: ResourceListCommands,
    private readonly events: DomainEventsService,
  ) {}

  onModuleInit(): void {
    this.listCommands.add(LAB_BATCH.name, { name: 'compose', run: (ctx, body) => this.compose(ctx, body) });
  }

  private async compose(ctx: ListCommandContext, body: Record<string, unknown>): Promise<ListCommandResult> {
    const ids = idsOf(body.sampleIds);
    const instrument = Number(body.instrument);
    if (!Number.isInteger(instrument) || instrument <= 0) throw badRequest(M.chooseInstrument);
    // a real calendar day (2026-13-45 is refused here, not by PostgreSQL)
    const analysisDate = typeof body.analysisDate === 'string' ? toDateText(body.analysisDate) : null;
    if (!analysisDate) throw badRequest(M.analysisDate);

    const samples = await lockSamples(ctx.m, ids, [ctx.organizationId]);
    // another organisation's sample is never revealed: the same answer as a missing one
    if (samples.length !== ids.length) throw notFound();
    for (const s of samples) this.assertComposable(ctx, s);
    const methodId = Number(samples[0].method);
    if (samples.some((s) => Number(s.method) !== methodId)) throw badRequest(M.oneMethod);
    const method = firstRow<{ instrument_family: string; hazard_name: string; detection_limit: string | null; min_detectable_conc: string | null }>(
      await ctx.m.query(`SELECT instrument_family, hazard_name, detection_limit, min_detectable_conc FROM lab_methods WHERE id = $1`, [methodId]),
    );
    if (!method) throw badRequest(M.noMethod(String(samples[0].code)));
    if (!isLabFamilyCode(method.instrument_family)) throw badRequest(M.unknownFamily(method.instrument_family));
    await assertAuthorisedAnalyst(ctx.m, ctx.organizationId, ctx.actor.id, methodId, analysisDate);
    await assertUsableEquipment(ctx.m, instrument, { organizationId: ctx.organizationId, on: analysisDate, purpose: '实验室检测', lock: true });

    const projects: { name: string }[] = await ctx.m.query(
      `SELECT DISTINCT p.name FROM projects p WHERE p.id = ANY($1::int[]) ORDER BY p.name`,
      [[...new Set(samples.map((s) => Number(s.belongProject)).filter((p) => p > 0))]],
    );
    composing.set(ctx.m, {
      family: method.instrument_family,
      origin: String(samples[0].origin ?? 'site'),
      method: methodId,
      hazard: method.hazard_name,
      projectNames: projects.map((p) => p.name).join('、').slice(0, 500),
      analyst: ctx.actor.id,
      sampleCount: samples.length,
      detectionLimit: method.detection_limit,
      minDetectableConc: method.min_detectable_conc,
    });
    let batch: ResourceRow;
    try {
      batch = await ctx.create({ instrument, analysisDate });
    } finally {
      composing.delete(ctx.m);
    }
    const volumes = await standardVolumes(ctx.m, ids);
    const why = `组批${String(batch.code)}`;
    const batchCtx = { ...ctx, decl: LAB_BATCH, reason: why };
    for (const sample of samples) {
      await moveSample(this.events, ctx, sample, 'startTesting', { labBatch: batch.id }, why);
      await recordChildRow(this.events, batchCtx, batch, 'items', {
        kind: sample.blank ? 'fieldBlank' : 'sample',
        sample: sample.id,
        code: sample.code,
        standardVolume: volumes.get(sample.id) ?? null,
      });
    }
    return { count: samples.length, message: M.composed(samples.length, String(batch.code)), created: { id: batch.id, code: String(batch.code) } };
  }

  private assertComposable(ctx: ListCommandContext, sample: ResourceRow): void {
    const code = String(sample.code);
    if (sample.state !== 'distributed') throw badRequest(M.notDistributed(code, sampleStateMachine.stateLabel(String(sample.state) as never)));
    if (Number(sample.analyst) !== ctx.actor.id) throw badRequest(M.notYours(code));
    if (!sample.method) throw badRequest(M.noMethod(code));
    assertWithinShelfLife(sample);
  }
}

/** Each sample's standard volume V0 from its on-site sampling record (or its incoming order's item), when it has one. */
async function standardVolumes(m: EntityManager, ids: number[]): Promise<Map<number, string>> {
  // a client's sample (来样检测) carries the V0 the client gave on its order's item
  const rows: { sample_id: number; v0: string | null }[] = await m.query(
    `SELECT sample_id, standard_volume::text AS v0 FROM sampling_records WHERE sample_id = ANY($1::int[])
     UNION ALL
     SELECT s.id, i.standard_volume::text FROM samples s JOIN incoming_order_items i ON i.id = s.incoming_item_id WHERE s.id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.filter((r) => r.v0 !== null).map((r) => [r.sample_id, r.v0 as string]));
}
