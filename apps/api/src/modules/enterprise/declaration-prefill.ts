import type { EntityManager } from 'typeorm';
import { categoryExposedField, categoryPresentField } from '@ohit/contracts';
import { type DeclarationHazardRow, declarationHazardsFromSurvey, HAZARD_CATEGORIES } from '@ohit/domain';

type Run = Pick<EntityManager, 'query'>;

/** What a declaration takes from the employer's latest survey: the hazard rows, the category fields and where they came from. */
export interface SurveyPrefill {
  rows: DeclarationHazardRow[];
  values: Record<string, unknown>;
  source: string;
}

/**
 * The latest survey (by survey date, then newest) of a project of the employer — among the
 * organisations `scope` names (null: any, for the employer itself) — turned into a declaration's
 * hazard table (declarationHazardsFromSurvey); null when there is none.
 */
export async function surveyPrefill(run: Run, creditCode: string, scope: number[] | null): Promise<SurveyPrefill | null> {
  const [survey] = (await run.query(
    `SELECT s.id, to_char(s.survey_date, 'YYYY-MM-DD') AS survey_date, p.code AS project_code
       FROM site_surveys s JOIN projects p ON p.id = s.project_id JOIN inspected_units iu ON iu.id = p.inspected_unit_id
      WHERE iu.credit_code = $1 AND ($2::int[] IS NULL OR s.organization_id = ANY($2::int[]))
      ORDER BY s.survey_date DESC NULLS LAST, s.id DESC LIMIT 1`,
    [creditCode, scope],
  )) as { id: number; survey_date: string | null; project_code: string }[];
  if (!survey) return null;
  const posts: { workshop: string; post: string; exposed_headcount: number }[] = await run.query(
    `SELECT workshop, post, exposed_headcount FROM site_survey_posts WHERE survey_id = $1 ORDER BY id`,
    [survey.id],
  );
  const hazards: { workshop: string; post: string; hazard: string }[] = await run.query(`SELECT workshop, post, hazard FROM site_survey_post_hazards WHERE survey_id = $1 ORDER BY id`, [survey.id]);
  const { rows, categories } = declarationHazardsFromSurvey(
    posts.map((p) => ({ workshop: p.workshop, post: p.post, exposedHeadcount: Number(p.exposed_headcount) })),
    hazards,
  );
  const values: Record<string, unknown> = {};
  for (const c of HAZARD_CATEGORIES) {
    values[categoryPresentField(c)] = categories[c].present;
    values[categoryExposedField(c)] = categories[c].exposed;
  }
  values.exposedCount = posts.reduce((n, p) => n + Number(p.exposed_headcount), 0);
  const source = `项目${survey.project_code}的现场调查${survey.survey_date ? `（${survey.survey_date}）` : ''}`;
  values.prefillSource = source;
  return { rows, values, source };
}

/** The employer's facts as its latest inspected-unit record (in `scope`) holds them: what a new declaration starts from. */
export async function employerFacts(run: Run, creditCode: string, scope: number[] | null): Promise<Record<string, unknown>> {
  const [unit] = (await run.query(
    `SELECT name, address, industry, scale, employee_count, contact, phone FROM inspected_units
      WHERE credit_code = $1 AND ($2::int[] IS NULL OR organization_id = ANY($2::int[])) ORDER BY updated_at DESC, id DESC LIMIT 1`,
    [creditCode, scope],
  )) as { name: string; address: string | null; industry: string | null; scale: string | null; employee_count: number | null; contact: string | null; phone: string | null }[];
  if (!unit) return {};
  return {
    employerName: unit.name,
    workAddress: unit.address,
    industry: unit.industry,
    scale: unit.scale,
    workerCount: unit.employee_count,
    contact: unit.contact,
    contactPhone: unit.phone,
  };
}
