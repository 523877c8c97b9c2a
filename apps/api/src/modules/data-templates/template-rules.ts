import { Injectable, OnModuleInit } from '@nestjs/common';
import {
  DATA_TEMPLATE_DECLARATIONS,
  type ResourceDeclaration,
  resourceEventType,
  type ResourceRow,
  SAMPLING_PLAN_TEMPLATE,
  SHORT_TIME_SAMPLING_TYPES,
  SITE_SURVEY_TEMPLATE,
} from '@ohit/contracts';
import { labMethodProblems, samplingPeriod } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { auditOf, badRequest, returningRows } from '../../platform';
import { type ChildChange, type ExtensionContext, ResourceExtensions } from '../resources';
import { TEMPLATE_MESSAGES as M } from './data-templates.messages';
import { checkSurveyTemplateRow, type SurveyTemplateRow } from './survey-sections';

/** The fewest shifts a 评价检测 is sampled on (GBZ 159), the floor of a template's 评价检测采样天数. */
const EVALUATION_SHIFTS = samplingPeriod('evaluation').shifts;

/**
 * The data templates' rules on the kernel's generic commands, the same for every kind: a default
 * template is an enabled one; names are unique per organisation and kind; making a template the
 * default takes the flag from the kind's previous default (its own edit event, the reason naming
 * the new one) — both under an advisory lock per organisation and kind, so concurrent writes
 * leave one default and no twins. The kinds' own rows: a survey preset fits the survey section
 * it fills; a sampling-plan template keeps 评价检测 at 3 shifts or more and short-time samples
 * within 15 min (the domain's method rules).
 */
@Injectable()
export class TemplateRules implements OnModuleInit {
  constructor(
    private readonly extensions: ResourceExtensions,
    private readonly events: DomainEventsService,
  ) {}

  onModuleInit(): void {
    for (const decl of DATA_TEMPLATE_DECLARATIONS) {
      this.extensions.addHooks(decl.name, {
        beforeCreate: (_ctx, values) => this.checkValues(decl, values),
        afterCreate: (ctx, row) => this.settle(ctx, decl, row),
        beforeEdit: (_ctx, before, values) => this.checkValues(decl, { ...before, ...values }),
        afterEdit: async (ctx, before, after) => {
          if (after.name !== before.name || (after.isDefault === true && before.isDefault !== true)) await this.settle(ctx, decl, after);
        },
        beforeChildWrite: (_ctx, _parent, change) => this.checkRow(decl, change),
      });
    }
  }

  /** The template as it will be: default only while enabled; the kind's own figures. */
  private checkValues(decl: ResourceDeclaration, row: Record<string, unknown>): void {
    if (row.isDefault === true && row.enabled === false) throw badRequest(M.defaultDisabled);
    if (decl.name === SAMPLING_PLAN_TEMPLATE.name && row.evaluationDays !== null && row.evaluationDays !== undefined && Number(row.evaluationDays) < EVALUATION_SHIFTS) {
      throw badRequest(M.evaluationDays(EVALUATION_SHIFTS));
    }
  }

  /** A child row as it will be (an edit sends only what changed). */
  private checkRow(decl: ResourceDeclaration, change: ChildChange): void {
    if (!change.values) return;
    const row = { ...(change.before ?? {}), ...change.values };
    if (decl.name === SITE_SURVEY_TEMPLATE.name) checkSurveyTemplateRow(row as unknown as SurveyTemplateRow);
    if (decl.name === SAMPLING_PLAN_TEMPLATE.name) {
      const problems = labMethodProblems({ shortTime: SHORT_TIME_SAMPLING_TYPES.includes(String(row.samplingType)), durationMinutes: (row.durationMinutes as number | null) ?? null });
      if (problems.length) throw badRequest(problems.join('；'));
    }
  }

  /** After a create, copy or rename or a new default: no twin name, and the kind's one default. */
  private async settle(ctx: ExtensionContext, decl: ResourceDeclaration, row: ResourceRow): Promise<void> {
    const organizationId = Number(row.organizationId);
    await ctx.m.query(`SELECT pg_advisory_xact_lock(hashtext($1), $2)`, [`dataTemplate:${decl.name}`, organizationId]);
    const twin = await ctx.m.query(`SELECT 1 FROM ${decl.table} WHERE organization_id = $1 AND name = $2 AND id <> $3 LIMIT 1`, [organizationId, row.name, row.id]);
    if (twin.length > 0) throw badRequest(M.duplicateName(decl.title, String(row.name)));
    if (row.isDefault !== true) return;
    const previous = returningRows<{ id: number; version: number }>(
      await ctx.m.query(
        `UPDATE ${decl.table} SET is_default = false, version = version + 1, updated_at = now(), update_by = $3
          WHERE organization_id = $1 AND is_default AND id <> $2 RETURNING id, version`,
        [organizationId, row.id, ctx.actor.username],
      ),
    );
    for (const p of previous) {
      await this.events.append(ctx.m, {
        type: resourceEventType(decl.name, 'Edited'),
        aggregateType: decl.name,
        aggregateId: p.id,
        payload: { ids: [p.id], version: p.version, old: { isDefault: true }, new: { isDefault: false } },
        ...auditOf(ctx.actor),
        reason: M.madeDefault(String(row.name)),
        organizationId,
      });
    }
  }
}
