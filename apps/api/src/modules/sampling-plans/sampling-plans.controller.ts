import { Body, Controller, Get, Inject, Param, Post, Put, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  type AttachmentSlot,
  type ConsumablePlanView,
  parseReason,
  permissionCodes,
  type PlanCheckView,
  type PlanGenerationPreview,
  type PlannedSampleView,
  PLAN_UPLOAD_ENDPOINTS,
  type ResourceAttachment,
  type SampleCodePatternView,
  SAMPLING_PLAN,
} from '@ohit/contracts';
import { type Actor, badRequest, CurrentActor, RequirePermissions } from '../../platform';
import { AddAttachmentCommand, slotPolicy } from '../resources';
import { FileUpload, type UploadedFile, uploadedReason } from '../uploads';
import { SampleCodePattern } from './sample-code-pattern';
import { SamplingPlanReads } from './sampling-plan-reads';
import { PLAN_MESSAGES as M } from './sampling-plans.messages';

type Upload = Request & { uploaded: UploadedFile };

const can = (action: string) => permissionCodes(SAMPLING_PLAN, action);
function layoutSlot(): AttachmentSlot {
  const slot = SAMPLING_PLAN.attachments?.find((s) => s.name === 'projectLayout');
  if (!slot) throw new Error('SAMPLING_PLAN declares no projectLayout slot');
  return slot;
}
const LAYOUT = layoutSlot();

function idOf(raw: unknown): number {
  const text = String(raw ?? '').trim();
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw badRequest('id必须是正整数');
  return id;
}

/**
 * The sampling plan's endpoints beside the generic ones of `api/samplingPlan`: the live checker,
 * what regenerating would change, the numbered samples (labels), the consumable plan (采样准备 ›
 * planHc), the organisation's sample code pattern, and the spec's layout upload onto the plan's
 * projectLayout slot.
 */
@ApiTags(SAMPLING_PLAN.name)
@Controller()
export class SamplingPlansController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    private readonly reads: SamplingPlanReads,
    private readonly pattern: SampleCodePattern,
  ) {}

  /** GBZ 159 shortfalls of the stored rows against the current survey, in Chinese (the editor calls it after each change). */
  @Get('api/samplingPlan/:id/check')
  @RequirePermissions(...can('list'))
  check(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<PlanCheckView> {
    return this.reads.check(actor, idOf(id));
  }

  /** What 生成方案 would add, remove and change now (edited values marked). */
  @Get('api/samplingPlan/:id/generation')
  @RequirePermissions(...can('generate'))
  generation(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<PlanGenerationPreview> {
    return this.reads.generation(actor, idOf(id));
  }

  /** The plan's numbered samples, in code order (printable labels). */
  @Get('api/samplingPlan/:id/samples')
  @RequirePermissions(...can('list'))
  samples(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<PlannedSampleView[]> {
    return this.reads.samples(actor, idOf(id));
  }

  /** 耗材计划: collectors, media and reagents by count. */
  @Get('api/samplingPlan/:id/consumables')
  @RequirePermissions(...can('list'), 'samplePrepare:list')
  consumables(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<ConsumablePlanView> {
    return this.reads.consumables(actor, idOf(id));
  }

  @Get('api/sampleCode/pattern')
  @RequirePermissions(...can('list'))
  codePattern(@CurrentActor() actor: Actor): Promise<SampleCodePatternView> {
    return this.pattern.view(actor);
  }

  /** Sets it (`{pattern, reason?}`; an empty pattern restores the default). */
  @Put('api/sampleCode/pattern')
  @RequirePermissions(...can('sampleCodePattern'))
  changeCodePattern(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<SampleCodePatternView> {
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求内容必须是JSON对象');
    const b = body as Record<string, unknown>;
    const reason = parseReason(b.reason);
    if (!reason.ok) throw badRequest(reason.message);
    return this.pattern.change(actor, b.pattern, reason.reason);
  }

  /** 采样点布置图: api/samplingPlan/projectLayout/upload (multipart `file` + `planId`). */
  @Post(Object.keys(PLAN_UPLOAD_ENDPOINTS))
  @RequirePermissions(...can('edit'))
  @UseInterceptors(FileUpload(slotPolicy(LAYOUT)))
  projectLayout(@CurrentActor() actor: Actor, @Req() req: Upload): Promise<ResourceAttachment> {
    const raw = String(req.uploaded.fields.planId ?? '').trim();
    if (!/^\d{1,10}$/.test(raw)) throw badRequest(M.planIdMissing);
    return this.commands.execute(new AddAttachmentCommand(SAMPLING_PLAN.name, 'projectLayout', actor, idOf(raw), req.uploaded, uploadedReason(req.uploaded)));
  }
}
