import { Injectable, OnModuleInit } from '@nestjs/common';
import { columnOf, type ResourceRow, SITE_SURVEY, SITE_SURVEY_TEMPLATE, SURVEY_TEMPLATE_SECTIONS } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { badRequest, firstRow } from '../../platform';
import { type ExtensionContext, recordChildRow, ResourceExtensions } from '../resources';
import { TEMPLATE_MESSAGES as M } from './data-templates.messages';
import { surveyChildOf, type SurveyTemplateRow } from './survey-sections';

type Run = ExtensionContext['m'];

interface SurveyTemplate {
  id: number;
  name: string;
  enabled: boolean;
  overview: string | null;
}

const TEMPLATE_COLUMNS = `id, name, enabled, production_overview AS overview`;

/** The organisation's default 现场调查模板 (a default is always enabled), or undefined. */
async function defaultTemplate(m: Run, organizationId: number): Promise<SurveyTemplate | undefined> {
  return firstRow<SurveyTemplate>(await m.query(`SELECT ${TEMPLATE_COLUMNS} FROM ${SITE_SURVEY_TEMPLATE.table} WHERE organization_id = $1 AND is_default`, [organizationId]));
}

async function templateRows(m: Run, templateId: number): Promise<SurveyTemplateRow[]> {
  return m.query(`SELECT section, name, detail FROM data_template_survey_rows WHERE template_id = $1 ORDER BY id`, [templateId]);
}

const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

/**
 * A survey's sections from a 现场调查模板 (kernel hooks and a row command on 'siteSurvey'):
 * - a new survey starts from its organisation's default template — the template's 生产概况 when the
 *   survey brings none, and one row per preset in its section (each with its ChildAdded event,
 *   the reason naming the template);
 * - 应用模板 (`applyTemplate`, `siteSurvey:applyTemplate`) adds a chosen enabled template's rows the
 *   survey does not have yet (same section and name), and its 生产概况 when the survey has none,
 *   while the survey is 调查中.
 * Every row goes through the survey's own child rules (its beforeChildWrite hooks: open, project
 * not suspended or closed), as a user's add would.
 */
@Injectable()
export class SurveyTemplateUse implements OnModuleInit {
  constructor(
    private readonly extensions: ResourceExtensions,
    private readonly events: DomainEventsService,
  ) {}

  onModuleInit(): void {
    this.extensions.addHooks(SITE_SURVEY.name, {
      beforeCreate: (ctx, values) => this.overviewOnCreate(ctx, values),
      afterCreate: (ctx, survey) => this.prefill(ctx, survey),
    });
    this.extensions.addCommand(SITE_SURVEY.name, { name: 'applyTemplate', run: (ctx, survey, input) => this.apply(ctx, survey, Number(input.template)) });
  }

  /** The default template's 生产概况 for a survey created without one (the project names the organisation). */
  private async overviewOnCreate(ctx: ExtensionContext, values: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (!blank(values.productionOverview)) return {};
    const project = firstRow<{ organization_id: number }>(await ctx.m.query(`SELECT organization_id FROM projects WHERE id = $1`, [values.belongProject]));
    const template = project && (await defaultTemplate(ctx.m, project.organization_id));
    return template?.overview ? { productionOverview: template.overview } : {};
  }

  private async prefill(ctx: ExtensionContext, survey: ResourceRow): Promise<void> {
    const template = await defaultTemplate(ctx.m, Number(survey.organizationId));
    if (!template) return;
    await this.addRows(ctx, survey, await templateRows(ctx.m, template.id), M.prefilled(template.name));
  }

  private async apply(ctx: ExtensionContext, survey: ResourceRow, templateId: number): Promise<Record<string, unknown>> {
    // the reference check has put the template in the survey's organisation
    const template = firstRow<SurveyTemplate>(await ctx.m.query(`SELECT ${TEMPLATE_COLUMNS} FROM ${SITE_SURVEY_TEMPLATE.table} WHERE id = $1`, [templateId]));
    if (!template) throw badRequest(M.templateMissing);
    if (!template.enabled) throw badRequest(M.templateDisabled(template.name));
    const values = blank(survey.productionOverview) && template.overview ? { productionOverview: template.overview } : {};
    // the survey's own rules for a change of it (调查中, project open) before anything is written
    await this.extensions.run(SITE_SURVEY.name, 'beforeEdit', ctx, survey, values);
    const held = await this.heldRows(ctx.m, survey.id);
    const missing = (await templateRows(ctx.m, template.id)).filter((r) => !held.has(`${r.section}|${r.name}`));
    if (missing.length === 0 && Object.keys(values).length === 0) throw badRequest(M.nothingToApply(template.name));
    const why = ctx.reason ? `${M.applied(template.name)}：${ctx.reason}` : M.applied(template.name);
    await this.addRows(ctx, survey, missing, why);
    return values;
  }

  /** Each preset as its section's child row, hooked and recorded like a user's add. */
  private async addRows(ctx: ExtensionContext, survey: ResourceRow, rows: SurveyTemplateRow[], reason: string): Promise<void> {
    const rowCtx = { ...ctx, reason };
    for (const row of rows) {
      const { child, values } = surveyChildOf(row);
      await this.extensions.run(SITE_SURVEY.name, 'beforeChildWrite', rowCtx, survey, { child, kind: 'add', before: null, values });
      await recordChildRow(this.events, rowCtx, survey, child, values);
    }
  }

  /** `section|name` of the survey's rows in the sections a template presets. */
  private async heldRows(m: Run, surveyId: number): Promise<Set<string>> {
    const held = new Set<string>();
    for (const section of SURVEY_TEMPLATE_SECTIONS) {
      const child = SITE_SURVEY.children?.find((c) => c.name === section.child);
      const field = child?.fields.find((f) => f.name === section.nameField);
      if (!child || !field) continue;
      const names: { name: string }[] = await m.query(`SELECT ${columnOf(field)} AS name FROM ${child.table} WHERE ${child.parentColumn} = $1`, [surveyId]);
      for (const n of names) held.add(`${section.child}|${n.name}`);
    }
    return held;
  }
}
