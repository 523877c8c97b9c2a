import type { EntityManager } from 'typeorm';
import { SAMPLE_CODE_SEQUENCE, SAMPLING_DAY } from '@ohit/contracts';
import { DEFAULT_SAMPLE_CODE_PATTERN, formatSampleCode } from '@ohit/domain';
import { codePatternOf, takeRunningNumbers } from '../modules/resources';
import { nextAutoCode } from '../modules/resources/shared/auto-code';

/** The days of the demo's completed project, 'YYYY-MM-DD'. */
export interface FieldworkDays {
  survey: string;
  sampling: string;
  tested: string;
}

/** The two posts surveyed and what was found there: noise measured on site, toluene sampled for the laboratory. */
const POSTS = [
  { workshop: '冲压车间', post: '冲压工', headcount: 12, hazard: '噪声' },
  { workshop: '喷漆车间', post: '喷漆工', headcount: 6, hazard: '甲苯' },
] as const;

/**
 * The field and laboratory facts of the demo's completed 定期检测, as the workflow leaves them:
 * the finished survey (posts of 8 h a day, 5 days a week, and their hazards), one submitted sampling
 * day with the stamping press's noise segments (LAeq 84 and 80 dB(A), 4 h each) and the sprayer's
 * 8-hour personal toluene sample, tested at 12.6 mg/m³. What the points are judged is not written
 * here: the judgement computes it from these rows (@ohit/domain).
 */
export async function seedFieldwork(m: EntityManager, organizationId: number, projectId: number, projectCode: string, unitId: number, days: FieldworkDays): Promise<void> {
  const [survey] = await m.query(
    `INSERT INTO site_surveys (project_id, inspected_unit_id, state, survey_date, surveyors, accompany_name, accompany_position, production_overview, organization_id, create_by, update_by)
     VALUES ($1, $2, 'finished', $3, '张调查', '王经理', '安全主管', '冲压、喷漆两条生产线正常生产', $4, 'seed', 'seed') RETURNING id`,
    [projectId, unitId, days.survey, organizationId],
  );
  for (const p of POSTS) {
    await m.query(
      `INSERT INTO site_survey_posts (survey_id, organization_id, workshop, post, headcount, exposed_headcount, shift_system, hours_per_day, days_per_week, create_by, update_by)
       VALUES ($1, $2, $3, $4, $5, $5, '单班制', 8, 5, 'seed', 'seed')`,
      [survey.id, organizationId, p.workshop, p.post, p.headcount],
    );
    await m.query(
      `INSERT INTO site_survey_post_hazards (survey_id, organization_id, workshop, post, hazard, contact_hours, to_test, create_by, update_by) VALUES ($1, $2, $3, $4, $5, 8, true, 'seed', 'seed')`,
      [survey.id, organizationId, p.workshop, p.post, p.hazard],
    );
  }
  const dayCode = await nextAutoCode(m, SAMPLING_DAY, organizationId);
  const [day] = await m.query(
    `INSERT INTO sampling_days (code, project_id, inspected_unit_id, sampling_date, state, weather, temperature, humidity, pressure, production_load, samplers, accompany_name, submitted_date, organization_id, create_by, update_by)
     VALUES ($1, $2, $3, $4, 'submitted', '1', 22.5, 58, 101.2, 90, '李采样', '王经理', $4, $5, 'seed', 'seed') RETURNING id`,
    [dayCode, projectId, unitId, days.sampling, organizationId],
  );
  const [press] = POSTS;
  for (const [value, start] of [['84', '00:30'], ['80', '05:30']]) {
    await m.query(
      `INSERT INTO sampling_day_measurements (day_id, workshop, post, point_name, hazard, value, duration_minutes, start_time, end_time, organization_id, create_by, update_by)
       VALUES ($1, $2, $3, '冲床1号工位', '噪声', $4, 240, $5::timestamptz, $5::timestamptz + interval '15 minutes', $6, 'seed', 'seed')`,
      [day.id, press.workshop, press.post, value, `${days.sampling}T${start}:00Z`, organizationId],
    );
  }
  const spray = POSTS[1];
  const pattern = (await codePatternOf(m, organizationId, SAMPLE_CODE_SEQUENCE)) ?? DEFAULT_SAMPLE_CODE_PATTERN;
  const year = Number(days.sampling.slice(0, 4));
  const code = formatSampleCode(pattern, { projectCode, year, seq: await takeRunningNumbers(m, organizationId, SAMPLE_CODE_SEQUENCE, year, 1), blank: false });
  const [sample] = await m.query(
    `INSERT INTO samples (organization_id, project_id, identity, code, blank, kind, sample_type, hazard, workshop, post, day, unit, collector, state, sampled_date,
                          result_value, result_text, result_counted, below_lod, result_unit, tested_date, create_by, update_by)
     VALUES ($1, $2, $3::text, $3::varchar, false, 'TWA', 'individual', $4, $5, $6, 1, 1, '李采样', 'tested', $7, 12.6, '12.6', 12.6, false, 'mg/m³', $8, 'seed', 'seed') RETURNING id`,
    [organizationId, projectId, code, spray.hazard, spray.workshop, spray.post, days.sampling, days.tested],
  );
  await m.query(
    `INSERT INTO sampling_records (day_id, project_id, sample_id, sample_code, blank, workshop, post, hazard, sample_type, kind, point_name, worker_name, start_time, end_time, duration_minutes, organization_id, create_by, update_by)
     VALUES ($1, $2, $3, $4, false, $5, $6, $7, 'individual', 'TWA', '喷漆房', '刘喷漆', $8::timestamptz, $8::timestamptz + interval '8 hours', 480, $9, 'seed', 'seed')`,
    [day.id, projectId, sample.id, code, spray.workshop, spray.post, spray.hazard, `${days.sampling}T00:30:00Z`, organizationId],
  );
}
