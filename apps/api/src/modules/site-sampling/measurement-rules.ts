import { Injectable, OnModuleInit } from '@nestjs/common';
import { type ResourceRow, SAMPLING_DAY } from '@ohit/contracts';
import { fieldMeasurementProblems } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { badRequest } from '../../platform';
import { assertUsableEquipment } from '../equipment';
import { type ChildChange, type ExtensionContext, ResourceExtensions } from '../resources';
import { lockSamplingProject } from './sampling-project';
import { guardSignedChange } from './signed-change';

/** The day's child collection of noise and heat measurements. */
export const MEASUREMENTS = 'measurements';

const sameId = (a: unknown, b: unknown) => Number(a ?? 0) === Number(b ?? 0);

/**
 * 物理因素测量's rules, on the day's child rows, as a sampling record's: a measurement is added
 * only while the project is 现场采样中 (changed or removed while it is neither suspended nor
 * closed); only 噪声 and 高温 with a plausible value and exposure time (the domain's ranges);
 * an instrument named must be usable on the day. Once the day is signed or submitted, every
 * change needs a reason and voids the signatures (the measurements are in the records' digest).
 */
@Injectable()
export class MeasurementRules implements OnModuleInit {
  constructor(
    private readonly extensions: ResourceExtensions,
    private readonly events: DomainEventsService,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(SAMPLING_DAY.name, {
      beforeChildWrite: (ctx, day, change) => (change.child === MEASUREMENTS ? this.beforeWrite(ctx, day, change) : undefined),
    });
  }

  private async beforeWrite(ctx: ExtensionContext, day: ResourceRow, change: ChildChange): Promise<void> {
    await lockSamplingProject(ctx.m, day.belongProject, { sampling: change.kind === 'add' });
    if (change.values) {
      const row = { ...(change.before ?? {}), ...change.values };
      const problems = fieldMeasurementProblems({ hazard: row.hazard, value: row.value, durationMinutes: row.durationMinutes, startTime: row.startTime, endTime: row.endTime });
      if (problems.length > 0) throw badRequest(problems.join('；'));
      const instrumentChanged = 'equipment' in change.values && !sameId(change.values.equipment, change.before?.equipment);
      if (row.equipment && instrumentChanged) {
        await assertUsableEquipment(ctx.m, Number(row.equipment), { organizationId: Number(day.organizationId), on: String(day.samplingDate), purpose: '用于测量' });
      }
    }
    await guardSignedChange(this.events, ctx, day);
  }
}
