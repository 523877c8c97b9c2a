import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { type Actor, firstRow, notFound, readScope } from '../../platform';

/** A sample of the project with its released result, its method's facts and its on-site record. */
export interface JudgedSampleRow {
  id: number;
  code: string;
  state: string;
  blank: boolean;
  kind: string | null;
  sample_type: string | null;
  hazard: string;
  workshop: string | null;
  post: string | null;
  day: number;
  unit: number;
  result_value: string | null;
  result_text: string | null;
  result_counted: string | null;
  below_lod: boolean | null;
  result_unit: string | null;
  tested_date: string | null;
  report_decimals: number | null;
  dust_fraction: string | null;
  instrument_family: string | null;
  point_name: string | null;
  worker_name: string | null;
  start_time: Date | null;
  end_time: Date | null;
  duration_minutes: string | null;
  sampling_date: string | null;
  /** A physical factor measured on site (物理因素测量), not a sample: its value is its result, known when recorded. */
  measured?: boolean;
}

/** A noise or heat segment measured on a sampling day of the project (sampling_day_measurements). */
export interface MeasurementRow {
  id: number;
  hazard: string;
  workshop: string;
  post: string;
  point_name: string;
  value: string;
  duration_minutes: string;
  start_time: Date | null;
  end_time: Date | null;
  sampling_date: string;
}

/** A post of the project's survey: the hours, days and labour intensity its points are judged with. */
export interface SurveyPostRow {
  workshop: string;
  post: string;
  hours_per_day: string | null;
  days_per_week: string | null;
  labour_intensity: string | null;
}

/** A post's hazard in the survey with its daily contact hours (heat's contact-time ratio). */
export interface SurveyHazardRow {
  workshop: string;
  post: string;
  hazard: string;
  contact_hours: string | null;
}

export interface JudgementSources {
  project: { id: number; organizationId: number; samplingDate: string | null };
  samples: JudgedSampleRow[];
  /** Noise and heat measured on the project's sampling days (points of their own, judged by GBZ 2.2). */
  measurements?: MeasurementRow[];
  posts: SurveyPostRow[];
  hazards: SurveyHazardRow[];
}

/** A transaction's queries share its one connection: they are sent one after another (the pool's run side by side). */
function oneAfterAnother(m: Pick<EntityManager, 'query'>): Pick<EntityManager, 'query'> {
  let last: Promise<unknown> = Promise.resolve();
  const query = (sql: string, params?: unknown[]) => {
    const run = last.then(() => m.query(sql, params));
    last = run.catch(() => undefined);
    return run;
  };
  return { query } as Pick<EntityManager, 'query'>;
}

const orgFilter = (scope: number[] | null) => (scope ? 'AND organization_id = ANY($2::int[])' : '');

/** What a project's judgement is computed from, read within the caller's organisation scope (another organisation's project: 404). */
@Injectable()
export class JudgementReads {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** `manager`: a transaction's, when the caller reads inside one (a report's compile), so it needs no second connection. */
  async sources(actor: Actor, projectId: number, manager?: Pick<EntityManager, 'query'>): Promise<JudgementSources> {
    const m = manager ? oneAfterAnother(manager) : this.ds;
    const scope = readScope(actor);
    const project = firstRow<{ id: number; organization_id: number; sampling_date: string | null }>(
      await m.query(
        `SELECT id, organization_id, to_char(sampling_date, 'YYYY-MM-DD') AS sampling_date FROM projects WHERE id = $1 ${orgFilter(scope)}`,
        scope ? [projectId, scope] : [projectId],
      ),
    );
    if (!project) throw notFound();
    const [samples, measurements, posts, hazards] = await Promise.all([
      m.query(
        `SELECT s.id, s.code, s.state, s.blank, s.kind, s.sample_type, s.hazard, s.workshop, s.post, s.day, s.unit,
                s.result_value::text AS result_value, s.result_text, s.result_counted::text AS result_counted, s.below_lod, s.result_unit,
                to_char(s.tested_date, 'YYYY-MM-DD') AS tested_date,
                m.report_decimals, m.dust_fraction, COALESCE(s.instrument_family, m.instrument_family) AS instrument_family,
                r.point_name, r.worker_name, r.start_time, r.end_time, r.duration_minutes::text AS duration_minutes,
                to_char(d.sampling_date, 'YYYY-MM-DD') AS sampling_date
           FROM samples s
           LEFT JOIN lab_methods m ON m.id = s.method_id
           LEFT JOIN sampling_records r ON r.sample_id = s.id
           LEFT JOIN sampling_days d ON d.id = r.day_id
          WHERE s.project_id = $1
          ORDER BY s.workshop NULLS LAST, s.post NULLS LAST, s.hazard, s.day, s.unit, s.id`,
        [projectId],
      ) as Promise<JudgedSampleRow[]>,
      m.query(
        `SELECT m.id, m.hazard, m.workshop, m.post, m.point_name, m.value::text AS value, m.duration_minutes::text AS duration_minutes, m.start_time, m.end_time,
                to_char(d.sampling_date, 'YYYY-MM-DD') AS sampling_date
           FROM sampling_day_measurements m JOIN sampling_days d ON d.id = m.day_id
          WHERE d.project_id = $1
          ORDER BY m.workshop, m.post, m.hazard, d.sampling_date, m.start_time NULLS LAST, m.id`,
        [projectId],
      ) as Promise<MeasurementRow[]>,
      m.query(
        `SELECT p.workshop, p.post, p.hours_per_day::text AS hours_per_day, p.days_per_week::text AS days_per_week, p.labour_intensity
           FROM site_survey_posts p JOIN site_surveys v ON v.id = p.survey_id WHERE v.project_id = $1`,
        [projectId],
      ) as Promise<SurveyPostRow[]>,
      m.query(
        `SELECT h.workshop, h.post, h.hazard, h.contact_hours::text AS contact_hours
           FROM site_survey_post_hazards h JOIN site_surveys v ON v.id = h.survey_id WHERE v.project_id = $1`,
        [projectId],
      ) as Promise<SurveyHazardRow[]>,
    ]);
    return { project: { id: project.id, organizationId: project.organization_id, samplingDate: project.sampling_date }, samples, measurements, posts, hazards };
  }
}
