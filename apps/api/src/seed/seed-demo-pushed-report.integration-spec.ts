import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { startTestProvinceRef, type TestProvinceRef } from '@ohit/province-ref/testing';
import type { PointJudgementView, ProvincialExchangeView, ProvincialRecord, ReconciliationRow } from '@ohit/contracts';
import { as, dataSourceOf, loginAs, seed } from '../testing/identity';
import { orgStaff } from '../testing/org-staff';
import { createTestApp, TestApp } from '../testing/test-app';
import { spawnPushWorker, stopWorker, until } from '../testing/workers';
import { seedDemoProjects } from './seed-demo-projects';
import { PUSHED_PROJECT_NAME, seedDemoPushedReport } from './seed-demo-pushed-report';

jest.setTimeout(180_000);

type Client = ReturnType<typeof as>;
type Row = Record<string, unknown> & { id: number };

/**
 * `npm start`'s completed demo project of organisation A: its issued report queued to the province as
 * 质控审核通过 queues it and sent by the worker (已推送, held once, the exchange logged), seen in the organisation's 职业卫生报告/数据同步, in the zone supervisor's 分区监管 (the
 * record as sent: employer, report, points and results, judged as the project's judgement judges
 * them) and in 报告评审's picker; another organisation and another zone see nothing of it.
 */
