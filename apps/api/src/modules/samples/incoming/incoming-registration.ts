import type { EntityManager } from 'typeorm';
import { INCOMING_ORDER, PROJECT, resourceEventType, type ResourceRow, SAMPLE, SAMPLE_CODE_SEQUENCE } from '@ohit/contracts';
import { DEFAULT_SAMPLE_CODE_PATTERN, sampleCodes } from '@ohit/domain';
import type { DomainEventsService } from '@ohit/server-database';
import { auditOf, firstRow } from '../../../platform';
import { codePatternOf, createRow, type ExtensionContext, recordChildEdit, type ResourceExtensions, takeRunningNumbers } from '../../resources';
import { matchMethods } from '../sample-methods';
import { lockSamples, moveSample, recordCustody } from '../sample-moves';
import { INCOMING_MESSAGES as M } from './incoming-orders.messages';
import { checkRegistrable, type IncomingItem, itemsOf } from './incoming-items';

export interface RegistrationDeps {
  events: DomainEventsService;
  extensions: ResourceExtensions;
}

/** The samples an item registered, as its 样品编号 reads: every code, or the first and last when they would not fit. */
function codesText(codes: string[]): string {
  const all = codes.join('、');
  return all.length <= 2000 ? all : `${codes[0]} 至 ${codes[codes.length - 1]}（共${codes.length}份）`;
}

/**
 * 登记样品 of an incoming order (its row locked by the kernel): the order's project is made — of
 * its client unit, flagged 来样检测, with the order's check type — and each item's `count` samples
 * are numbered from the organisation's sample pattern and running numbers (gap-free, in this
 * transaction) as origin 'incoming' without a plan, each with its Created event; then every sample
 * is received at once (collected → received, the sample machine's incoming path) with the method
 * matched from the catalogue by hazard (family and shelf life, the deadline from its sampling
 * date), its Transitioned event and a 接收 step of its chain of custody by the actor. The items
 * are given their codes, the project its sample counts. Returns what the order row records.
 */
export async function registerIncomingOrder(deps: RegistrationDeps, ctx: ExtensionContext, order: ResourceRow): Promise<Record<string, unknown>> {
  const { m, actor } = ctx;
  const code = String(order.code);
  const reason = M.registration(code);
  const organizationId = Number(order.organizationId);
  const items = await itemsOf(m, order.id);
  const total = checkRegistrable(order, items);

  const project = await createProject(deps, { ...ctx, reason }, order, organizationId);
  const year = new Date().getFullYear();
  const pattern = (await codePatternOf(m, organizationId, SAMPLE_CODE_SEQUENCE)) ?? DEFAULT_SAMPLE_CODE_PATTERN;
  const firstSeq = await takeRunningNumbers(m, organizationId, SAMPLE_CODE_SEQUENCE, year, total);
  const codes = sampleCodes(
    pattern,
    Array.from({ length: total }, () => ({ blank: false })),
    { projectCode: String(project.code), year, firstSeq },
  );
  const planned = items.flatMap((item) => Array.from({ length: item.count }, (_, i) => ({ item, unit: i + 1 })));
  const ids = await insertSamples(m, actor.username, organizationId, project.id, planned, codes);

  const sampleCtx: ExtensionContext = { m, actor, decl: SAMPLE, reason };
  const samples = await lockSamples(m, ids, [organizationId]);
  for (const sample of samples) await recordCreated(deps.events, sampleCtx, sample, code);
  const methods = await matchMethods(m, ids);
  const now = new Date().toISOString();
  for (const sample of samples) {
    const method = methods.get(sample.id);
    const values = {
      receivedAt: now,
      receivedBy: actor.id,
      storagePlace: order.storagePlace ?? null,
      ...(method ? { method: method.method, instrumentFamily: method.instrumentFamily, shelfLifeDays: method.shelfLifeDays } : {}),
    };
    const moved = await moveSample(deps.events, sampleCtx, sample, 'receive', values, reason);
    const step = {
      step: 'receive',
      receiver: actor.id,
      handoverCode: code,
      condition: order.condition ?? null,
      temperature: order.temperature ?? null,
      remark: M.deliveredBy(String(order.deliveredBy ?? '')),
    };
    await recordCustody(deps.events, sampleCtx, moved, step, reason);
  }

  const orderCtx: ExtensionContext = { ...ctx, decl: INCOMING_ORDER, reason };
  let offset = 0;
  for (const item of items) {
    await recordChildEdit(deps.events, orderCtx, order, 'items', item.id, { sampleCodes: codesText(codes.slice(offset, offset + item.count)) });
    offset += item.count;
  }
  await countOnProject(deps.events, ctx, project.id, organizationId, total, reason);
  return { state: 'registered', sampleCount: total, project: project.id, registeredAt: now, registeredBy: actor.id };
}

