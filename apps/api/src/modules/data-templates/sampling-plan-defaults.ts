import type { EntityManager } from 'typeorm';
import { SAMPLING_PLAN_TEMPLATE } from '@ohit/contracts';
import { firstRow } from '../../platform';

/** A sampling type's flow and duration as the organisation's 采样方案模板 sets them (null: the method's own). */
export interface SamplingTypeDefaults {
  /** A method's 采样方式 (SAMPLING_TYPE_OPTIONS: fixed-short, personal-long …). */
  samplingType: string;
  /** L/min, an exact decimal string. */
  flow: string | null;
  durationMinutes: number | null;
}

/** What the sampling plan generator takes from the organisation's default 采样方案模板. */
export interface SamplingPlanDefaults {
  templateId: number;
  templateName: string;
  /** Field blanks per batch when a method names none (the generator's `defaultBlanksPerBatch`). */
  blanksPerBatch: number;
  /** Shifts sampled for 评价检测 (at least GBZ 159's 3). */
  evaluationDays: number;
  /** Short-time (STEL/MAC) samples planned at the production peak. */
  shortTimeAtPeak: boolean;
  bySamplingType: SamplingTypeDefaults[];
}

/**
 * The organisation's default 采样方案模板 as the plan generator reads it, or null when it has none
 * (then the generator's and the methods' own defaults apply). Runs on the caller's transaction.
 */
export async function samplingPlanDefaults(m: Pick<EntityManager, 'query'>, organizationId: number): Promise<SamplingPlanDefaults | null> {
  const template = firstRow<{ id: number; name: string; blanks: number; days: number; peak: boolean | null }>(
    await m.query(
      `SELECT id, name, blanks_per_batch AS blanks, evaluation_days AS days, short_time_at_peak AS peak
         FROM ${SAMPLING_PLAN_TEMPLATE.table} WHERE organization_id = $1 AND is_default`,
      [organizationId],
    ),
  );
  if (!template) return null;
  const flows: { sampling_type: string; flow: string | null; duration_minutes: number | null }[] = await m.query(
    `SELECT sampling_type, flow::text AS flow, duration_minutes FROM data_template_flows WHERE template_id = $1 ORDER BY id`,
    [template.id],
  );
  return {
    templateId: template.id,
    templateName: template.name,
    blanksPerBatch: template.blanks,
    evaluationDays: template.days,
    shortTimeAtPeak: template.peak !== false,
    bySamplingType: flows.map((f) => ({ samplingType: f.sampling_type, flow: f.flow, durationMinutes: f.duration_minutes })),
  };
}
