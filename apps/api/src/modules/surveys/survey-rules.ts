import { Injectable, OnModuleInit } from '@nestjs/common';
import { type ResourceRow, SITE_SURVEY, SURVEY_FINISHED_MESSAGE } from '@ohit/contracts';
import { contactHoursProblem, surveyPostProblem } from '@ohit/domain';
import { badRequest, firstRow } from '../../platform';
import { type ChildChange, type ExtensionContext, ResourceExtensions } from '../resources';
import { SURVEY_MESSAGES as M } from './surveys.messages';

type Run = ExtensionContext['m'];

/** Project states in which a survey is started. */
const SURVEY_STARTS_IN = 'surveying';
const PROJECT_CLOSED = new Set(['archived', 'cancelled']);

interface ProjectFacts {
  id: number;
  state: string;
  inspected_unit_id: number | null;
}

/**
 * The survey's project, locked against a concurrent transition (挂起, 中止) while the survey
 * changes; `exclusive` serialises two surveys started for one project at once.
 */
async function lockProject(m: Run, projectId: unknown, exclusive = false): Promise<ProjectFacts | undefined> {
  return firstRow<ProjectFacts>(await m.query(`SELECT id, state, inspected_unit_id FROM projects WHERE id = $1 ${exclusive ? 'FOR UPDATE' : 'FOR SHARE'}`, [projectId]));
}

/** A suspended or closed project takes no survey changes. */
function projectRefusal(project: ProjectFacts | undefined): string | null {
  if (!project) return null;
  if (project.state === 'suspended') return M.projectSuspended;
  if (PROJECT_CLOSED.has(project.state)) return M.projectClosed;
  return null;
}

const text = (v: unknown) => String(v ?? '').trim();

/**
 * The site survey's rules on the kernel's generic commands (hooks): a survey is created for a
 * project in 现场调查中 (one per project, the project's unit recorded with it); it and its
 * children and attachments change only while 调查中 — once finished '该项目已结束调查' until
 * 重新打开调查 with a reason — and never while the project is suspended or closed; a post's
 * figures must be possible and a post hazard must name a post of the survey.
 */
@Injectable()
export class SurveyRules implements OnModuleInit {
  constructor(private readonly extensions: ResourceExtensions) {}

  onModuleInit(): void {
    this.extensions.addHooks(SITE_SURVEY.name, {
      beforeCreate: (ctx, values) => this.beforeCreate(ctx, values),
      beforeEdit: async (ctx, before, values) => {
        if ('belongProject' in values && Number(values.belongProject) !== Number(before.belongProject)) throw badRequest(M.projectFixed);
        await this.checkOpen(ctx, before);
      },
      beforeDelete: async (ctx, rows) => {
        for (const row of rows) {
          const refusal = projectRefusal(await lockProject(ctx.m, row.belongProject));
          if (refusal) return refusal;
        }
        return null;
      },
      beforeTransition: async (ctx, row, step) => {
        const refusal = projectRefusal(await lockProject(ctx.m, row.belongProject));
        if (refusal) throw badRequest(refusal);
        if (step.event === 'submit' && !(await this.hasPosts(ctx.m, row.id))) throw badRequest(M.noPosts);
      },
      beforeChildWrite: async (ctx, parent, change) => {
        await this.checkOpen(ctx, parent);
        if (change.child === 'posts') await this.checkPost(ctx.m, parent, change);
        // an edit sends only what changed: the row as it will be is the old row with the new values
        if (change.child === 'postHazards' && change.values) await this.checkPostHazard(ctx.m, parent, { ...(change.before ?? {}), ...change.values });
      },
      beforeAttachmentWrite: (ctx, parent) => this.checkOpen(ctx, parent),
    });
  }

