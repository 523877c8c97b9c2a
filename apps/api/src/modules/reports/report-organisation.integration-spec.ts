import { randomBytes } from 'node:crypto';
import type { OrganizationDto, PageResult, ReportContent } from '@ohit/contracts';
import { as, dataSourceOf, eventsOf, loginAs, seed } from '../../testing/identity';
import { PNG } from '../../testing/site-sampling-fixtures';
import { createTestApp, TestApp } from '../../testing/test-app';

jest.setTimeout(180_000);

type Client = ReturnType<typeof as>;
type Row = Record<string, unknown> & { id: number; version: number };

const FIELD_WORK = ['signContract', 'startSurvey', 'startSampling', 'startTesting', 'completeTesting'];
const STATEMENT = '1. 本报告仅对本次检测负责，复印无效。\n2、未经本机构书面同意，不得用于广告宣传。';

/**
 * What a report prints of its organisation: the facts 机构管理 keeps (written through identity's
 * api/organization, checked, in the compiled content and the preview), the organisation's own
 * 报告模板 per template kind (cover picture through the spec's upload paths, 声明) in the preview,
 * and the noise/heat instruments and the on-site sampler among the methods. Data in organisations
 * of the spec's own; organisation B's administrator for isolation.
 */
describe('report: the organisation’s facts, cover and statement, and field instruments', () => {
  let t: TestApp;
  let admin: Client;
  let orgb: Client;
  const tag = `RO${randomBytes(3).toString('hex')}`;
  let n = 0;
  const next = () => `${tag}${(++n).toString().padStart(3, '0')}`;
  const ds = () => dataSourceOf(t.app);

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
    [admin, orgb] = await Promise.all(['admin', 'orgb-admin'].map(async (u) => as(t.app, await loginAs(t.app, u))));
  });
  afterAll(() => t.close());

  const organisation = async (): Promise<number> => (await ds().query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [`${next()}机构`]))[0].id;
  const orgRow = async (id: number): Promise<OrganizationDto> => {
    const page = (await admin.get('/api/organization').query({ organizationId: id, size: 10 }).expect(200)).body as PageResult<OrganizationDto>;
    return page.content.find((o) => o.id === id)!;
  };
  const FACTS = {
    qualificationNo: '（苏）卫职技字〔2025〕第0088号',
    qualificationLevel: '1',
    creditCode: '91320100MA1TEST88X',
    legalRepresentative: '陈立',
    technicalDirector: '刘建国',
    address: '南京市玄武区中山路100号',
    phone: '025-84001234',
  };

  /** A project of the organisation in 报告编制中 with one toluene sample tested on a batch, taken on site with a sampler, and noise and heat measured. */
  const reportable = async (organizationId: number) => {
    const [{ id: unit }] = await ds().query(`INSERT INTO inspected_units (name, organization_id) VALUES ($1, $2) RETURNING id`, [`${next()}单位`, organizationId]);
    let project = (await admin.post('/api/project/add').send({ name: `${next()}项目`, type: '10', belongInspect: unit, contractNo: next(), contractDate: '2026-02-01', organizationId }).expect(201)).body as Row;
    for (const event of FIELD_WORK) project = (await admin.post(`/api/project/${project.id}/transitions/${event}`).send({ version: project.version }).expect(200)).body;
    const instrument = async (name: string, model: string, until: string) =>
      (await ds().query(`INSERT INTO equipment (code, name, model, status, calibration_due_date, organization_id) VALUES ($1, $2, $3, '1', $4, $5) RETURNING id`, [next(), name, model, until, organizationId]))[0]
        .id as number;
    const gc = await instrument('气相色谱仪', 'GC-2014', '2026-12-31');
    const pump = await instrument('个体采样泵', 'QC-2', '2026-08-31');
    const meter = await instrument('多功能声级计', 'AWA5688', '2026-09-30');
    const wbgt = await instrument('WBGT指数仪', 'HWS-1', '2026-06-30');
    const [{ id: method }] = await ds().query(
      `INSERT INTO lab_methods (hazard_name, standard_no, method_name, sampling_type, instrument_family, organization_id)
       VALUES ('甲苯', 'GBZ/T 300.66-2017', '溶剂解吸-气相色谱法', 'individual', 'GC', $1) RETURNING id`,
      [organizationId],
    );
    const [{ id: batch }] = await ds().query(
      `INSERT INTO lab_batches (code, family, method_id, hazard, state, instrument_id, analysis_date, organization_id) VALUES ($1, 'GC', $2, '甲苯', 'released', $3, '2026-03-05', $4) RETURNING id`,
      [next(), method, gc, organizationId],
    );
    const [{ id: day }] = await ds().query(
      `INSERT INTO sampling_days (code, project_id, sampling_date, weather, temperature, humidity, pressure, production_load, organization_id)
       VALUES ($1, $2, '2026-03-02', '1', 25.5, 65, 100.8, 90, $3) RETURNING id`,
      [next(), project.id, organizationId],
    );
    const code = next();
    const [{ id: sample }] = await ds().query(
      `INSERT INTO samples (organization_id, project_id, identity, code, blank, kind, sample_type, hazard, workshop, post, day, unit, state,
                            result_value, result_text, result_counted, below_lod, result_unit, tested_date, lab_batch_id)
       VALUES ($1, $2, $3::text, $3::varchar, false, 'TWA', 'individual', '甲苯', '喷漆车间', '喷漆工', 1, 1, 'tested', '4.0', '4.0', '4.0', false, 'mg/m³', '2026-03-05', $4) RETURNING id`,
      [organizationId, project.id, code, batch],
    );
    await ds().query(
      `INSERT INTO sampling_records (day_id, project_id, sample_id, sample_code, blank, workshop, post, hazard, sample_type, kind, point_name, worker_name, duration_minutes, equipment_id, organization_id)
       VALUES ($1, $2, $3, $4, false, '喷漆车间', '喷漆工', '甲苯', 'individual', 'TWA', '喷漆房1', '王工', 480, $5, $6)`,
      [day, project.id, sample, code, pump, organizationId],
    );
    await ds().query(
      `INSERT INTO sampling_day_measurements (day_id, workshop, post, point_name, hazard, value, duration_minutes, equipment_id, organization_id)
       VALUES ($1, '冲压车间', '冲压工', '冲床1', '噪声', 82.5, 480, $2, $4), ($1, '冲压车间', '冲压工', '冲床2', '噪声', 80.1, 480, $2, $4), ($1, '熔炼车间', '炉前工', '炉前', '高温', 27.3, 240, $3, $4)`,
      [day, meter, wbgt, organizationId],
    );
    return { projectId: project.id, gc, pump, meter, wbgt };
  };
  const compile = async (organizationId: number, projectId: number): Promise<number> =>
    (await admin.post('/api/report/commands/compile').send({ projectId, organizationId }).expect(200)).body.created.id as number;
  const content = async (id: number): Promise<ReportContent> => (await admin.get(`/api/report/${id}/content`).expect(200)).body;
  const preview = async (id: number): Promise<string> => (await admin.get(`/api/report/${id}/preview`).expect(200)).text;
  const visible = (html: string) => html.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

  it('keeps the organisation’s report facts (机构管理), checked on every write, and prints them in the compiled content and the preview', async () => {
    const org = await organisation();
    const before = await orgRow(org);
    expect(before).toMatchObject({ qualificationNo: null, qualificationLevel: null, creditCode: null, address: null, phone: null });

    // bad input: a clear Chinese 400 each, nothing changed
    const bad = async (body: Record<string, unknown>, message: string) => {
      const refused = await admin.put('/api/organization').send({ id: org, version: before.version, ...body }).expect(400);
      expect(refused.body.message).toBe(message);
    };
    await bad({ creditCode: '91320100MA1TEST88' }, '统一社会信用代码格式错误，请检查');
    await bad({ creditCode: '91320100ma1test88x' }, '统一社会信用代码格式错误，请检查');
    await bad({ qualificationLevel: '9' }, '资质等级不正确，请从字典中选择');
    await bad({ phone: '电话<script>' }, '联系电话格式不正确');
    await bad({ address: 'x'.repeat(256) }, '地址过长');
    expect(await orgRow(org)).toMatchObject({ version: before.version, creditCode: null, qualificationLevel: null });

    await admin
      .put('/api/organization')
      .send({ id: org, version: before.version, ...FACTS, reason: '补充资质信息' })
      .expect(200);
    const after = await orgRow(org);
    expect(after).toMatchObject({ ...FACTS, version: before.version + 1 });
    const [edited] = (await ds().query(`SELECT payload, reason FROM domain_events WHERE type = 'OrganizationEdited' AND aggregate_id = $1 ORDER BY seq DESC`, [String(org)])) as {
      payload: { old: Record<string, unknown>; new: Record<string, unknown> };
      reason: string;
    }[];
    expect(edited.payload.old).toMatchObject({ creditCode: null, qualificationNo: null });
    expect(edited.payload.new).toMatchObject(FACTS);
    expect(edited.reason).toBe('补充资质信息');
    // blank clears a fact; an unsent one stays
    await admin.put('/api/organization').send({ id: org, version: after.version, technicalDirector: '' }).expect(200);
    expect(await orgRow(org)).toMatchObject({ technicalDirector: null, legalRepresentative: '陈立' });
    await admin.put('/api/organization').send({ id: org, technicalDirector: '刘建国' }).expect(200);
    // another organisation's administrator cannot edit it (no 机构管理 button there)
    await orgb.put('/api/organization').send({ id: org, address: '别处' }).expect(403);

    const { projectId } = await reportable(org);
    const report = await compile(org, projectId);
    const c = await content(report);
    expect(c.organisation).toEqual({
      name: `${after.name}`,
      qualification: FACTS.qualificationNo,
      qualificationLevel: '甲级',
      creditCode: FACTS.creditCode,
      legalRepresentative: '陈立',
      technicalDirector: '刘建国',
      address: FACTS.address,
      phone: FACTS.phone,
    });
    const text = visible(await preview(report));
    expect(text).toContain(`资质证书编号：${FACTS.qualificationNo} 资质等级：甲级`);
    for (const fact of [`统一社会信用代码：${FACTS.creditCode}`, '法定代表人：陈立', '技术负责人：刘建国', `地址：${FACTS.address}`, `联系电话：${FACTS.phone}`]) expect(text).toContain(fact);
    // without a 报告模板 of its own: the built-in terms and the plain cover
    expect(text).toContain('本报告无本机构检验检测专用章或骑缝章无效。');
    expect(await preview(report)).not.toContain('alt="封面"');
  });

  it('lists the noise and heat instruments and the on-site sampler with their calibration, under their measuring standards', async () => {
    const org = await organisation();
    const { projectId } = await reportable(org);
    const c = await content(await compile(org, projectId));
    const instrument = (name: string, model: string, until: string) => ({ name, model, code: expect.any(String), calibratedUntil: until });
    expect(c.methods).toEqual([
      { hazard: '高温', standard: 'GBZ/T 189.7-2007', method: '现场测量（WBGT指数）', instruments: [instrument('WBGT指数仪', 'HWS-1', '2026-06-30')] },
      {
        hazard: '甲苯',
        standard: 'GBZ/T 300.66-2017',
        method: '溶剂解吸-气相色谱法',
        instruments: expect.arrayContaining([instrument('气相色谱仪', 'GC-2014', '2026-12-31'), instrument('个体采样泵', 'QC-2', '2026-08-31')]),
      },
      { hazard: '噪声', standard: 'GBZ/T 189.8-2007', method: '现场测量（等效连续A声级）', instruments: [instrument('多功能声级计', 'AWA5688', '2026-09-30')] },
    ]);
    expect(c.methods[1].instruments).toHaveLength(2);
    expect(c.basis).toEqual(expect.arrayContaining(['GBZ/T 189.8-2007 工作场所物理因素测量 第8部分：噪声', 'GBZ/T 189.7-2007 工作场所物理因素测量 第7部分：高温']));
    expect(c.basis).not.toContain('GBZ/T 189.8-2007');
  });

  it('报告模板: one per organisation and type; its cover uploaded through the spec’s paths and its 声明 print on the preview; another organisation sees and touches none of it', async () => {
    const org = await organisation();
    const created = (await admin.post('/api/reportTemplate/add').send({ template: 'periodic', statement: STATEMENT, organizationId: org }).expect(201)).body as Row;
    // one per type: a second 定期检测 template is refused, naming it, and nothing is added
    const twin = await admin.post('/api/reportTemplate/add').send({ template: 'periodic', organizationId: org }).expect(409);
    expect(twin.body.message).toBe('本机构已有“定期检测”报告模板，请编辑原模板');
    const incoming = (await admin.post('/api/reportTemplate/add').send({ template: 'incoming', organizationId: org }).expect(201)).body as Row;
    const mine = (await admin.get('/api/reportTemplate').query({ organizationId: org, size: 50 }).expect(200)).body as PageResult<Row>;
    expect(mine.content.map((r) => r.template).sort()).toEqual(['incoming', 'periodic']);
    // an edit onto a type already kept is refused the same way
    expect((await admin.put('/api/reportTemplate/edit').send({ id: incoming.id, version: incoming.version, template: 'periodic' }).expect(409)).body.message).toBe('本机构已有“定期检测”报告模板，请编辑原模板');

    // the uploads: the row's id missing, a path for the other kind, another organisation's row, a file that is no picture — each refused, nothing kept
    const upload = (client: Client, path: string, id: number | null, file: Buffer = PNG, name = '封面.png') => {
      const req = client.post(path).attach('file', file, name);
      return id === null ? req : req.field('id', String(id));
    };
    expect((await upload(admin, '/api/jcbgModule/upload', null).expect(400)).body.message).toBe('请指定报告模板（id）');
    expect((await upload(admin, '/api/lyjcJcbgModule/upload', created.id).expect(400)).body.message).toBe('该上传地址用于“来样检测”报告模板，所选模板为“定期检测”');
    await upload(orgb, '/api/jcbgModule/upload', created.id).expect(404);
    const notPicture = await upload(admin, '/api/jcbgModule/upload', created.id, Buffer.from('%PDF-1.7 not a picture'), '封面.pdf');
    expect(notPicture.status).toBeGreaterThanOrEqual(400);
    expect(notPicture.status).toBeLessThan(500);
    expect((await admin.get(`/api/reportTemplate/${created.id}/attachments`).expect(200)).body).toEqual([]);

    // through the spec's path: the row's cover, as the kernel's upload keeps it (attachment and event)
    const cover = (await upload(admin, '/api/jcbgModule/upload', created.id).expect(201)).body as { id: number; slot: string };
    expect(cover.slot).toBe('cover');
    expect((await admin.get(`/api/reportTemplate/${created.id}/attachments`).expect(200)).body).toEqual([expect.objectContaining({ id: cover.id, slot: 'cover', fileName: '封面.png' })]);
    expect(await eventsOf(t.app, 'ReportTemplateAttachmentAdded', created.id)).toHaveLength(1);
    // the other paths serve any type
    for (const path of ['/api/projectJpbgFmModule/upload', '/api/reportInfo/upload', '/api/fileInfo/upload']) await upload(admin, path, incoming.id).expect(201);

    // a 定期检测 report of the organisation prints them: the newest cover's bytes embedded, the 声明 instead of the built-in terms
    const { projectId } = await reportable(org);
    const report = await compile(org, projectId);
    const html = await preview(report);
    expect(html).toContain(`<img src="data:image/png;base64,${PNG.toString('base64')}" alt="封面">`);
    const text = visible(html);
    expect(text).toContain('本报告仅对本次检测负责，复印无效。');
    expect(text).toContain('未经本机构书面同意，不得用于广告宣传。');
    expect(text).not.toContain('本报告无本机构检验检测专用章或骑缝章无效。');

    // another organisation: its list never shows them, a row of them is a 404, its own report prints without them
    const theirs = (await orgb.get('/api/reportTemplate').query({ size: 200 }).expect(200)).body as PageResult<Row>;
    expect(theirs.content.some((r) => r.id === created.id || r.id === incoming.id)).toBe(false);
    await orgb.get(`/api/reportTemplate/${created.id}`).expect(404);
    await orgb.get(`/api/reportTemplate/${created.id}/attachments`).expect(404);
    await orgb.put('/api/reportTemplate/edit').send({ id: created.id, version: created.version, statement: '改' }).expect(404);
    const other = await organisation();
    const { projectId: otherProject } = await reportable(other);
    const plain = await preview(await compile(other, otherProject));
    expect(plain).not.toContain('alt="封面"');
    expect(visible(plain)).toContain('本报告无本机构检验检测专用章或骑缝章无效。');
  });
});
