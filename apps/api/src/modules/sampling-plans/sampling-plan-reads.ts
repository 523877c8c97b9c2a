import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  type ConsumableLine,
  type ConsumablePlanView,
  type PlanCheckView,
  type PlanGenerationPreview,
  type PlannedSampleView,
  type ReagentLine,
  type ResourceRow,
  SAMPLING_PLAN,
} from '@ohit/contracts';
import { diffPlanRows, expandSamples } from '@ohit/domain';
import { selectColumns, toApiRow } from '@ohit/server-resource-engine';
import { type Actor, notFound, readScope } from '../../platform';
import { checkView, generatedPlan, planState } from './plan-checker';
import { previewOf } from './plan-generation';

/** The plan's own read endpoints: checker, generation preview, samples (labels), consumable plan. */
@Injectable()
export class SamplingPlanReads {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** The plan in the caller's read scope (404 otherwise: another organisation's plan is never revealed). */
  async plan(actor: Actor, id: number): Promise<ResourceRow> {
    const scope = readScope(actor);
    const rows: Record<string, unknown>[] = await this.ds.query(
      `SELECT ${selectColumns(SAMPLING_PLAN)} FROM ${SAMPLING_PLAN.table} t WHERE t.id = $1 ${scope ? 'AND t.organization_id = ANY($2::int[])' : ''}`,
      scope ? [id, scope] : [id],
    );
    if (!rows[0]) throw notFound();
    return toApiRow(SAMPLING_PLAN, rows[0]);
  }

  async check(actor: Actor, id: number): Promise<PlanCheckView> {
    const plan = await this.plan(actor, id);
    return checkView(plan, await planState(this.ds.manager, plan));
  }

  async generation(actor: Actor, id: number): Promise<PlanGenerationPreview> {
    const plan = await this.plan(actor, id);
    const state = await planState(this.ds.manager, plan);
    const generated = await generatedPlan(this.ds.manager, plan, state);
    const view = checkView(plan, state);
    return previewOf(state, generated.rows, generated.notes, view.needsRegenerating, diffPlanRows(generated.rows, state.rows));
  }

  async samples(actor: Actor, id: number): Promise<PlannedSampleView[]> {
    await this.plan(actor, id);
    const rows: (Omit<PlannedSampleView, 'sampleType'> & { sample_type: string | null })[] = await this.ds.query(
      `SELECT id, code, blank, kind, sample_type, hazard, workshop, post, day, unit, COALESCE(collector, '') AS collector, state, organization_id AS "organizationId"
         FROM samples WHERE plan_id = $1 AND state <> 'cancelled' ORDER BY id`,
      [id],
    );
    return rows.map(({ sample_type, ...r }) => ({ ...r, sampleType: sample_type }));
  }

  /**
   * 耗材计划 (planHc): the collectors and media the plan's samples and blanks take, by count, and
   * the desorption or elution reagents of each hazard's laboratory method by the samples it serves.
   */
  async consumables(actor: Actor, id: number): Promise<ConsumablePlanView> {
    const plan = await this.plan(actor, id);
    const state = await planState(this.ds.manager, plan);
    const samples = expandSamples(state.rows);
    const lines = new Map<string, ConsumableLine>();
    const perHazard = new Map<string, number>();
    for (const s of samples) {
      const key = `${s.collector}|${s.medium}`;
      const line = lines.get(key) ?? { collector: s.collector || '（未指定收集器）', medium: s.medium, hazards: [], samples: 0, blanks: 0, total: 0 };
      if (s.blank) line.blanks++;
      else line.samples++;
      line.total++;
      if (!line.hazards.includes(s.hazard)) line.hazards.push(s.hazard);
      lines.set(key, line);
      perHazard.set(s.hazard, (perHazard.get(s.hazard) ?? 0) + 1);
    }
    const methods: { hazard_name: string; method: string; desorption: string }[] = perHazard.size
      ? await this.ds.query(
          `SELECT DISTINCT ON (hazard_name) hazard_name, trim(standard_no || ' ' || method_name) AS method, desorption
             FROM lab_methods
            WHERE organization_id = $1 AND status = '1' AND desorption IS NOT NULL AND desorption <> '' AND hazard_name = ANY($2::text[])
            ORDER BY hazard_name, accredited DESC, id`,
          [plan.organizationId, [...perHazard.keys()]],
        )
      : [];
    const reagents: ReagentLine[] = methods.map((r) => ({ hazard: r.hazard_name, method: r.method, reagent: r.desorption, samples: perHazard.get(r.hazard_name) ?? 0 }));
    return {
      planId: plan.id,
      state: String(plan.state),
      collectors: [...lines.values()],
      reagents,
      totalSamples: samples.filter((s) => !s.blank).length,
      totalBlanks: samples.filter((s) => s.blank).length,
    };
  }
}
