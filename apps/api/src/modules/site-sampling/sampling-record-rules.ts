import { Injectable, OnModuleInit } from '@nestjs/common';
import { computeFields, type ResourceRow, SAMPLING_RECORD } from '@ohit/contracts';
import { sampleStateMachine, samplingRecordProblems } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { badRequest, firstRow } from '../../platform';
import { assertUsableEquipment } from '../equipment';
import { type ExtensionContext, ResourceExtensions } from '../resources';
import { SAMPLE_PLANNED } from './sample-handover';
import { lockSamplingDay } from './sampling-day-row';
import { lockSamplingProject } from './sampling-project';
import { guardSignedChange } from './signed-change';
import { SITE_SAMPLING_MESSAGES as M } from './site-sampling.messages';

interface SampleRow {
  id: number;
  code: string;
  blank: boolean;
  kind: string | null;
  sample_type: string | null;
  hazard: string;
  workshop: string | null;
  post: string | null;
  state: string;
}

const filled = (v: unknown) => v !== null && v !== undefined && String(v).trim() !== '';
const fieldLabel = (name: string) => SAMPLING_RECORD.fields.find((f) => f.name === name)?.label ?? name;

/**
 * The sampling record's rules on the kernel's commands: a record is of a planned sample of the
 * day's project, once; the plan's facts (code, hazard, post, kind, blank) are copied in; a sample
 * (not a blank) needs a usable instrument on the day (the equipment module's refusal), its times
 * or a short sample's mm:ss, both flows, temperature and pressure (the day's when not given); the
 * volumes are the domain's, computed by the kernel. Once the day is signed or submitted, every
 * change needs a reason and voids the signatures.
 */
@Injectable()
export class SamplingRecordRules implements OnModuleInit {
  constructor(
    private readonly extensions: ResourceExtensions,
    private readonly events: DomainEventsService,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(SAMPLING_RECORD.name, {
      beforeCreate: (ctx, values) => this.beforeCreate(ctx, values),
      beforeEdit: (ctx, before, values) => this.beforeEdit(ctx, before, values),
      beforeDelete: async (ctx, rows) => {
        for (const row of rows) {
          const day = await lockSamplingDay(ctx.m, row.samplingDay);
          await lockSamplingProject(ctx.m, day.belongProject, { sampling: false });
          const sample = firstRow<{ state: string }>(await ctx.m.query(`SELECT state FROM samples WHERE id = $1`, [row.sampleId]));
          if (sample && sample.state !== SAMPLE_PLANNED) return M.handedOver(String(row.sampleCode));
          await guardSignedChange(this.events, ctx, day);
        }
        return null;
      },
    });
  }

  private async beforeCreate(ctx: ExtensionContext, values: Record<string, unknown>): Promise<Record<string, unknown>> {
    const day = await lockSamplingDay(ctx.m, values.samplingDay);
    await lockSamplingProject(ctx.m, day.belongProject);
    const sample = await this.plannedSample(ctx, day, values.sampleId);
    const row = { ...values, temperature: values.temperature ?? day.temperature, pressure: values.pressure ?? day.pressure };
    await this.checkMeasurements(ctx, day, row, sample.blank, true);
    await guardSignedChange(this.events, ctx, day);
    const copied = {
      belongProject: day.belongProject,
      sampleCode: sample.code,
      blank: sample.blank,
      workshop: sample.workshop,
      post: sample.post,
      hazard: sample.hazard,
      sampleType: sample.sample_type,
      kind: sample.kind,
      temperature: row.temperature,
      pressure: row.pressure,
    };
    return { ...copied, ...computeFields(SAMPLING_RECORD, { ...row, ...copied }) };
  }

  private async beforeEdit(ctx: ExtensionContext, before: ResourceRow, values: Record<string, unknown>): Promise<void> {
    if ('samplingDay' in values && Number(values.samplingDay) !== Number(before.samplingDay)) throw badRequest(M.dayFixed);
    if ('sampleId' in values && Number(values.sampleId) !== Number(before.sampleId)) throw badRequest(M.sampleFixed);
    const day = await lockSamplingDay(ctx.m, before.samplingDay);
    await lockSamplingProject(ctx.m, day.belongProject, { sampling: false });
    const equipmentChanged = 'equipment' in values && Number(values.equipment ?? 0) !== Number(before.equipment ?? 0);
    await this.checkMeasurements(ctx, day, { ...before, ...values }, before.blank === true, equipmentChanged);
    await guardSignedChange(this.events, ctx, day);
  }

  /** The sample, of the day's project and still waiting to be taken (locked: two records of one sample at once are one too many). */
  private async plannedSample(ctx: ExtensionContext, day: ResourceRow, sampleId: unknown): Promise<SampleRow> {
    const sample = firstRow<SampleRow>(
      await ctx.m.query(`SELECT id, code, blank, kind, sample_type, hazard, workshop, post, state FROM samples WHERE id = $1 AND project_id = $2 FOR UPDATE`, [
        sampleId,
        day.belongProject,
      ]),
    );
    if (!sample) throw badRequest(M.sampleNotFound);
    if (sample.state !== SAMPLE_PLANNED) throw badRequest(M.sampleNotPlanned(sample.code, sampleStateMachine.isState(sample.state) ? sampleStateMachine.stateLabel(sample.state) : sample.state));
    const recorded = await ctx.m.query(`SELECT 1 FROM sampling_records WHERE sample_id = $1`, [sample.id]);
    if (recorded.length > 0) throw badRequest(M.sampleRecorded(sample.code));
    return sample;
  }

  /** A field blank is carried, opened and sealed: nothing to measure. A sample needs what its volumes are computed from. */
  private async checkMeasurements(ctx: ExtensionContext, day: ResourceRow, row: Record<string, unknown>, blank: boolean, checkEquipment: boolean): Promise<void> {
    if (blank) return;
    for (const name of ['equipment', 'flowBefore', 'flowAfter', 'temperature', 'pressure']) {
      if (!filled(row[name])) throw badRequest(M.required(fieldLabel(name)));
    }
    if (!filled(row.shortDuration) && !(filled(row.startTime) && filled(row.endTime))) throw badRequest(M.timesOrDuration);
    const problems = samplingRecordProblems({
      flowBefore: row.flowBefore,
      flowAfter: row.flowAfter,
      startTime: row.startTime,
      endTime: row.endTime,
      shortDuration: row.shortDuration,
      temperature: row.temperature,
      pressure: row.pressure,
    });
    if (problems.length > 0) throw badRequest(problems.join('；'));
    if (checkEquipment) {
      await assertUsableEquipment(ctx.m, Number(row.equipment), { organizationId: Number(day.organizationId), on: String(day.samplingDate), purpose: '用于采样' });
    }
  }
}
