import { randomBytes } from 'node:crypto';
import { as, dataSourceOf, DEMO_PASSWORD, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';

type Client = ReturnType<typeof as>;
type Row = Record<string, unknown> & { id: number; version: number };

/**
 * 项目管理 on the business kernel: auto code, workflow transitions (permissions, machine refusals,
 * reasons, races), the project's own hooks, history, and organisation isolation.
 */
describe('api/project: projects on the business kernel', () => {
  let t: TestApp;
  let orgs: Record<string, number>;
  let admin: Client;
  let orgb: Client;
  const tag = `PJ${randomBytes(3).toString('hex')}`;
  let unitA: number;
  let unitB: number;
  const year = new Date().getFullYear();

  beforeAll(async () => {
    t = await createTestApp();
    orgs = (await seed(t.app)).organizations;
    [admin, orgb] = await Promise.all(['admin', 'orgb-admin'].map(async (u) => as(t.app, await loginAs(t.app, u))));
    const ds = dataSourceOf(t.app);
    [{ id: unitA }] = await ds.query(`INSERT INTO inspected_units (name, credit_code, organization_id) VALUES ($1, '91320000MA1XXXXX01', $2) RETURNING id`, [`${tag}甲单位`, orgs.A]);
    [{ id: unitB }] = await ds.query(`INSERT INTO inspected_units (name, organization_id) VALUES ($1, $2) RETURNING id`, [`${tag}乙单位`, orgs.B1]);
  });
  afterAll(() => t.close());

  const create = async (client: Client = admin, extra: Record<string, unknown> = {}): Promise<Row> =>
    (await client.post('/api/project/add').send({ name: `${tag}项目`, type: '10', belongInspect: unitA, ...extra }).expect(201)).body;
  const move = (client: Client, row: Pick<Row, 'id' | 'version'>, event: string, body: Record<string, unknown> = {}) =>
    client.post(`/api/project/${row.id}/transitions/${event}`).send({ version: row.version, ...body });
  const edit = (row: Row, values: Record<string, unknown>) => admin.put('/api/project/edit').send({ id: row.id, version: row.version, ...values });
  const signed = async (): Promise<Row> => {
    const row = (await edit(await create(), { contractNo: `${tag}-HT`, contractDate: '2026-11-20', contractAmount: '12800.50' }).expect(200)).body;
    return (await move(admin, row, 'signContract').expect(200)).body;
  };

  it('numbers a new project per organisation and year and starts it 已立项', async () => {
    const row = await create();
    expect(row.code).toMatch(new RegExp(`^XM-${year}-\\d{4}$`));
    expect(row.state).toBe('created');
    expect(row.incomingSample).toBe(false);
    // the state is the machine's: neither create nor edit can set it
    const forced = await create(admin, { state: 'issued', code: 'MINE-1' });
    expect(forced.state).toBe('created');
    expect(forced.code).not.toBe('MINE-1');
    const edited = (await edit(forced, { state: 'archived', name: `${tag}改名` }).expect(200)).body;
    expect(edited).toMatchObject({ state: 'created', name: `${tag}改名` });
  });

  it('numbers gap-free under concurrency: a create that fails after numbering gives its number back', async () => {
    const make = (amount: string) => orgb.post('/api/project/add').send({ name: `${tag}并发`, type: '10', belongInspect: unitB, organizationId: orgs.B1, contractAmount: amount });
    // numeric(14,2) overflows at insert, after the number was taken: the transaction rolls it back
    const results = await Promise.all([...Array.from({ length: 20 }, () => make('1.00')), make('1000000000000000.00'), make('1000000000000000.00')]);
    expect(results.filter((r) => r.status === 201)).toHaveLength(20);
    expect(results.filter((r) => r.status === 400)).toHaveLength(2);
    const ds = dataSourceOf(t.app);
    const codes: { code: string }[] = await ds.query(`SELECT code FROM projects WHERE organization_id = $1 AND code LIKE $2`, [orgs.B1, `XM-${year}-%`]);
    const numbers = codes.map((c) => Number(c.code.slice(-4))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });

  it('moves only by permitted, allowed events; refusals are 4xx with the machine’s words', async () => {
    const row = await create();
    const noContract = await move(admin, row, 'signContract').expect(400);
    expect(noContract.body.message).toBe('签订合同前请先填写合同编号和合同签订日期');
    const early = await move(admin, row, 'startSurvey').expect(409);
    expect(early.body.message).toBe('项目处于“已立项”状态，不能执行“开始现场调查”');
    expect((await move(admin, row, 'fly').expect(400)).body.message).toContain('未知的项目操作');
    const cancel = await move(admin, row, 'cancel').expect(400);
    expect(cancel.body.message).toBe('中止项目必须填写原因');
    const stale = await move(admin, { id: row.id, version: row.version + 5 }, 'cancel', { reason: '客户撤销' }).expect(409);
    expect(stale.body.message).toBe('数据已被他人修改，请刷新后重试');
    const done = (await move(admin, row, 'cancel', { reason: '客户撤销委托' }).expect(200)).body;
    expect(done.state).toBe('cancelled');
    expect((await edit(done, { name: 'x' }).expect(400)).body.message).toBe('项目已归档或已中止，不能修改');
  });

  /** A user of organisation A holding only the project menu (project:list), no buttons. */
  async function viewerOnly(): Promise<Client> {
    const ds = dataSourceOf(t.app);
    const menus: { id: number }[] = await ds.query(`SELECT id FROM menus WHERE component_name = 'ProjectManage'`);
    const username = `u${tag}${randomBytes(2).toString('hex')}`;
    const role = (await admin.post('/api/roles').send({ name: `r${username}`, level: 3, menuIds: menus.map((m) => m.id) }).expect(201)).body;
    await admin
      .post('/api/users')
      .send({ username, nickName: username, password: DEMO_PASSWORD, roleIds: [role.id], organizationId: orgs.A, expiryDate: new Date(Date.now() + 864e5).toISOString() })
      .expect(201);
    return as(t.app, await loginAs(t.app, username));
  }

  it('refuses a transition to a user without its button permission (403) and to another organisation (404)', async () => {
    const row = await signed();
    const viewer = await viewerOnly();
    await viewer.get(`/api/project/${row.id}`).expect(200);
    await move(viewer, row, 'startSurvey').expect(403);
    await move(orgb, row, 'startSurvey').expect(404);
    await orgb.put('/api/project/edit').send({ id: row.id, version: row.version, name: 'x' }).expect(404);
    await orgb.get(`/api/project/${row.id}`).expect(404);
    await orgb.get(`/api/project/${row.id}/history`).expect(404);
    expect((await admin.get(`/api/project/${row.id}`).expect(200)).body.state).toBe('contracted');
  });

  it('R6: of 100 parallel requests for one transition exactly one succeeds, with one event', async () => {
    const row = await signed();
    const answers = await Promise.all(Array.from({ length: 100 }, () => move(admin, row, 'startSurvey')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(99);
    const ds = dataSourceOf(t.app);
    const events = await ds.query(`SELECT payload FROM domain_events WHERE aggregate_type = 'project' AND aggregate_id = $1 AND type = 'ProjectTransitioned'`, [String(row.id)]);
    expect(events.map((e: { payload: { event: string } }) => e.payload.event).sort()).toEqual(['signContract', 'startSurvey']);
  });

  it('R6: of two editors the second gets 409 and the first’s data stays', async () => {
    const row = await create();
    await edit(row, { name: `${tag}第一人` }).expect(200);
    const second = await edit(row, { name: `${tag}第二人` }).expect(409);
    expect(second.body.message).toBe('数据已被他人修改，请刷新后重试');
    expect((await admin.get(`/api/project/${row.id}`).expect(200)).body.name).toBe(`${tag}第一人`);
  });

  it('stamps stage dates, locks survey facts once the survey is finished, suspends and resumes where it was', async () => {
    let row = await signed();
    // the plan is part of the signed contract: it changes through 调整计划, with a reason
    expect((await edit(row, { surveyPlanDate: '2026-11-25' }).expect(400)).body.message).toBe('合同签订后，计划日期请通过“调整计划”修改并说明原因');
    const reschedule = (body: Record<string, unknown>) => admin.post(`/api/project/${row.id}/commands/reschedule`).send({ version: row.version, ...body });
    expect((await reschedule({ surveyPlanDate: '2026-11-25' }).expect(400)).body.message).toBe('调整计划必须填写原因');
    expect((await reschedule({ surveyPlanDate: '2026-02-30', reason: '企业要求' }).expect(400)).body.message).toContain('计划调查日期');
    row = (await reschedule({ surveyPlanDate: '2026-11-25', issuePlanDate: '2026-12-31', reason: '企业要求推迟' }).expect(200)).body;
    expect(row).toMatchObject({ surveyPlanDate: '2026-11-25', issuePlanDate: '2026-12-31' });
    expect((await reschedule({ surveyPlanDate: '2026-11-25', reason: '再次确认' }).expect(400)).body.message).toBe('计划日期没有变化');
    const [entry] = (await admin.get(`/api/project/${row.id}/history?size=1`).expect(200)).body.content;
    expect(entry).toMatchObject({ type: 'ProjectCommandRun', action: '调整计划', reason: '企业要求推迟' });
    expect(entry.changes).toEqual(expect.arrayContaining([{ field: 'issuePlanDate', label: '计划签发日期', old: null, new: '2026-12-31' }]));
    row = (await move(admin, row, 'startSurvey').expect(200)).body;
    expect(row.surveyDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    row = (await move(admin, row, 'startSampling').expect(200)).body;
    expect((await edit(row, { surveyPlanDate: '2026-11-26' }).expect(400)).body.message).toBe('该项目已结束调查');
    expect((await admin.post(`/api/project/${row.id}/commands/reschedule`).send({ version: row.version, surveyPlanDate: '2026-11-26', reason: 'x' }).expect(400)).body.message).toBe('该项目已结束调查');
    await (await viewerOnly()).post(`/api/project/${row.id}/commands/reschedule`).send({ version: row.version, issuePlanDate: '2027-01-05', reason: 'x' }).expect(403);
    row = (await edit(row, { remark: '采样中备注' }).expect(200)).body;
    await move(admin, row, 'suspend').expect(400);
    row = (await move(admin, row, 'suspend', { reason: '企业停产检修' }).expect(200)).body;
    expect(row).toMatchObject({ state: 'suspended', suspendedFrom: 'sampling' });
    expect((await edit(row, { remark: 'x' }).expect(400)).body.message).toBe('项目已挂起，请先恢复');
    row = (await move(admin, row, 'resume').expect(200)).body;
    expect(row).toMatchObject({ state: 'sampling', suspendedFrom: null });
  });

  it('deletes only before the contract is signed', async () => {
    const fresh = await create();
    const contracted = await signed();
    const refused = (await admin.delete('/api/project/delete').send({ ids: [contracted.id] }).expect(200)).body;
    expect(refused).toEqual({ code: '400', message: '已签订合同的数据不可删除' });
    expect((await admin.delete('/api/project/delete').send({ ids: [fresh.id] }).expect(200)).body.code).toBe('200');
  });

  it('tells a project’s history: who, when, old → new, from → to, reason; paged newest first', async () => {
    let row = await create();
    row = (await edit(row, { contractNo: `${tag}-H`, contractDate: '2026-11-21', contractAmount: '900.00' }).expect(200)).body;
    row = (await move(admin, row, 'signContract', { reason: '双方盖章' }).expect(200)).body;
    const page = (await admin.get(`/api/project/${row.id}/history?page=0&size=2`).expect(200)).body;
    expect(page.totalElements).toBe(3);
    expect(page.content).toHaveLength(2);
    const [signedEntry, editedEntry] = page.content;
    expect(signedEntry).toMatchObject({
      type: 'ProjectTransitioned',
      action: '签订合同',
      actorName: '系统管理员',
      reason: '双方盖章',
      transition: { event: 'signContract', from: 'created', to: 'contracted', fromLabel: '已立项', toLabel: '已签订合同' },
    });
    expect(signedEntry.changes).toEqual(expect.arrayContaining([{ field: 'state', label: '项目状态', old: 'created', new: 'contracted' }]));
    expect(editedEntry.action).toBe('编辑');
    expect(editedEntry.changes).toEqual(expect.arrayContaining([{ field: 'contractAmount', label: '合同金额（元）', old: null, new: '900.00' }]));
    const last = (await admin.get(`/api/project/${row.id}/history?page=1&size=2`).expect(200)).body;
    expect(last.content.map((e: { action: string }) => e.action)).toEqual(['新增']);
    // the unit shows by its name as it was when the project was registered
    expect(last.content[0].changes).toEqual(expect.arrayContaining([{ field: 'belongInspect', label: '受检单位', old: null, new: `${tag}甲单位` }]));
    await admin.get(`/api/project/${row.id}/history?size=1000`).expect(400);
  });

  it('an issued 定期检测 report moves the unit’s next detection due date by its risk class', async () => {
    const ds = dataSourceOf(t.app);
    await ds.query(`UPDATE inspected_units SET risk_class = 'serious' WHERE id = $1`, [unitA]);
    let row = await signed();
    for (const event of ['startSurvey', 'startSampling', 'startTesting', 'completeTesting', 'issueReport']) row = (await move(admin, row, event).expect(200)).body;
    expect(row.issueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const unit = (await admin.get(`/api/inspectedUnit/${unitA}`).expect(200)).body;
    expect(unit.lastDetectionDate).toBe(row.issueDate);
    expect(unit.nextDetectionDue).toBe(`${Number(String(row.issueDate).slice(0, 4)) + 1}${String(row.issueDate).slice(4)}`);
    // the unit list's filter 下次检测到期 "within N days"
    const within = async (days: number) => (await admin.get(`/api/inspectedUnit?nextDetectionDue=${days}&name=${encodeURIComponent(tag)}`).expect(200)).body.content.map((u: { id: number }) => u.id);
    expect(await within(400)).toContain(unitA);
    expect(await within(30)).not.toContain(unitA);
    await admin.get('/api/inspectedUnit?nextDetectionDue=-3').expect(400);
  });

  it('lets an organisation keep its own numbering pattern; a bad one is refused and changes nothing', async () => {
    const now = (await orgb.get('/api/project/codePattern').expect(200)).body;
    expect(now).toMatchObject({ pattern: 'XM-{yyyy}-{seq:4}', defaultPattern: 'XM-{yyyy}-{seq:4}', custom: false });
    expect(now.next).toMatch(new RegExp(`^XM-${year}-\\d{4}$`));
    // only holders of project:codePattern change it
    await (await viewerOnly()).put('/api/project/codePattern').send({ pattern: 'B-{seq:3}' }).expect(403);
    expect((await admin.put('/api/project/codePattern').send({ pattern: 'ZJ-{yyyy}' }).expect(400)).body.message).toContain('流水号');
    const mine = (await admin.put('/api/project/codePattern').send({ pattern: 'ZJ{yy}-{seq:5}', reason: '按质量手册编号' }).expect(200)).body;
    expect(mine).toMatchObject({ pattern: 'ZJ{yy}-{seq:5}', custom: true });
    const row = await create();
    expect(row.code).toMatch(new RegExp(`^ZJ${String(year).slice(2)}-\\d{5}$`));
    expect((await orgb.get('/api/project/codePattern').expect(200)).body.custom).toBe(false);
    await admin.put('/api/project/codePattern').send({ pattern: '' }).expect(200);
    expect((await create()).code).toMatch(new RegExp(`^XM-${year}-\\d{4}$`));
  });
});