describe('npm start demo pushed report', () => {
  let t: TestApp;
  let province: TestProvinceRef;
  let worker: ChildProcess | undefined;
  let orgs: Record<string, number>;
  let reportCode: string;
  let pushId: number;
  let projectId: number;

  beforeAll(async () => {
    province = await startTestProvinceRef();
    t = await createTestApp(province.env('json'));
    orgs = (await seed(t.app)).organizations;
    const ds = dataSourceOf(t.app);
    await seedDemoProjects(ds, orgs.A);
    expect(await seedDemoPushedReport(ds, orgs.A)).toBe(1);
    expect(await seedDemoPushedReport(ds, orgs.A)).toBe(0);
    const rows: { id: number; report_code: string; project_id: number }[] = await ds.query(
      `SELECT x.id, x.report_code, x.project_id FROM provincial_pushes x JOIN projects p ON p.id = x.project_id WHERE p.organization_id = $1 AND p.name = $2`,
      [orgs.A, PUSHED_PROJECT_NAME],
    );
    expect(rows).toHaveLength(1);
    ({ id: pushId, report_code: reportCode, project_id: projectId } = rows[0]);
    // seeded 推送中 with its batch job requested: the worker's outbox relay enqueues it, the worker sends it
    expect((await ds.query(`SELECT state FROM provincial_pushes WHERE id = $1`, [pushId]))[0].state).toBe('pushing');
    worker = await spawnPushWorker(province.env('json'));
    const done = await until(async () => {
      const [row] = await ds.query(`SELECT state FROM provincial_pushes WHERE id = $1`, [pushId]);
      return row.state === 'pushed' || row.state === 'pushFailed' ? row : null;
    }, 60_000);
    expect(done.state).toBe('pushed');
  });
  afterAll(async () => {
    if (worker) await stopWorker(worker);
    await t?.close();
    await province?.stop();
  });

  const login = async (username: string): Promise<Client> => as(t.app, await loginAs(t.app, username));
  const year = String(new Date().getFullYear());

  it('gives organisation A an issued report of a project whose report is issued, and its push 已推送 in 职业卫生报告', async () => {
    const labmanager = await login('labmanager');
    const reports = (await labmanager.get(`/api/report?code=${reportCode}`).expect(200)).body.content as Row[];
    expect(reports).toEqual([expect.objectContaining({ code: reportCode, reportVersion: 1, state: 'issued', conclusion: '符合', template: 'periodic' })]);
    expect(String(reports[0].issueDate).slice(0, 4)).toBe(year);
    const admin = await login('admin');
    const project = (await admin.get(`/api/project/${projectId}`).expect(200)).body;
    expect(project).toMatchObject({ name: PUSHED_PROJECT_NAME, state: 'issued', belongInspectName: '示例机械制造有限公司', typeName: '定期检测' });

    const pushes = (await labmanager.get(`/api/provincialPush?code=${reportCode}`).expect(200)).body;
    expect(pushes.totalElements).toBe(1);
    expect(pushes.content[0]).toMatchObject({ id: pushId, code: reportCode, reportVersion: 1, state: 'pushed', employerName: '示例机械制造有限公司' });
    expect(String(pushes.content[0].pushedAt).slice(0, 4)).toBe(year);
    const view = (await labmanager.get(`/api/provincialPush/${pushId}/record`).expect(200)).body;
    expect(view).toMatchObject({ source: 'snapshot', blockers: [] });
    // sent for real: the province holds it once, the exchange is logged, reconciliation finds it 一致
    const held = await province.records();
    expect(held.perKey[String(view.record.idempotencyKey)]).toBe(1);
    const exchanges = (await labmanager.get(`/api/provincialPush/${pushId}/exchanges`).expect(200)).body as ProvincialExchangeView[];
    expect(exchanges.map((x) => x.outcome)).toEqual(['accepted']);
    const reconciled = (await labmanager.get('/api/provincialPushReconciliation').expect(200)).body as ReconciliationRow[];
    expect(reconciled.find((r) => r.pushId === pushId)).toMatchObject({ mark: 'matched', note: '一致' });
  });

  it('shows the zone supervisor the push in 分区监管 and opens its record: employer, report, points and results as judged', async () => {
    const supervisor = await login('supervisor');
    const listed = (await supervisor.get(`/api/samePlatformPush?reportCode=${reportCode}`).expect(200)).body;
    expect(listed.content).toEqual([expect.objectContaining({ id: pushId, organizationId: orgs.A, reportCode, checkType: '10', employerName: '示例机械制造有限公司' })]);
    const detail = (await supervisor.get(`/api/samePlatformPush/${pushId}`).expect(200)).body as { record: ProvincialRecord };
    const { record } = detail;
    expect(record.employer).toMatchObject({ name: '示例机械制造有限公司', creditCode: '91320000MA1DEMO002', areaCode: '320115000' });
    expect(record.checkOrg).toMatchObject({ name: '示范职业卫生技术服务有限公司', projectLeader: '张调查' });
    expect(record.report).toMatchObject({ code: reportCode, checkType: '10', preparer: '周主管', issuer: '赵审批' });
    expect(record.report.reportDate.slice(0, 4)).toBe(year);
    expect(record.points.map((p) => [p.workshop, p.post, p.pointName, p.dailyContactHours, p.conclusion, p.results])).toEqual([
      ['喷漆车间', '喷漆工', '喷漆房', '8.0', '1', [{ code: '1100301', value: '12.6', unit: '1001' }]],
      ['冲压车间', '冲压工', '冲床1号工位', '8.0', '1', [{ code: '2000101', value: '82.4', unit: '1016' }]],
    ]);
    // the values sent are the project's judgement (@ohit/domain): LEX,8h 82.4 ≤ 85 dB(A), C_TWA 12.6 ≤ PC-TWA 50 mg/m³
    const admin = await login('admin');
    const judged = (await admin.get(`/api/project/${projectId}/judgements`).expect(200)).body as { conclusion: string; points: PointJudgementView[] };
    expect(judged.conclusion).toBe('符合');
    expect(judged.points.map((p) => [p.pointName, p.values[0]?.label, p.values[0]?.value, p.conclusion, p.checks.map((c) => [c.limit, c.passed])])).toEqual([
      ['喷漆房', 'C_TWA', '12.6', '符合', expect.arrayContaining([['50', true]])],
      ['冲床1号工位', 'LEX,8h', '82.4', '符合', [['85', true]]],
    ]);
  });

  it('offers the report to 报告评审 of a supervisor of the zone', async () => {
    const supervisor = await login('supervisor');
    const offered = (await supervisor.get(`/api/scorePushedReports?orgCode=ORG-A&keyword=${reportCode}`).expect(200)).body;
    expect(offered.content).toEqual([expect.objectContaining({ reportCode, employerName: '示例机械制造有限公司', checkType: '10', checkTypeName: '定期检测' })]);
  });

  it('shows nothing of it to another organisation or to a supervisor of another zone', async () => {
    const tag = `DP${randomBytes(3).toString('hex')}`;
    const admin = await login('admin');
    const staff = orgStaff(t.app, admin, tag);
    const pushMenus = await staff.menuIds('OccupationalHealthReport', []);
    const orgB = await staff.roleUser(orgs.B, 'orgB', pushMenus, { dataScope: 'OWN_ORG' });
    expect((await orgB.get(`/api/provincialPush?code=${reportCode}`).expect(200)).body.totalElements).toBe(0);
    await orgB.get(`/api/provincialPush/${pushId}/record`).expect(404);

    const authority = await staff.organisation('无锡卫健委', 'S');
    const zoneMenus = [...(await staff.menuIds('ZoningSupervision', [])), ...(await staff.menuIds('DataGovernance', [])), ...(await staff.menuIds('Score', ['score:add']))];
    const far = await staff.roleUser(authority, 'far', zoneMenus, { dataScope: 'ZONE', zoneCodes: ['3202'] });
    expect((await far.get(`/api/samePlatformPush?reportCode=${reportCode}`).expect(200)).body.content).toEqual([]);
    await far.get(`/api/samePlatformPush/${pushId}`).expect(404);
    await far.get('/api/scorePushedReports?orgCode=ORG-A').expect(404);
  });
});
