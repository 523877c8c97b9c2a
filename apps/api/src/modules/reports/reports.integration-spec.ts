import { randomBytes } from 'node:crypto';
import type { CompilableProjectView, ProjectJudgementsView, ReportContent, ReportVersionView } from '@ohit/contracts';
import { as, dataSourceOf, loginAs, seed } from '../../testing/identity';
import { PNG } from '../../testing/site-sampling-fixtures';
import { createTestApp, TestApp } from '../../testing/test-app';

jest.setTimeout(180_000);

type Client = ReturnType<typeof as>;
type Row = Record<string, unknown> & { id: number; version: number };

interface SampleSpec {
  workshop: string;
  post: string;
  hazard?: string;
  unit?: number;
  state: string;
  blank?: boolean;
  result?: string;
  point?: string;
  minutes?: number;
  batch?: number;
}

const FIELD_WORK = ['signContract', 'startSurvey', 'startSampling', 'startTesting', 'completeTesting'];
const INCOMING_WORK = ['signContract', 'startTesting', 'completeTesting'];

/**
 * 检测报告 (api/report): compiled from a project's data and judgement (编制报告 / 重新编制), numbered
 * per organisation, year and type (gap-free under concurrency, a failed compile gives its number
 * back), walked to 已签发 through the report machine, amended after issue (修改报告: a new version,
 * the original kept), with permissions and organisation isolation. Data is built in organisations
 * of the spec's own.
 */
