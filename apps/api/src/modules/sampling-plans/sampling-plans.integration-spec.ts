import { randomBytes } from 'node:crypto';
import { as, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';
import { type Client, HAZARDS, insertMethods, MN, planFixtures, POSTS, type Row } from './plan-fixtures';

jest.setTimeout(180_000);

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);
const brief = (r: Row) => `${String(r.rowKey)} ${r.sampleType === 'fixed' ? `${String(r.points)}点` : `${String(r.subjects)}人`} ${String(r.days)}天 ${String(r.durationMinutes)}min ${String(r.flow)}`;

/**
 * 采样方案 on the business kernel: generated from a survey with known headcounts and equipment
 * (the GBZ 159 counts), the live checker's Chinese shortfalls, submission refused while any
 * remains, regeneration after a survey change applying only what the user accepts and never an
 * edit silently, permissions, organisation isolation and bad input.
 */
describe('api/samplingPlan: generated, checked and submitted', () => {
  let t: TestApp;
  let orgs: Record<string, number>;
  let admin: Client;
  let orgb: Client;
  let sampler: Client;
  let orgX: number;
  const tag = `SP${randomBytes(3).toString('hex')}`;
  let f: ReturnType<typeof planFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    orgs = (await seed(t.app)).organizations;
    [admin, orgb, sampler] = await Promise.all(['admin', 'orgb-admin', 'sampler'].map(async (u) => as(t.app, await loginAs(t.app, u))));
    f = planFixtures(t.app, tag);
    // an organisation of its own: its methods are exactly the test's
    [{ id: orgX }] = await f.ds.query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [`${tag}机构`]);
    await insertMethods(t.app, orgX);
  });
  afterAll(() => t.close());

  const generatedPlan = async () => {
    const { project, survey } = await f.surveyed(admin, orgX);
    let plan = await f.plan(admin, project.id, orgX);
    plan = (await f.generate(admin, plan).expect(200)).body;
    return { project, survey, plan };
  };

  it('generates the GBZ 159 points and subjects of a survey with known headcounts and equipment (评价: 3 consecutive shifts)', async () => {
    const { project, plan } = await generatedPlan();
    expect(plan).toMatchObject({ state: 'draft', belongProject: project.id, projectCode: project.code, checkType: '30', needsRegenerating: false, organizationId: orgX });
    expect(plan.generatedAt).toEqual(expect.any(String));
    const rows = await f.rows(admin, plan);
    expect(rows.map(brief)).toEqual([
      // 8 exposed welders, known highest → 3 subjects; 12 welding machines → 3 fixed points (Mn has only a TWA limit)
      `焊接车间|焊工|${MN}|individual|TWA 3人 3天 480min 1.000`,
      `焊接车间|焊工|${MN}|fixed|TWA 3点 3天 480min 1.000`,
      // no method for welding fume: fixed-point TWA, its sampler left to the planner
      '焊接车间|焊工|电焊烟尘|fixed|TWA 3点 3天 480min null',
      // toluene: individual TWA (5 → 2) and fixed STEL of 15 min by 5 spray booths → 2, with the short-time method's flow
      '喷漆车间|喷漆工|甲苯|individual|TWA 2人 3天 480min 0.050',
      '喷漆车间|喷漆工|甲苯|fixed|STEL 2点 3天 15min 0.100',
    ]);
    expect(rows[0]).toMatchObject({ headcount: 8, selection: 'known-highest', collector: '微孔滤膜', method: 'GBZ/T 300.17-2017 火焰原子吸收光谱法', blanksPerBatch: 2 });
    expect(rows[1]).toMatchObject({ equipmentUnits: 12, selection: null });
    // each generated row is a child event on the plan's history
    expect(await f.events(plan, 'SamplingPlanChildAdded')).toHaveLength(5);
    expect(await f.check(admin, plan)).toEqual({ issues: [], needsRegenerating: false, generated: true, overridden: [] });
  });

  it('says every shortfall of an edited plan in plain Chinese, live, on its rows — and refuses submission while any remains, changing nothing', async () => {
    const { plan } = await generatedPlan();
    const mnKey = `焊接车间|焊工|${MN}|individual|TWA`;
    await f.editRow(admin, plan, mnKey, { subjects: 2 });
    await f.editRow(admin, plan, '喷漆车间|喷漆工|甲苯|fixed|STEL', { points: 1, durationMinutes: 20 });
    const { issues } = await f.check(admin, plan);
    expect(issues.map((i: { message: string; rowKeys: string[] }) => [i.message, i.rowKeys])).toEqual([
      ['喷漆车间 甲苯 需定点采样 2 个点，方案为 1 个', ['喷漆车间|喷漆工|甲苯|fixed|STEL']],
      ['喷漆车间 甲苯 短时间采样不应超过 15 min，方案为 20 min', ['喷漆车间|喷漆工|甲苯|fixed|STEL']],
      [`焊接车间 焊工岗位 ${MN} 需个体采样 3 人，方案为 2 人`, [mnKey]],
    ]);
    const current = await f.read(admin, plan);
    const refused = await f.transition(admin, current, 'submit').expect(400);
    expect(refused.body.message).toBe(
      `采样方案仍有 3 项不符合 GBZ 159 的问题，不能提交（可修正后提交，或申请放行并经他人批准）：喷漆车间 甲苯 需定点采样 2 个点，方案为 1 个；喷漆车间 甲苯 短时间采样不应超过 15 min，方案为 20 min；焊接车间 焊工岗位 ${MN} 需个体采样 3 人，方案为 2 人`,
    );
    expect(await f.read(admin, plan)).toMatchObject({ state: 'draft', version: current.version });
    // fixed: it submits
    await f.editRow(admin, plan, mnKey, { subjects: 3 });
    await f.editRow(admin, plan, '喷漆车间|喷漆工|甲苯|fixed|STEL', { points: 2, durationMinutes: 15 });
    const submitted = (await f.transition(admin, await f.read(admin, plan), 'submit').expect(200)).body;
    expect(submitted.state).toBe('submitted');
    // a submitted plan's rows and values do not change
    expect((await f.editRow(admin, plan, mnKey, { subjects: 4 }, 400)).body.message).toBe('采样方案已提交或已批准，不能修改；如需修改请先退回或重新打开');
    expect((await admin.put('/api/samplingPlan/edit').send({ id: plan.id, version: submitted.version, remark: 'x' }).expect(400)).body.message).toBe(
      '采样方案已提交或已批准，不能修改；如需修改请先退回或重新打开',
    );
    expect((await f.transition(admin, submitted, 'return').expect(400)).body.message).toBe('退回必须填写原因');
    const returned = (await f.transition(admin, submitted, 'return', { reason: '甲苯短时间点位需复核' }).expect(200)).body;
    expect(returned.state).toBe('returned');
    await f.editRow(admin, plan, mnKey, { subjects: 4 });
  });

  it('marks the plan when the survey changes and shows what regenerating would change; applies only what is accepted, never an edit silently', async () => {
    const { survey, plan } = await generatedPlan();
    const mnKey = `焊接车间|焊工|${MN}|individual|TWA`;
    // the planner raises the welders' subjects by hand
    await f.editRow(admin, plan, mnKey, { subjects: 5 });
    // the survey finds more welders (12 exposed → 4 subjects) and benzene at the spray booth
    const posts = (await admin.get(`/api/siteSurvey/${survey.id}/children/posts`).expect(200)).body as Row[];
    const welders = posts.find((p) => p.post === '焊工') as Row;
    await admin.put(`/api/siteSurvey/${survey.id}/children/posts/${welders.id}`).send({ headcount: 12, exposedHeadcount: 12, version: welders.version }).expect(200);
    await admin.post(`/api/siteSurvey/${survey.id}/children/postHazards`).send({ workshop: '喷漆车间', post: '喷漆工', hazard: '苯', toTest: true }).expect(201);

    let current = await f.read(admin, plan);
    expect(current.needsRegenerating).toBe(true);
    expect((await f.events(plan, 'SamplingPlanEdited')).map((e) => e.reason)).toEqual(['现场调查已变更']);
    const check = await f.check(admin, plan);
    expect(check.needsRegenerating).toBe(true);
    expect(check.issues.map((i: { message: string }) => i.message)).toEqual(['喷漆车间 苯 需定点采样 1 个点，方案未设采样点']);
    expect((await f.transition(admin, current, 'submit').expect(400)).body.message).toBe('现场调查已变更，请先“生成方案”查看并确认变更后再提交');

    const preview = (await admin.get(`/api/samplingPlan/${plan.id}/generation`).expect(200)).body;
    expect(preview).toMatchObject({ needsRegenerating: true, firstGeneration: false, removed: [] });
    expect(preview.added.map((r: Row) => r.key)).toEqual(['喷漆车间|喷漆工|苯|fixed|TWA', '喷漆车间|喷漆工|苯|fixed|STEL']);
    const mnChange = preview.changed.find((c: { key: string }) => c.key === mnKey);
    expect(mnChange.fields).toEqual([
      { field: 'subjects', label: '个体采样人数', stored: 5, generated: 4, edited: true },
      { field: 'headcount', label: '接触人数', stored: 8, generated: 12, edited: false },
    ]);

    // a stale acceptance (a row the diff does not hold) is refused and changes nothing
    const stale = await f.generate(admin, current, { add: ['喷漆车间|喷漆工|苯|fixed|MAC'] }).expect(400);
    expect(stale.body.message).toBe('要采纳的变更与当前调查不符（调查可能刚刚变更），请重新查看变更后再生成');
    expect((await f.generate(admin, current, { add: 'all' }).expect(400)).body.message).toBe('accept 须为 {add: [行标识], remove: [行标识], change: {行标识: [字段]}}');
    // accept the benzene TWA row and the headcount, keep the planner's 5 subjects, leave the STEL row out
    current = (await f.generate(admin, current, { add: ['喷漆车间|喷漆工|苯|fixed|TWA'], change: { [mnKey]: ['headcount'] } }).expect(200)).body;
    expect(current.needsRegenerating).toBe(false);
    const rows = await f.rows(admin, plan);
    expect(rows.find((r) => r.rowKey === mnKey)).toMatchObject({ subjects: 5, headcount: 12 });
    expect(rows.map((r) => r.rowKey)).toContain('喷漆车间|喷漆工|苯|fixed|TWA');
    expect(rows.map((r) => r.rowKey)).not.toContain('喷漆车间|喷漆工|苯|fixed|STEL');
    // what was declined is not offered again; what was left out still is
    const again = (await admin.get(`/api/samplingPlan/${plan.id}/generation`).expect(200)).body;
    expect(again.needsRegenerating).toBe(false);
    expect(again.added.map((r: Row) => r.key)).toEqual(['喷漆车间|喷漆工|苯|fixed|STEL']);
    expect(again.changed.map((c: { key: string }) => c.key)).not.toContain(mnKey);
    const edited = (await f.events(plan, 'SamplingPlanChildEdited')).map((e) => e.payload);
    expect(edited).toContainEqual(expect.objectContaining({ child: 'rows', old: expect.objectContaining({ headcount: 8 }), new: expect.objectContaining({ headcount: 12 }) }));
  });

  it('without an acceptance takes new rows and the changes to values nobody edited, never a removal', async () => {
    const { survey, plan } = await generatedPlan();
    const hazards = (await admin.get(`/api/siteSurvey/${survey.id}/children/postHazards`).expect(200)).body as Row[];
    const fume = hazards.find((h) => h.hazard === '电焊烟尘') as Row;
    await admin.delete(`/api/siteSurvey/${survey.id}/children/postHazards/${fume.id}`).send({ version: fume.version }).expect(200);
    const current = (await f.generate(admin, await f.read(admin, plan)).expect(200)).body;
    expect((await f.rows(admin, plan)).map((r) => r.rowKey)).toContain('焊接车间|焊工|电焊烟尘|fixed|TWA');
    const removed = (await admin.get(`/api/samplingPlan/${plan.id}/generation`).expect(200)).body.removed.map((r: Row) => r.key);
    expect(removed).toEqual(['焊接车间|焊工|电焊烟尘|fixed|TWA']);
    await f.generate(admin, current, { remove: removed }).expect(200);
    expect((await f.rows(admin, plan)).map((r) => r.rowKey)).not.toContain('焊接车间|焊工|电焊烟尘|fixed|TWA');
    expect(await f.events(plan, 'SamplingPlanChildRemoved')).toHaveLength(1);
  });

  it('is made for a project in 现场调查中 or 现场采样中, one per project, from a survey; bad input is a Chinese 400 that changes nothing', async () => {
    const { project, plan } = await generatedPlan();
    expect((await admin.post('/api/samplingPlan/add').send({ belongProject: project.id, organizationId: orgX }).expect(400)).body.message).toBe('该项目已有采样方案，不能重复新建');
    expect((await admin.post('/api/samplingPlan/add').send({}).expect(400)).body.message).toContain('项目名称不能为空');
    const early = (await admin.post('/api/project/add').send({ name: `${tag}未签`, type: '10', belongInspect: (await f.surveyed(admin, orgX)).project.belongInspect, organizationId: orgX }).expect(201)).body;
    expect((await admin.post('/api/samplingPlan/add').send({ belongProject: early.id, organizationId: orgX }).expect(400)).body.message).toBe('项目须处于“现场调查中”或“现场采样中”才能编制采样方案');
    // a plan without a survey cannot be generated
    const bare = await f.move(admin, '/api/project', (await admin.post('/api/project/add').send({ name: `${tag}无调查`, type: '10', belongInspect: early.belongInspect, contractNo: 'H', contractDate: '2026-11-01', organizationId: orgX }).expect(201)).body, 'signContract', 'startSurvey');
    const noSurvey = await f.plan(admin, bare.id, orgX);
    expect((await f.generate(admin, noSurvey).expect(400)).body.message).toBe('该项目还没有现场调查记录，请先完成现场调查');
    expect((await f.transition(admin, noSurvey, 'submit').expect(400)).body.message).toBe('采样方案没有采样计划明细，请先生成方案');
    // rows refuse impossible values
    const row = (await f.rows(admin, plan))[0] as Row;
    expect((await admin.put(`/api/samplingPlan/${plan.id}/children/rows/${row.id}`).send({ subjects: -1, version: row.version }).expect(400)).body.message).toContain('个体采样人数');
    expect((await admin.put(`/api/samplingPlan/${plan.id}/children/rows/${row.id}`).send({ flow: '1.23456', version: row.version }).expect(400)).body.message).toContain('采样流量');
    expect((await admin.post(`/api/samplingPlan/${plan.id}/children/rows`).send({ ...row, id: undefined, version: undefined, rowKey: undefined, hazard: '焊接烟雾' }).expect(400)).body.message).toContain('焊接烟雾');
    expect((await f.rows(admin, plan)).find((r) => r.id === row.id)).toMatchObject({ subjects: row.subjects, flow: row.flow });
    expect((await admin.get('/api/samplingPlan/abc/check').expect(400)).body.message).toBe('id必须是正整数');
    await admin.get('/api/samplingPlan/2147483000/check').expect(404);
  });

  it('takes the blanks per batch a method leaves open from the organisation’s default 采样方案模板', async () => {
    const [{ id: orgY }] = await f.ds.query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [`${tag}模板机构`]);
    await insertMethods(t.app, orgY);
    await admin.post('/api/cyfaModule/add').send({ organizationId: orgY, name: '本机构方案模板', isDefault: true, blanksPerBatch: 4 }).expect(201);
    const { project } = await f.surveyed(admin, orgY);
    const plan = (await f.generate(admin, await f.plan(admin, project.id, orgY)).expect(200)).body;
    const rows = await f.rows(admin, plan);
    // welding fume has no method in the organisation's catalogue: the template's 4 blanks, not the generator's 2
    expect(rows.find((r) => String(r.rowKey).includes('电焊烟尘'))).toMatchObject({ blanksPerBatch: 4 });
  });

  it('files the layout drawing through the spec’s upload endpoint into the plan’s projectLayout slot', async () => {
    const { plan } = await generatedPlan();
    const file = (await admin.post('/api/samplingPlan/projectLayout/upload').field('planId', String(plan.id)).attach('file', pdf('布置'), '采样点布置图.pdf').expect(201)).body;
    expect(file).toMatchObject({ slot: 'projectLayout', fileName: '采样点布置图.pdf' });
    expect((await admin.post('/api/samplingPlan/projectLayout/upload').attach('file', pdf('x'), 'x.pdf').expect(400)).body.message).toBe('请指定采样方案（planId）');
    await orgb.post('/api/samplingPlan/projectLayout/upload').field('planId', String(plan.id)).attach('file', pdf('x'), 'x.pdf').expect(404);
  });

  it('keeps every organisation to its own plans: not listed, 404 on every endpoint', async () => {
    const { plan } = await generatedPlan();
    for (const url of ['', '/check', '/samples', '/consumables', '/children/rows', '/history']) await orgb.get(`/api/samplingPlan/${plan.id}${url}`).expect(404);
    await orgb.get(`/api/samplingPlan/${plan.id}/generation`).expect(404);
    await f.generate(orgb, plan).expect(404);
    await f.transition(orgb, plan, 'submit').expect(404);
    await f.command(orgb, plan, 'requestOverride', { reason: 'x' }).expect(404);
    expect((await orgb.get(`/api/samplingPlan?belongProject=${String(plan.belongProject)}`).expect(200)).body.content).toEqual([]);
    // organisation A's sampler does not see organisation X's plan either, and may not generate (no such button)
    await sampler.get(`/api/samplingPlan/${plan.id}/check`).expect(404);
    const mine = await f.surveyed(admin, orgs.A, '10', { posts: POSTS.slice(0, 1), hazards: HAZARDS.slice(0, 1), equipment: [] });
    const own = await f.plan(admin, mine.project.id);
    await sampler.get(`/api/samplingPlan/${own.id}/check`).expect(200);
    await sampler.get(`/api/samplingPlan/${own.id}/generation`).expect(200);
    await f.command(sampler, own, 'approveOverride').expect(403);
    await f.transition(sampler, own, 'approve').expect(403);
  });
});
