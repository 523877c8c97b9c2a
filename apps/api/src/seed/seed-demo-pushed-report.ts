import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { EVENT_TYPES, PROJECT, PROJECT_ARCHIVE, PROVINCE_PUSH_JOB, PROVINCIAL_PUSH, REPORT, reportTemplateOf } from '@ohit/contracts';
import { type ApprovalFlow, passStep, startApproval } from '@ohit/domain';
import { DomainEventsService } from '@ohit/server-database';
import { recordDigest } from '@ohit/server-province';
import { selectColumns, toApiRow } from '@ohit/server-resource-engine';
import type { Actor } from '../platform';
import { flowInForce } from '../modules/approvals';
import { JudgementReads } from '../modules/judgements/judgement-reads';
import { ProjectJudgements } from '../modules/judgements/project-judgements';
import { mapProvincialRecord } from '../modules/provincial-push/push-record-mapper';
import { readPushSources } from '../modules/provincial-push/push-sources';
import { ReportCompiler } from '../modules/reports/report-compiler';
import { lockProject, ReportReads } from '../modules/reports/report-reads';
import { localDate } from '../modules/resources';
import { nextAutoCode } from '../modules/resources/shared/auto-code';
import { type FieldworkDays, seedFieldwork } from './seed-demo-pushed-report-fieldwork';

/** The demo's completed project (its name is the step's marker: when it exists, the step writes nothing). */
export const PUSHED_PROJECT_NAME = '冲压与喷漆岗位职业病危害因素定期检测';
/** The employer: a demo unit of seed-demo-projects.ts. */
const UNIT_NAME = '示例机械制造有限公司';
/** Who did what, by the demo users of seed-demo-data.ts: each approval step by its kind, the push by its three people. */
const STEP_USERS: Record<string, string> = { compile: 'labmanager', check: 'approver', review: 'quality', approve: 'approver', issue: 'approver', qcSeal: 'quality' };

/** `days` days before today, never before 1 January: every date of the project lies in the current year. */
function daysAgo(today: string, days: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  const date = d.toISOString().slice(0, 10);
  return date.slice(0, 4) === today.slice(0, 4) ? date : `${today.slice(0, 4)}-01-01`;
}

/** A demo user of the organisation as an actor of the module code called here (its own organisation only). */
const actorOf = (user: { id: number; username: string }, organizationId: number): Actor => ({
  id: user.id,
  username: user.username,
  isAdmin: false,
  isQy: false,
  organizationId,
  expiryDate: null,
  permissions: new Set(),
  buttonPermissions: [],
  menuIds: new Set(),
  level: 2,
  orgScope: [organizationId],
  jti: 'seed',
  exp: 0,
});

/**
 * `npm start`'s demo of the end of the workflow for organisation A: a 5th demo project of a demo
 * unit (定期检测), its survey, sampling day and tested sample (seed-demo-pushed-report-fieldwork.ts),
 * its report compiled as 编制报告 compiles it (the judgement computed by @ohit/domain), passed
 * through the approval flow in force and issued, and its provincial push with the record 提交 maps
 * from those data, queued to the province as 质控审核通过 queues it — so 职业卫生报告/数据同步, the
 * zone supervisor's 分区监管 and 报告评审's picker have a real row once the worker has sent it. Needs seedDemoProjects' units (and the demo
 * users); writes nothing when the project exists.
 */
