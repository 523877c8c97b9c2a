import { Injectable, OnModuleInit } from '@nestjs/common';
import { type ResourceRow, SAMPLING_CONDITION_FIELDS, SAMPLING_DAY, SIGNER_ROLE_OPTIONS } from '@ohit/contracts';
import { samplingConditionProblems } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { badRequest } from '../../platform';
import { type ChildChange, type ExtensionContext, recordChildEdit, recordChildRow, ResourceExtensions } from '../resources';
import { entryCount, recordsDigest } from './records-digest';
import { handOverSamples } from './sample-handover';
import { lockSamplingProject } from './sampling-project';
import { guardSignedChange, liveSignatures } from './signed-change';
import { SITE_SAMPLING_MESSAGES as M } from './site-sampling.messages';

/** Fields whose change alters what the signatures vouch for (the conditions, the date, who sampled). */
const SIGNED_FIELDS = new Set([...SAMPLING_CONDITION_FIELDS.map((f) => f.name), 'samplingDate', 'samplers', 'accompanyName']);
const roleLabel = (role: string) => SIGNER_ROLE_OPTIONS.find((o) => o.value === role)?.label ?? role;

function checkConditions(row: Record<string, unknown>): void {
  const problems = samplingConditionProblems(row);
  if (problems.length > 0) throw badRequest(problems.join('；'));
}

/**
 * The sampling day's rules on the kernel's commands: a day is opened for a project in 现场采样中,
 * once per date, with plausible conditions; a change of what the signatures vouch for needs a
 * reason once signed or submitted and voids them; 签名 binds a drawn signature to the records as
 * they are; 提交采样 needs records and the three signatures on the records as they are now, and
 * hands the recorded samples over to the sample flow.
 */
@Injectable()
export class SamplingDayRules implements OnModuleInit {
  constructor(
    private readonly extensions: ResourceExtensions,
    private readonly events: DomainEventsService,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(SAMPLING_DAY.name, {
      beforeCreate: (ctx, values) => this.beforeCreate(ctx, values),
      beforeEdit: (ctx, before, values) => this.beforeEdit(ctx, before, values),
      beforeDelete: async (ctx, rows) => {
        for (const row of rows) if ((await entryCount(ctx.m, Number(row.id))) > 0) return M.dayHasRecords;
        return null;
      },
      beforeTransition: async (ctx, row, step) => {
        await lockSamplingProject(ctx.m, row.belongProject, { sampling: step.event === 'submit' });
        if (step.event === 'submit') await this.checkSubmittable(ctx, row);
      },
      afterTransition: async (ctx, _before, after, step) => {
        if (step.event === 'submit') await handOverSamples(this.events, ctx, after);
      },
      beforeChildWrite: (ctx, parent, change) => this.checkMedia(ctx, parent, change),
      beforeAttachmentWrite: async (ctx, parent, change) => {
        if (change.kind === 'remove' && change.attachmentId && (await this.fileInUse(ctx, Number(parent.id), change.attachmentId))) throw badRequest(M.signatureInUse);
      },
    });
    this.extensions.addCommand(SAMPLING_DAY.name, { name: 'sign', run: (ctx, row, input) => this.sign(ctx, row, input) });
  }

  /** The project must be 现场采样中 with no day of that date yet; the day records the project's unit. */
  private async beforeCreate(ctx: ExtensionContext, values: Record<string, unknown>): Promise<Record<string, unknown>> {
    const project = await lockSamplingProject(ctx.m, values.belongProject, { exclusive: true });
    checkConditions(values);
    const same = await ctx.m.query(`SELECT 1 FROM sampling_days WHERE project_id = $1 AND sampling_date = $2`, [project.id, values.samplingDate]);
    if (same.length > 0) throw badRequest(M.dayExists(String(values.samplingDate)));
    return { belongInspect: project.inspected_unit_id };
  }

