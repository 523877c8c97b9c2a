import { randomBytes } from 'node:crypto';
import { standardMethodLibrary } from '@ohit/contracts';
import { as, DEMO_PASSWORD, dataSourceOf, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';

type Client = ReturnType<typeof as>;
type Row = Record<string, unknown> & { id: number; version: number };

/**
 * 检测方法 (api/labTest) on the kernel: exact decimals, the catalogue's rules as 400s in Chinese
 * that change nothing, organisation isolation, and 导入标准方法库 — idempotent, serialised per
 * organisation, permission-checked, and run for every new organisation.
 */
describe('api/labTest: the methods catalogue', () => {
  let t: TestApp;
  let orgs: Record<string, number>;
  let admin: Client;
  let orgb: Client;
  const tag = `LM${randomBytes(3).toString('hex')}`;
  const library = standardMethodLibrary();

  beforeAll(async () => {
    t = await createTestApp();
    orgs = (await seed(t.app)).organizations;
    [admin, orgb] = await Promise.all(['admin', 'orgb-admin'].map(async (u) => as(t.app, await loginAs(t.app, u))));
  });
  afterAll(() => t.close());

  const method = (extra: Record<string, unknown> = {}) => ({
    hazardName: '甲苯',
    cas: '108-88-3',
    standardNo: `${tag}/T 1-2026`,
    methodName: '溶剂解吸-气相色谱法',
    samplingType: 'fixed-short',
    collector: '活性炭管',
    flowRate: '0.100',
    durationMinutes: 15,
    instrumentFamily: 'gc',
    detectionLimit: '0.000150',
    minDetectableConc: '0.1',
    formula: 'sorbentTubeConcentration',
    ...extra,
  });
  const create = async (client: Client = admin, extra: Record<string, unknown> = {}): Promise<Row> => (await client.post('/api/labTest/add').send(method(extra)).expect(201)).body;
  const countOf = async (org: number, where = 'TRUE', params: unknown[] = []): Promise<number> =>
    Number((await dataSourceOf(t.app).query(`SELECT count(*)::int AS n FROM lab_methods WHERE organization_id = $1 AND ${where}`, [org, ...params]))[0].n);
  const newOrganisation = async (): Promise<number> => {
    const [{ id }] = await dataSourceOf(t.app).query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [`${tag}${randomBytes(3).toString('hex')}`]);
    return id;
  };
  const importLibrary = (client: Client, body: Record<string, unknown> = {}) => client.post('/api/labTest/commands/importLibrary').send(body);
  /** An organisation's rows that are methods of the library (other suites add methods of their own to the shared demo organisations). */
  const libraryRowsOf = (org: number): Promise<number> =>
    countOf(org, `(hazard_name, standard_no, sampling_type) IN (SELECT * FROM unnest($2::text[], $3::text[], $4::text[]))`, [
      library.map((m) => m.hazardName),
      library.map((m) => m.standardNo),
      library.map((m) => m.samplingType),
    ]);

  /** A user of organisation A holding the catalogue's menu and every button except 导入标准方法库. */
  async function withoutImport(): Promise<Client> {
    const ds = dataSourceOf(t.app);
    const menus: { id: number }[] = await ds.query(
      `SELECT m.id FROM menus m WHERE m.component_name = 'LabTest'
       UNION SELECT b.id FROM menus b JOIN menus p ON p.id = b.pid WHERE p.component_name = 'LabTest' AND b.permission <> 'labTest:importLibrary'`,
    );
    const username = `u${tag}${randomBytes(2).toString('hex')}`;
    const role = (await admin.post('/api/roles').send({ name: `r${username}`, level: 3, menuIds: menus.map((m) => m.id) }).expect(201)).body;
    await admin
      .post('/api/users')
      .send({ username, nickName: username, password: DEMO_PASSWORD, roleIds: [role.id], organizationId: orgs.A, expiryDate: new Date(Date.now() + 864e5).toISOString() })
      .expect(201);
    return as(t.app, await loginAs(t.app, username));
  }

  it('keeps measured values exact: numeric columns, the scale as declared, strings on the wire', async () => {
    const row = await create();
    expect(row).toMatchObject({ hazardName: '甲苯', flowRate: '0.100', detectionLimit: '0.000150', minDetectableConc: '0.100000', durationMinutes: 15, accredited: false, status: '1', belowLodRule: 'half-limit' });
    const edited = (await admin.put('/api/labTest/edit').send({ id: row.id, version: row.version, flowRate: '0.3', accredited: true, validFrom: '2026-01-01', validTo: '2028-12-31' }).expect(200)).body;
    expect(edited).toMatchObject({ flowRate: '0.300', accredited: true, validTo: '2028-12-31', detectionLimit: '0.000150' });
    const listed = (await admin.get(`/api/labTest?standardNo=${encodeURIComponent(tag)}&accredited=true`).expect(200)).body;
    expect(listed.content.map((r: Row) => [r.id, r.flowRate])).toEqual([[row.id, '0.300']]);
    // copy / paste: the copied form, changed, becomes the organisation's own new method
    const copied = (await admin.post('/api/labTest/copy').send({ ...method({ samplingType: 'personal-long', flowRate: '0.05', durationMinutes: 240 }), id: row.id }).expect(201)).body;
    expect(copied).toMatchObject({ flowRate: '0.050', samplingType: 'personal-long', organizationId: orgs.A });
    expect(copied.id).not.toBe(row.id);
  });

  it('refuses bad input with a 400 in Chinese and changes nothing', async () => {
    const before = await countOf(orgs.A);
    const refused = async (extra: Record<string, unknown>) => (await admin.post('/api/labTest/add').send(method(extra)).expect(400)).body.message as string;
    expect(await refused({ hazardName: '' })).toBe('危害因素不能为空');
    expect(await refused({ hazardName: '苯系物' })).toBe('危害因素不在GBZ 2.1/2.2危害因素名录中：苯系物');
    expect((await admin.post('/api/labTest/add').send(method({ hazardName: '照度', samplingType: 'fixed-measure', flowRate: null, durationMinutes: null })).expect(201)).body.hazardName).toBe('照度');
    expect(await refused({ flowRate: '0.1234' })).toBe('采样流量（L/min）最多保留3位小数');
    expect(await refused({ flowRate: '-1' })).toContain('采样流量（L/min）');
    expect(await refused({ durationMinutes: 30 })).toBe('短时间采样的采样时长不能超过15分钟');
    expect(await refused({ samplingType: 'sometimes' })).toContain('采样方式的值不在可选范围内');
    expect(await refused({ belowLodRule: 'double' })).toContain('低于检出限计算规则的值不在可选范围内');
    expect(await refused({ formula: 'guess' })).toContain('计算公式的值不在可选范围内');
    expect(await refused({ reportDecimals: 9 })).toBe('报告小数位数应为0到6');
    expect(await refused({ validFrom: '2026-05-01', validTo: '2026-04-30' })).toBe('有效期止不能早于有效期起');
    const row = await create();
    const edit = (values: Record<string, unknown>) => admin.put('/api/labTest/edit').send({ id: row.id, version: row.version, ...values });
    expect((await edit({ durationMinutes: 16 }).expect(400)).body.message).toBe('短时间采样的采样时长不能超过15分钟');
    expect((await edit({ detectionLimit: 'abc' }).expect(400)).body.message).toBe('检出限必须是数字');
    expect((await admin.get(`/api/labTest/${row.id}`).expect(200)).body).toMatchObject({ version: row.version, durationMinutes: 15, detectionLimit: '0.000150' });
    // only the two accepted rows (照度 and the one edited) were written
    expect(await countOf(orgs.A)).toBe(before + 2);
    await admin.get('/api/labTest?sort=collector,asc').expect(400);
  });

  it('keeps each organisation’s methods to itself', async () => {
    const mine = await create();
    const theirs = await create(orgb, { standardNo: `${tag}/T 2-2026` });
    expect(theirs.organizationId).toBe(orgs.B);
    await orgb.get(`/api/labTest/${mine.id}`).expect(404);
    await orgb.get(`/api/labTest/${mine.id}/history`).expect(404);
    await orgb.put('/api/labTest/edit').send({ id: mine.id, version: mine.version, methodName: '改' }).expect(404);
    await orgb.post('/api/labTest/copy').send({ ...method(), id: mine.id }).expect(404);
    const listed = (await orgb.get(`/api/labTest?standardNo=${encodeURIComponent(tag)}&size=100`).expect(200)).body.content as Row[];
    expect(listed.map((r) => r.id)).toContain(theirs.id);
    expect(listed.every((r) => r.organizationId === orgs.B || r.organizationId === orgs.B1)).toBe(true);
    expect((await orgb.delete('/api/labTest/delete').send({ ids: [mine.id] }).expect(200)).body).toEqual({ code: '400', message: '数据不存在或无权删除' });
    expect((await admin.get(`/api/labTest/${mine.id}`).expect(200)).body).toMatchObject({ methodName: '溶剂解吸-气相色谱法', version: mine.version });
  });

  it('imports the standard library once: every method of it, then nothing, an edited row left as it is', async () => {
    // an organisation of the test's own, made without the setup step: it starts without the library
    const own = await newOrganisation();
    const first = (await importLibrary(admin, { organizationId: own }).expect(200)).body;
    expect(first).toEqual({ count: library.length, message: `已导入${library.length}条标准方法` });
    expect(await countOf(own)).toBe(library.length);
    expect((await importLibrary(admin, { organizationId: own }).expect(200)).body.count).toBe(0);
    await importLibrary(admin).expect(200);
    // 危害因素 searches by contains (苯 finds 甲苯, 乙苯…): the row of 苯 itself
    const found = (await admin.get(`/api/labTest?organizationId=${orgs.A}&hazardName=${encodeURIComponent('苯')}&standardNo=${encodeURIComponent('GBZ/T 300.66-2017')}&samplingType=fixed-short`).expect(200)).body.content as Row[];
    expect(found.map((r) => r.hazardName).sort()).toEqual(['乙苯', '二甲苯', '甲苯', '苯'].sort());
    const benzene = found.find((r) => r.hazardName === '苯') as Row;
    expect(benzene).toMatchObject({ hazardName: '苯', flowRate: '0.100', durationMinutes: 15, instrumentFamily: 'gc', formula: 'sorbentTubeConcentration', accredited: false });
    const mine = (await admin.put('/api/labTest/edit').send({ id: benzene.id, version: benzene.version, accredited: true, flowRate: '0.2' }).expect(200)).body;
    const again = (await importLibrary(admin).expect(200)).body;
    expect(again).toEqual({ count: 0, message: '标准方法库中的方法均已存在，未新增' });
    expect((await admin.get(`/api/labTest/${benzene.id}`).expect(200)).body).toMatchObject({ version: mine.version, flowRate: '0.200', accredited: true });
    // each imported row says where it came from
    const [created] = await dataSourceOf(t.app).query(`SELECT reason, payload FROM domain_events WHERE type = 'LabMethodCreated' AND aggregate_id = $1`, [String(benzene.id)]);
    expect(created.payload.new).toMatchObject({ hazardName: '苯', standardNo: 'GBZ/T 300.66-2017' });
    // a deleted library method comes back with the next import, alone
    await admin.delete('/api/labTest/delete').send({ ids: [benzene.id] }).expect(200);
    expect((await importLibrary(admin, { reason: '补回苯的方法' }).expect(200)).body.count).toBe(1);
    expect(await countOf(orgs.A, `hazard_name = '苯' AND standard_no = 'GBZ/T 300.66-2017' AND sampling_type = 'fixed-short'`)).toBe(1);
  });

  it('adds each library method once under concurrent imports of one organisation', async () => {
    const org = await newOrganisation();
    const answers = await Promise.all(Array.from({ length: 5 }, () => importLibrary(admin, { organizationId: org })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.body.count).sort((a, b) => b - a)).toEqual([library.length, 0, 0, 0, 0]);
    expect(await countOf(org)).toBe(library.length);
  });

  it('needs labTest:importLibrary and acts only inside the caller’s organisations', async () => {
    const limited = await withoutImport();
    await limited.get('/api/labTest').expect(200);
    expect((await importLibrary(limited).expect(403)).body.message).toBeTruthy();
    await admin.post('/api/labTest/commands/guess').send({}).expect(400);
    // organisation B's administrator naming organisation A imports into its own organisation
    const beforeA = await countOf(orgs.A);
    const answer = (await importLibrary(orgb, { organizationId: orgs.A }).expect(200)).body;
    expect(await countOf(orgs.A)).toBe(beforeA);
    expect(await libraryRowsOf(orgs.B)).toBe(library.length);
    expect(answer.count).toBeGreaterThan(0);
  });

  it('gives a new organisation the standard library when it is created, and lets an empty one be deleted with it', async () => {
    const code = `${tag}${randomBytes(2).toString('hex')}`;
    const { id } = (await admin.post('/api/organization').send({ name: `${code}新机构`, code }).expect(201)).body;
    expect(await countOf(id)).toBe(library.length);
    const ds = dataSourceOf(t.app);
    const [event] = await ds.query(`SELECT reason FROM domain_events WHERE type = 'LabMethodCreated' AND organization_id = $1 LIMIT 1`, [id]);
    expect(event.reason).toBe('新机构初始化标准方法库');
    const ids: number[] = (await ds.query(`SELECT id FROM lab_methods WHERE organization_id = $1 ORDER BY id`, [id])).map((r: { id: number }) => r.id);
    await admin.delete('/api/organization').send({ ids: [id], reason: `${tag}撤销` }).expect(200);
    expect(await countOf(id)).toBe(0);
    const deleted: { payload: { ids: number[] } }[] = await ds.query(`SELECT payload FROM domain_events WHERE type = 'LabMethodDeleted' AND reason = $1`, [`${tag}撤销`]);
    expect(deleted.map((e) => e.payload.ids)).toEqual([ids]);
  });
});
