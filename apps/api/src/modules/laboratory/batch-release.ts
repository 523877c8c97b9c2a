import { Injectable, OnModuleInit } from '@nestjs/common';
import { LAB_BATCH, type ResourceRow } from '@ohit/contracts';
import { labFamily } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { type ExtensionContext, localDate, ResourceExtensions, type TransitionStep } from '../resources';
import { lockSamples, moveSample } from '../samples';
import { batchItems } from './batch-rows';

/**
 * What a batch's release and retest do to its samples: 发布 gives each sample its result (the
 * value, the text the report writes, the value C_TWA counts, below the detection limit or not,
 * the unit) and moves it 检测中 → 已检测; 复测 withdraws the results and moves the samples back to
 * 检测中 — each sample with its own event, the batch's reason on it.
 */
@Injectable()
export class BatchRelease implements OnModuleInit {
  constructor(
    private readonly extensions: ResourceExtensions,
    private readonly events: DomainEventsService,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(LAB_BATCH.name, {
      afterTransition: (ctx, _before, after, step) => this.afterTransition(ctx, after, step),
    });
  }

  private async afterTransition(ctx: ExtensionContext, batch: ResourceRow, step: TransitionStep): Promise<void> {
    if (step.event !== 'release' && step.event !== 'retest') return;
    const items = (await batchItems(ctx.m, batch.id)).filter((i) => i.sample && (i.kind === 'sample' || i.kind === 'fieldBlank'));
    const samples = await lockSamples(ctx.m, items.map((i) => Number(i.sample)), [Number(batch.organizationId)]);
    const byId = new Map(items.map((i) => [Number(i.sample), i]));
    const unit = labFamily(String(batch.family)).resultUnit || null;
    const why = ctx.reason ?? `检测批次${String(batch.code)}${step.event === 'release' ? '发布结果' : '复测'}`;
    for (const sample of samples) {
      const item = byId.get(sample.id);
      if (step.event === 'release' && sample.state === 'testing') {
        await moveSample(this.events, ctx, sample, 'completeTesting', {
          resultValue: item?.resultValue ?? null,
          resultText: item?.resultText ?? null,
          resultCounted: item?.resultCounted ?? null,
          belowLod: item?.belowLod ?? null,
          resultUnit: unit,
          testedDate: localDate(),
        }, why);
      }
      if (step.event === 'retest' && (sample.state === 'tested' || sample.state === 'retained')) {
        await moveSample(this.events, ctx, sample, 'retest', { resultValue: null, resultText: null, resultCounted: null, belowLod: null, testedDate: null }, why);
      }
    }
  }
}
