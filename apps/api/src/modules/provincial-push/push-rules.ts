import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PROVINCE_PUSH_JOB, PROVINCIAL_PUSH, type ResourceRow } from '@ohit/contracts';
import { recordDigest } from '@ohit/server-province';
import { badRequest } from '../../platform';
import { JobLauncher } from '../jobs';
import { ProjectJudgements } from '../judgements';
import { type ExtensionContext, ResourceExtensions, type TransitionStep } from '../resources';
import { mapProvincialRecord } from './push-record-mapper';
import { readPushSources } from './push-sources';
import { PUSH_MESSAGES as M } from './provincial-push.messages';

/** Transactions of 推送 (a batch of several pushes): their 重新推送 steps start no job of their own. */
const batching = new WeakSet<EntityManager>();

export function inBatch<T>(m: EntityManager, work: () => Promise<T>): Promise<T> {
  batching.add(m);
  return work().finally(() => batching.delete(m));
}

/**
 * 省平台推送's rules on the kernel's transitions: 提交 maps the record from the data as they stand
 * (blockers refuse it, listed; nothing changes) and keeps it as the snapshot sent, with a new
 * idempotency key; each review stamps who and when, each rejection keeps its reason on the row;
 * 质控审核通过 and 重新推送 queue the push job in the same transaction (the outbox relay enqueues it).
 */
@Injectable()
export class PushRules implements OnModuleInit {
  constructor(
    private readonly extensions: ResourceExtensions,
    private readonly judgements: ProjectJudgements,
    private readonly jobs: JobLauncher,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(PROVINCIAL_PUSH.name, {
      beforeTransition: (ctx, row, step) => this.before(ctx, row, step),
      afterTransition: async (ctx, _before, after, step) => {
        if ((step.event === 'qcApprove' || step.event === 'retry') && !batching.has(ctx.m)) await this.queue(ctx, [Number(after.id)]);
      },
    });
  }

  /** The mapped record of a push and its blockers, as 提交 would make it now. */
  async preview(ctx: Pick<ExtensionContext, 'm' | 'actor'>, row: ResourceRow, generation: number) {
    return mapProvincialRecord(await readPushSources(ctx.m, this.judgements, ctx.actor, row, generation));
  }

  /** The batch job of these pushes (one jobs row), recorded in the transaction; the pushes remember it. */
  async queue(ctx: Pick<ExtensionContext, 'm' | 'actor' | 'reason'>, pushIds: number[]): Promise<string> {
    const jobId = await this.jobs.record(ctx.m, {
      type: PROVINCE_PUSH_JOB,
      resource: PROVINCIAL_PUSH.name,
      actor: ctx.actor,
      parameters: { pushIds },
      eventPayload: { pushIds },
      reason: ctx.reason ?? null,
    });
    await ctx.m.query(`UPDATE provincial_pushes SET last_job_id = $2 WHERE id = ANY($1::int[])`, [pushIds, jobId]);
    return jobId;
  }

  private async before(ctx: ExtensionContext, row: ResourceRow, step: TransitionStep): Promise<Record<string, unknown>> {
    const now = new Date().toISOString();
    const reason = String(ctx.reason ?? '').trim();
    switch (step.event) {
      case 'submit': {
        const [{ generation }] = (await ctx.m.query(`SELECT generation + 1 AS generation FROM provincial_pushes WHERE id = $1`, [row.id])) as { generation: number }[];
        const { record, blockers } = await this.preview(ctx, row, generation);
        if (blockers.length) throw badRequest(M.blocked(blockers));
        await ctx.m.query(`UPDATE provincial_pushes SET record = $2::jsonb, record_digest = $4, generation = $3 WHERE id = $1`, [row.id, JSON.stringify(record), generation, recordDigest(record)]);
        return {
          idempotencyKey: record.idempotencyKey,
          employerName: record.employer.name,
          employerCreditCode: record.employer.creditCode,
          employerAreaCode: record.employer.areaCode,
          submittedBy: ctx.actor.id,
          submittedAt: now,
          supervisorApprovedBy: null,
          supervisorApprovedAt: null,
          qcApprovedBy: null,
          qcApprovedAt: null,
          provinceRecordId: null,
          lastError: null,
        };
      }
      case 'supervisorApprove':
        return { supervisorApprovedBy: ctx.actor.id, supervisorApprovedAt: now };
      case 'supervisorReject':
        return { supervisorRejectReason: reason };
      case 'qcApprove':
        return { qcApprovedBy: ctx.actor.id, qcApprovedAt: now, lastError: null };
      case 'qcReject':
        return { qcRejectReason: reason };
      case 'retry':
        return { lastError: null };
      default:
        return {};
    }
  }
}
