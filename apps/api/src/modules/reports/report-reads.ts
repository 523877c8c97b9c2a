import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { INSPECTED_UNIT, optionLabel, ORGANIZATION, PROJECT, PROJECT_ROLE_OPTIONS, REPORT, type ReportAttachmentRef, type ResourceRow } from '@ohit/contracts';
import { countsAsTested } from '@ohit/domain';
import { selectColumns, toApiRow, withDictionaryOptions } from '@ohit/server-resource-engine';
import { firstRow } from '../../platform';
import type { ProjectFacts } from './report-content-builder';

type Query = Pick<EntityManager, 'query'>;

/** A project's row as the kernel reads it (state, check type and its label, dates, unit), locked for the caller's transaction. */
export async function lockProject(m: Query, projectId: number, organizationId: number): Promise<ResourceRow | null> {
  const rows: Record<string, unknown>[] = await m.query(`SELECT ${selectColumns(PROJECT)} FROM projects t WHERE t.id = $1 AND t.organization_id = $2 FOR UPDATE`, [
    projectId,
    organizationId,
  ]);
  return rows[0] ? toApiRow(PROJECT, rows[0]) : null;
}

/** A report version's row (locked), or null. */
export async function lockReport(m: Query, reportId: number): Promise<ResourceRow | null> {
  const rows: Record<string, unknown>[] = await m.query(`SELECT ${selectColumns(REPORT)} FROM reports t WHERE t.id = $1 FOR UPDATE`, [reportId]);
  return rows[0] ? toApiRow(REPORT, rows[0]) : null;
}

/** The newest version of a project's report, or null. */
export async function latestReportOf(m: Query, projectId: number): Promise<{ id: number; code: string; report_version: number; state: string } | null> {
  return firstRow(await m.query(`SELECT id, code, report_version, state FROM reports WHERE project_id = $1 ORDER BY report_version DESC LIMIT 1`, [projectId])) ?? null;
}

/** Samples of a project still without a result: neither cancelled, refused by the laboratory nor tested. */
export interface SampleStatus {
  untested: string[];
  rejected: string[];
}

/**
 * What a report is compiled from besides the judgement (ProjectJudgements): the organisation, the
 * inspected unit, the team, the survey's posts and hazards, the dates, the methods and instruments
 * that produced the results, the attachments the report refers to. Read in the compiling
 * transaction; the project is already checked to be the organisation's.
 */
@Injectable()
export class ReportReads {
  async sampleStatus(m: Query, projectId: number): Promise<SampleStatus> {
    const rows: { code: string; state: string; tested_date: string | null }[] = await m.query(
      `SELECT code, state, to_char(tested_date, 'YYYY-MM-DD') AS tested_date FROM samples WHERE project_id = $1 AND state <> 'cancelled' ORDER BY code`,
      [projectId],
    );
    return {
      untested: rows.filter((r) => r.state !== 'rejected' && !countsAsTested({ state: r.state, testedDate: r.tested_date })).map((r) => r.code),
      rejected: rows.filter((r) => r.state === 'rejected').map((r) => r.code),
    };
  }

