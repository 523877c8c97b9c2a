import { Injectable, OnModuleInit } from '@nestjs/common';
import { MAX_ADJUSTMENT_COUNT, PROJECT_ADJUSTMENT } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { badRequest, firstRow } from '../../platform';
import { type ExtensionContext, ResourceExtensions } from '../resources';
import { type AddedSampleFacts, addAdjustmentSamples } from './adjustment-samples';
import { lockSamplingProject, type SamplingProject } from './sampling-project';
import { SITE_SAMPLING_MESSAGES as M } from './site-sampling.messages';

/** What makes an adjustment what it is: fixed once recorded (a correction is a new adjustment). */
const FIXED_FIELDS = ['kind', 'sampleId', 'count', 'hazard', 'blankType'];

const text = (v: unknown) => String(v ?? '').trim();

function countOf(values: Record<string, unknown>): number {
  const n = Number(values.count ?? 0);
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_ADJUSTMENT_COUNT) throw badRequest(M.adjustmentCount(MAX_ADJUSTMENT_COUNT));
  return n;
}

/**
 * 项目调整's rules: 补采 names a sample of the project and adds that many samples with its plan
 * facts; 空白样 adds that many field or transport blanks of a hazard; 点位变更 says from where to
 * where. Added samples are numbered like the plan's and their codes recorded on the adjustment.
 * What an adjustment did is not edited afterwards (only its wording, points and date).
 */
@Injectable()
export class ProjectAdjustmentRules implements OnModuleInit {
  constructor(
    private readonly extensions: ResourceExtensions,
    private readonly events: DomainEventsService,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(PROJECT_ADJUSTMENT.name, {
      beforeCreate: (ctx, values) => this.beforeCreate(ctx, values),
      beforeEdit: async (ctx, before, values) => {
        if ('belongProject' in values && Number(values.belongProject) !== Number(before.belongProject)) throw badRequest(M.projectFixed);
        if (FIXED_FIELDS.some((f) => f in values && text(values[f]) !== text(before[f]))) throw badRequest(M.adjustmentFixed);
        await lockSamplingProject(ctx.m, before.belongProject, { sampling: false });
        this.checkPoints({ ...before, ...values });
      },
    });
  }

  private async beforeCreate(ctx: ExtensionContext, values: Record<string, unknown>): Promise<Record<string, unknown>> {
    const project = await lockSamplingProject(ctx.m, values.belongProject, { exclusive: true, sampling: false });
    const out: Record<string, unknown> = { belongInspect: project.inspected_unit_id };
    if (values.kind === 'changePoint') {
      this.checkPoints(values);
      return { ...out, count: 0 };
    }
    const count = countOf(values);
    const reason = text(values.reason);
    if (values.kind === 'resample') {
      const sample = await this.resampled(ctx, project, values.sampleId);
      const codes = await addAdjustmentSamples(this.events, ctx, project, sample.facts, count, `补采：${reason}`);
      return { ...out, sampleCode: sample.code, hazard: sample.facts.hazard, addedCodes: codes.join('、') };
    }
    // 空白样: of a hazard, on the collector its samples use
    if (!values.blankType) throw badRequest(M.adjustmentBlankTypeRequired);
    if (!text(values.hazard)) throw badRequest(M.required('检测因素'));
    const like = firstRow<{ collector: string | null; day: number }>(
      await ctx.m.query(`SELECT collector, day FROM samples WHERE project_id = $1 AND hazard = $2 AND state <> 'cancelled' ORDER BY day DESC, id LIMIT 1`, [project.id, values.hazard]),
    );
    const facts: AddedSampleFacts = { planRowId: null, blank: true, kind: null, sampleType: null, hazard: text(values.hazard), workshop: null, post: null, day: like?.day ?? 1, collector: like?.collector ?? null };
    const codes = await addAdjustmentSamples(this.events, ctx, project, facts, count, `空白样：${reason}`);
    return { ...out, addedCodes: codes.join('、') };
  }

  private checkPoints(row: Record<string, unknown>): void {
    if (row.kind === 'changePoint' && (!text(row.originalPoint) || !text(row.newPoint))) throw badRequest(M.adjustmentPointsRequired);
  }

  /** The sample taken again: one of the project's (not cancelled); the new ones copy its plan facts. */
  private async resampled(ctx: ExtensionContext, project: SamplingProject, sampleId: unknown): Promise<{ code: string; facts: AddedSampleFacts }> {
    if (sampleId === null || sampleId === undefined) throw badRequest(M.adjustmentSampleRequired);
    const s = firstRow<{ code: string; plan_row_id: number | null; blank: boolean; kind: string | null; sample_type: string | null; hazard: string; workshop: string | null; post: string | null; day: number; collector: string | null }>(
      await ctx.m.query(
        `SELECT code, plan_row_id, blank, kind, sample_type, hazard, workshop, post, day, collector FROM samples WHERE id = $1 AND project_id = $2 AND state <> 'cancelled'`,
        [sampleId, project.id],
      ),
    );
    if (!s) throw badRequest(M.sampleNotFound);
    return {
      code: s.code,
      facts: { planRowId: s.plan_row_id, blank: s.blank, kind: s.kind, sampleType: s.sample_type, hazard: s.hazard, workshop: s.workshop, post: s.post, day: s.day, collector: s.collector },
    };
  }
}
