import { PROJECT, resourceEventType, type ResourceRow } from '@ohit/contracts';
import { sampleStateMachine } from '@ohit/domain';
import type { DomainEventsService } from '@ohit/server-database';
import { auditOf, firstRow, returningRows } from '../../platform';
import type { ExtensionContext } from '../resources';

/** Samples of the plan still waiting to be taken (sampleStateMachine 待采样). */
export const SAMPLE_PLANNED = 'planned';
/** What 采集 makes of a planned sample: the sample machine's own answer (已采集), the start of the sample flow. */
export const SAMPLE_COLLECTED = sampleStateMachine.transition(SAMPLE_PLANNED, 'collect', {});

/**
 * 提交采样: the samples recorded on the day leave the plan (planned → collected, one event each on
 * the sample's own history, where the sample flow goes on) and the project's 已采样品数 follows.
 * Samples already handed over (a re-opened day submitted again) are left as they are.
 */
export async function handOverSamples(events: DomainEventsService, ctx: ExtensionContext, day: ResourceRow): Promise<number> {
  const { m, actor } = ctx;
  const moved = returningRows<{ id: number; code: string; organization_id: number }>(
    await m.query(
    `UPDATE samples s SET state = $2, version = s.version + 1, updated_at = now()
       FROM sampling_records r
      WHERE r.day_id = $1 AND r.sample_id = s.id AND s.state = $3
     RETURNING s.id, s.code, s.organization_id`,
      [day.id, SAMPLE_COLLECTED, SAMPLE_PLANNED],
    ),
  );
  const why = `现场采样提交（采样单${String(day.code)}）`;
  if (moved.length > 0) {
    await events.append(
      m,
      moved.map((s) => ({
        type: resourceEventType('sample', 'Transitioned'),
        aggregateType: 'sample',
        aggregateId: s.id,
        payload: { ids: [s.id], event: 'collect', from: SAMPLE_PLANNED, to: SAMPLE_COLLECTED, old: { state: SAMPLE_PLANNED }, new: { state: SAMPLE_COLLECTED }, code: s.code, samplingDay: day.id },
        ...auditOf(actor),
        reason: why,
        organizationId: s.organization_id,
      })),
    );
  }
  await followOnProject(events, ctx, Number(day.belongProject), why);
  return moved.length;
}

/** The project's 已采样品数: its samples past the plan (collected and on through the flow). */
async function followOnProject(events: DomainEventsService, { m, actor }: ExtensionContext, projectId: number, reason: string): Promise<void> {
  const before = firstRow<{ samples_collected: number; organization_id: number }>(
    await m.query(`SELECT samples_collected, organization_id FROM projects WHERE id = $1 FOR UPDATE`, [projectId]),
  );
  const count = firstRow<{ n: number }>(await m.query(`SELECT count(*)::int AS n FROM samples WHERE project_id = $1 AND state NOT IN ('planned', 'cancelled')`, [projectId]));
  const collected = count?.n ?? 0;
  if (!before || before.samples_collected === collected) return;
  await m.query(`UPDATE projects SET samples_collected = $2, version = version + 1, updated_at = now(), update_by = $3 WHERE id = $1`, [projectId, collected, actor.username]);
  await events.append(m, {
    type: resourceEventType(PROJECT.name, 'Edited'),
    aggregateType: PROJECT.name,
    aggregateId: projectId,
    payload: { ids: [projectId], old: { samplesCollected: before.samples_collected }, new: { samplesCollected: collected } },
    ...auditOf(actor),
    reason,
    organizationId: before.organization_id,
  });
}