  /** The facts of the project (one query after another: the transaction's queries share one connection). */
  async facts(m: Query, project: ResourceRow): Promise<ProjectFacts> {
    const projectId = project.id;
    const organizationId = Number(project.organizationId);
    const employer = await this.unit(m, Number(project.belongInspect), organizationId);
    const team: { name: string; role: string }[] = await m.query(
      `SELECT u.nick_name AS name, pm.role FROM project_members pm JOIN users u ON u.id = pm.user_id WHERE pm.project_id = $1 ORDER BY pm.role, pm.id`,
      [projectId],
    );
    const survey = firstRow<{ survey_date: string | null }>(
      await m.query(`SELECT to_char(survey_date, 'YYYY-MM-DD') AS survey_date FROM site_surveys WHERE project_id = $1 ORDER BY id LIMIT 1`, [projectId]),
    );
    const posts: { workshop: string; post: string; headcount: number | null; exposed_headcount: number | null; hours_per_day: string | null; days_per_week: string | null }[] =
      await m.query(
        `SELECT p.workshop, p.post, p.headcount, p.exposed_headcount, p.hours_per_day::text AS hours_per_day, p.days_per_week::text AS days_per_week
           FROM site_survey_posts p JOIN site_surveys v ON v.id = p.survey_id WHERE v.project_id = $1 ORDER BY p.id`,
        [projectId],
      );
    const hazards: { workshop: string; post: string; hazard: string }[] = await m.query(
      `SELECT h.workshop, h.post, h.hazard FROM site_survey_post_hazards h JOIN site_surveys v ON v.id = h.survey_id WHERE v.project_id = $1 ORDER BY h.id`,
      [projectId],
    );
    const days: { day: string }[] = await m.query(`SELECT DISTINCT to_char(sampling_date, 'YYYY-MM-DD') AS day FROM sampling_days WHERE project_id = $1 ORDER BY day`, [projectId]);
    const methods = await this.methods(m, projectId);
    const roleField = { name: 'role', type: 'dictionary', label: '项目角色', options: PROJECT_ROLE_OPTIONS } as const;
    return {
      organisation: await this.organisation(m, organizationId),
      employer,
      project: {
        code: String(project.code),
        name: String(project.name),
        contractNo: (project.contractNo as string | null) ?? null,
        surveyDate: survey?.survey_date ?? (project.surveyDate as string | null) ?? null,
        samplingDates: days.map((d) => d.day),
        labDates: methods.labDates,
      },
      team: team.map((t) => ({ name: t.name, role: optionLabel(roleField, t.role) })),
      surveyPosts: posts.map((p) => ({
        workshop: p.workshop,
        post: p.post,
        headcount: p.headcount,
        exposedHeadcount: p.exposed_headcount,
        hoursPerDay: p.hours_per_day,
        daysPerWeek: p.days_per_week,
      })),
      surveyHazards: hazards,
      methodRows: methods.rows,
      measurements: await this.measurements(m, projectId),
      attachments: await this.attachments(m, projectId),
    };
  }

  /** The testing organisation as the report prints it (机构管理's facts), its 资质等级 by the organisation's dictionary. */
  private async organisation(m: Query, organizationId: number): Promise<ProjectFacts['organisation']> {
    const row = firstRow<{
      name: string;
      qualification_no: string | null;
      qualification_level: string | null;
      address: string | null;
      phone: string | null;
      legal_representative: string | null;
      technical_director: string | null;
      credit_code: string | null;
    }>(
      await m.query(
        `SELECT name, qualification_no, qualification_level, address, phone, legal_representative, technical_director, credit_code FROM organizations WHERE id = $1`,
        [organizationId],
      ),
    );
    const decl = await withDictionaryOptions((sql, params) => m.query(sql, params), ORGANIZATION, organizationId);
    const level = decl.fields.find((f) => f.name === 'qualificationLevel');
    return {
      name: row?.name ?? '',
      qualification: row?.qualification_no ?? null,
      qualificationLevel: row?.qualification_level && level ? optionLabel(level, row.qualification_level) : null,
      creditCode: row?.credit_code ?? null,
      legalRepresentative: row?.legal_representative ?? null,
      technicalDirector: row?.technical_director ?? null,
      address: row?.address ?? null,
      phone: row?.phone ?? null,
    };
  }

  /** The instruments the project's noise and heat were measured with on its sampling days (calibration valid-until from the ledger). */
  private async measurements(m: Query, projectId: number): Promise<ProjectFacts['measurements']> {
    const rows: { hazard: '噪声' | '高温'; name: string | null; model: string | null; code: string | null; until: string | null }[] = await m.query(
      `SELECT DISTINCT x.hazard, e.name, e.model, e.code, to_char(e.calibration_due_date, 'YYYY-MM-DD') AS until
         FROM sampling_day_measurements x
         JOIN sampling_days d ON d.id = x.day_id
         LEFT JOIN equipment e ON e.id = x.equipment_id
        WHERE d.project_id = $1
        ORDER BY x.hazard, e.code NULLS LAST`,
      [projectId],
    );
    return rows.map((r) => ({ hazard: r.hazard, instrument: r.name ? { name: r.name, model: r.model, code: r.code, calibratedUntil: r.until } : null }));
  }

