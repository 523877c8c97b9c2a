import { Injectable, OnModuleInit } from '@nestjs/common';
import { resourceEventType, type ResourceRow, SAMPLING_PLAN, SITE_SURVEY } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, returningRows } from '../../platform';
import { type ExtensionContext, ResourceExtensions } from '../resources';

/** The survey collections a plan is generated from. */
const PLAN_SOURCES = new Set(['posts', 'postHazards', 'equipment']);

/**
 * A change of the survey's posts, post hazards or equipment marks its project's generated plan
 * 调查已变更 (needsRegenerating, with an event on the plan), in the survey change's transaction.
 * The checker compares the survey's facts with the plan's stamp too, so the mark is for lists;
 * 生成方案 clears it.
 */
@Injectable()
export class SurveyChangeWatch implements OnModuleInit {
  constructor(
    private readonly extensions: ResourceExtensions,
    private readonly events: DomainEventsService,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(SITE_SURVEY.name, {
      beforeChildWrite: (ctx, survey, change) => (PLAN_SOURCES.has(change.child) ? this.mark(ctx, survey) : undefined),
    });
  }

  private async mark(ctx: ExtensionContext, survey: ResourceRow): Promise<void> {
    const marked = returningRows<{ id: number; organization_id: number }>(
      await ctx.m.query(
      `UPDATE sampling_plans SET needs_regenerating = true, updated_at = now()
        WHERE project_id = $1 AND survey_stamp IS NOT NULL AND NOT needs_regenerating
        RETURNING id, organization_id`,
        [survey.belongProject],
      ),
    );
    for (const plan of marked) {
      await this.events.append(ctx.m, {
        type: resourceEventType(SAMPLING_PLAN.name, 'Edited'),
        aggregateType: SAMPLING_PLAN.name,
        aggregateId: plan.id,
        payload: { ids: [plan.id], old: { needsRegenerating: false }, new: { needsRegenerating: true } },
        ...auditOf(ctx.actor),
        reason: '现场调查已变更',
        organizationId: plan.organization_id,
      });
    }
  }
}