/** The order's project: its client unit's, flagged 来样检测, as 新增 makes one (its code, 新建, its Created event). */
async function createProject(deps: RegistrationDeps, ctx: ExtensionContext, order: ResourceRow, organizationId: number): Promise<ResourceRow> {
  const unit = firstRow<{ name: string }>(await ctx.m.query(`SELECT name FROM inspected_units WHERE id = $1`, [order.belongInspect]));
  const name = M.projectName(unit?.name ?? '', String(order.code));
  const body = { name: name.length > 200 ? name.slice(name.length - 200) : name, belongInspect: order.belongInspect, type: order.checkType, incomingSample: true };
  return createRow(deps, { ...ctx, decl: PROJECT }, organizationId, body, { verb: 'Created' });
}

/** The samples, 已采集 as handed in (the receipt moves them on), numbered in item order; their ids in that order. */
async function insertSamples(
  m: EntityManager,
  username: string,
  organizationId: number,
  projectId: number,
  planned: { item: IncomingItem; unit: number }[],
  codes: string[],
): Promise<number[]> {
  const col = <T>(pick: (s: (typeof planned)[number]) => T) => planned.map(pick);
  const rows: { id: number; code: string }[] = await m.query(
    `INSERT INTO samples (organization_id, project_id, plan_id, identity, code, blank, kind, sample_type, hazard, post, day, unit, collector, sampled_date,
                          origin, incoming_item_id, state, create_by)
     SELECT $1, $2, NULL, 'incoming:' || u.item_id || ':' || u.unit, u.code, false, u.kind, u.sample_type, u.hazard, u.post, 1, u.unit, u.collector, u.sampled_date,
            'incoming', u.item_id, 'collected', $3
       FROM unnest($4::int[], $5::int[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::date[])
         AS u(item_id, unit, code, kind, sample_type, hazard, post, collector, sampled_date)
     RETURNING id, code`,
    [
      organizationId,
      projectId,
      username,
      col((s) => s.item.id),
      col((s) => s.unit),
      codes,
      col((s) => s.item.kind),
      col((s) => s.item.sampleType),
      col((s) => s.item.hazard),
      col((s) => s.item.post),
      col((s) => s.item.collector),
      col((s) => s.item.sampledDate),
    ],
  );
  const byCode = new Map(rows.map((r) => [r.code, r.id]));
  return codes.map((c) => byCode.get(c) as number);
}

/** A registered sample's Created event on its own history: where it came from. */
async function recordCreated(events: DomainEventsService, ctx: ExtensionContext, sample: ResourceRow, orderCode: string): Promise<void> {
  await events.append(ctx.m, {
    type: resourceEventType(SAMPLE.name, 'Created'),
    aggregateType: SAMPLE.name,
    aggregateId: sample.id,
    payload: {
      ids: [sample.id],
      new: { code: sample.code, hazard: sample.hazard, origin: 'incoming', belongProject: sample.belongProject, sampledDate: sample.sampledDate ?? null, incomingOrder: orderCode },
    },
    ...auditOf(ctx.actor),
    reason: ctx.reason ?? null,
    organizationId: Number(sample.organizationId),
  });
}

/** The project's 计划样品数 and 已采样品数: the samples handed in, with its Edited event. */
async function countOnProject(events: DomainEventsService, ctx: ExtensionContext, projectId: number, organizationId: number, count: number, reason: string): Promise<void> {
  await ctx.m.query(`UPDATE projects SET samples_planned = $2, samples_collected = $2, version = version + 1, updated_at = now(), update_by = $3 WHERE id = $1`, [
    projectId,
    count,
    ctx.actor.username,
  ]);
  await events.append(ctx.m, {
    type: resourceEventType(PROJECT.name, 'Edited'),
    aggregateType: PROJECT.name,
    aggregateId: projectId,
    payload: { ids: [projectId], old: { samplesPlanned: 0, samplesCollected: 0 }, new: { samplesPlanned: count, samplesCollected: count } },
    ...auditOf(ctx.actor),
    reason,
    organizationId,
  });
}
