import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { SITE_SURVEY, vocabularyNames } from '@ohit/contracts';
import { gbz21Limits2019, limitKindsOf, type PlannedSampleKind, type SamplingMethodDefaults, type SurveyFacts } from '@ohit/domain';
import { firstRow } from '../../platform';

/** What a plan is generated and checked from: its project, the project's survey and the organisation's methods. */
export interface PlanSources {
  project: { id: number; code: string; checkType: string; state: string; inspectedUnitId: number | null };
  survey: { id: number; state: string } | null;
  facts: SurveyFacts;
  /** A fingerprint of the survey facts the plan follows (null without a survey). */
  stamp: string | null;
}

const EQUIPMENT_HAZARDS = SITE_SURVEY.children?.find((c) => c.name === 'equipment')?.fields.find((f) => f.name === 'hazards') ?? { vocabulary: { name: 'hazard', multiple: true } as const };
const NO_FACTS: SurveyFacts = { posts: [], postHazards: [], equipment: [] };

export const limitKindsFor = (hazard: string): PlannedSampleKind[] => limitKindsOf(gbz21Limits2019(), hazard);

export async function loadProject(m: EntityManager, projectId: number): Promise<PlanSources['project'] | undefined> {
  const p = firstRow<{ id: number; code: string | null; check_type: string; state: string; inspected_unit_id: number | null }>(
    await m.query(`SELECT id, code, check_type, state, inspected_unit_id FROM projects WHERE id = $1`, [projectId]),
  );
  return p && { id: p.id, code: p.code ?? '', checkType: p.check_type, state: p.state, inspectedUnitId: p.inspected_unit_id };
}

/** The survey facts of a project (posts, hazards, equipment in the survey's order) and their fingerprint. */
export async function loadSources(m: EntityManager, projectId: number): Promise<PlanSources> {
  const project = await loadProject(m, projectId);
  if (!project) throw new Error(`project ${projectId} of a sampling plan not found`);
  const survey = firstRow<{ id: number; state: string }>(await m.query(`SELECT id, state FROM site_surveys WHERE project_id = $1`, [projectId]));
  if (!survey) return { project, survey: null, facts: NO_FACTS, stamp: null };
  const [posts, hazards, equipment] = await Promise.all([
    m.query(`SELECT workshop, post, headcount, exposed_headcount, hours_per_day::text AS hours FROM site_survey_posts WHERE survey_id = $1 ORDER BY id`, [survey.id]),
    m.query(`SELECT workshop, post, hazard, to_test FROM site_survey_post_hazards WHERE survey_id = $1 ORDER BY id`, [survey.id]),
    m.query(`SELECT workshop, equipment_type, units, hazards FROM site_survey_equipment WHERE survey_id = $1 ORDER BY id`, [survey.id]),
  ]);
  const facts: SurveyFacts = {
    posts: (posts as { workshop: string; post: string; headcount: number; exposed_headcount: number; hours: string }[]).map((p) => ({
      workshop: p.workshop,
      post: p.post,
      headcount: p.headcount,
      exposedHeadcount: p.exposed_headcount,
      hoursPerDay: p.hours,
    })),
    postHazards: (hazards as { workshop: string; post: string; hazard: string; to_test: boolean }[]).map((h) => ({
      workshop: h.workshop,
      post: h.post,
      hazard: h.hazard,
      toBeTested: h.to_test,
    })),
    equipment: (equipment as { workshop: string; equipment_type: string; units: number; hazards: string | null }[]).map((e) => ({
      workshop: e.workshop,
      equipmentType: e.equipment_type,
      units: e.units,
      hazards: vocabularyNames(EQUIPMENT_HAZARDS, e.hazards),
    })),
  };
  return { project, survey, facts, stamp: stampOf(project.checkType, facts) };
}

/** The facts generation reads, hashed: a different stamp means the plan no longer follows the survey. */
export function stampOf(checkType: string, facts: SurveyFacts): string {
  return createHash('sha256').update(JSON.stringify({ checkType, ...facts })).digest('hex').slice(0, 32);
}

interface MethodRow {
  hazard_name: string;
  standard_no: string;
  method_name: string;
  sampling_type: string;
  collector: string | null;
  medium: string | null;
  flow: string | null;
  duration_minutes: number | null;
  field_blanks: number | null;
}

const LONG_INDIVIDUAL = ['personal-long', 'personal-measure'];
const LONG_FIXED = ['fixed-long', 'fixed-measure'];
const SHORT = ['fixed-short', 'personal-short'];

/**
 * The sampling defaults of each hazard from the organisation's methods in use (在用, still valid):
 * the long-time method — a personal one first (GBZ 159 prefers individual TWA samples) — and a
 * short-time method's own collector and flow for the STEL/MAC rows; accredited methods first.
 */
export async function loadMethodDefaults(m: EntityManager, organizationId: number, hazards: readonly string[]): Promise<Map<string, SamplingMethodDefaults>> {
  const names = [...new Set(hazards.map((h) => h.trim()))];
  if (names.length === 0) return new Map();
  const rows: MethodRow[] = await m.query(
    `SELECT hazard_name, standard_no, method_name, sampling_type, collector, medium, flow_rate::text AS flow, duration_minutes, field_blanks
       FROM lab_methods
      WHERE organization_id = $1 AND status = '1' AND (valid_to IS NULL OR valid_to >= CURRENT_DATE) AND hazard_name = ANY($2::text[])
      ORDER BY accredited DESC, id`,
    [organizationId, names],
  );
  const out = new Map<string, SamplingMethodDefaults>();
  for (const hazard of names) {
    const own = rows.filter((r) => r.hazard_name.trim() === hazard);
    const long = own.find((r) => LONG_INDIVIDUAL.includes(r.sampling_type)) ?? own.find((r) => LONG_FIXED.includes(r.sampling_type));
    const short = own.find((r) => SHORT.includes(r.sampling_type));
    const main = long ?? short;
    if (!main) continue;
    out.set(hazard, {
      sampleType: long && LONG_INDIVIDUAL.includes(long.sampling_type) ? 'individual' : 'fixed',
      collector: main.collector ?? '',
      medium: main.medium ?? '',
      flow: main.flow ?? '',
      longDurationMinutes: long?.duration_minutes ?? null,
      blanksPerBatch: main.field_blanks,
      method: methodName(main),
      ...(short && long ? { shortTime: { collector: short.collector ?? '', medium: short.medium ?? '', flow: short.flow ?? '', method: methodName(short) } } : {}),
    });
  }
  return out;
}

const methodName = (r: MethodRow) => `${r.standard_no} ${r.method_name}`.trim();
