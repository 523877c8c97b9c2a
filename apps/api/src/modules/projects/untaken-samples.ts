import { Injectable, OnModuleInit } from '@nestjs/common';
import { PROJECT, type ResourceRow, SAMPLE } from '@ohit/contracts';
import { sampleStateMachine } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { badRequest, firstRow } from '../../platform';
import { CommandOutcome, type ExtensionContext, ResourceExtensions } from '../resources';
import { lockSamples, moveSample } from '../samples';

/** The sample machine's states before collection: those its 采集 leaves from (待采样). */
export const UNTAKEN_SAMPLE_STATES: readonly string[] = sampleStateMachine.states.filter((s) => sampleStateMachine.defined(s).includes('collect'));

export const UNTAKEN_SAMPLES_MESSAGES = {
  nothingToCancel: '没有未采的样品',
  cancelled: (count: number) => `已取消${count}个未采样品`,
} as const;

/**
 * 取消未采样品 (project command `cancelUntakenSamples`, while 现场采样中 or 实验室检测中, reason
 * required): at the end of field work the lead closes out the planned samples never taken, so the
 * laboratory and the report (which refuses while a sample not cancelled lacks a result) can proceed.
 * Each such sample moves by the machine's 取消 with its own event; a sample with a sampling record
 * is taken (its day's 提交采样 collects it) and stays, as do collected samples and blanks. The
 * project's 计划样品数 follows, written by the kernel with the one ProjectCommandRun event that names
 * how many samples and which codes. A later plan approval that plans them again restores them.
 */
@Injectable()
export class UntakenSamples implements OnModuleInit {
  constructor(
    private readonly extensions: ResourceExtensions,
    private readonly events: DomainEventsService,
  ) {}

  onModuleInit(): void {
    this.extensions.addCommand(PROJECT.name, { name: 'cancelUntakenSamples', run: (ctx, project) => this.cancel(ctx, project) });
  }

  private async cancel(ctx: ExtensionContext, project: ResourceRow): Promise<CommandOutcome> {
    const { m } = ctx;
    const reason = ctx.reason ?? null;
    const candidates: { id: number }[] = await m.query(
      `SELECT s.id FROM samples s
        WHERE s.project_id = $1 AND s.state = ANY($2::text[])
          AND NOT EXISTS (SELECT 1 FROM sampling_records r WHERE r.sample_id = s.id)
        ORDER BY s.id`,
      [project.id, UNTAKEN_SAMPLE_STATES],
    );
    const ids = candidates.map((c) => c.id);
    // locked, then looked at again: a record entered or a day submitted meanwhile keeps its sample
    const locked = await lockSamples(m, ids, [Number(project.organizationId)]);
    const recorded = new Set<number>(
      ((await m.query(`SELECT DISTINCT sample_id FROM sampling_records WHERE sample_id = ANY($1::int[])`, [ids])) as { sample_id: number }[]).map((r) => r.sample_id),
    );
    const untaken = locked.filter((s) => UNTAKEN_SAMPLE_STATES.includes(String(s.state)) && !recorded.has(s.id));
    if (untaken.length === 0) throw badRequest(UNTAKEN_SAMPLES_MESSAGES.nothingToCancel);
    const sampleCtx = { ...ctx, decl: SAMPLE };
    for (const sample of untaken) await moveSample(this.events, sampleCtx, sample, 'cancel', {}, reason);
    // 计划样品数: the project's samples not cancelled (as a plan's approval counts them)
    const counted = firstRow<{ n: number }>(await m.query(`SELECT count(*)::int AS n FROM samples WHERE project_id = $1 AND state <> 'cancelled'`, [project.id]));
    const codes = untaken.map((s) => String(s.code));
    return new CommandOutcome({ samplesPlanned: counted?.n ?? 0 }, { cancelledCount: codes.length, cancelledCodes: codes }, UNTAKEN_SAMPLES_MESSAGES.cancelled(codes.length));
  }
}
