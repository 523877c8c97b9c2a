import { randomBytes } from 'node:crypto';
import { as, dataSourceOf, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';
import { seedDemoTemplates } from '../../seed/seed-demo-templates';
import { samplingPlanDefaults } from './sampling-plan-defaults';

jest.setTimeout(120_000);

type Client = ReturnType<typeof as>;
type Row = Record<string, unknown> & { id: number; version: number };

const SURVEY = '/api/siteSurveyModule';
const PLAN = '/api/cyfaModule';
const QSJC = '/api/qsjcModule';

/** The presets of a typical survey template: one row per preset section. */
const PRESETS = [
  { section: 'processes', name: '焊接', detail: 'CO2气体保护焊' },
  { section: 'materials', name: '焊丝', detail: '锰约1.5%' },
  { section: 'protections', name: '局部排风罩', detail: '焊接工位' },
  { section: 'ppe', name: '防尘口罩', detail: '电焊工' },
  { section: 'emergency', name: '洗眼器', detail: '喷漆房出口' },
];

/**
 * 数据模板 (api/siteSurveyModule, api/cyfaModule, api/qsjcModule over one table): one default per
 * kind and organisation, unique names, copies with their rows; a new site survey pre-filled from
 * the default 现场调查模板 and 应用模板 on a survey; the sampling plan's defaults; permissions,
 * isolation and bad input. Templates live in organisations of the test's own, so no other suite's
 * surveys are pre-filled.
 */
describe('data templates (数据模板)', () => {
  let t: TestApp;
  let admin: Client;
  let surveyor: Client;
  let orgb: Client;
  let orgbAnalyst: Client;
  const tag = `DT${randomBytes(3).toString('hex')}`;
  let orgs: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    orgs = (await seed(t.app)).organizations;
    [admin, surveyor, orgb, orgbAnalyst] = await Promise.all(['admin', 'surveyor', 'orgb-admin', 'orgb-analyst'].map(async (u) => as(t.app, await loginAs(t.app, u))));
  });
  afterAll(() => t.close());

  const ds = () => dataSourceOf(t.app);
  /** An organisation of the test's own (the platform administrator acts in it). */
  const organisation = async (): Promise<number> => (await ds().query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [`${tag}机构${randomBytes(2).toString('hex')}`]))[0].id;
  const create = async (url: string, organizationId: number, body: Record<string, unknown>, client: Client = admin): Promise<Row> =>
    (await client.post(`${url}/add`).send({ organizationId, ...body }).expect(201)).body;
  const read = async (url: string, row: Pick<Row, 'id'>): Promise<Row> => (await admin.get(`${url}/${row.id}`).expect(200)).body;
  const rowsOf = async (url: string, row: Pick<Row, 'id'>, child: string): Promise<Row[]> => (await admin.get(`${url}/${row.id}/children/${child}`).expect(200)).body;
  const events = (aggregate: string, id: number, type: string): Promise<{ payload: Record<string, unknown>; reason: string | null }[]> =>
    ds().query(`SELECT payload, reason FROM domain_events WHERE aggregate_type = $1 AND aggregate_id = $2 AND type = $3 ORDER BY seq`, [aggregate, String(id), type]);
  const surveyTemplate = async (organizationId: number, name: string, extra: Record<string, unknown> = {}, presets = PRESETS): Promise<Row> => {
    const row = await create(SURVEY, organizationId, { name, ...extra });
    for (const p of presets) await admin.post(`${SURVEY}/${row.id}/children/rows`).send(p).expect(201);
    return read(SURVEY, row);
  };

  /** A project of the organisation in 现场调查中 and its new survey. */
  const survey = async (organizationId: number, body: Record<string, unknown> = {}): Promise<Row> => {
    const [{ id: unit }] = await ds().query(`INSERT INTO inspected_units (name, organization_id) VALUES ($1, $2) RETURNING id`, [`${tag}单位${randomBytes(2).toString('hex')}`, organizationId]);
    let project: Row = (await admin.post('/api/project/add').send({ name: `${tag}项目`, type: '30', belongInspect: unit, contractNo: 'HT-1', contractDate: '2026-11-02', organizationId }).expect(201)).body;
    for (const event of ['signContract', 'startSurvey']) project = (await admin.post(`/api/project/${project.id}/transitions/${event}`).send({ version: project.version }).expect(200)).body;
    return (await admin.post('/api/siteSurvey/add').send({ belongProject: project.id, surveyDate: '2026-11-20', organizationId, ...body }).expect(201)).body;
  };
  const surveyRows = async (s: Pick<Row, 'id'>, child: string) => (await admin.get(`/api/siteSurvey/${s.id}/children/${child}`).expect(200)).body as Row[];
  const apply = (s: Pick<Row, 'id' | 'version'>, template: Pick<Row, 'id'>, client: Client = admin, reason?: string) =>
    client.post(`/api/siteSurvey/${s.id}/commands/applyTemplate`).send({ version: s.version, template: template.id, ...(reason ? { reason } : {}) });

  it('keeps one default per kind and organisation: a new default takes the flag from the old one, with an event naming it', async () => {
    const org = await organisation();
    const other = await organisation();
    const first = await create(SURVEY, org, { name: '甲模板', isDefault: true });
    expect(first).toMatchObject({ name: '甲模板', isDefault: true, enabled: true, organizationId: org, code: expect.stringMatching(/^DCMB-\d{4}-001$/) });
    const second = await create(SURVEY, org, { name: '乙模板', isDefault: true });
    expect(second.code).toMatch(/^DCMB-\d{4}-002$/);
    expect(await read(SURVEY, first)).toMatchObject({ isDefault: false, version: first.version + 1 });
    const [moved] = await events('siteSurveyModule', first.id, 'SiteSurveyModuleEdited');
    expect(moved).toMatchObject({ payload: { old: { isDefault: true }, new: { isDefault: false } }, reason: '“乙模板”设为默认模板' });
    // another kind and another organisation keep their own default
    const plan = await create(PLAN, org, { name: '方案模板', isDefault: true });
    const elsewhere = await create(SURVEY, other, { name: '丙模板', isDefault: true });
    expect((await read(SURVEY, second)).isDefault).toBe(true);
    expect((await read(PLAN, plan)).isDefault).toBe(true);
    expect((await read(SURVEY, elsewhere)).isDefault).toBe(true);
    const defaults = (await admin.get(`${SURVEY}?organizationId=${org}&isDefault=true`).expect(200)).body.content.map((r: Row) => r.name);
    expect(defaults).toEqual(['乙模板']);
    // an edit making the first one default again moves the flag back
    await admin.put(`${SURVEY}/edit`).send({ id: first.id, version: first.version + 1, isDefault: true }).expect(200);
    expect((await read(SURVEY, second)).isDefault).toBe(false);
  });

  it('leaves exactly one default when ten templates are made default at once', async () => {
    const org = await organisation();
    const rows: Row[] = [];
    for (let i = 0; i < 10; i++) rows.push(await create(SURVEY, org, { name: `并发${i}` }));
    const made = await Promise.all(rows.map((r) => admin.put(`${SURVEY}/edit`).send({ id: r.id, version: r.version, isDefault: true })));
    expect(made.map((r) => r.status)).toEqual(Array(10).fill(200));
    const [{ n }] = await ds().query(`SELECT count(*)::int AS n FROM data_templates WHERE organization_id = $1 AND kind = 'siteSurvey' AND is_default`, [org]);
    expect(n).toBe(1);
  });

  it('refuses a disabled default, a twin name, bad figures and rows a survey could not take — 400 in Chinese, nothing written', async () => {
    const org = await organisation();
    const row = await create(SURVEY, org, { name: '标准模板', isDefault: true });
    expect((await admin.post(`${SURVEY}/add`).send({ organizationId: org, name: '停用模板', isDefault: true, enabled: false }).expect(400)).body.message).toBe('停用的模板不能设为默认模板，请先启用或取消默认');
    expect((await admin.put(`${SURVEY}/edit`).send({ id: row.id, version: row.version, enabled: false }).expect(400)).body.message).toBe('停用的模板不能设为默认模板，请先启用或取消默认');
    expect((await admin.post(`${SURVEY}/add`).send({ organizationId: org, name: '标准模板' }).expect(400)).body.message).toBe('已有同名的现场调查模板“标准模板”，请修改模板名称');
    expect((await admin.post(`${SURVEY}/add`).send({ organizationId: org }).expect(400)).body.message).toContain('模板名称不能为空');
    expect((await admin.post(`${SURVEY}/add`).send({ organizationId: org, name: '甲', isDefault: '也许' }).expect(400)).body.message).toContain('默认模板只能是“是”或“否”');
    // a preset row must fit the survey section it fills (PPE's 使用岗位 is at most 100 characters)
    const rows = `${SURVEY}/${row.id}/children/rows`;
    expect((await admin.post(rows).send({ section: 'ppe', name: '耳塞', detail: '岗'.repeat(101) }).expect(400)).body.message).toBe('个体防护用品：使用岗位不能超过100个字符');
    expect((await admin.post(rows).send({ section: 'posts', name: '电焊工' }).expect(400)).body.message).toContain('调查项目的值不在可选范围内');
    expect((await admin.post(rows).send({ section: 'ppe' }).expect(400)).body.message).toContain('名称/种类不能为空');
    await admin.post(rows).send({ section: 'ppe', name: '耳塞', detail: '打磨工' }).expect(201);
    expect((await admin.post(rows).send({ section: 'ppe', name: '耳塞' }).expect(400)).body.message).toBe('预置内容中已有相同的记录，不能重复添加');
    // 采样方案模板: 评价检测 on at least GBZ 159's 3 shifts, short-time samples within 15 min, exact flows
    expect((await admin.post(`${PLAN}/add`).send({ organizationId: org, name: '方案', evaluationDays: 2 }).expect(400)).body.message).toBe(
      '评价检测采样天数不能少于3个工作班（GBZ 159 评价监测须连续采样3个工作班）',
    );
    expect((await admin.post(`${PLAN}/add`).send({ organizationId: org, name: '方案', blanksPerBatch: -1 }).expect(400)).body.message).toContain('每批现场空白样数：只能输入非负整数');
    const plan = await create(PLAN, org, { name: '方案' });
    expect(plan).toMatchObject({ blanksPerBatch: 2, evaluationDays: 3, shortTimeAtPeak: true });
    const flows = `${PLAN}/${plan.id}/children/flows`;
    expect((await admin.post(flows).send({ samplingType: 'fixed-short', durationMinutes: 20 }).expect(400)).body.message).toBe('短时间采样的采样时长不能超过15分钟');
    expect((await admin.post(flows).send({ samplingType: 'personal-long', flow: '2.0005' }).expect(400)).body.message).toContain('采样流量（L/min）最多保留3位小数');
    expect((await admin.post(flows).send({ samplingType: 'personal-long', flow: '0' }).expect(400)).body.message).toContain('只能输入大于0的数字');
    expect((await admin.post(flows).send({ samplingType: 'personal-long', flow: '0.100', durationMinutes: 480 }).expect(201)).body).toMatchObject({ flow: '0.100', durationMinutes: 480 });
    expect((await admin.post(flows).send({ samplingType: 'personal-long', flow: '2' }).expect(400)).body.message).toBe('采样流量及时长中已有相同的记录，不能重复添加');
    // nothing else was written
    expect((await admin.get(`${SURVEY}?organizationId=${org}`).expect(200)).body.content.map((r: Row) => r.name)).toEqual(['标准模板']);
    expect(await rowsOf(SURVEY, row, 'rows')).toHaveLength(1);
    expect(await rowsOf(PLAN, plan, 'flows')).toHaveLength(1);
    expect((await read(SURVEY, row)).enabled).toBe(true);
  });

  it('pre-fills a new survey from the default 现场调查模板: its sections and 生产概况, each row with its event', async () => {
    const org = await organisation();
    await surveyTemplate(org, '非默认模板');
    const template = await surveyTemplate(org, '焊接企业模板', { isDefault: true, productionOverview: '两班制，每班8小时' });
    const s = await survey(org);
    expect(s.productionOverview).toBe('两班制，每班8小时');
    expect((await surveyRows(s, 'processes')).map((r) => [r.name, r.description])).toEqual([['焊接', 'CO2气体保护焊']]);
    expect((await surveyRows(s, 'materials')).map((r) => [r.name, r.hazardousComponents])).toEqual([['焊丝', '锰约1.5%']]);
    expect((await surveyRows(s, 'protections')).map((r) => [r.name, r.location, r.state])).toEqual([['局部排风罩', '焊接工位', '1']]);
    expect((await surveyRows(s, 'ppe')).map((r) => [r.type, r.post, r.state])).toEqual([['防尘口罩', '电焊工', '1']]);
    expect((await surveyRows(s, 'emergency')).map((r) => [r.name, r.location])).toEqual([['洗眼器', '喷漆房出口']]);
    const added = await events('siteSurvey', s.id, 'SiteSurveyChildAdded');
    expect(added.map((e) => e.payload.child)).toEqual(['processes', 'materials', 'protections', 'ppe', 'emergency']);
    expect(new Set(added.map((e) => e.reason))).toEqual(new Set(['按数据模板“焊接企业模板”预填']));
    const [created] = await events('siteSurvey', s.id, 'SiteSurveyCreated');
    expect((created.payload.new as Record<string, unknown>).productionOverview).toBe('两班制，每班8小时');
    // a survey bringing its own overview keeps it; an organisation without a default starts empty
    expect((await survey(org, { productionOverview: '三班制' })).productionOverview).toBe('三班制');
    const bare = await survey(await organisation());
    expect(bare.productionOverview).toBeNull();
    expect(await surveyRows(bare, 'protections')).toEqual([]);
    expect(template.isDefault).toBe(true);
  });

  it('applies another template to a survey while 调查中: only the rows it lacks, then refuses a second time, a disabled template and a submitted survey', async () => {
    const org = await organisation();
    await surveyTemplate(org, '默认模板', { isDefault: true });
    const coating = await surveyTemplate(org, '涂装模板', { productionOverview: '喷涂作业' }, [
      { section: 'protections', name: '局部排风罩', detail: '焊接工位' },
      { section: 'protections', name: '喷漆房送排风', detail: '喷漆房' },
      { section: 'ppe', name: '防毒面具', detail: '喷漆工' },
    ]);
    let s = await survey(org);
    const applied = await apply(s, coating, admin, '客户为涂装企业').expect(200);
    expect(applied.body.version).toBe(s.version + 1);
    // the default template has no 生产概况, so the applied one's fills the survey's
    expect(applied.body.productionOverview).toBe('喷涂作业');
    expect((await surveyRows(s, 'protections')).map((r) => r.name)).toEqual(['局部排风罩', '喷漆房送排风']);
    expect((await surveyRows(s, 'ppe')).map((r) => r.type)).toEqual(['防尘口罩', '防毒面具']);
    const [run] = await events('siteSurvey', s.id, 'SiteSurveyCommandRun');
    expect(run).toMatchObject({ payload: { command: 'applyTemplate', new: { productionOverview: '喷涂作业' } }, reason: '客户为涂装企业' });
    const added = await events('siteSurvey', s.id, 'SiteSurveyChildAdded');
    expect(added.slice(-2).map((e) => e.reason)).toEqual(['应用数据模板“涂装模板”：客户为涂装企业', '应用数据模板“涂装模板”：客户为涂装企业']);
    s = applied.body;
    expect((await apply(s, coating).expect(400)).body.message).toBe('本次调查已包含数据模板“涂装模板”的全部内容，没有可添加的内容');
    const disabled = await create(SURVEY, org, { name: '停用模板', enabled: false });
    expect((await apply(s, disabled).expect(400)).body.message).toBe('数据模板“停用模板”已停用，不能应用');
    // only a 现场调查模板 of the survey's organisation may be named
    const plan = await create(PLAN, org, { name: '方案模板' });
    expect((await apply(s, plan).expect(400)).body.message).toBe('数据模板不存在或不属于本机构');
    expect((await admin.post(`/api/siteSurvey/${s.id}/commands/applyTemplate`).send({ version: s.version }).expect(400)).body.message).toBe('数据模板不能为空');
    // once submitted the survey takes no template (its own rule), and nothing changed
    await admin.post(`/api/siteSurvey/${s.id}/children/posts`).send({ workshop: '涂装车间', post: '喷漆工', headcount: 4, exposedHeadcount: 4, hoursPerDay: '8', daysPerWeek: '5' }).expect(201);
    s = (await admin.get(`/api/siteSurvey/${s.id}`).expect(200)).body;
    s = (await admin.post(`/api/siteSurvey/${s.id}/transitions/submit`).send({ version: s.version }).expect(200)).body;
    const third = await surveyTemplate(org, '第三模板', {}, [{ section: 'emergency', name: '应急柜', detail: '办公室' }]);
    expect((await apply(s, third).expect(400)).body.message).toBe('现场调查已提交，如需修改请先“退回修改”');
    expect(await surveyRows(s, 'emergency')).toHaveLength(1);
  });

  it('copies a template with its rows (each recorded on the copy) under a new name and code', async () => {
    const org = await organisation();
    const source = await surveyTemplate(org, '原模板', { isDefault: true, productionOverview: '概况' });
    expect((await admin.post(`${SURVEY}/copy`).send({ ...source, organizationId: org }).expect(400)).body.message).toBe('已有同名的现场调查模板“原模板”，请修改模板名称');
    const copy = (await admin.post(`${SURVEY}/copy`).send({ id: source.id, name: '原模板（副本）', productionOverview: '概况', isDefault: false }).expect(201)).body as Row;
    expect(copy).toMatchObject({ name: '原模板（副本）', organizationId: org, isDefault: false, productionOverview: '概况' });
    expect(copy.code).not.toBe(source.code);
    expect((await rowsOf(SURVEY, copy, 'rows')).map((r) => [r.section, r.name, r.detail])).toEqual(PRESETS.map((p) => [p.section, p.name, p.detail]));
    expect(await rowsOf(SURVEY, source, 'rows')).toHaveLength(PRESETS.length);
    expect(await events('siteSurveyModule', copy.id, 'SiteSurveyModuleChildAdded')).toHaveLength(PRESETS.length);
    const [copied] = await events('siteSurveyModule', copy.id, 'SiteSurveyModuleCopied');
    expect(copied.payload.sourceId).toBe(source.id);
    // a sampling-plan template's flows and a monitoring template's items travel too
    const plan = await create(PLAN, org, { name: '方案' });
    await admin.post(`${PLAN}/${plan.id}/children/flows`).send({ samplingType: 'fixed-short', durationMinutes: 15 }).expect(201);
    const planCopy = (await admin.post(`${PLAN}/copy`).send({ id: plan.id, name: '方案二' }).expect(201)).body;
    expect((await rowsOf(PLAN, planCopy, 'flows')).map((r) => [r.samplingType, r.durationMinutes])).toEqual([['fixed-short', 15]]);
    const qsjc = await create(QSJC, org, { name: '省级监测项目' });
    await admin.post(`${QSJC}/${qsjc.id}/children/items`).send({ code: 'Z001', name: '矽尘', remark: '总粉尘' }).expect(201);
    expect((await admin.post(`${QSJC}/${qsjc.id}/children/items`).send({ code: 'Z001', name: '重复' }).expect(400)).body.message).toBe('监测项目中已有相同的记录，不能重复添加');
    const qsjcCopy = (await admin.post(`${QSJC}/copy`).send({ id: qsjc.id, name: '省级监测项目二' }).expect(201)).body;
    expect(qsjcCopy.code).toMatch(/^JCMB-\d{4}-002$/);
    expect((await rowsOf(QSJC, qsjcCopy, 'items')).map((r) => [r.code, r.name])).toEqual([['Z001', '矽尘']]);
    // deleting a template takes its rows with it
    expect((await admin.delete(`${SURVEY}/delete`).send({ ids: [copy.id] }).expect(200)).body.code).toBe('200');
    const [{ n }] = await ds().query(`SELECT count(*)::int AS n FROM data_template_survey_rows WHERE template_id = $1`, [copy.id]);
    expect(n).toBe(0);
  });

  it('gives the sampling plan its defaults from the default 采样方案模板 (null without one)', async () => {
    const org = await organisation();
    expect(await samplingPlanDefaults(ds(), org)).toBeNull();
    await create(PLAN, org, { name: '备用方案', blanksPerBatch: 1 });
    expect(await samplingPlanDefaults(ds(), org)).toBeNull();
    const plan = await create(PLAN, org, { name: '常规方案', isDefault: true, blanksPerBatch: 3, evaluationDays: 4, shortTimeAtPeak: false });
    await admin.post(`${PLAN}/${plan.id}/children/flows`).send({ samplingType: 'personal-long', flow: '2.500', durationMinutes: 240 }).expect(201);
    await admin.post(`${PLAN}/${plan.id}/children/flows`).send({ samplingType: 'fixed-short', durationMinutes: 15 }).expect(201);
    expect(await samplingPlanDefaults(ds(), org)).toEqual({
      templateId: plan.id,
      templateName: '常规方案',
      blanksPerBatch: 3,
      evaluationDays: 4,
      shortTimeAtPeak: false,
      bySamplingType: [
        { samplingType: 'personal-long', flow: '2.500', durationMinutes: 240 },
        { samplingType: 'fixed-short', flow: null, durationMinutes: 15 },
      ],
    });
  });

  it('serves each organisation its own templates and holds every call to its button', async () => {
    const org = await organisation();
    const mine = await surveyTemplate(org, '甲方模板', { isDefault: true });
    const theirs = await create(SURVEY, orgs.B, { name: `${tag}乙方模板` }, orgb);
    await orgb.post(`${SURVEY}/${theirs.id}/children/rows`).send({ section: 'emergency', name: '急救箱', detail: '门卫室' }).expect(201);
    // organisation B's administrator neither sees nor touches organisation X's templates
    expect((await orgb.get(SURVEY).expect(200)).body.content.map((r: Row) => r.id)).not.toContain(mine.id);
    await orgb.get(`${SURVEY}/${mine.id}`).expect(404);
    await orgb.put(`${SURVEY}/edit`).send({ id: mine.id, version: mine.version, name: '改' }).expect(404);
    await orgb.post(`${SURVEY}/${mine.id}/children/rows`).send({ section: 'ppe', name: '耳塞' }).expect(404);
    await orgb.get(`${SURVEY}/${mine.id}/children/rows`).expect(404);
    await orgb.post(`${SURVEY}/copy`).send({ id: mine.id, name: '偷来的' }).expect(404);
    expect((await orgb.delete(`${SURVEY}/delete`).send({ ids: [mine.id] }).expect(200)).body).toMatchObject({ code: '400', message: '数据不存在或无权删除' });
    expect((await read(SURVEY, mine)).name).toBe('甲方模板');
    // a survey of organisation B cannot name organisation X's template
    const [{ id: unit }] = await ds().query(`INSERT INTO inspected_units (name, organization_id) VALUES ($1, $2) RETURNING id`, [`${tag}他方单位`, orgs.B]);
    let project: Row = (await orgb.post('/api/project/add').send({ name: `${tag}乙项目`, type: '10', belongInspect: unit, contractNo: 'HT', contractDate: '2026-11-02' }).expect(201)).body;
    for (const event of ['signContract', 'startSurvey']) project = (await orgb.post(`/api/project/${project.id}/transitions/${event}`).send({ version: project.version }).expect(200)).body;
    const bSurvey = (await orgb.post('/api/siteSurvey/add').send({ belongProject: project.id }).expect(201)).body;
    expect((await apply(bSurvey, mine, orgb).expect(400)).body.message).toBe('数据模板不存在或不属于本机构');
    expect((await apply(bSurvey, theirs, orgb).expect(200)).body.version).toBe(bSurvey.version + 1);
    expect((await surveyRows(bSurvey, 'emergency')).map((r) => [r.name, r.location])).toEqual([['急救箱', '门卫室']]);
    // the surveyor reads templates and applies them, but neither adds, edits, copies nor deletes one
    await surveyor.get(SURVEY).expect(200);
    await surveyor.post(`${SURVEY}/add`).send({ name: '调查员的模板' }).expect(403);
    await surveyor.put(`${SURVEY}/edit`).send({ id: theirs.id, version: theirs.version, name: '改' }).expect(403);
    await surveyor.post(`${SURVEY}/copy`).send({ id: theirs.id, name: '复制' }).expect(403);
    await surveyor.delete(`${SURVEY}/delete`).send({ ids: [theirs.id] }).expect(403);
    await surveyor.post(`${SURVEY}/${theirs.id}/children/rows`).send({ section: 'ppe', name: '耳塞' }).expect(403);
    // without the survey's 应用模板 button, no template is applied
    await orgbAnalyst.post(`/api/siteSurvey/${bSurvey.id}/commands/applyTemplate`).send({ version: bSurvey.version, template: theirs.id }).expect(403);
    await orgbAnalyst.get(SURVEY).expect(403);
  });

  it('seeds a default survey template with real content and a default sampling-plan template once per demo organisation', async () => {
    const org = await organisation();
    expect(await seedDemoTemplates(ds(), [org])).toBe(2);
    expect(await seedDemoTemplates(ds(), [org])).toBe(0);
    const s = await survey(org);
    expect((await surveyRows(s, 'protections')).map((r) => r.name)).toEqual(['局部排风罩', '通风柜', '隔声罩']);
    expect((await surveyRows(s, 'ppe')).map((r) => r.type)).toEqual(['防尘口罩', '防毒面具', '耳塞']);
    expect((await surveyRows(s, 'emergency')).map((r) => r.name)).toEqual(['洗眼器', '喷淋装置', '应急柜']);
    expect(await samplingPlanDefaults(ds(), org)).toMatchObject({ blanksPerBatch: 2, evaluationDays: 3, shortTimeAtPeak: true });
  });
});
