import type { EntityManager } from 'typeorm';
import type { ProvincialParticipantRole, ResourceRow } from '@ohit/contracts';
import { firstRow, type Actor } from '../../platform';
import type { ProjectJudgements } from '../judgements';
import type { PushSources } from './push-record-mapper';

type Query = Pick<EntityManager, 'query'>;

const names = (text: string | null | undefined): string[] => (text ?? '').split(/[,，、;；\s]+/).map((s) => s.trim()).filter(Boolean);

/** The idempotency key of one submission of a push: the same on every retry of it, another for a resubmission. */
export const idempotencyKeyOf = (orgCreditCode: string | null, organisationId: number, reportCode: string, pushId: number, generation: number): string =>
  `${orgCreditCode ?? `org${organisationId}`}:${reportCode}:${pushId}:${generation}`;

/**
 * What a push's record is mapped from, read in the caller's transaction: the organisation, the
 * project's inspected unit (the employer), the report, the survey and sampling days with their
 * people, the analysts of the project's samples, the judged points, the survey's posts (hours and
 * days) and the organisation's hazard codes.
 */
export async function readPushSources(m: Query, judgements: ProjectJudgements, actor: Actor, push: ResourceRow, generation: number): Promise<PushSources> {
  const projectId = Number(push.belongProject);
  const reportId = Number(push.belongReport);
  const organisationId = Number(push.organizationId);
  const head = firstRow<Record<string, string | number | null>>(
    await m.query(
      `SELECT o.name AS org_name, o.credit_code AS org_credit, COALESCE(o.technical_director, o.legal_representative) AS director,
              p.check_type, to_char(p.contract_date, 'YYYY-MM-DD') AS entrust_date, to_char(p.survey_date, 'YYYY-MM-DD') AS project_survey_date, p.incoming_sample, ru.nick_name AS leader,
              r.code, to_char(r.issue_date, 'YYYY-MM-DD') AS issue_date, cu.nick_name AS preparer,
              (SELECT iu.nick_name FROM report_approvals a JOIN users iu ON iu.id = (a.actors ->> (SELECT s ->> 'key' FROM jsonb_array_elements(a.steps) s WHERE s ->> 'kind' = 'issue' LIMIT 1))::int
                WHERE a.report_id = r.id) AS issuer,
              u.name AS unit_name, u.credit_code, u.economic_type_code, u.industry_code, u.scale, u.area_code, u.area, u.registered_address, u.address,
              u.employee_count, u.exposed_count, u.legal_person, u.contact, u.phone
         FROM reports r JOIN organizations o ON o.id = r.organization_id JOIN projects p ON p.id = r.project_id
         LEFT JOIN users ru ON ru.id = p.responser_id LEFT JOIN users cu ON cu.id = r.compiled_by
         LEFT JOIN inspected_units u ON u.id = COALESCE(r.inspected_unit_id, p.inspected_unit_id)
        WHERE r.id = $1`,
      [reportId],
    ),
  );
  const h = head ?? {};
  const surveys: { date: string | null; surveyors: string | null }[] = await m.query(
    `SELECT to_char(survey_date, 'YYYY-MM-DD') AS date, surveyors FROM site_surveys WHERE project_id = $1 ORDER BY id`,
    [projectId],
  );
  const days: { date: string; samplers: string | null }[] = await m.query(`SELECT to_char(sampling_date, 'YYYY-MM-DD') AS date, samplers FROM sampling_days WHERE project_id = $1 ORDER BY sampling_date`, [projectId]);
  const analysts: { name: string | null }[] = await m.query(
    `SELECT DISTINCT u.nick_name AS name FROM samples s JOIN lab_batches b ON b.id = s.lab_batch_id JOIN users u ON u.id = b.analyst_id
      WHERE s.project_id = $1 AND s.tested_date IS NOT NULL`,
    [projectId],
  );
  const posts: { workshop: string | null; post: string | null; hours: string | null; days: string | null }[] = await m.query(
    `SELECT p.workshop, p.post, p.hours_per_day::text AS hours, p.days_per_week::text AS days
       FROM site_survey_posts p JOIN site_surveys v ON v.id = p.survey_id WHERE v.project_id = $1`,
    [projectId],
  );
  const codes: { hazard: string; check_item_code: string; result_item_code: string; unit_code: string }[] = await m.query(
    `SELECT hazard, check_item_code, result_item_code, unit_code FROM province_hazard_codes WHERE organization_id = $1`,
    [organisationId],
  );
  const judged = await judgements.of(actor, projectId, m);
  const participants: Array<{ name: string; role: ProvincialParticipantRole }> = [
    ...surveys.flatMap((s) => names(s.surveyors).map((name) => ({ name, role: '1' as const }))),
    ...days.flatMap((d) => names(d.samplers).map((name) => ({ name, role: '2' as const }))),
    ...analysts.filter((a) => a.name).map((a) => ({ name: String(a.name), role: '3' as const })),
    ...(h.preparer ? [{ name: String(h.preparer), role: '4' as const }] : []),
  ];
  const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
  // the survey's own dates; without one, the project's 现场调查日期 (stamped by 开始现场调查), as the report prints it
  const surveyDates = surveys.map((s) => s.date).filter((d): d is string => !!d);
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    idempotencyKey: idempotencyKeyOf(str(h.org_credit), organisationId, String(push.code), Number(push.id), generation),
    organisation: { name: String(h.org_name ?? ''), creditCode: str(h.org_credit), director: str(h.director) },
    projectLeader: str(h.leader),
    entrustDate: str(h.entrust_date),
    employer: {
      name: String(h.unit_name ?? push.employerName ?? ''),
      creditCode: str(h.credit_code),
      economicTypeCode: str(h.economic_type_code),
      industryCode: str(h.industry_code),
      scale: str(h.scale),
      areaCode: str(h.area_code),
      area: str(h.area),
      registeredAddress: str(h.registered_address),
      address: str(h.address),
      employeeCount: num(h.employee_count),
      exposedCount: num(h.exposed_count),
      legalPerson: str(h.legal_person),
      contact: str(h.contact),
      phone: str(h.phone),
    },
    report: { code: String(h.code ?? push.code), checkType: str(h.check_type), issueDate: str(h.issue_date), preparer: str(h.preparer), issuer: str(h.issuer) },
    surveyDates: surveyDates.length > 0 ? surveyDates : [str(h.project_survey_date)].filter((d): d is string => !!d),
    incomingSample: String(h.incoming_sample) === 'true',
    samplingDates: days.map((d) => d.date),
    participants,
    points: judged.points,
    posts: Object.fromEntries(posts.map((p) => [`${p.workshop ?? ''}/${p.post ?? ''}`, { hours: p.hours, days: p.days }])),
    codes: Object.fromEntries(codes.map((c) => [c.hazard, { checkItemCode: c.check_item_code, resultItemCode: c.result_item_code, unitCode: c.unit_code }])),
  };
}