  private async beforeEdit(ctx: ExtensionContext, before: ResourceRow, values: Record<string, unknown>): Promise<void> {
    if ('belongProject' in values && Number(values.belongProject) !== Number(before.belongProject)) throw badRequest(M.projectFixed);
    await lockSamplingProject(ctx.m, before.belongProject, { sampling: false });
    checkConditions({ ...before, ...values });
    const changed = Object.keys(values).some((k) => SIGNED_FIELDS.has(k) && String(values[k] ?? '') !== String(before[k] ?? ''));
    if (changed) await guardSignedChange(this.events, ctx, before);
  }

  /** Records or measurements, and a signature of every role in force on them as they are now. */
  private async checkSubmittable(ctx: ExtensionContext, day: ResourceRow): Promise<void> {
    if ((await entryCount(ctx.m, Number(day.id))) === 0) throw badRequest(M.submitNoRecords);
    const live = await liveSignatures(ctx.m, Number(day.id));
    const missing = SIGNER_ROLE_OPTIONS.filter((o) => !live.some((s) => s.role === o.value)).map((o) => o.label);
    if (missing.length > 0) throw badRequest(M.submitUnsigned(missing.join('、')));
    const digest = await recordsDigest(ctx.m, day);
    const stale = live.filter((s) => s.records_digest !== digest).map((s) => roleLabel(s.role));
    if (stale.length > 0) throw badRequest(M.submitStale(stale.join('、')));
  }

  /**
   * 签名: the drawn image (this day's `signature` attachment) bound to the digest of the records
   * as they are; a role's earlier signature in force is voided (重新签名).
   */
  private async sign(ctx: ExtensionContext, day: ResourceRow, input: Record<string, unknown>): Promise<Record<string, unknown>> {
    await lockSamplingProject(ctx.m, day.belongProject, { sampling: false });
    if ((await entryCount(ctx.m, Number(day.id))) === 0) throw badRequest(M.noRecordsToSign);
    const file = await ctx.m.query(`SELECT 1 FROM resource_attachments WHERE id = $1 AND resource = $2 AND record_id = $3 AND slot = 'signature'`, [
      input.attachmentId,
      SAMPLING_DAY.name,
      day.id,
    ]);
    if (file.length === 0) throw badRequest(M.signatureNotFound);
    const role = String(input.role);
    for (const s of await liveSignatures(ctx.m, Number(day.id))) {
      if (s.role === role) await recordChildEdit(this.events, ctx, day, 'signatures', s.id, { voided: true, voidReason: M.signatureReplaced });
    }
    await recordChildRow(this.events, ctx, day, 'signatures', {
      role,
      signerName: input.signerName,
      attachmentId: input.attachmentId,
      recordsDigest: await recordsDigest(ctx.m, day),
      signedAt: new Date().toISOString(),
      voided: false,
    });
    return {};
  }

  /** A media row names a photo or video uploaded to this day (and a photo's preview). */
  private async checkMedia(ctx: ExtensionContext, day: ResourceRow, change: ChildChange): Promise<void> {
    if (change.child !== 'media' || !change.values) return;
    const row = { ...(change.before ?? {}), ...change.values };
    const slotOf = async (id: unknown): Promise<string | null> => {
      const [a] = await ctx.m.query(`SELECT slot FROM resource_attachments WHERE id = $1 AND resource = $2 AND record_id = $3`, [id, SAMPLING_DAY.name, day.id]);
      return a ? String(a.slot) : null;
    };
    const slot = await slotOf(row.attachmentId);
    if (!slot) throw badRequest(M.mediaFileNotFound);
    if (slot !== row.kind) throw badRequest(M.mediaWrongSlot(row.kind === 'video' ? '视频' : '照片'));
    if (row.previewId !== null && row.previewId !== undefined && (await slotOf(row.previewId)) !== 'photoPreview') throw badRequest(M.mediaFileNotFound);
  }

  private async fileInUse(ctx: ExtensionContext, dayId: number, attachmentId: number): Promise<boolean> {
    const used = await ctx.m.query(
      `SELECT 1 FROM sampling_day_signatures WHERE day_id = $1 AND attachment_id = $2
       UNION ALL SELECT 1 FROM sampling_day_media WHERE day_id = $1 AND (attachment_id = $2 OR preview_id = $2) LIMIT 1`,
      [dayId, attachmentId],
    );
    return used.length > 0;
  }
}
