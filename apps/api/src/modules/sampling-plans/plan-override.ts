import { Injectable } from '@nestjs/common';
import { permissionCodes, type ResourceRow } from '@ohit/contracts';
import { requireDifferentPerson } from '@ohit/domain';
import { badRequest, forbidden, hasAnyPermission } from '../../platform';
import type { ExtensionContext } from '../resources';
import { checkView, planState } from './plan-checker';
import { checkPlanOpen } from './plan-open';
import { PLAN_MESSAGES as M } from './sampling-plans.messages';

/** The approver of an override is never the person who asked for it (four eyes). */
const secondPerson = requireDifferentPerson<{ actorId: string; requester: string }>('放行批准人', (ctx) => [ctx.requester]);

/**
 * Letting a plan with GBZ 159 shortfalls be submitted: 申请放行 records the reason and exactly the
 * shortfalls it covers (a new one later is not covered); 批准放行 needs the plan's approve
 * permission and another person than the one who asked.
 */
@Injectable()
export class PlanOverride {
  async request(ctx: ExtensionContext, plan: ResourceRow): Promise<Record<string, unknown>> {
    await checkPlanOpen(ctx.m, plan);
    const view = checkView(plan, await planState(ctx.m, plan));
    if (view.issues.length === 0) throw badRequest(M.nothingToOverride);
    return {
      overrideReason: ctx.reason ?? null,
      overrideRequestedBy: ctx.actor.username,
      overrideIssues: view.issues.map((i) => i.message).join('\n'),
      overrideApprovedBy: null,
    };
  }

  async approve(ctx: ExtensionContext, plan: ResourceRow): Promise<Record<string, unknown>> {
    if (!hasAnyPermission(ctx.actor, permissionCodes(ctx.decl, 'approve'))) throw forbidden(M.overrideNeedsApprover);
    await checkPlanOpen(ctx.m, plan);
    if (!plan.overrideRequestedBy) throw badRequest(M.noOverrideAsked);
    if (plan.overrideApprovedBy) throw badRequest(M.overrideApproved);
    if (secondPerson({ actorId: ctx.actor.username, requester: String(plan.overrideRequestedBy) })) throw badRequest(M.overrideSelf);
    return { overrideApprovedBy: ctx.actor.username };
  }
}