  /** The project must be 现场调查中 and have no survey yet; the survey records the project's unit. */
  private async beforeCreate(ctx: ExtensionContext, values: Record<string, unknown>): Promise<Record<string, unknown>> {
    const project = await lockProject(ctx.m, values.belongProject, true);
    if (!project) return {}; // the reference check has refused it already
    const refusal = projectRefusal(project);
    if (refusal) throw badRequest(refusal);
    if (project.state !== SURVEY_STARTS_IN) throw badRequest(M.projectNotSurveying);
    const existing = await ctx.m.query(`SELECT 1 FROM site_surveys WHERE project_id = $1`, [project.id]);
    if (existing.length > 0) throw badRequest(M.alreadyExists);
    return { belongInspect: project.inspected_unit_id };
  }

  /** Changes only while 调查中, in a project neither suspended nor closed. */
  private async checkOpen(ctx: ExtensionContext, survey: ResourceRow): Promise<void> {
    if (survey.state === 'finished') throw badRequest(SURVEY_FINISHED_MESSAGE);
    if (survey.state === 'submitted') throw badRequest(M.submitted);
    const refusal = projectRefusal(await lockProject(ctx.m, survey.belongProject));
    if (refusal) throw badRequest(refusal);
  }

  private async hasPosts(m: Run, surveyId: number): Promise<boolean> {
    return (await m.query(`SELECT 1 FROM site_survey_posts WHERE survey_id = $1 LIMIT 1`, [surveyId])).length > 0;
  }

  /** A post's figures must be possible; a post named by hazards keeps its name and is not removed under them. */
  private async checkPost(m: Run, survey: ResourceRow, change: ChildChange): Promise<void> {
    const row = { ...(change.before ?? {}), ...(change.values ?? {}) };
    if (change.values) {
      const problem = surveyPostProblem({
        post: text(row.post),
        headcount: Number(row.headcount ?? 0),
        exposedHeadcount: Number(row.exposedHeadcount ?? 0),
        hoursPerDay: String(row.hoursPerDay ?? '0'),
        daysPerWeek: String(row.daysPerWeek ?? '0'),
      });
      if (problem) throw badRequest(problem);
    }
    const before = change.before;
    if (!before) return;
    const renamed = change.kind === 'remove' || text(row.workshop) !== text(before.workshop) || text(row.post) !== text(before.post);
    if (!renamed) {
      await this.checkHazardHours(m, survey.id, before, row);
      return;
    }
    const named = await m.query(`SELECT 1 FROM site_survey_post_hazards WHERE survey_id = $1 AND workshop = $2 AND post = $3 LIMIT 1`, [survey.id, before.workshop, before.post]);
    if (named.length > 0) throw badRequest(M.postHasHazards(text(before.workshop), text(before.post)));
  }

  /** A shorter shift must still cover the contact time of every hazard of the post. */
  private async checkHazardHours(m: Run, surveyId: number, before: ResourceRow, row: Record<string, unknown>): Promise<void> {
    const hazards: { hazard: string; contact_hours: string | null }[] = await m.query(
      `SELECT hazard, contact_hours::text AS contact_hours FROM site_survey_post_hazards WHERE survey_id = $1 AND workshop = $2 AND post = $3 ORDER BY id`,
      [surveyId, before.workshop, before.post],
    );
    for (const h of hazards) {
      const problem = contactHoursProblem(h.hazard, h.contact_hours, { post: text(row.post), hoursPerDay: String(row.hoursPerDay) });
      if (problem) throw badRequest(problem);
    }
  }

  /** The hazard's post is a post row of this survey, and its contact time fits the post's shift. */
  private async checkPostHazard(m: Run, survey: ResourceRow, values: Record<string, unknown>): Promise<void> {
    const workshop = text(values.workshop);
    const post = text(values.post);
    const found = firstRow<{ hours: string }>(
      await m.query(`SELECT hours_per_day::text AS hours FROM site_survey_posts WHERE survey_id = $1 AND workshop = $2 AND post = $3`, [survey.id, workshop, post]),
    );
    if (!found) throw badRequest(M.unknownPost(workshop, post));
    const problem = contactHoursProblem(text(values.hazard), values.contactHours as string | null, { post, hoursPerDay: found.hours });
    if (problem) throw badRequest(problem);
  }
}
