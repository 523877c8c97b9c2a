import { randomBytes } from 'node:crypto';
import { as, dataSourceOf, loginAs, seed } from '../../testing/identity';
import { orgStaff, testZones } from '../../testing/org-staff';
import { createTestApp, TestApp } from '../../testing/test-app';

jest.setTimeout(180_000);

type Client = ReturnType<typeof as>;

/**
 * 报告评审's report picker (GET api/scorePushedReports): a zone supervisor lists an organisation of its
 * zones' provincial pushes 已推送 — never a pending or failed one, never another organisation's —
 * searchable by report code or employer and paged; another zone's organisation is 404, a user
 * without 评分管理 403. A code typed that is not among them is still refused by the scoring's 400.
 */
describe('评分管理 › 已推送报告 picker', () => {
  let t: TestApp;
  let admin: Client;
  let supervisor: Client;
  let plainSupervisor: Client;
  const tag = `SP${randomBytes(3).toString('hex')}`;
  const { zone, otherZone } = testZones('6');
  const codes = { a: `${tag}A`, b: `${tag}B`, outside: `${tag}X` };
  const URL = '/api/scorePushedReports';
  const ds = () => dataSourceOf(t.app);

  const organisation = async (code: string, zoneCode: string): Promise<number> =>
    (await ds().query(`INSERT INTO organizations (name, code, zone_code) VALUES ($1, $2, $3) RETURNING id`, [`${code}机构`, code, zoneCode]))[0].id;
  async function push(org: number, reportCode: string, employer: string, state: string, pushedAt: string | null, checkType = '10'): Promise<void> {
    const [project] = await ds().query(`INSERT INTO projects (code, name, state, organization_id) VALUES ($1, '评审项目', 'issued', $2) RETURNING id`, [reportCode, org]);
    const [report] = await ds().query(`INSERT INTO reports (code, report_version, project_id, template, state, organization_id) VALUES ($1, 1, $2, 'periodic', 'compiling', $3) RETURNING id`, [reportCode, project.id, org]);
    await ds().query(
      `INSERT INTO provincial_pushes (organization_id, project_id, report_id, report_code, report_version, employer_name, check_type, state, record, pushed_at, province_record_id)
       VALUES ($1, $2, $3, $4, 1, $5, $6, $7, '{}'::jsonb, $8, $9)`,
      [org, project.id, report.id, reportCode, employer, checkType, state, pushedAt, state === 'pushed' ? `SJ-${reportCode}` : null],
    );
  }

  let orgA: number;
  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
    admin = as(t.app, await loginAs(t.app, 'admin'));
    const { menuIdsByKey, roleUser } = orgStaff(t.app, admin, tag);
    orgA = await organisation(codes.a, `${zone}01`);
    const orgB = await organisation(codes.b, `${zone}02`);
    const outside = await organisation(codes.outside, `${otherZone}01`);
    const authority = await organisation(`${tag}GOV`, `${zone}00`);
    supervisor = await roleUser(authority, 'supervisor', await menuIdsByKey('Score'), { dataScope: 'ZONE', zoneCodes: [zone] });
    plainSupervisor = await roleUser(authority, 'plainSupervisor', await menuIdsByKey('ExpertManage'), { dataScope: 'ZONE', zoneCodes: [zone] });
    await push(orgA, `${tag}-R1`, '甲化工有限公司', 'pushed', '2026-03-01T08:00:00Z', '10');
    await push(orgA, `${tag}-R2`, '乙机械厂', 'pushed', '2026-04-02T08:00:00Z', '30');
    await push(orgA, `${tag}-R3`, '丙纺织厂', 'pushed', '2026-05-03T08:00:00Z', '20');
    await push(orgA, `${tag}-D1`, '甲化工有限公司', 'pendingSubmission', null);
    await push(orgA, `${tag}-F1`, '乙机械厂', 'pushFailed', null);
    await push(orgB, `${tag}-B1`, '丁电子厂', 'pushed', '2026-05-01T08:00:00Z');
    await push(outside, `${tag}-X1`, '外区企业', 'pushed', '2026-05-01T08:00:00Z');
  });
  afterAll(() => t.close());

  it('lists only the chosen organisation’s 已推送 reports, newest first, with employer, check type, pushed date and province record number', async () => {
    const body = (await supervisor.get(URL).query({ orgCode: codes.a }).expect(200)).body;
    expect(body.totalElements).toBe(3);
    expect(body.content).toEqual([
      { reportCode: `${tag}-R3`, employerName: '丙纺织厂', checkType: '20', checkTypeName: '监督检测', pushedDate: '2026-05-03', provinceRecordId: `SJ-${tag}-R3` },
      { reportCode: `${tag}-R2`, employerName: '乙机械厂', checkType: '30', checkTypeName: '评价检测', pushedDate: '2026-04-02', provinceRecordId: `SJ-${tag}-R2` },
      { reportCode: `${tag}-R1`, employerName: '甲化工有限公司', checkType: '10', checkTypeName: '定期检测', pushedDate: '2026-03-01', provinceRecordId: `SJ-${tag}-R1` },
    ]);
    const b = (await supervisor.get(URL).query({ orgCode: codes.b }).expect(200)).body;
    expect(b.content.map((r: { reportCode: string }) => r.reportCode)).toEqual([`${tag}-B1`]);
  });

  it('searches by report code or employer and pages', async () => {
    const byEmployer = (await supervisor.get(URL).query({ orgCode: codes.a, keyword: '机械' }).expect(200)).body;
    expect(byEmployer.content.map((r: { reportCode: string }) => r.reportCode)).toEqual([`${tag}-R2`]);
    const byCode = (await supervisor.get(URL).query({ orgCode: codes.a, keyword: `${tag}-R1` }).expect(200)).body;
    expect(byCode.content.map((r: { reportCode: string }) => r.reportCode)).toEqual([`${tag}-R1`]);
    // wildcards are taken literally
    expect((await supervisor.get(URL).query({ orgCode: codes.a, keyword: '%' }).expect(200)).body.totalElements).toBe(0);
    const second = (await supervisor.get(URL).query({ orgCode: codes.a, page: 1, size: 2 }).expect(200)).body;
    expect(second).toMatchObject({ totalElements: 3, content: [{ reportCode: `${tag}-R1` }] });
    expect((await supervisor.get(URL).query({ orgCode: codes.a, size: 0 }).expect(400)).body.message).toBe('size不能小于1');
  });

  it('answers 404 for an organisation outside the supervisor’s zones (or unknown), 403 without 评分管理, 400 without an organisation', async () => {
    await supervisor.get(URL).query({ orgCode: codes.outside }).expect(404);
    await supervisor.get(URL).query({ orgCode: `${tag}NONE` }).expect(404);
    await plainSupervisor.get(URL).query({ orgCode: codes.a }).expect(403);
    expect((await supervisor.get(URL).expect(400)).body.message).toBe('请先填写机构编码');
  });

  it('still refuses a typed report code that is not among the organisation’s pushed reports', async () => {
    const sheet = (await supervisor.post('/api/scoreSheet/add').send({ name: `${tag}表`, kind: 'reportReview', excellentMin: '90', goodMin: '80', passMin: '60' }).expect(201)).body;
    await supervisor.post(`/api/scoreSheet/${sheet.id}/children/items`).send({ itemCode: 'S1', itemName: '报告格式', maxPoints: '100' }).expect(201);
    const fresh = (await supervisor.get(`/api/scoreSheet/${sheet.id}`).expect(200)).body;
    await supervisor.post(`/api/scoreSheet/${sheet.id}/transitions/enable`).send({ version: fresh.version }).expect(200);
    const refused = (await supervisor.post('/api/scoreRecord/add').send({ kind: 'reportReview', sheet: sheet.id, orgCode: codes.a, reportCode: `${tag}-D1` }).expect(400)).body;
    expect(refused.message).toBe(`报告编号“${tag}-D1”不是机构“${codes.a}机构”已推送到省平台的报告`);
    await supervisor.post('/api/scoreRecord/add').send({ kind: 'reportReview', sheet: sheet.id, orgCode: codes.a, reportCode: `${tag}-R2`, unitName: '乙机械厂' }).expect(201);
  });
});
