import type { EntityManager } from 'typeorm';
import { ADJUSTMENT_SAMPLE_PREFIX, PROJECT, resourceEventType, type ResourceRow, SAMPLE_CODE_SEQUENCE } from '@ohit/contracts';
import { DEFAULT_SAMPLE_CODE_PATTERN, expandSamples, reconcileSamples, sampleCodes } from '@ohit/domain';
import type { DomainEventsService } from '@ohit/server-database';
import { type Actor, auditOf, firstRow } from '../../platform';
import { codePatternOf, takeRunningNumbers } from '../resources';
import type { PlanState } from './plan-checker';

/**
 * Numbers the approved plan's samples (rows × days × points/subjects × samples per unit, and
 * the blanks of each day's batches): samples already numbered by an earlier approval keep their
 * codes (a cancelled one planned again comes back), new ones take the organisation's next running
 * numbers of the year in plan order (gap-free: taken in this transaction, given back if it rolls
 * back), those no longer planned are cancelled — never deleted. The project's 计划样品数 follows.
 * Returns the plan's planned sample count.
 */
export async function numberSamples(m: EntityManager, events: DomainEventsService, actor: Actor, plan: ResourceRow, state: PlanState): Promise<number> {
  const organizationId = Number(plan.organizationId);
  const planned = expandSamples(state.rows);
  // the plan's own samples: those a 项目调整 added stay as they are
  const recorded: { identity: string; state: string }[] = await m.query(`SELECT identity, state FROM samples WHERE plan_id = $1 AND NOT starts_with(identity, $2)`, [
    plan.id,
    ADJUSTMENT_SAMPLE_PREFIX,
  ]);
  const { add, keep, cancel } = reconcileSamples(
    planned,
    recorded.map((r) => ({ identity: r.identity, cancelled: r.state === 'cancelled' })),
  );
  if (keep.length > 0) {
    await m.query(`UPDATE samples SET state = 'planned', version = version + 1, updated_at = now() WHERE plan_id = $1 AND identity = ANY($2::text[]) AND state = 'cancelled'`, [plan.id, keep]);
  }
  if (cancel.length > 0) {
    await m.query(`UPDATE samples SET state = 'cancelled', version = version + 1, updated_at = now() WHERE plan_id = $1 AND identity = ANY($2::text[]) AND state = 'planned'`, [plan.id, cancel]);
  }
  if (add.length > 0) {
    const year = new Date().getFullYear();
    const pattern = (await codePatternOf(m, organizationId, SAMPLE_CODE_SEQUENCE)) ?? DEFAULT_SAMPLE_CODE_PATTERN;
    const firstSeq = await takeRunningNumbers(m, organizationId, SAMPLE_CODE_SEQUENCE, year, add.length);
    const codes = sampleCodes(pattern, add, { projectCode: state.sources.project.code, year, firstSeq });
    const rows = new Map(state.rows.map((r) => [r.key, r]));
    const col = <T>(pick: (s: (typeof add)[number], i: number) => T) => add.map(pick);
    await m.query(
      `INSERT INTO samples (organization_id, project_id, plan_id, plan_row_id, identity, code, blank, kind, sample_type, hazard, workshop, post, day, unit, collector, create_by)
       SELECT $1, $2, $3, u.row_id, u.identity, u.code, u.blank, u.kind, u.sample_type, u.hazard, u.workshop, u.post, u.day, u.unit, u.collector, $4
         FROM unnest($5::int[], $6::text[], $7::text[], $8::boolean[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::int[], $15::int[], $16::text[])
           AS u(row_id, identity, code, blank, kind, sample_type, hazard, workshop, post, day, unit, collector)`,
      [
        organizationId,
        state.sources.project.id,
        plan.id,
        actor.username,
        col((s) => (s.rowKey ? (rows.get(s.rowKey)?.id ?? null) : null)),
        col((s) => s.identity),
        col((_, i) => codes[i]),
        col((s) => s.blank),
        col((s) => s.kind),
        col((s) => s.sampleType),
        col((s) => s.hazard),
        col((s) => (s.rowKey ? (rows.get(s.rowKey)?.workshop ?? null) : null)),
        col((s) => (s.rowKey ? (rows.get(s.rowKey)?.post ?? null) : null)),
        col((s) => s.day),
        col((s) => s.unit),
        col((s) => s.collector || null),
      ],
    );
  }
  await followOnProject(m, events, actor, state.sources.project.id);
  return planned.length;
}

/** The project's 计划样品数: its samples not cancelled (blanks included; collected ones still count), with an event when it moves. */
async function followOnProject(m: EntityManager, events: DomainEventsService, actor: Actor, projectId: number): Promise<void> {
  const before = firstRow<{ samples_planned: number; organization_id: number }>(
    await m.query(`SELECT samples_planned, organization_id FROM projects WHERE id = $1 FOR UPDATE`, [projectId]),
  );
  const count = firstRow<{ n: number }>(await m.query(`SELECT count(*)::int AS n FROM samples WHERE project_id = $1 AND state <> 'cancelled'`, [projectId]));
  const planned = count?.n ?? 0;
  if (!before || before.samples_planned === planned) return;
  await m.query(`UPDATE projects SET samples_planned = $2, version = version + 1, updated_at = now(), update_by = $3 WHERE id = $1`, [projectId, planned, actor.username]);
  await events.append(m, {
    type: resourceEventType(PROJECT.name, 'Edited'),
    aggregateType: PROJECT.name,
    aggregateId: projectId,
    payload: { ids: [projectId], old: { samplesPlanned: before.samples_planned }, new: { samplesPlanned: planned } },
    ...auditOf(actor),
    reason: '采样方案批准，样品已编号',
    organizationId: before.organization_id,
  });
}