describe('api/report', () => {
  let t: TestApp;
  let orgs: Record<string, number>;
  let admin: Client;
  let orgb: Client;
  let analyst: Client;
  let labManager: Client;
  let approver: Client;
  let users: Record<string, number>;
  const tag = `RP${randomBytes(3).toString('hex')}`;
  const year = new Date().getFullYear();
  let n = 0;
  const next = () => `${tag}${(++n).toString().padStart(3, '0')}`;
  const ds = () => dataSourceOf(t.app);

  beforeAll(async () => {
    t = await createTestApp();
    orgs = (await seed(t.app)).organizations;
    [admin, orgb, analyst, labManager, approver] = await Promise.all(['admin', 'orgb-admin', 'analyst', 'labmanager', 'approver'].map(async (u) => as(t.app, await loginAs(t.app, u))));
    const rows: { username: string; id: number }[] = await ds().query(`SELECT username, id FROM users WHERE username = ANY($1)`, [['admin', 'surveyor', 'analyst']]);
    users = Object.fromEntries(rows.map((r) => [r.username, r.id]));
  });
  afterAll(() => t.close());

  const organisation = async (): Promise<number> => (await ds().query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [`${next()}机构`]))[0].id;

  /** A project of the organisation moved to 报告编制中 (or as far as `events` go), its unit with the facts the report prints. */
  const project = async (organizationId: number, options: { type?: string; incoming?: boolean; events?: string[] } = {}) => {
    const [{ id: unit }] = await ds().query(
      `INSERT INTO inspected_units (name, credit_code, address, contact, phone, industry, employee_count, organization_id)
       VALUES ($1, '91320000MA1XXXXX01', '南京市江宁区某路1号', '王经理', '13800138000', NULL, 120, $2) RETURNING id`,
      [`${next()}单位`, organizationId],
    );
    const incoming = options.incoming ?? false;
    let row = (
      await admin
        .post('/api/project/add')
        .send({ name: `${next()}项目`, type: options.type ?? '10', belongInspect: unit, contractNo: next(), contractDate: '2026-02-01', organizationId, incomingSample: incoming })
        .expect(201)
    ).body as Row;
    for (const event of options.events ?? (incoming ? INCOMING_WORK : FIELD_WORK)) {
      row = (await admin.post(`/api/project/${row.id}/transitions/${event}`).send({ version: row.version }).expect(200)).body;
    }
    let day: number | null = null;
    if (!incoming) {
      [{ id: day }] = await ds().query(
        `INSERT INTO sampling_days (code, project_id, sampling_date, weather, temperature, humidity, pressure, production_load, organization_id)
         VALUES ($1, $2, '2026-03-02', '1', 25.5, 65, 100.8, 90, $3) RETURNING id`,
        [next(), row.id, organizationId],
      );
    }
    return { id: row.id, code: String(row.code), organizationId, day, unit: unit as number };
  };
  type Project = Awaited<ReturnType<typeof project>>;

  /** A released laboratory batch of a toluene method on an instrument calibrated until 2026-12-31. */
  const batch = async (organizationId: number) => {
    const [{ id: method }] = await ds().query(
      `INSERT INTO lab_methods (hazard_name, standard_no, method_name, sampling_type, instrument_family, organization_id)
       VALUES ('甲苯', 'GBZ/T 300.66-2017', '溶剂解吸-气相色谱法', 'individual', 'GC', $1) RETURNING id`,
      [organizationId],
    );
    const [{ id: instrument }] = await ds().query(
      `INSERT INTO equipment (code, name, model, status, calibration_due_date, organization_id) VALUES ($1, '气相色谱仪', 'GC-2014', '1', '2026-12-31', $2) RETURNING id`,
      [next(), organizationId],
    );
    const [{ id }] = await ds().query(
      `INSERT INTO lab_batches (code, family, method_id, hazard, state, instrument_id, analysis_date, organization_id) VALUES ($1, 'GC', $2, '甲苯', 'released', $3, '2026-03-05', $4) RETURNING id`,
      [next(), method, instrument, organizationId],
    );
    return id as number;
  };

  /** A sample of the project with its released result (when given), its batch and its on-site record (when a point is given). */
  const sample = async (p: Project, s: SampleSpec) => {
    const code = next();
    const tested = s.result !== undefined;
    const [{ id }] = await ds().query(
      `INSERT INTO samples (organization_id, project_id, identity, code, blank, kind, sample_type, hazard, workshop, post, day, unit, state,
                            result_value, result_text, result_counted, below_lod, result_unit, tested_date, lab_batch_id)
       VALUES ($1, $2, $3::text, $3::varchar, $4, $5, 'individual', $6, $7, $8, 1, $9, $10, $11, $12, $11, $13, $14, $15, $16) RETURNING id`,
      [
        p.organizationId,
        p.id,
        code,
        s.blank ?? false,
        s.blank ? null : 'TWA',
        s.hazard ?? '甲苯',
        s.workshop,
        s.post,
        s.unit ?? 1,
        s.state,
        // below the detection limit the method counts 0 here; the report writes the '<' text
        tested ? (s.result?.startsWith('<') ? '0' : s.result) : null,
        s.result ?? null,
        tested ? s.result?.startsWith('<') : null,
        tested ? 'mg/m³' : null,
        tested ? '2026-03-05' : null,
        s.batch ?? null,
      ],
    );
    if (s.point !== undefined && p.day) {
      await ds().query(
        `INSERT INTO sampling_records (day_id, project_id, sample_id, sample_code, blank, workshop, post, hazard, sample_type, kind, point_name, worker_name, duration_minutes, organization_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'individual', 'TWA', $9, '王工', $10, $11)`,
        [p.day, p.id, id, code, s.blank ?? false, s.workshop, s.post, s.hazard ?? '甲苯', s.point, s.minutes ?? 480, p.organizationId],
      );
    }
    return { id: id as number, code };
  };

  /** A project 报告编制中 whose one toluene point at 喷漆房1 is tested (C_TWA = the result over a full shift). */
  const testedProject = async (organizationId: number, result = '4.0', options: { type?: string; incoming?: boolean } = {}) => {
    const p = await project(organizationId, options);
    await sample(p, { workshop: '喷漆车间', post: '喷漆工', state: 'tested', result, point: '喷漆房1' });
    return p;
  };

  const compile = (client: Client, projectId: number | string, organizationId?: number) => client.post('/api/report/commands/compile').send({ projectId, organizationId });
  const read = async (client: Client, id: number): Promise<Row> => (await client.get(`/api/report/${id}`).expect(200)).body;
  const content = async (client: Client, id: number): Promise<ReportContent> => (await client.get(`/api/report/${id}/content`).expect(200)).body;
  /** A transition or a command of the report at its current version, answered with `status`. */
  const move = async (client: Client, id: number, event: string, status: number, body: Record<string, unknown> = {}) => {
    const row = await read(admin, id);
    return client.post(`/api/report/${id}/transitions/${event}`).send({ version: row.version, ...body }).expect(status);
  };
  const command = async (client: Client, id: number, name: string, status: number, body: Record<string, unknown> = {}) => {
    const row = await read(admin, id);
    return client.post(`/api/report/${id}/commands/${name}`).send({ version: row.version, ...body }).expect(status);
  };
  const projectRow = async (id: number): Promise<Row> => (await admin.get(`/api/project/${id}`).expect(200)).body;
  /** 提交审批 (the approvals module: api/reportApproval), answered with `status`. */
  const submit = (client: Client, id: number, status: number) => client.post(`/api/reportApproval/${id}/submit`).send({}).expect(status);
  /** Every step of the report's flow passed by the approver, or the administrator where the approver may not (nobody does two steps in a row). */
  const approveAll = async (id: number): Promise<void> => {
    for (;;) {
      const view = (await approver.get(`/api/reportApproval/${id}`).expect(200)).body;
      if (view.state !== 'approving') return;
      await (view.mayAct ? approver : admin).post(`/api/reportApproval/${id}/pass`).send({ step: view.current }).expect(200);
    }
  };

  it('compiles a report from the project’s data: employer, team, survey posts, basis, methods with calibration, the judgement’s points and values, conclusions, recommendations, attachments', async () => {
    const org = await organisation();
    const p = await project(org);
    const lab = await batch(org);
    const paint = { workshop: '喷漆车间', post: '喷漆工' };
    await sample(p, { ...paint, state: 'tested', result: '12.0', point: '喷漆房1', minutes: 120, batch: lab });
    await sample(p, { ...paint, state: 'tested', result: '4.0', point: '喷漆房1', minutes: 240, batch: lab });
    await sample(p, { ...paint, state: 'retained', result: '<0.5', point: '喷漆房1', minutes: 120, batch: lab });
    await sample(p, { ...paint, unit: 2, state: 'tested', result: '80.0', point: '喷漆房2', minutes: 480, batch: lab });
    await sample(p, { ...paint, unit: 3, state: 'cancelled' });
    const refused = await sample(p, { workshop: '调漆车间', post: '调漆工', unit: 4, state: 'rejected' });
    // the survey: two posts and their hazards; the team with two roles
    const [{ id: survey }] = await ds().query(`INSERT INTO site_surveys (project_id, state, survey_date, organization_id) VALUES ($1, 'finished', '2026-02-20', $2) RETURNING id`, [p.id, org]);
    await ds().query(
      `INSERT INTO site_survey_posts (survey_id, workshop, post, headcount, exposed_headcount, hours_per_day, days_per_week, organization_id)
       VALUES ($1, '喷漆车间', '喷漆工', 6, 4, 8.0, 5.0, $2), ($1, '调漆车间', '调漆工', 2, 2, 4.0, 5.0, $2)`,
      [survey, org],
    );
    await ds().query(`INSERT INTO site_survey_post_hazards (survey_id, workshop, post, hazard, organization_id) VALUES ($1, '喷漆车间', '喷漆工', '甲苯', $2), ($1, '喷漆车间', '喷漆工', '二甲苯', $2)`, [
      survey,
      org,
    ]);
    await ds().query(`INSERT INTO project_members (project_id, user_id, role, organization_id) VALUES ($1, $2, '110', $4), ($1, $3, '130', $4)`, [p.id, users.surveyor, users.analyst, org]);
    const [{ id: plan }] = await ds().query(`INSERT INTO sampling_plans (project_id, inspected_unit_id, state, organization_id) VALUES ($1, $2, 'approved', $3) RETURNING id`, [p.id, p.unit, org]);
    const layout = (await admin.post(`/api/samplingPlan/${plan}/attachments/projectLayout`).attach('file', PNG, '布点图.png').expect(201)).body as { id: number };

    const done = (await compile(admin, p.id, org).expect(200)).body;
    expect(done).toMatchObject({ count: 1, message: expect.stringContaining('已编制报告 OHIT-DJ-'), created: { code: `OHIT-DJ-${year}-0001` } });
    const report = await read(admin, done.created.id);
    expect(report).toMatchObject({ code: `OHIT-DJ-${year}-0001`, reportVersion: 1, state: 'compiling', template: 'periodic', checkTypeName: '定期检测', conclusion: '不符合', belongProject: p.id, compiledBy: users.admin, amends: null });

    const judged: ProjectJudgementsView = (await admin.get(`/api/project/${p.id}/judgements`).expect(200)).body;
    const c = await content(admin, report.id);
    // every value is the judgement's: the same points, samples, C_TWA, limits, checks and conclusions
    expect(c.points).toEqual(judged.points);
    expect(c.points.map((q) => [q.pointName, q.cTwa, q.conclusion])).toEqual([
      ['喷漆房1', '5.0', '符合'],
      ['喷漆房2', '80.0', '不符合'],
    ]);
    expect(c).toMatchObject({ reportNo: report.code, version: 1, amendment: null, template: 'periodic', title: '职业病危害因素定期检测报告', conclusion: '不符合', limitsEdition: 'GBZ 2.1-2019' });
    expect(c.employer).toMatchObject({ creditCode: '91320000MA1XXXXX01', address: '南京市江宁区某路1号', contact: '王经理', phone: '13800138000', employees: 120, exposedWorkers: 6 });
    expect(c.project).toMatchObject({ code: p.code, surveyDate: '2026-02-20', samplingDates: ['2026-03-02'], labDates: ['2026-03-05'] });
    expect(c.team).toEqual([
      { name: '张调查', role: '现场调查' },
      { name: '王分析', role: '实验室检测' },
    ]);
    expect(c.posts).toEqual([
      { workshop: '喷漆车间', post: '喷漆工', headcount: 6, hoursPerDay: '8.0', daysPerWeek: '5.0', hazards: ['甲苯', '二甲苯'] },
      { workshop: '调漆车间', post: '调漆工', headcount: 2, hoursPerDay: '4.0', daysPerWeek: '5.0', hazards: [] },
    ]);
    expect(c.basis).toEqual(['GBZ 159-2004 工作场所空气中有害物质监测的采样规范', 'GBZ/T 300.66-2017', 'GBZ 2.1-2019 工作场所有害因素职业接触限值 第1部分：化学有害因素']);
    expect(c.methods).toEqual([
      { hazard: '甲苯', standard: 'GBZ/T 300.66-2017', method: '溶剂解吸-气相色谱法', instruments: [{ name: '气相色谱仪', model: 'GC-2014', code: expect.any(String), calibratedUntil: '2026-12-31' }] },
    ]);
    expect(c.postConclusions).toEqual([{ workshop: '喷漆车间', post: '喷漆工', conclusion: '不符合', explanation: '1 个检测点不符合：喷漆房2 甲苯' }]);
    expect(c.conclusionText).toBe('本次共检测 2 个检测点，其中 1 个检测点不符合 GBZ 2.1-2019 职业接触限值的要求：喷漆车间/喷漆工/喷漆房2 甲苯。');
    expect(c.recommendations[0]).toMatch(/^喷漆车间\/喷漆工的甲苯检测结果超过职业接触限值/);
    expect(c.warnings).toEqual([`样品 ${refused.code} 已被实验室拒收，没有检测结果`]);
    expect(c.attachments).toEqual([{ kind: 'layout', title: '采样点布置图：布点图.png', attachmentId: layout.id }]);
    // the preview is the renderer's HTML of the same content, escaped, no script
    const preview = await admin.get(`/api/report/${report.id}/preview`).expect(200);
    expect(preview.headers['content-type']).toMatch(/^text\/html/);
    expect(preview.text).toContain(String(report.code));
    expect(preview.text).toContain('喷漆房2');
    expect(preview.text).not.toMatch(/<script/i);
    // the project's 报告状态 follows its report
    expect((await projectRow(p.id)).reportState).toBe('compiling');
    const created = await ds().query(`SELECT reason, payload FROM domain_events WHERE aggregate_type = 'report' AND aggregate_id = $1 AND type = 'ReportCreated'`, [String(report.id)]);
    expect(created).toHaveLength(1);
  });

  it('refuses to compile while samples have no result (the codes listed), before 报告编制中, twice, by hand or with a bad id — and changes nothing', async () => {
    const org = await organisation();
    const p = await project(org);
    await sample(p, { workshop: '焊接车间', post: '焊工', state: 'tested', result: '2.0', point: '焊位1' });
    const testing = await sample(p, { workshop: '焊接车间', post: '焊工', unit: 2, state: 'testing', point: '焊位2' });
    const planned = await sample(p, { workshop: '焊接车间', post: '焊工', unit: 3, state: 'planned' });
    const untested = await compile(admin, p.id, org).expect(400);
    expect(untested.body.message).toBe(`检测未完成：2 个样品未出结果（${[testing.code, planned.code].sort().join('、')}）`);
    expect(await ds().query(`SELECT id FROM reports WHERE project_id = $1`, [p.id])).toEqual([]);
    expect(await ds().query(`SELECT 1 FROM code_sequences WHERE organization_id = $1 AND sequence LIKE 'report%'`, [org])).toEqual([]);

    const early = await project(org, { events: ['signContract', 'startSurvey', 'startSampling', 'startTesting'] });
    expect((await compile(admin, early.id, org).expect(409)).body.message).toBe('项目处于“实验室检测中”状态，不能编制报告（须完成检测，进入“报告编制中”）');
    expect((await compile(admin, 'abc', org).expect(400)).body.message).toBe('请选择要编制报告的项目');

    const ready = await testedProject(org);
    const first = (await compile(admin, ready.id, org).expect(200)).body.created;
    expect(first.code).toBe(`OHIT-DJ-${year}-0001`);
    expect((await compile(admin, ready.id, org).expect(409)).body.message).toBe(`该项目的报告 ${first.code} 正在编制中，请在报告页面“重新编制”`);
    // a report is never typed, and its PDF is the system's
    expect((await admin.post('/api/report/add').send({ organizationId: org }).expect(400)).body.message).toBe('报告只能通过“编制报告”生成，不能手工新增');
    expect((await admin.post(`/api/report/${first.id}/attachments/pdf`).attach('file', Buffer.from('%PDF-1.4\n%%EOF\n'), 'a.pdf').expect(400)).body.message).toBe('报告PDF由系统生成，不能手工上传或删除');
  });

  it('re-compiles a report still 编制中 as the data stands, with the reason on its history; not once it is under review', async () => {
    // in organisation A, where the demo's compiler and approver work
    const org = orgs.A;
    const p = await testedProject(org, '4.0');
    const { id } = (await compile(admin, p.id, org).expect(200)).body.created;
    await ds().query(`UPDATE samples SET result_value = 60.0, result_text = '60.0', result_counted = 60.0 WHERE project_id = $1`, [p.id]);
    expect((await command(admin, id, 'recompile', 400)).body.message).toBe('重新编制必须填写原因');
    const again = (await command(admin, id, 'recompile', 200, { reason: '实验室更正结果' })).body;
    expect(again).toMatchObject({ conclusion: '不符合', reportVersion: 1 });
    expect((await content(admin, id)).points[0]).toMatchObject({ cTwa: '60.0', conclusion: '不符合' });
    const history = (await admin.get(`/api/report/${id}/history`).expect(200)).body.content;
    expect(history[0]).toMatchObject({ action: '重新编制', reason: '实验室更正结果' });
    await submit(labManager, id, 200);
    expect((await command(admin, id, 'recompile', 409, { reason: '再编' })).body.message).toBe('报告处于“审批中”状态，只有编制中的报告可以重新编制');
    // 退回 (to 编制) needs a reason and brings it back to 编制中
    const back = (body: Record<string, unknown>) => approver.post(`/api/reportApproval/${id}/return`).send({ step: 'check', target: 'compile', ...body });
    expect((await back({}).expect(400)).body.message).toBe('退回必须填写原因');
    expect((await back({ reason: '数据需复核' }).expect(200)).body.state).toBe('compiling');
  });

  it('numbers per organisation, year and type, gap-free under concurrency: a compile failing after taking its number gives it back; the pattern is the organisation’s', async () => {
    const org = await organisation();
    const periodic = await Promise.all(Array.from({ length: 4 }, () => testedProject(org)));
    const evaluation = await Promise.all(Array.from({ length: 3 }, () => testedProject(org, '4.0', { type: '31' })));
    const incoming = await project(org, { incoming: true });
    await sample(incoming, { workshop: '来样', post: '来样', state: 'tested', result: '1.0' });
    const doomed = await Promise.all(Array.from({ length: 2 }, () => testedProject(org)));
    // the insert of these projects' reports fails after the number was taken (as a constraint would)
    await ds().query(`CREATE TABLE IF NOT EXISTS test_doomed_report_projects (project_id integer PRIMARY KEY)`);
    await ds().query(`INSERT INTO test_doomed_report_projects VALUES ($1), ($2)`, doomed.map((d) => d.id));
    await ds().query(`CREATE OR REPLACE FUNCTION test_doom_report() RETURNS trigger AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM test_doomed_report_projects WHERE project_id = NEW.project_id) THEN RAISE EXCEPTION 'doomed' USING ERRCODE = '23505'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await ds().query(`CREATE TRIGGER test_doom_report BEFORE INSERT ON reports FOR EACH ROW EXECUTE FUNCTION test_doom_report()`);
    try {
      const all = [...periodic, ...evaluation, incoming, ...doomed];
      const results = await Promise.all(all.map((p) => compile(admin, p.id, org)));
      expect(results.map((r) => r.status).sort()).toEqual([...Array(8).fill(200), 409, 409]);
    } finally {
      // leave no table with a project_id behind (the archive's spec checks every such table is guarded)
      await ds().query(`DROP TRIGGER test_doom_report ON reports`);
      await ds().query(`DROP FUNCTION test_doom_report()`);
      await ds().query(`DROP TABLE test_doomed_report_projects`);
    }
    const codes: { code: string; template: string }[] = await ds().query(`SELECT code, template FROM reports WHERE organization_id = $1 ORDER BY code`, [org]);
    const of = (letters: string) => codes.filter((c) => c.code.startsWith(`OHIT-${letters}-`)).map((c) => c.code);
    const numbered = (letters: string, count: number) => Array.from({ length: count }, (_, i) => `OHIT-${letters}-${year}-${String(i + 1).padStart(4, '0')}`);
    expect(of('DJ')).toEqual(numbered('DJ', 4));
    expect(of('PJ')).toEqual(numbered('PJ', 3));
    expect(of('LY')).toEqual(numbered('LY', 1));
    // the failed compiles' numbers came back: the next periodic report is the fifth, not the seventh
    const later = await testedProject(org);
    expect((await compile(admin, later.id, org).expect(200)).body.created.code).toBe(`OHIT-DJ-${year}-0005`);
    // another organisation starts its own numbers
    const other = await organisation();
    const theirs = await testedProject(other);
    expect((await compile(admin, theirs.id, other).expect(200)).body.created.code).toBe(`OHIT-DJ-${year}-0001`);

    // the pattern is configurable per organisation: the next of each type, a new pattern keeping each type's count
    const orgbProject = await testedProject(orgs.B);
    const view = (await orgb.get('/api/report/codePattern').expect(200)).body;
    expect(view).toMatchObject({ pattern: 'OHIT-{type}-{yyyy}-{seq:4}', custom: false });
    expect(view.nextByType).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'periodic', code: 'DJ' }), expect.objectContaining({ type: 'incoming', code: 'LY' })]));
    const before = view.nextByType.find((v: { type: string }) => v.type === 'periodic').next as string;
    const seq = Number(before.slice(-4));
    await orgb.put('/api/report/codePattern').send({ pattern: 'BG{yy}{type}{seq:3}', reason: '按质量手册编号' }).expect(200);
    const coded = (await compile(orgb, orgbProject.id).expect(200)).body.created.code;
    expect(coded).toBe(`BG${String(year % 100).padStart(2, '0')}DJ${String(seq).padStart(3, '0')}`);
    expect((await orgb.put('/api/project/codePattern').send({ pattern: 'XM{type}{seq:3}' }).expect(400)).body.message).toContain('占位符');
    await orgb.put('/api/report/codePattern').send({ pattern: '' }).expect(200);
  });

  it('walks a report to 已签发 (the project issued with it), then amends it with a reason: version 2 with the changed result, the original kept and superseded once the amendment is issued', async () => {
    const org = orgs.A;
    const p = await testedProject(org, '4.0');
    // the approver does not compile; the laboratory's manager does
    await compile(approver, p.id).expect(403);
    const v1 = (await compile(labManager, p.id).expect(200)).body.created;
    await submit(labManager, v1.id, 200);
    await labManager.post(`/api/reportApproval/${v1.id}/pass`).send({ step: 'check' }).expect(403);
    await approveAll(v1.id);
    const issued = await read(admin, v1.id);
    expect(issued).toMatchObject({ state: 'issued', issueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(await projectRow(p.id)).toMatchObject({ state: 'issued', reportState: 'issued', issueDate: issued.issueDate });

    // the laboratory's corrected result (the judgement's source), then 修改报告
    await ds().query(`UPDATE samples SET result_value = 60.0, result_text = '60.0', result_counted = 60.0 WHERE project_id = $1`, [p.id]);
    expect((await command(approver, v1.id, 'amendReport', 400)).body.message).toBe('修改报告必须填写原因');
    const reason = '实验室复核后更正甲苯结果';
    await command(labManager, v1.id, 'amendReport', 403, { reason });
    await command(approver, v1.id, 'amendReport', 200, { reason });
    const versions: ReportVersionView[] = (await admin.get(`/api/report/${v1.id}/versions`).expect(200)).body;
    expect(versions.map((v) => [v.code, v.reportVersion, v.state, v.amendsId, v.amendmentReason])).toEqual([
      [v1.code, 1, 'issued', null, null],
      [v1.code, 2, 'compiling', v1.id, reason],
    ]);
    const v2 = versions[1];
    expect(await read(admin, v2.id)).toMatchObject({ code: v1.code, reportVersion: 2, amends: v1.id, amendmentReason: reason, state: 'compiling', conclusion: '不符合' });
    const amended = await content(admin, v2.id);
    expect(amended).toMatchObject({ reportNo: v1.code, version: 2, amendment: { reason, amendsReportNo: v1.code, amendsVersion: 1 } });
    expect(amended.points[0]).toMatchObject({ cTwa: '60.0', conclusion: '不符合' });
    // the original stays as it was issued, readable, and says on its history that it was amended
    expect((await content(admin, v1.id)).points[0]).toMatchObject({ cTwa: '4.0', conclusion: '符合' });
    expect((await admin.get(`/api/report/${v1.id}/history`).expect(200)).body.content[0]).toMatchObject({ action: '修改报告', reason });
    expect((await projectRow(p.id)).state).toBe('reporting');
    const reopened = await ds().query(`SELECT reason FROM domain_events WHERE aggregate_type = 'project' AND aggregate_id = $1 AND payload->>'event' = 'reopenForAmendment'`, [String(p.id)]);
    expect(reopened).toEqual([{ reason }]);
    // one amendment per version; a signed version is never re-opened in place
    expect((await command(approver, v1.id, 'amendReport', 409, { reason: '再改' })).body.message).toBe('该版本已有修改版（第 2 版），请在最新版本上修改');
    expect((await move(admin, v1.id, 'amend', 400, { reason: 'x' })).body.message).toContain('须在其业务页面办理');
    expect((await command(approver, v2.id, 'amendReport', 409, { reason: '再改' })).body.message).toBe('报告处于“编制中”状态，只有已签发的报告可以修改');

    await submit(labManager, v2.id, 200);
    await approveAll(v2.id);
    expect(await read(admin, v1.id)).toMatchObject({ state: 'superseded' });
    const superseded = (await admin.get(`/api/report/${v1.id}/history`).expect(200)).body.content[0];
    expect(superseded).toMatchObject({ reason: `由第 2 版（修改版）替代：${reason}`, transition: expect.objectContaining({ to: 'superseded' }) });
    expect(await projectRow(p.id)).toMatchObject({ state: 'issued', reportState: 'issued' });
    expect((await content(admin, v1.id)).points[0].cTwa).toBe('4.0');
  });

  it('lists the projects 编制报告 may run for; another organisation’s reports are a 404 and never listed; no report permission a 403', async () => {
    const mine = await testedProject(orgs.A, '3.0');
    const incoming = await project(orgs.A, { incoming: true });
    const picker: CompilableProjectView[] = (await labManager.get('/api/report/compile/projects?incoming=false').expect(200)).body;
    expect(picker.find((x) => x.id === mine.id)).toMatchObject({ code: mine.code, checkTypeName: '定期检测', template: 'periodic', report: null });
    expect(picker.some((x) => x.id === incoming.id)).toBe(false);
    expect(((await labManager.get('/api/report/compile/projects?incoming=true').expect(200)).body as CompilableProjectView[]).map((x) => x.id)).toContain(incoming.id);
    const { id } = (await compile(labManager, mine.id).expect(200)).body.created;
    expect(((await labManager.get('/api/report/compile/projects?incoming=false').expect(200)).body as CompilableProjectView[]).find((x) => x.id === mine.id)?.report).toMatchObject({ id, state: 'compiling' });
    expect(((await orgb.get('/api/report/compile/projects?incoming=false').expect(200)).body as CompilableProjectView[]).some((x) => x.id === mine.id)).toBe(false);

    for (const path of [`/api/report/${id}`, `/api/report/${id}/content`, `/api/report/${id}/preview`, `/api/report/${id}/versions`, `/api/report/${id}/history`]) await orgb.get(path).expect(404);
    const theirList = (await orgb.get(`/api/report?size=500`).expect(200)).body.content as Row[];
    expect(theirList.some((r) => r.id === id)).toBe(false);
    await submit(orgb, id, 404);
    await command(orgb, id, 'recompile', 404, { reason: '越权' });
    await compile(orgb, mine.id).expect(404);
    expect((await admin.get('/api/report/abc/content').expect(400)).body.message).toBe('报告id必须是正整数');
    await admin.get('/api/report/2147483647/content').expect(404);
    await analyst.get('/api/report').expect(403);
    await analyst.get(`/api/report/${id}/content`).expect(403);
    await compile(analyst, mine.id).expect(403);
    // the screens' list: the own organisation's reports, the incoming ones by their template
    const ours = (await labManager.get(`/api/report?template=periodic&template=evaluation&template=supervision&size=500`).expect(200)).body.content as Row[];
    expect(ours.find((r) => r.id === id)).toMatchObject({ code: expect.stringMatching(/^OHIT-DJ-/), belongProjectName: expect.any(String), state: 'compiling' });
  });
});
