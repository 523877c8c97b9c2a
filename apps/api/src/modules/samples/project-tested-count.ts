import { Injectable, OnModuleInit } from '@nestjs/common';
import { PROJECT, resourceEventType, SAMPLE } from '@ohit/contracts';
import { TESTED_SAMPLE_STATES } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, firstRow } from '../../platform';
import { type ExtensionContext, ResourceExtensions } from '../resources';

/** @ohit/domain's countsAsTested as SQL over samples ($2: the tested states). */
const TESTED_SQL = `(state = ANY($2::text[]) OR (state = 'disposed' AND tested_date IS NOT NULL))`;
const TOUCHING = new Set<string>([...TESTED_SAMPLE_STATES, 'disposed']);

/** Whether a sample's move may change its project's 已检样品数 (into or out of 已检测, 留样中, 已处置). */
export function movesTestedCount(from: string, to: string): boolean {
  return from !== to && (TOUCHING.has(from) || TOUCHING.has(to));
}

/**
 * The project's 已检样品数 recounted in the caller's transaction (the sample rows locked first, then
 * the project, as every sample move does), written with an Edited event on the project when it
 * moves — so the project list reads a column, never a count per row.
 */
export async function followTestedCount(events: DomainEventsService, { m, actor }: Pick<ExtensionContext, 'm' | 'actor'>, projectId: number, reason: string | null): Promise<void> {
  const before = firstRow<{ samples_tested: number; organization_id: number }>(
    await m.query(`SELECT samples_tested, organization_id FROM projects WHERE id = $1 FOR UPDATE`, [projectId]),
  );
  if (!before) return;
  const count = firstRow<{ n: number }>(await m.query(`SELECT count(*)::int AS n FROM samples WHERE project_id = $1 AND ${TESTED_SQL}`, [projectId, TESTED_SAMPLE_STATES]));
  const tested = count?.n ?? 0;
  if (before.samples_tested === tested) return;
  await m.query(`UPDATE projects SET samples_tested = $2, version = version + 1, updated_at = now(), update_by = $3 WHERE id = $1`, [projectId, tested, actor.username]);
  await events.append(m, {
    type: resourceEventType(PROJECT.name, 'Edited'),
    aggregateType: PROJECT.name,
    aggregateId: projectId,
    payload: { ids: [projectId], old: { samplesTested: before.samples_tested }, new: { samplesTested: tested } },
    ...auditOf(actor),
    reason,
    organizationId: before.organization_id,
  });
}

/** The kernel's own sample transitions (完成检测, 复测, 处置 by a user) keep the project's 已检样品数 too. */
@Injectable()
export class ProjectTestedCount implements OnModuleInit {
  constructor(
    private readonly extensions: ResourceExtensions,
    private readonly events: DomainEventsService,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(SAMPLE.name, {
      afterTransition: async (ctx, _before, after, step) => {
        if (movesTestedCount(step.from, step.to)) await followTestedCount(this.events, ctx, Number(after.belongProject), ctx.reason ?? null);
      },
    });
  }
}