  /** The inspected unit as the report prints it: its industry by the organisation's dictionary. */
  private async unit(m: Query, unitId: number, organizationId: number): Promise<ProjectFacts['employer']> {
    const decl = await withDictionaryOptions((sql, params) => m.query(sql, params), INSPECTED_UNIT, organizationId);
    const row = firstRow<{ name: string; credit_code: string | null; address: string | null; contact: string | null; phone: string | null; industry: string | null; employee_count: number | null }>(
      await m.query(`SELECT name, credit_code, address, contact, phone, industry, employee_count FROM inspected_units WHERE id = $1`, [unitId]),
    );
    const industry = decl.fields.find((f) => f.name === 'industry');
    return {
      name: row?.name ?? '',
      creditCode: row?.credit_code ?? null,
      address: row?.address ?? null,
      contact: row?.contact ?? null,
      phone: row?.phone ?? null,
      industry: row?.industry && industry ? optionLabel(industry, row.industry) : null,
      employeeCount: row?.employee_count ?? null,
    };
  }

  /**
   * The methods and instruments behind the project's results: each tested sample's batch (its
   * method's standard, the instrument and its calibration valid-until from the ledger) and the
   * sampler that took it on site; the analysis dates of those batches.
   */
  private async methods(m: Query, projectId: number): Promise<{ rows: ProjectFacts['methodRows']; labDates: string[] }> {
    const rows: { hazard: string; standard: string | null; method: string | null; name: string | null; model: string | null; code: string | null; until: string | null; day: string | null }[] =
      await m.query(
        `SELECT DISTINCT lm.hazard_name AS hazard, lm.standard_no AS standard, lm.method_name AS method,
                e.name, e.model, e.code, to_char(e.calibration_due_date, 'YYYY-MM-DD') AS until, to_char(b.analysis_date, 'YYYY-MM-DD') AS day
           FROM samples s
           JOIN lab_batches b ON b.id = s.lab_batch_id
           JOIN lab_methods lm ON lm.id = b.method_id
           LEFT JOIN equipment e ON e.id = b.instrument_id
          WHERE s.project_id = $1 AND s.state IN ('tested', 'retained', 'disposed') AND s.tested_date IS NOT NULL
         UNION
         SELECT DISTINCT lm.hazard_name, lm.standard_no, lm.method_name, e.name, e.model, e.code, to_char(e.calibration_due_date, 'YYYY-MM-DD'), NULL
           FROM samples s
           JOIN lab_batches b ON b.id = s.lab_batch_id
           JOIN lab_methods lm ON lm.id = b.method_id
           JOIN sampling_records r ON r.sample_id = s.id
           JOIN equipment e ON e.id = r.equipment_id
          WHERE s.project_id = $1 AND s.state IN ('tested', 'retained', 'disposed') AND s.tested_date IS NOT NULL`,
        [projectId],
      );
    const labDates = [...new Set(rows.map((r) => r.day).filter((d): d is string => !!d))].sort();
    return {
      rows: rows.map((r) => ({ hazard: r.hazard, standard: r.standard ?? '', method: r.method ?? '', instrument: r.name ? { name: r.name, model: r.model, code: r.code, calibratedUntil: r.until } : null })),
      labDates,
    };
  }

  /** The sampling plan's files (采样点布置图, the plan) and the days' photos, newest plan first. */
  private async attachments(m: Query, projectId: number): Promise<ReportAttachmentRef[]> {
    const plan: { id: number; slot: string; file_name: string }[] = await m.query(
      `SELECT a.id, a.slot, a.file_name FROM resource_attachments a JOIN sampling_plans p ON p.id = a.record_id
        WHERE a.resource = 'samplingPlan' AND p.project_id = $1 AND a.slot IN ('projectLayout', 'samplingPlan') ORDER BY a.slot, a.id`,
      [projectId],
    );
    const photos: { attachment_id: number; point: string; caption: string | null; day: string }[] = await m.query(
      `SELECT x.attachment_id, x.point, x.caption, to_char(d.sampling_date, 'YYYY-MM-DD') AS day
         FROM sampling_day_media x JOIN sampling_days d ON d.id = x.day_id
        WHERE d.project_id = $1 AND x.kind = 'photo' ORDER BY d.sampling_date, x.id`,
      [projectId],
    );
    return [
      ...plan.map((a): ReportAttachmentRef => ({ kind: a.slot === 'projectLayout' ? 'layout' : 'plan', title: `${a.slot === 'projectLayout' ? '采样点布置图' : '采样方案'}：${a.file_name}`, attachmentId: a.id })),
      ...photos.map((p): ReportAttachmentRef => ({ kind: 'photo', title: `${p.day} ${p.point}${p.caption ? `：${p.caption}` : ''}`, attachmentId: p.attachment_id })),
    ];
  }
}
