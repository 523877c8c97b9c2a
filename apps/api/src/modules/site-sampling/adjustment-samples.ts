import { ADJUSTMENT_SAMPLE_PREFIX, PROJECT, resourceEventType, SAMPLE_CODE_SEQUENCE } from '@ohit/contracts';
import { DEFAULT_SAMPLE_CODE_PATTERN, sampleCodes } from '@ohit/domain';
import type { DomainEventsService } from '@ohit/server-database';
import { auditOf, badRequest, firstRow } from '../../platform';
import { codePatternOf, type ExtensionContext, takeRunningNumbers } from '../resources';
import { SAMPLE_PLANNED } from './sample-handover';
import type { SamplingProject } from './sampling-project';
import { SITE_SAMPLING_MESSAGES as M } from './site-sampling.messages';

/** What the added samples copy: the re-sampled sample's plan facts, or a blank's hazard and collector. */
export interface AddedSampleFacts {
  planRowId: number | null;
  blank: boolean;
  kind: string | null;
  sampleType: string | null;
  hazard: string;
  workshop: string | null;
  post: string | null;
  day: number;
  collector: string | null;
}

/**
 * Samples a project adjustment adds (补采, 空白样): numbered like the plan's — the organisation's
 * pattern and running numbers of the sample sequence (gap-free, in the caller's transaction) —
 * as planned samples of the project's approved plan, so they are recorded and handed over like
 * the others; the project's 计划样品数 follows. Returns their codes.
 */
export async function addAdjustmentSamples(events: DomainEventsService, ctx: ExtensionContext, project: SamplingProject, facts: AddedSampleFacts, count: number, reason: string): Promise<string[]> {
  const { m, actor } = ctx;
  const plan = firstRow<{ id: number }>(await m.query(`SELECT id FROM sampling_plans WHERE project_id = $1 AND state = 'approved' FOR SHARE`, [project.id]));
  if (!plan) throw badRequest(M.adjustmentNoPlan);
  const year = new Date().getFullYear();
  const pattern = (await codePatternOf(m, project.organization_id, SAMPLE_CODE_SEQUENCE)) ?? DEFAULT_SAMPLE_CODE_PATTERN;
  const firstSeq = await takeRunningNumbers(m, project.organization_id, SAMPLE_CODE_SEQUENCE, year, count);
  const codes = sampleCodes(pattern, Array.from({ length: count }, () => ({ blank: facts.blank })), { projectCode: project.code, year, firstSeq });
  await m.query(
    `INSERT INTO samples (organization_id, project_id, plan_id, plan_row_id, identity, code, blank, kind, sample_type, hazard, workshop, post, day, unit, collector, create_by, state)
     SELECT $1, $2, $3, $4, $16 || u.code, u.code, $5, $6, $7, $8, $9, $10, $11, u.unit, $12, $13, $14
       FROM unnest($15::text[]) WITH ORDINALITY AS u(code, unit)`,
    [
      project.organization_id,
      project.id,
      plan.id,
      facts.planRowId,
      facts.blank,
      facts.kind,
      facts.sampleType,
      facts.hazard,
      facts.workshop,
      facts.post,
      facts.day,
      facts.collector,
      actor.username,
      SAMPLE_PLANNED,
      codes,
      ADJUSTMENT_SAMPLE_PREFIX,
    ],
  );
  // the project's 计划样品数 grows by the samples added
  const counts = firstRow<{ before: number; after: number }>(
    await m.query(`UPDATE projects SET samples_planned = samples_planned + $2, version = version + 1, updated_at = now(), update_by = $3 WHERE id = $1 RETURNING samples_planned - $2 AS before, samples_planned AS after`, [
      project.id,
      count,
      actor.username,
    ]),
  );
  await events.append(m, {
    type: resourceEventType(PROJECT.name, 'Edited'),
    aggregateType: PROJECT.name,
    aggregateId: project.id,
    payload: { ids: [project.id], old: { samplesPlanned: counts?.before ?? null }, new: { samplesPlanned: counts?.after ?? null }, addedSamples: codes },
    ...auditOf(actor),
    reason,
    organizationId: project.organization_id,
  });
  return codes;
}