export async function seedDemoPushedReport(ds: DataSource, organizationId: number): Promise<number> {
  return ds.transaction(async (m) => {
    const [done] = await m.query(`SELECT 1 FROM projects WHERE organization_id = $1 AND name = $2`, [organizationId, PUSHED_PROJECT_NAME]);
    if (done) return 0;
    const [unit] = await m.query(`SELECT id FROM inspected_units WHERE organization_id = $1 AND name = $2`, [organizationId, UNIT_NAME]);
    if (!unit) throw new Error(`seedDemoPushedReport: the demo unit ${UNIT_NAME} is missing (seedDemoProjects runs first)`);
    const users: { id: number; username: string }[] = await m.query(`SELECT id, username FROM users WHERE organization_id = $1`, [organizationId]);
    const user = (username: string) => {
      const found = users.find((u) => u.username === username);
      if (!found) throw new Error(`seedDemoPushedReport: the demo user ${username} is missing`);
      return found;
    };
    const today = localDate();
    const days: FieldworkDays = { survey: daysAgo(today, 24), sampling: daysAgo(today, 21), tested: daysAgo(today, 16) };
    const projectCode = String(await nextAutoCode(m, PROJECT, organizationId));
    const [project] = await m.query(
      `INSERT INTO projects (code, name, inspected_unit_id, check_type, state, report_state, responser_id, contract_no, contract_amount, contract_date, survey_date, sampling_date, lab_date, report_date, issue_date,
                             samples_planned, samples_collected, samples_tested, organization_id, create_by, update_by)
       VALUES ($1, $2, $3, '10', 'issued', 'issued', $4, $5, '18600.00', $6, $7, $8, $9, $10, $10, 1, 1, 1, $11, 'seed', 'seed') RETURNING id`,
      [projectCode, PUSHED_PROJECT_NAME, unit.id, user('surveyor').id, `HT-${projectCode}`, daysAgo(today, 30), days.survey, days.sampling, days.tested, today, organizationId],
    );
    for (const [member, role] of [['surveyor', '140'], ['surveyor', '110'], ['sampler', '120'], ['analyst', '130']]) {
      await m.query(`INSERT INTO project_members (project_id, user_id, role, organization_id, create_by, update_by) VALUES ($1, $2, $3, $4, 'seed', 'seed')`, [project.id, user(member).id, role, organizationId]);
    }
    await seedFieldwork(m, organizationId, project.id, projectCode, unit.id, days);
    const reportId = await issueReport(m, ds, organizationId, project.id, user);
    // 签发 opens the project's archive (在编, ArchiveRules): 档案管理 lists it ready to archive
    await m.query(`INSERT INTO project_archives (code, project_id, inspected_unit_id, state, organization_id, create_by, update_by) VALUES ($1, $2, $3, 'compiling', $4, 'seed', 'seed')`, [
      await nextAutoCode(m, PROJECT_ARCHIVE, organizationId),
      project.id,
      unit.id,
      organizationId,
    ]);
    const pushId = await pushReport(m, ds, organizationId, reportId, user);
    await new DomainEventsService().append(m, {
      type: EVENT_TYPES.DemoDataSeeded,
      aggregateType: 'seed',
      aggregateId: 'demo-pushed-report',
      payload: { organizationId, project: project.id, report: reportId, push: pushId },
      reason: 'demo seed',
    });
    return 1;
  });
}

type UserOf = (username: string) => { id: number; username: string };

const judgementsOf = (ds: DataSource) => new ProjectJudgements(new JudgementReads(ds));

/** The report compiled by labmanager as 编制报告 compiles it, then every step of the flow in force passed by its demo user: 已签发. */
async function issueReport(m: EntityManager, ds: DataSource, organizationId: number, projectId: number, user: UserOf): Promise<number> {
  const compiler = actorOf(user('labmanager'), organizationId);
  const project = await lockProject(m, projectId, organizationId);
  if (!project) throw new Error('seedDemoPushedReport: the project just written is missing');
  const code = String(await nextAutoCode(m, REPORT, organizationId, { template: reportTemplateOf(project) }));
  const content = await new ReportCompiler(judgementsOf(ds), new ReportReads()).contentOf(m, compiler, project, { reportNo: code, version: 1, amendment: null });
  const [report] = await m.query(
    `INSERT INTO reports (code, report_version, project_id, inspected_unit_id, template, check_type_name, state, conclusion, content, compiled_at, compiled_by, issue_date, organization_id, create_by, update_by)
     VALUES ($1, 1, $2, $3, $4, $5, 'issued', $6, $7::jsonb, now(), $8, $9, $10, 'seed', 'seed') RETURNING id`,
    [code, projectId, project.belongInspect, content.template, content.checkTypeName, content.conclusion, JSON.stringify(content), compiler.id, localDate(), organizationId],
  );
  const { flow, name } = await flowInForce(m, organizationId, '10');
  const progress = await passAll(m, flow, compiler.id, user);
  const actedBy = [...new Set(Object.values(progress.actors))];
  await m.query(
    `INSERT INTO report_approvals (report_id, organization_id, flow_name, steps, current_step, at_issue, role_id, barred, actors, acted_by, submitted_at, updated_at)
     VALUES ($1, $2, $3, $4::jsonb, NULL, false, NULL, '{}', $5::jsonb, $6::int[], now(), now())`,
    [report.id, organizationId, name, JSON.stringify(flow.steps), JSON.stringify(progress.actors), actedBy],
  );
  return report.id;
}

