import { Injectable, OnModuleInit } from '@nestjs/common';
import { DECLARATION_OPEN_STATES, ENTERPRISE_DECLARATION, optionLabel, type ResourceRow, fieldOf } from '@ohit/contracts';
import { declarationTypeRefusals } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { badRequest, conflict, forbidden } from '../../platform';
import { CommandOutcome, type ExtensionContext, recordChildRemoval, recordChildRow, ResourceExtensions } from '../resources';
import { employerFacts, surveyPrefill } from './declaration-prefill';
import { ENTERPRISE_MESSAGES as M } from './enterprise.messages';
import { reachOf, servedEmployer } from './employer-scope';

const NAME = ENTERPRISE_DECLARATION.name;
const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';
const stateLabel = (state: unknown) => optionLabel(fieldOf(ENTERPRISE_DECLARATION, 'state')!, state);

/** Fields a declaration must carry before it is submitted. */
const REQUIRED_ON_SUBMIT = ['creditCode', 'employerName', 'workerCount', 'contact', 'contactPhone'];

/**
 * 企业申报's rules (hooks and a row command on 'enterpriseDeclaration'; the kernel serves the rest):
 * - who files for whom: an enterprise user for its linked employer only (the credit code is set to
 *   it); an organisation's staff for an employer it served (a project's inspected unit);
 * - a new declaration starts from the employer's inspected-unit facts and its latest survey's hazard
 *   table (rows with their ChildAdded events, the reason naming the survey); 从现场调查带入 does it again;
 * - a change declaration needs its reason (and the day of the event a deadline counts from);
 * - only 草稿 and 退回 ones change; submitting needs the employer's facts; only the organisation
 *   受理 or 退回 (with the reason kept on the row), never the enterprise itself.
 */
@Injectable()
export class DeclarationRules implements OnModuleInit {
  constructor(
    private readonly extensions: ResourceExtensions,
    private readonly events: DomainEventsService,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(NAME, {
      beforeCreate: (ctx, values) => this.beforeCreate(ctx, values),
      afterCreate: (ctx, row) => this.afterCreate(ctx, row),
      beforeEdit: (ctx, before, values) => this.beforeEdit(ctx, before, values),
      beforeChildWrite: (_ctx, parent) => this.assertOpen(parent),
      beforeTransition: (ctx, row, step) => this.beforeTransition(ctx, row, step.event),
    });
    this.extensions.addCommand(NAME, { name: 'prefill', run: (ctx, row) => this.prefillAgain(ctx, row) });
  }

  /** The credit code the caller may file under (its employer, or a client of its write scope). */
  private async employerFor(ctx: ExtensionContext, requested: unknown): Promise<string> {
    const reach = await reachOf(ctx.m, ctx.actor, 'write');
    if (reach.kind === 'employer') {
      if (!reach.creditCode) throw badRequest(M.notLinked);
      if (!blank(requested) && String(requested) !== reach.creditCode) throw badRequest(M.ownEmployerOnly);
      return reach.creditCode;
    }
    if (blank(requested)) throw badRequest(M.creditCodeRequired);
    const code = String(requested);
    if (!(await servedEmployer(ctx.m, reach.scope, code))) throw badRequest(M.notAClient);
    return code;
  }

  /** Whose surveys and unit records a declaration may read: the employer's own (any organisation), or the staff's scope. */
  private async sourceScope(ctx: ExtensionContext): Promise<number[] | null> {
    const reach = await reachOf(ctx.m, ctx.actor, 'write');
    return reach.kind === 'employer' ? null : reach.scope;
  }

  private refuseType(values: Record<string, unknown>): void {
    const refusals = declarationTypeRefusals(values);
    if (refusals.length) throw badRequest(refusals.join('；'));
  }

  private async beforeCreate(ctx: ExtensionContext, values: Record<string, unknown>): Promise<Record<string, unknown>> {
    this.refuseType({ declarationType: values.declarationType ?? 'initial', changeReason: values.changeReason, eventDate: values.eventDate });
    const creditCode = await this.employerFor(ctx, values.creditCode);
    const scope = await this.sourceScope(ctx);
    const facts = await employerFacts(ctx.m, creditCode, scope);
    const filled = Object.fromEntries(Object.entries(facts).filter(([k, v]) => blank(values[k]) && !blank(v)));
    const survey = await surveyPrefill(ctx.m, creditCode, scope);
    return { ...filled, ...(survey?.values ?? {}), creditCode };
  }

  private async afterCreate(ctx: ExtensionContext, row: ResourceRow): Promise<void> {
    const survey = await surveyPrefill(ctx.m, String(row.creditCode), await this.sourceScope(ctx));
    if (!survey) return;
    const rowCtx = { ...ctx, reason: M.prefilled(survey.source) };
    for (const r of survey.rows) await recordChildRow(this.events, rowCtx, row, 'hazards', { workSite: r.workSite, hazard: r.hazard, category: r.category, exposedCount: r.exposedCount });
  }

  private assertOpen(row: ResourceRow): void {
    if (!DECLARATION_OPEN_STATES.includes(String(row.state))) throw conflict(M.notOpen(stateLabel(row.state)));
  }

  private async beforeEdit(ctx: ExtensionContext, before: ResourceRow, values: Record<string, unknown>): Promise<void> {
    this.assertOpen(before);
    this.refuseType({ ...before, ...values });
    if ('creditCode' in values && values.creditCode !== before.creditCode) await this.employerFor(ctx, values.creditCode);
  }

  private beforeTransition(ctx: ExtensionContext, row: ResourceRow, event: string): Record<string, unknown> {
    if (event === 'submit') {
      const missing = REQUIRED_ON_SUBMIT.filter((f) => blank(row[f])).map((f) => fieldOf(ENTERPRISE_DECLARATION, f)!.label);
      if (missing.length) throw badRequest(M.incomplete(missing));
      this.refuseType(row);
      return {};
    }
    // the organisation or the authority decides; the employer never decides on its own declaration
    if (ctx.actor.isQy && !ctx.actor.isAdmin) throw forbidden(M.enterpriseCannotDecide);
    return event === 'return' ? { returnReason: ctx.reason ?? null } : {};
  }

  /** 从现场调查带入: the hazard table replaced by the latest survey's (each removal and add on the history) and the category fields with it. */
  private async prefillAgain(ctx: ExtensionContext, row: ResourceRow): Promise<CommandOutcome> {
    const survey = await surveyPrefill(ctx.m, String(row.creditCode), await this.sourceScope(ctx));
    if (!survey) throw badRequest(M.noSurvey);
    const rowCtx = { ...ctx, reason: ctx.reason ? `${M.prefilled(survey.source)}：${ctx.reason}` : M.prefilled(survey.source) };
    const held: { id: number }[] = await ctx.m.query(`SELECT id FROM enterprise_declaration_hazards WHERE declaration_id = $1 ORDER BY id`, [row.id]);
    for (const h of held) await recordChildRemoval(this.events, rowCtx, row, 'hazards', h.id);
    for (const r of survey.rows) await recordChildRow(this.events, rowCtx, row, 'hazards', { workSite: r.workSite, hazard: r.hazard, category: r.category, exposedCount: r.exposedCount });
    return new CommandOutcome(survey.values, { removed: held.length, added: survey.rows.length }, `已从${survey.source}带入${survey.rows.length}条危害因素`);
  }
}
