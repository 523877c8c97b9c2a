import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { STORAGE, type StoragePort } from '@ohit/server-storage';
import type { EnterpriseProjectDetail, EnterpriseProjectRow, PageResult } from '@ohit/contracts';
import { as, DEMO_PASSWORD, dataSourceOf, loginAs, seed } from '../../testing/identity';
import { orgStaff, type OrgStaff } from '../../testing/org-staff';
import { PNG } from '../../testing/site-sampling-fixtures';
import { createTestApp, TestApp } from '../../testing/test-app';
import { binaryParser, sheetRows, spawnWorker, stopWorker } from '../../testing/workers';

jest.setTimeout(180_000);

type Client = ReturnType<typeof as>;
type Row = Record<string, unknown> & { id: number; version: number };

/**
 * 企业申报 and 企业项目 with two organisations and two employers of the spec's own: an enterprise user
 * (isQy, linked to its employer by credit code) files its employer's declaration — facts and the
 * hazard table pre-filled from the employer's latest survey — and sees its employer's projects in
 * both organisations that served it, the issued PDF downloadable, never another employer's; the
 * organisations see their clients' declarations and decide on them (退回 with a reason, 受理); a
 * change declaration needs its reason and is due 15 or 30 days after its event.
 */
describe('enterprise declarations and the enterprise view', () => {
  let t: TestApp;
  let admin: Client;
  let people: Record<string, Client>;
  let fixture: OrgStaff;
  const orgs: Record<string, number> = {};
  const projects: Record<string, number> = {};
  const tag = `EN${randomBytes(3).toString('hex')}`;
  const digits = String(randomBytes(4).readUInt32BE(0) % 100_000_000).padStart(8, '0');
  // two employers' 18-character credit codes (8 digits, then 10 digits or capitals)
  const E1 = `${digits}ENTA${randomBytes(3).toString('hex').toUpperCase()}`;
  const E2 = `${digits}ENTB${randomBytes(3).toString('hex').toUpperCase()}`;
  const ds = () => dataSourceOf(t.app);
  let reportId = 0;

  const unit = async (org: string, name: string, creditCode: string) =>
    (
      await ds().query(`INSERT INTO inspected_units (name, credit_code, address, industry, scale, employee_count, contact, phone, risk_class, organization_id) VALUES ($1, $2, '江苏省南京市示例路1号', 'C', '2', 120, '王主任', '13812345678', NULL, $3) RETURNING id`, [
        `${tag}${name}`,
        creditCode,
        orgs[org],
      ])
    )[0].id as number;
  const project = async (key: string, org: string, unitId: number, state: string) => {
    projects[key] = (await ds().query(`INSERT INTO projects (code, name, organization_id, inspected_unit_id, check_type, state) VALUES ($1, $2, $3, $4, '10', $5) RETURNING id`, [`${tag}${key}`, `${tag}${key}定期检测`, orgs[org], unitId, state]))[0].id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
    admin = as(t.app, await loginAs(t.app, 'admin'));
    fixture = orgStaff(t.app, admin, tag);
    const { menuIds, role, user, organisation } = fixture;
    ({ people } = fixture);
    for (const key of ['A', 'B', 'C']) orgs[key] = await organisation(`${key}检测公司`, key);
    const declare = (buttons: string[]) => menuIds('EnterpriseDeclaration', buttons.map((b) => `declaration:${b}`));
    const view = await menuIds('EnterpriseProjects', []);
    await user(orgs.A, 'ent1', [await role(orgs.A, '企业1', [...(await declare(['add', 'edit', 'del', 'submit', 'prefill'])), ...view])], { isQy: 1, enterpriseCreditCode: E1 });
    await user(orgs.A, 'ent2', [await role(orgs.A, '企业2', [...(await declare(['add', 'edit', 'submit'])), ...view])], { isQy: 1, enterpriseCreditCode: E2 });
    const staff = async (org: string) => role(orgs[org], `受理${org}`, [...(await declare(['add', 'edit', 'accept', 'return'])), ...view]);
    await user(orgs.A, 'staffA', [await staff('A')]);
    await user(orgs.B, 'staffB', [await staff('B')]);
    await user(orgs.C, 'staffC', [await staff('C')]);

    // E1 served by A (surveyed, reported) and by B; E2 by A only
    const e1a = await unit('A', '化工一厂', E1);
    const e1b = await unit('B', '化工一厂', E1);
    const e2a = await unit('A', '机械二厂', E2);
    await project('p1', 'A', e1a, 'issued');
    await project('p1b', 'B', e1b, 'sampling');
    await project('p2', 'A', e2a, 'created');
    const [{ id: survey }] = await ds().query(`INSERT INTO site_surveys (project_id, inspected_unit_id, state, survey_date, organization_id) VALUES ($1, $2, 'finished', '2026-03-01', $3) RETURNING id`, [projects.p1, e1a, orgs.A]);
    for (const [workshop, post, exposed] of [['喷涂车间', '喷漆工', 4], ['喷涂车间', '调漆工', 2], ['打磨车间', '打磨工', 6]] as const) {
      await ds().query(`INSERT INTO site_survey_posts (survey_id, workshop, post, headcount, exposed_headcount, hours_per_day, days_per_week, organization_id) VALUES ($1, $2, $3, $4, $4, 8, 5, $5)`, [survey, workshop, post, exposed, orgs.A]);
    }
    for (const [workshop, post, hazard] of [['喷涂车间', '喷漆工', '苯'], ['喷涂车间', '调漆工', '苯'], ['喷涂车间', '喷漆工', '噪声'], ['打磨车间', '打磨工', '矽尘']] as const) {
      await ds().query(`INSERT INTO site_survey_post_hazards (survey_id, workshop, post, hazard, organization_id) VALUES ($1, $2, $3, $4, $5)`, [survey, workshop, post, hazard, orgs.A]);
    }
    // p1's report issued 2026-03-15 with its issued PDF
    reportId = (await ds().query(`INSERT INTO reports (code, project_id, inspected_unit_id, template, state, issue_date, organization_id) VALUES ($1, $2, $3, 'periodic', 'issued', '2026-03-15', $4) RETURNING id`, [`${tag}R1`, projects.p1, e1a, orgs.A]))[0].id;
    const stored = await t.app.get<StoragePort>(STORAGE).put(Buffer.from('%PDF-1.4 issued'), { ext: 'pdf', contentType: 'application/pdf', folder: 'reports' });
    const [{ id: file }] = await ds().query(`INSERT INTO stored_files (key, original_name, suffix, content_type, size, kind, organization_id) VALUES ($1, '签发版.pdf', 'pdf', 'application/pdf', $2, 'report', $3) RETURNING id`, [stored.key, stored.size, orgs.A]);
    const [{ id: attachment }] = await ds().query(`INSERT INTO resource_attachments (resource, record_id, slot, stored_file_id, file_name, content_type, size, organization_id) VALUES ('report', $1, 'pdf', $2, '签发版.pdf', 'application/pdf', $3, $4) RETURNING id`, [reportId, file, stored.size, orgs.A]);
    await ds().query(`INSERT INTO report_issued_files (report_id, attachment_id, pdf_sha256, certificate_subject, certificate_fingerprint, demo_certificate, signed_at, organization_id) VALUES ($1, $2, repeat('a', 64), 'CN=demo', repeat('b', 64), true, now(), $3)`, [reportId, attachment, orgs.A]);
  });
  afterAll(() => t.close());

  let filed: Row;

  it('files the employer’s initial declaration from its facts and its latest survey, under its own credit code only', async () => {
    const refused = await people.ent1.post('/api/enterpriseDeclaration/add').send({ declarationType: 'initial', creditCode: E2 }).expect(400);
    expect(refused.body.message).toBe('企业用户只能为本单位申报');
    filed = (await people.ent1.post('/api/enterpriseDeclaration/add').send({ declarationType: 'initial' }).expect(201)).body;
    expect(filed).toMatchObject({ creditCode: E1, employerName: `${tag}化工一厂`, state: 'draft', workerCount: 120, contact: '王主任', chemicalPresent: true, chemicalExposed: 6, dustPresent: true, dustExposed: 6, physicalExposed: 4, biologicalPresent: false, exposedCount: 12 });
    expect(String(filed.prefillSource)).toContain(`项目${tag}p1的现场调查（2026-03-01）`);
    const hazards = (await people.ent1.get(`/api/enterpriseDeclaration/${filed.id}/children/hazards`).expect(200)).body as Row[];
    expect(hazards.map((h) => [h.workSite, h.hazard, h.category, h.exposedCount])).toEqual([
      ['喷涂车间', '苯', 'chemical', 6],
      ['喷涂车间', '噪声', 'physical', 4],
      ['打磨车间', '矽尘', 'dust', 6],
    ]);
  });

  it('refuses a change declaration without its reason (or a dated reason without its day), and dates the rest', async () => {
    expect((await people.ent1.post('/api/enterpriseDeclaration/add').send({ declarationType: 'change' }).expect(400)).body.message).toBe('变更申报必须选择变更原因');
    expect((await people.ent1.post('/api/enterpriseDeclaration/add').send({ declarationType: 'change', changeReason: 'acceptance' }).expect(400)).body.message).toBe(
      '变更原因为“项目竣工验收后”时必须填写验收或变更发生日期',
    );
    const change = (await people.ent1.post('/api/enterpriseDeclaration/add').send({ declarationType: 'change', changeReason: 'process', eventDate: '2026-12-20' }).expect(201)).body;
    expect(change.dueDate).toBe('2027-01-04');
    const edited = (await people.ent1.put('/api/enterpriseDeclaration/edit').send({ id: change.id, version: change.version, changeReason: 'acceptance', eventDate: '2026-11-10' }).expect(200)).body;
    expect(edited.dueDate).toBe('2026-12-10');
    expect((await people.ent1.put('/api/enterpriseDeclaration/edit').send({ id: change.id, version: edited.version, changeReason: null }).expect(400)).body.message).toBe('变更申报必须选择变更原因');
  });

  it('takes the hazard table again from the survey (从现场调查带入) and keeps the refusal image, each on the history', async () => {
    const draft = (await people.ent1.post('/api/enterpriseDeclaration/add').send({ declarationType: 'change', changeReason: 'other' }).expect(201)).body;
    const hazards = (await people.ent1.get(`/api/enterpriseDeclaration/${draft.id}/children/hazards`).expect(200)).body as Row[];
    await people.ent1.delete(`/api/enterpriseDeclaration/${draft.id}/children/hazards/${hazards[0].id}`).send({}).expect(200);
    const again = await people.ent1.post(`/api/enterpriseDeclaration/${draft.id}/commands/prefill`).send({ version: draft.version, reason: '调查已更新' }).expect(200);
    expect(again.body.message).toBe(`已从项目${tag}p1的现场调查（2026-03-01）带入3条危害因素`);
    expect(((await people.ent1.get(`/api/enterpriseDeclaration/${draft.id}/children/hazards`).expect(200)).body as Row[]).map((h) => h.hazard)).toEqual(['苯', '噪声', '矽尘']);
    const added: { reason: string }[] = await ds().query(`SELECT reason FROM domain_events WHERE aggregate_type = 'enterpriseDeclaration' AND aggregate_id = $1 AND type LIKE '%ChildAdded' ORDER BY seq DESC LIMIT 1`, [String(draft.id)]);
    expect(added[0].reason).toBe(`从项目${tag}p1的现场调查（2026-03-01）带入：调查已更新`);
    // the spec's upload of the refusal image, by the employer only
    expect((await people.ent1.post('/api/refusalImageDeclaration/upload').attach('file', PNG, '拒签.png').expect(400)).body.message).toBe('请提供申报ID（declarationId）');
    await people.ent2.post('/api/refusalImageDeclaration/upload').field('declarationId', String(draft.id)).attach('file', PNG, '拒签.png').expect(404);
    const image = (await people.ent1.post('/api/refusalImageDeclaration/upload').field('declarationId', String(draft.id)).attach('file', PNG, '拒签.png').expect(201)).body;
    expect(image).toMatchObject({ slot: 'refusalImage', fileName: '拒签.png' });
  });

  it('keeps each employer’s declarations to itself and to the organisations that served it', async () => {
    const seen = async (c: Client) => ((await c.get('/api/enterpriseDeclaration?size=100').expect(200)).body.content as Row[]).map((r) => r.id);
    expect(await seen(people.ent1)).toContain(filed.id);
    expect(await seen(people.ent2)).not.toContain(filed.id);
    await people.ent2.get(`/api/enterpriseDeclaration/${filed.id}`).expect(404);
    await people.ent2.get(`/api/enterpriseDeclaration/${filed.id}/children/hazards`).expect(404);
    expect(await seen(people.staffA)).toContain(filed.id);
    // B served E1 too (its own project of the employer), C never did
    expect(await seen(people.staffB)).toContain(filed.id);
    expect(await seen(people.staffC)).not.toContain(filed.id);
    await people.staffC.get(`/api/enterpriseDeclaration/${filed.id}`).expect(404);
    // staff file only for employers they served
    expect((await people.staffC.post('/api/enterpriseDeclaration/add').send({ declarationType: 'initial', creditCode: E1 }).expect(400)).body.message).toBe('该统一社会信用代码不是本机构服务过的用人单位');
  });

  it('is submitted by the employer, returned with a reason and accepted by the organisation, each step on the history', async () => {
    const path = `/api/enterpriseDeclaration/${filed.id}`;
    let row = (await people.ent1.post(`${path}/transitions/submit`).send({ version: filed.version }).expect(200)).body;
    expect(row.state).toBe('submitted');
    expect((await people.ent1.put('/api/enterpriseDeclaration/edit').send({ id: row.id, version: row.version, remark: '改' }).expect(409)).body.message).toBe('申报处于“已提交”状态，不能修改');
    await people.ent1.post(`${path}/transitions/accept`).send({ version: row.version }).expect(403);
    expect((await people.staffA.post(`${path}/transitions/return`).send({ version: row.version }).expect(400)).body.message).toBe('退回必须填写原因');
    row = (await people.staffA.post(`${path}/transitions/return`).send({ version: row.version, reason: '接害人数与体检不符' }).expect(200)).body;
    expect(row).toMatchObject({ state: 'returned', returnReason: '接害人数与体检不符' });
    row = (await people.ent1.post(`${path}/transitions/submit`).send({ version: row.version }).expect(200)).body;
    row = (await people.staffB.post(`${path}/transitions/accept`).send({ version: row.version }).expect(200)).body;
    expect(row.state).toBe('accepted');
    const events: { payload: { from: string; to: string }; reason: string | null }[] = await ds().query(
      `SELECT payload, reason FROM domain_events WHERE aggregate_type = 'enterpriseDeclaration' AND aggregate_id = $1 AND type = 'EnterpriseDeclarationTransitioned' ORDER BY seq`,
      [String(filed.id)],
    );
    expect(events.map((e) => [e.payload.from, e.payload.to, e.reason])).toEqual([
      ['draft', 'submitted', null],
      ['submitted', 'returned', '接害人数与体检不符'],
      ['returned', 'submitted', null],
      ['submitted', 'accepted', null],
    ]);
  });

  it('shows the employer its projects in every organisation that served it, the issued PDF and the next detection — never another employer’s', async () => {
    const names = async (c: Client) => ((await c.get('/api/enterpriseProject?size=100').expect(200)).body as PageResult<EnterpriseProjectRow>).content.map((p) => p.code);
    expect((await names(people.ent1)).sort()).toEqual([`${tag}p1`, `${tag}p1b`]);
    expect(await names(people.ent2)).toEqual([`${tag}p2`]);
    expect(await names(people.staffC)).toEqual([]);
    expect((await names(people.staffB)).filter((c) => c.startsWith(tag))).toEqual([`${tag}p1b`]);
    const detail = (await people.ent1.get(`/api/enterpriseProject/${projects.p1}`).expect(200)).body as EnterpriseProjectDetail;
    expect(detail).toMatchObject({ stateName: '报告已签发', lastIssueDate: '2026-03-15', nextDetectionDue: '2027-03-15', organizationName: `${tag}A检测公司` });
    expect(detail.reports).toEqual([expect.objectContaining({ id: reportId, code: `${tag}R1`, fileUrl: `api/enterpriseProject/${projects.p1}/reports/${reportId}/file` })]);
    expect(detail.declarations.map((d) => d.id)).toContain(filed.id);
    const pdf = await people.ent1.get(`/api/enterpriseProject/${projects.p1}/reports/${reportId}/file`).buffer(true).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(pdf.body).toString()).toBe('%PDF-1.4 issued');
    await people.ent2.get(`/api/enterpriseProject/${projects.p1}`).expect(404);
    await people.ent2.get(`/api/enterpriseProject/${projects.p1}/reports/${reportId}/file`).expect(404);
    await people.staffC.get(`/api/enterpriseProject/${projects.p1}/reports/${reportId}/file`).expect(404);
  });

  it('links an enterprise user to its employer by administrators only, with a readable refusal of a bad code', async () => {
    const bad = await admin.post('/api/users').send({ username: `${tag}bad`, nickName: 'bad', password: DEMO_PASSWORD, isQy: 1, enterpriseCreditCode: '123' }).expect(400);
    expect(bad.body.message).toContain('所属用人单位统一社会信用代码');
    const me = await ds().query(`SELECT id, version FROM users WHERE username = $1`, [`${tag}ent2`]);
    await people.staffA.put('/api/users').send({ id: me[0].id, version: me[0].version, enterpriseCreditCode: E1 }).expect(403);
  });

  describe('导出: the export job reads exactly what the caller’s list shows', () => {
    let worker: ChildProcess;
    const sheet = async (c: Client, url: string, query = ''): Promise<unknown[][]> =>
      sheetRows((await c.post(`${url}/export?wait=1${query}`).send({}).buffer(true).parse(binaryParser).expect(200)).body);
    const column = (rows: unknown[][], header: string) => rows.slice(1).map((r) => r[rows[0].indexOf(header)]);

    beforeAll(async () => {
      worker = await spawnWorker({ OUTBOX_POLL_MS: '50', DATABASE_URL: process.env.DATABASE_URL as string, REDIS_PREFIX: process.env.REDIS_PREFIX as string });
      const { menuIds, role, user } = fixture;
      const menus = async () => [...(await menuIds('EnterpriseDeclaration', ['declaration:export'])), ...(await menuIds('EnterpriseProjects', ['enterpriseProject:export']))];
      await user(orgs.A, 'xq1', [await role(orgs.A, '导出企业1', await menus())], { isQy: 1, enterpriseCreditCode: E1 });
      await user(orgs.A, 'xq2', [await role(orgs.A, '导出企业2', await menus())], { isQy: 1, enterpriseCreditCode: E2 });
      for (const org of ['A', 'B', 'C']) await user(orgs[org], `xs${org}`, [await role(orgs[org], `导出${org}`, await menus())]);
      await people.ent2.post('/api/enterpriseDeclaration/add').send({ declarationType: 'initial' }).expect(201);
    });
    afterAll(() => stopWorker(worker));

    it('企业申报: an enterprise user’s export holds only its employer’s declarations; staff their clients’; another organisation none', async () => {
      const [{ n: e1 }] = await ds().query(`SELECT count(*)::int AS n FROM enterprise_declarations WHERE credit_code = $1`, [E1]);
      const mine = await sheet(people.xq1, '/api/enterpriseDeclaration');
      expect(mine[0]).toEqual(expect.arrayContaining(['申报编号', '申报类型', '申报状态', '统一社会信用代码', '用人单位名称']));
      expect(column(mine, '统一社会信用代码')).toEqual(Array(e1).fill(E1));
      expect(column(mine, '申报状态')).toContain('已受理');
      expect(new Set(column(await sheet(people.xq2, '/api/enterpriseDeclaration'), '统一社会信用代码'))).toEqual(new Set([E2]));
      const ours = `&employerName=${encodeURIComponent(tag)}`;
      expect(new Set(column(await sheet(people.xsA, '/api/enterpriseDeclaration', ours), '统一社会信用代码'))).toEqual(new Set([E1, E2]));
      // B served E1 (not E2); C served neither
      expect(new Set(column(await sheet(people.xsB, '/api/enterpriseDeclaration', ours), '统一社会信用代码'))).toEqual(new Set([E1]));
      expect(await sheet(people.xsC, '/api/enterpriseDeclaration', ours)).toHaveLength(1);
      // 企业申报 without its 导出 button
      await people.ent1.post('/api/enterpriseDeclaration/export').send({}).expect(403);
    });

    it('企业项目: the employer’s projects in every organisation that served it, with the list’s columns; never another’s', async () => {
      const mine = await sheet(people.xq1, '/api/enterpriseProject');
      expect(mine[0]).toEqual(['项目编号', '项目名称', '用人单位', '统一社会信用代码', '检测机构', '检测类型', '项目阶段', '最近签发', '下次检测到期']);
      expect(mine.slice(1)).toEqual([
        // nothing issued yet: its last two cells empty
        [`${tag}p1b`, `${tag}p1b定期检测`, `${tag}化工一厂`, E1, `${tag}B检测公司`, '定期检测', '现场采样中'],
        [`${tag}p1`, `${tag}p1定期检测`, `${tag}化工一厂`, E1, `${tag}A检测公司`, '定期检测', '报告已签发', '2026-03-15', '2027-03-15'],
      ]);
      expect(column(await sheet(people.xq2, '/api/enterpriseProject'), '项目编号')).toEqual([`${tag}p2`]);
      expect(column(await sheet(people.xq1, '/api/enterpriseProject', '&blurry=p1b'), '项目编号')).toEqual([`${tag}p1b`]);
      expect(column(await sheet(people.xsB, '/api/enterpriseProject', `&blurry=${tag}`), '项目编号')).toEqual([`${tag}p1b`]);
      expect(await sheet(people.xsC, '/api/enterpriseProject')).toHaveLength(1);
      // 企业项目 without its 导出 button
      await people.ent1.post('/api/enterpriseProject/export').send({}).expect(403);
      const job = (await people.xq2.post('/api/enterpriseProject/export').send({}).expect(202)).body;
      expect(job).toEqual({ jobId: expect.any(String), status: 'queued' });
    });
  });
});