/** Every step of the flow passed by the demo user of its kind, under the approval rules (@ohit/domain: roles, four eyes). */
async function passAll(m: EntityManager, flow: ApprovalFlow, compilerId: number, user: UserOf) {
  let progress = startApproval(flow);
  for (const step of flow.steps) {
    const who = user(STEP_USERS[step.kind] ?? 'approver');
    const roles: { role_id: number }[] = await m.query(`SELECT role_id FROM user_roles WHERE user_id = $1`, [who.id]);
    progress = passStep(flow, progress, { id: who.id, roleIds: roles.map((r) => r.role_id) }, { compilerId }).progress;
  }
  return progress;
}

/**
 * The report's push, as 新增推送 makes it and 提交 maps its record (blockers refuse the seed: the demo
 * data must be complete), reviewed by 主管 (approver) and 质控 (quality), and 推送中 with its batch job
 * requested as 质控审核通过 requests it (the jobs row and its event; the worker's outbox relay enqueues
 * it): the worker sends it to the province for real, so the province holds it once, signed, and the
 * exchange is logged.
 */
async function pushReport(m: EntityManager, ds: DataSource, organizationId: number, reportId: number, user: UserOf): Promise<number> {
  const [push] = await m.query(
    `INSERT INTO provincial_pushes (organization_id, project_id, report_id, report_code, report_version, check_type, employer_name, employer_credit_code, employer_area_code, create_by, update_by)
     SELECT r.organization_id, r.project_id, r.id, r.code, r.report_version, p.check_type, u.name, u.credit_code, u.area_code, 'seed', 'seed'
       FROM reports r JOIN projects p ON p.id = r.project_id JOIN inspected_units u ON u.id = COALESCE(r.inspected_unit_id, p.inspected_unit_id) WHERE r.id = $1
     RETURNING id`,
    [reportId],
  );
  const [raw] = await m.query(`SELECT ${selectColumns(PROVINCIAL_PUSH)} FROM provincial_pushes t WHERE t.id = $1`, [push.id]);
  const submitter = actorOf(user('labmanager'), organizationId);
  const { record, blockers } = mapProvincialRecord(await readPushSources(m, judgementsOf(ds), submitter, toApiRow(PROVINCIAL_PUSH, raw), 1));
  if (blockers.length > 0) throw new Error(`seedDemoPushedReport: the demo push cannot be submitted: ${blockers.join('；')}`);
  const quality = actorOf(user('quality'), organizationId);
  const jobId = randomUUID();
  const parameters = { pushIds: [push.id] };
  await m.query(`INSERT INTO jobs (id, type, resource, owner_id, organization_id, parameters) VALUES ($1, $2, $3, $4, $5, $6)`, [
    jobId,
    PROVINCE_PUSH_JOB.name,
    PROVINCIAL_PUSH.name,
    quality.id,
    organizationId,
    JSON.stringify(parameters),
  ]);
  await new DomainEventsService().append(m, { type: PROVINCE_PUSH_JOB.requestedBy, aggregateType: 'job', aggregateId: jobId, payload: parameters, actorId: quality.id, organizationId });
  await m.query(
    `UPDATE provincial_pushes SET state = 'pushing', record = $2::jsonb, record_digest = $8, generation = 1, idempotency_key = $3, last_job_id = $6,
            submitted_by = $4, submitted_at = now(), supervisor_approved_by = $5, supervisor_approved_at = now(), qc_approved_by = $7, qc_approved_at = now()
      WHERE id = $1`,
    [push.id, JSON.stringify(record), record.idempotencyKey, submitter.id, user('approver').id, jobId, quality.id, recordDigest(record)],
  );
  return push.id;
}
