import { randomBytes } from 'node:crypto';
import { as, dataSourceOf, DEMO_PASSWORD, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';

jest.setTimeout(120_000);

type Client = ReturnType<typeof as>;
type Row = Record<string, unknown> & { id: number; version: number };

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);

const WELDER = { workshop: '焊接车间', post: '电焊工', jobType: '焊工', headcount: 6, exposedHeadcount: 5, shiftSystem: '两班两倒', hoursPerDay: '8.0', daysPerWeek: '5', labourIntensity: 'II' };

/**
 * 现场调查 on the business kernel: one survey per project in 现场调查中, its children (posts, post
 * hazards naming posts and GBZ hazards, equipment), submit and finish, the '该项目已结束调查'
 * lock and re-opening with a reason, the spec's upload endpoints, permissions and isolation.
 */
describe('api/siteSurvey: the site survey', () => {
  let t: TestApp;
  let orgs: Record<string, number>;
  let admin: Client;
  let surveyor: Client;
  let orgb: Client;
  const tag = `SV${randomBytes(3).toString('hex')}`;
  let unitA: number;
  let unitB: number;

  beforeAll(async () => {
    t = await createTestApp();
    orgs = (await seed(t.app)).organizations;
    [admin, surveyor, orgb] = await Promise.all(['admin', 'surveyor', 'orgb-admin'].map(async (u) => as(t.app, await loginAs(t.app, u))));
    const ds = dataSourceOf(t.app);
    [{ id: unitA }] = await ds.query(`INSERT INTO inspected_units (name, organization_id) VALUES ($1, $2) RETURNING id`, [`${tag}本方单位`, orgs.A]);
    [{ id: unitB }] = await ds.query(`INSERT INTO inspected_units (name, organization_id) VALUES ($1, $2) RETURNING id`, [`${tag}他方单位`, orgs.B]);
  });
  afterAll(() => t.close());

  const moveProject = async (client: Client, row: Row, ...events: string[]): Promise<Row> => {
    let now = row;
    for (const event of events) now = (await client.post(`/api/project/${now.id}/transitions/${event}`).send({ version: now.version, reason: '测试' }).expect(200)).body;
    return now;
  };
  /** A project of organisation A (or B) moved to the given state through its machine. */
  const project = async (until: 'contracted' | 'surveying' = 'surveying', client: Client = admin, unit = unitA): Promise<Row> => {
    const created = (await client.post('/api/project/add').send({ name: `${tag}项目`, type: '10', belongInspect: unit, contractNo: `${tag}HT`, contractDate: '2026-11-02' }).expect(201)).body;
    return moveProject(client, created, ...(until === 'contracted' ? ['signContract'] : ['signContract', 'startSurvey']));
  };
  const createSurvey = async (client: Client = admin, projectRow?: Row): Promise<Row> => {
    const p = projectRow ?? (await project());
    return (await client.post('/api/siteSurvey/add').send({ belongProject: p.id, surveyDate: '2026-11-20', surveyors: '张调查、李采样', accompanyName: '王主任', accompanyPosition: '安全科长' }).expect(201)).body;
  };
  const children = (row: Pick<Row, 'id'>, child: string) => `/api/siteSurvey/${row.id}/children/${child}`;
  const move = (client: Client, row: Pick<Row, 'id' | 'version'>, event: string, body: Record<string, unknown> = {}) =>
    client.post(`/api/siteSurvey/${row.id}/transitions/${event}`).send({ version: row.version, ...body });
  const read = async (row: Pick<Row, 'id'>): Promise<Row> => (await admin.get(`/api/siteSurvey/${row.id}`).expect(200)).body;
  const events = (row: Pick<Row, 'id'>, type: string) =>
    dataSourceOf(t.app).query(`SELECT payload, reason FROM domain_events WHERE aggregate_type = 'siteSurvey' AND aggregate_id = $1 AND type = $2 ORDER BY seq`, [String(row.id), type]);

  it('starts one survey per project in 现场调查中, carrying the project’s code, check type and unit; the survey begins 调查中', async () => {
    const p = await project();
    const row = await createSurvey(surveyor, p);
    expect(row).toMatchObject({
      state: 'draft',
      belongProject: p.id,
      belongProjectName: `${tag}项目`,
      projectCode: p.code,
      checkType: '10',
      belongInspect: unitA,
      belongInspectName: `${tag}本方单位`,
      surveyDate: '2026-11-20',
      accompanyName: '王主任',
    });
    // the list finds it by its project
    const listed = (await admin.get(`/api/siteSurvey?belongProject=${p.id}`).expect(200)).body.content;
    expect(listed.map((r: Row) => r.id)).toEqual([row.id]);
    const again = await admin.post('/api/siteSurvey/add').send({ belongProject: p.id }).expect(400);
    expect(again.body.message).toBe('该项目已有现场调查记录，不能重复新建');
    const early = await admin.post('/api/siteSurvey/add').send({ belongProject: (await project('contracted')).id }).expect(400);
    expect(early.body.message).toBe('项目须处于“现场调查中”才能新建现场调查，请先在项目管理中执行“开始现场调查”');
    expect((await admin.post('/api/siteSurvey/add').send({}).expect(400)).body.message).toContain('项目名称不能为空');
    // the project is fixed once the survey exists
    const other = await project();
    expect((await admin.put('/api/siteSurvey/edit').send({ id: row.id, version: row.version, belongProject: other.id }).expect(400)).body.message).toBe('现场调查所属项目不能修改');
    expect(await events(row, 'SiteSurveyCreated')).toHaveLength(1);
  });

  it('adds, edits and removes posts, equipment and hazards as children, each with an event on the survey; amounts stay exact', async () => {
    const row = await createSurvey();
    const post = (await admin.post(children(row, 'posts')).send(WELDER).expect(201)).body;
    expect(post).toMatchObject({ workshop: '焊接车间', post: '电焊工', headcount: 6, exposedHeadcount: 5, hoursPerDay: '8.0', daysPerWeek: '5.0' });
    const edited = (await admin.put(`${children(row, 'posts')}/${post.id}`).send({ ...WELDER, exposedHeadcount: 6, version: post.version }).expect(200)).body;
    expect(edited.exposedHeadcount).toBe(6);
    const material = (await admin.post(children(row, 'materials')).send({ name: '焊丝', hazardousComponents: '锰 1.5%', annualAmount: '12.125', amountUnit: 't', state: '1' }).expect(201)).body;
    expect(material.annualAmount).toBe('12.125');
    const machine = (await admin.post(children(row, 'equipment')).send({ workshop: '焊接车间', equipmentType: 'CO2保护焊机', units: 4, hazards: '锰及其无机化合物; 电焊烟尘 ;噪声' }).expect(201)).body;
    expect(machine.hazards).toBe('锰及其无机化合物;电焊烟尘;噪声');
    await admin.delete(`${children(row, 'materials')}/${material.id}`).send({ version: material.version }).expect(200);

    const added = await events(row, 'SiteSurveyChildAdded');
    expect(added.map((e: { payload: { child: string } }) => e.payload.child)).toEqual(['posts', 'materials', 'equipment']);
    const [changed] = await events(row, 'SiteSurveyChildEdited');
    expect(changed.payload).toMatchObject({ child: 'posts', old: { exposedHeadcount: 5 }, new: { exposedHeadcount: 6 } });
    const [removed] = await events(row, 'SiteSurveyChildRemoved');
    expect(removed.payload).toMatchObject({ child: 'materials', old: { name: '焊丝', annualAmount: '12.125' }, new: null });
    const history = (await admin.get(`/api/siteSurvey/${row.id}/history`).expect(200)).body.content.map((e: { action: string }) => e.action);
    expect(history).toEqual(expect.arrayContaining(['新增岗位/工种', '编辑岗位/工种', '删除原辅材料']));
  });

  it('refuses impossible figures and hazards outside GBZ 2.1/2.2 with a Chinese 400, changing nothing', async () => {
    const row = await createSurvey();
    expect((await admin.post(children(row, 'posts')).send({ ...WELDER, exposedHeadcount: 7 }).expect(400)).body.message).toBe('岗位“电焊工”的接害人数（7）不能多于定员人数（6）');
    expect((await admin.post(children(row, 'posts')).send({ ...WELDER, hoursPerDay: '25' }).expect(400)).body.message).toBe('岗位“电焊工”的每班工作时间不能超过24小时');
    expect((await admin.post(children(row, 'posts')).send({ ...WELDER, hoursPerDay: '8.25' }).expect(400)).body.message).toContain('最多保留1位小数');
    const bad = await admin.post(children(row, 'equipment')).send({ workshop: '焊接车间', equipmentType: '焊机', units: 2, hazards: '噪声;焊接烟雾' }).expect(400);
    expect(bad.body.message).toContain('产生的危害因素不在GBZ 2.1/2.2危害因素名录中：焊接烟雾');
    expect((await admin.get(children(row, 'posts')).expect(200)).body).toEqual([]);
    expect((await admin.get(children(row, 'equipment')).expect(200)).body).toEqual([]);
  });

  it('takes a post hazard only for a post of this survey (400 in Chinese otherwise), within the post’s shift; a post with hazards keeps its name', async () => {
    const row = await createSurvey();
    const hazard = { workshop: '焊接车间', post: '电焊工', hazard: '锰及其无机化合物', source: '焊接', contactHours: '6.5', toTest: true };
    const unknown = await admin.post(children(row, 'postHazards')).send(hazard).expect(400);
    expect(unknown.body.message).toBe('岗位“焊接车间 电焊工”不在本次调查的岗位列表中，请先在“岗位/工种”中添加该岗位');
    const post = (await admin.post(children(row, 'posts')).send(WELDER).expect(201)).body;
    const added = (await admin.post(children(row, 'postHazards')).send(hazard).expect(201)).body;
    expect(added).toMatchObject({ hazard: '锰及其无机化合物', contactHours: '6.5', toTest: true });
    // identified only (not to be tested), and a physical agent of GBZ 2.2
    const noise = (await admin.post(children(row, 'postHazards')).send({ ...hazard, hazard: '噪声', contactHours: '8', toTest: false }).expect(201)).body;
    expect(noise.toTest).toBe(false);
    expect((await admin.post(children(row, 'postHazards')).send({ ...hazard, hazard: '电焊烟雾' }).expect(400)).body.message).toBe('危害因素不在GBZ 2.1/2.2危害因素名录中：电焊烟雾');
    expect((await admin.post(children(row, 'postHazards')).send({ ...hazard, hazard: '苯', contactHours: '9' }).expect(400)).body.message).toBe('苯的接触时间不能超过岗位“电焊工”的每班工作时间（8.0h）');
    // moving a hazard to a post that is not there is refused too (an edit sends only what changed)
    expect((await admin.put(`${children(row, 'postHazards')}/${added.id}`).send({ post: '打磨工', version: added.version }).expect(400)).body.message).toContain('焊接车间 打磨工');
    // the post its hazards name cannot be renamed, shortened below their contact time, or removed
    expect((await admin.put(`${children(row, 'posts')}/${post.id}`).send({ ...WELDER, post: '焊工', version: post.version }).expect(400)).body.message).toBe(
      '岗位“焊接车间 电焊工”还有危害因素记录，请先修改或删除这些危害因素',
    );
    expect((await admin.put(`${children(row, 'posts')}/${post.id}`).send({ ...WELDER, hoursPerDay: '6', version: post.version }).expect(400)).body.message).toContain('接触时间不能超过岗位“电焊工”的每班工作时间（6h）');
    expect((await admin.delete(`${children(row, 'posts')}/${post.id}`).send({ version: post.version }).expect(400)).body.message).toContain('还有危害因素记录');
    await admin.delete(`${children(row, 'postHazards')}/${noise.id}`).send({ version: noise.version }).expect(200);
    expect((await admin.get(children(row, 'postHazards')).expect(200)).body.map((h: Row) => h.hazard)).toEqual(['锰及其无机化合物']);
  });

  it('is submitted and finished by permitted users; after finishing every change is refused with exactly 该项目已结束调查 until re-opened with a reason', async () => {
    let row = await createSurvey();
    expect((await move(admin, row, 'submit').expect(400)).body.message).toBe('请至少填写一个岗位后再提交现场调查');
    const post = (await admin.post(children(row, 'posts')).send(WELDER).expect(201)).body;
    row = await read(row);
    row = (await move(surveyor, row, 'submit').expect(200)).body;
    expect(row.state).toBe('submitted');
    expect((await admin.put('/api/siteSurvey/edit').send({ id: row.id, version: row.version, remark: 'x' }).expect(400)).body.message).toBe('现场调查已提交，如需修改请先“退回修改”');
    // the demo surveyor submits; finishing is the project lead's
    await move(surveyor, row, 'finish').expect(403);
    row = (await move(admin, row, 'finish').expect(200)).body;
    expect(row.state).toBe('finished');

    const finished = '该项目已结束调查';
    expect((await admin.put('/api/siteSurvey/edit').send({ id: row.id, version: row.version, remark: '补充' }).expect(400)).body.message).toBe(finished);
    expect((await admin.post(children(row, 'posts')).send({ ...WELDER, post: '打磨工' }).expect(400)).body.message).toBe(finished);
    expect((await admin.put(`${children(row, 'posts')}/${post.id}`).send({ ...WELDER, headcount: 9, version: post.version }).expect(400)).body.message).toBe(finished);
    expect((await admin.delete(`${children(row, 'posts')}/${post.id}`).send({ version: post.version }).expect(400)).body.message).toBe(finished);
    expect((await admin.post(`/api/siteSurvey/${row.id}/attachments/layout`).attach('file', pdf('布局'), '布局图.pdf').expect(400)).body.message).toBe(finished);
    expect((await admin.post('/api/eqpLayoutInfo/upload').field('surveyId', String(row.id)).attach('file', pdf('布局'), '布局图.pdf').expect(400)).body.message).toBe(finished);
    expect((await admin.delete('/api/siteSurvey/delete').send({ ids: [row.id] }).expect(200)).body.code).toBe('400');
    const unchanged = await read(row);
    expect(unchanged).toMatchObject({ version: row.version, remark: null, state: 'finished' });
    expect((await admin.get(children(row, 'posts')).expect(200)).body).toEqual([expect.objectContaining({ post: '电焊工', headcount: 6 })]);
    expect((await admin.get(`/api/siteSurvey/${row.id}/attachments`).expect(200)).body).toEqual([]);

    expect((await move(admin, row, 'reopen').expect(400)).body.message).toBe('重新打开调查必须填写原因');
    row = (await move(admin, row, 'reopen', { reason: '企业新增打磨岗位' }).expect(200)).body;
    expect(row.state).toBe('draft');
    await admin.post(children(row, 'posts')).send({ ...WELDER, post: '打磨工' }).expect(201);
    row = (await admin.put('/api/siteSurvey/edit').send({ id: row.id, version: (await read(row)).version, remark: '补充打磨岗位' }).expect(200)).body;
    expect(row.remark).toBe('补充打磨岗位');
    const transitions = await events(row, 'SiteSurveyTransitioned');
    expect(transitions.map((e: { payload: { event: string } }) => e.payload.event)).toEqual(['submit', 'finish', 'reopen']);
    expect(transitions[2]).toMatchObject({ reason: '企业新增打磨岗位', payload: { from: 'finished', to: 'draft' } });
  });

  it('returns a submitted survey for changes only with a reason', async () => {
    let row = await createSurvey();
    await admin.post(children(row, 'posts')).send(WELDER).expect(201);
    row = (await move(admin, await read(row), 'submit').expect(200)).body;
    expect((await move(admin, row, 'returnToDraft').expect(400)).body.message).toBe('退回必须填写原因');
    expect((await move(admin, row, 'reopen', { reason: 'x' }).expect(409)).body.message).toBe('现场调查处于“已提交”状态，不能执行“重新打开调查”');
    row = (await move(admin, row, 'returnToDraft', { reason: '接害人数待核实' }).expect(200)).body;
    expect(row.state).toBe('draft');
  });

  it('takes no survey change while its project is suspended', async () => {
    let p = await project();
    const row = await createSurvey(admin, p);
    p = (await admin.get(`/api/project/${p.id}`).expect(200)).body;
    p = await moveProject(admin, p, 'suspend');
    expect((await admin.post(children(row, 'posts')).send(WELDER).expect(400)).body.message).toBe('项目已挂起，请先恢复');
    expect((await admin.put('/api/siteSurvey/edit').send({ id: row.id, version: row.version, remark: 'x' }).expect(400)).body.message).toBe('项目已挂起，请先恢复');
    await moveProject(admin, p, 'resume');
    await admin.post(children(row, 'posts')).send(WELDER).expect(201);
  });

  it('files flow diagrams, material sheets and layout drawings through the spec’s upload endpoints into the survey’s slots', async () => {
    const row = await createSurvey(surveyor);
    const flow = (await surveyor.post('/api/productionProcess/upload').field('surveyId', String(row.id)).attach('file', pdf('流程'), '工艺流程图.pdf').expect(201)).body;
    expect(flow).toMatchObject({ slot: 'processFlow', fileName: '工艺流程图.pdf', uploadedBy: '张调查' });
    await surveyor.post('/api/productionProcess/uploadFile').field('surveyId', String(row.id)).attach('file', pdf('流程2'), '工艺流程图2.pdf').expect(201);
    await surveyor.post('/api/rawMaterialsInfo/upload').field('surveyId', String(row.id)).attach('file', pdf('MSDS'), '焊丝MSDS.pdf').expect(201);
    await surveyor.post(`/api/siteSurvey/${row.id}/attachments/layout`).attach('file', pdf('布局'), '车间布局.pdf').expect(201);
    const slots = (await admin.get(`/api/siteSurvey/${row.id}/attachments`).expect(200)).body.map((a: { slot: string }) => a.slot).sort();
    expect(slots).toEqual(['layout', 'processFlow', 'processFlow', 'rawMaterials']);
    expect((await surveyor.post('/api/eqpLayoutInfo/upload').attach('file', pdf('x'), 'x.pdf').expect(400)).body.message).toBe('请指定现场调查（surveyId）');
    expect((await surveyor.post('/api/eqpLayoutInfo/upload').field('surveyId', String(row.id)).attach('file', Buffer.from('MZ\x90\x00'), 'a.exe').expect(400)).body.message).toContain('文件类型不正确');
    // another organisation's survey is not found
    await orgb.post('/api/eqpLayoutInfo/upload').field('surveyId', String(row.id)).attach('file', pdf('x'), 'x.pdf').expect(404);
  });

  /** A user of organisation A holding only the survey menu (siteSurvey:list), no buttons. */
  async function viewerOnly(): Promise<Client> {
    const ds = dataSourceOf(t.app);
    const menus: { id: number }[] = await ds.query(`SELECT id FROM menus WHERE component_name = 'SiteSurvey'`);
    const username = `u${tag}${randomBytes(2).toString('hex')}`;
    const role = (await admin.post('/api/roles').send({ name: `r${username}`, level: 3, menuIds: menus.map((m) => m.id) }).expect(201)).body;
    await admin
      .post('/api/users')
      .send({ username, nickName: username, password: DEMO_PASSWORD, roleIds: [role.id], organizationId: orgs.A, expiryDate: new Date(Date.now() + 864e5).toISOString() })
      .expect(201);
    return as(t.app, await loginAs(t.app, username));
  }

  it('lets a reader read but not change (403), and keeps every organisation to its own surveys (404, not listed)', async () => {
    const row = await createSurvey();
    const post = (await admin.post(children(row, 'posts')).send(WELDER).expect(201)).body;
    const viewer = await viewerOnly();
    await viewer.get(`/api/siteSurvey/${row.id}`).expect(200);
    await viewer.get(children(row, 'posts')).expect(200);
    await viewer.post(children(row, 'posts')).send({ ...WELDER, post: '打磨工' }).expect(403);
    await viewer.put('/api/siteSurvey/edit').send({ id: row.id, version: row.version, remark: 'x' }).expect(403);
    await move(viewer, row, 'submit').expect(403);
    await viewer.post('/api/productionProcess/upload').field('surveyId', String(row.id)).attach('file', pdf('x'), 'x.pdf').expect(403);

    await orgb.get(`/api/siteSurvey/${row.id}`).expect(404);
    await orgb.get(children(row, 'posts')).expect(404);
    await orgb.get(`/api/siteSurvey/${row.id}/history`).expect(404);
    await orgb.get(`/api/siteSurvey/${row.id}/attachments`).expect(404);
    await orgb.post(children(row, 'posts')).send({ ...WELDER, post: '打磨工' }).expect(404);
    await orgb.put(`${children(row, 'posts')}/${post.id}`).send({ ...WELDER, version: post.version }).expect(404);
    await orgb.put('/api/siteSurvey/edit').send({ id: row.id, version: row.version, remark: 'x' }).expect(404);
    await move(orgb, row, 'submit').expect(404);
    const theirs = (await orgb.get(`/api/siteSurvey?belongProject=${row.belongProject}`).expect(200)).body;
    expect(theirs.content).toEqual([]);
    // a survey of another organisation's project cannot be started
    expect((await orgb.post('/api/siteSurvey/add').send({ belongProject: row.belongProject }).expect(400)).body.message).toContain('项目名称');
    // organisation B's own survey stays its own
    const bProject = await project('surveying', orgb, unitB);
    const bSurvey = await createSurvey(orgb, bProject);
    await admin.get(`/api/siteSurvey/${bSurvey.id}`).expect(200); // the platform administrator (ALL) reads every organisation
    await surveyor.get(`/api/siteSurvey/${bSurvey.id}`).expect(404);
    expect((await admin.get(children(row, 'posts')).expect(200)).body).toHaveLength(1);
  });
});
