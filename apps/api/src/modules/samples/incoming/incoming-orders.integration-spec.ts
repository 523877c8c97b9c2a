import { randomBytes } from 'node:crypto';
import { as, dataSourceOf, loginAs, seed } from '../../../testing/identity';
import { orgStaff } from '../../../testing/org-staff';
import { authoriseAnalysts } from '../../../testing/staff-authorizations';
import { createTestApp, TestApp } from '../../../testing/test-app';
import { localDate } from '../../resources';

jest.setTimeout(180_000);

type Client = ReturnType<typeof as>;
type Row = Record<string, unknown> & { id: number; version: number };

/**
 * 来样检测 on the business kernel: an incoming order (来样委托) with the samples a client handed in,
 * and 登记样品 — a project of the client unit, numbered samples of origin 'incoming' received at
 * once (no plan, no transport leg) with their events, a 接收 step of their chain of custody and
 * the method matched from the catalogue — then distributed under the menu's 分发. Refusals in
 * Chinese; the order fixed once registered; permissions and organisation isolation. Organisations
 * of the test's own (X and Y), never the demo ones.
 */
describe('api/incomingOrder (来样检测, 登记样品)', () => {
  let t: TestApp;
  let admin: Client;
  let keeper: Client;
  let viewer: Client;
  let other: Client;
  let keeperId: number;
  let analystId: number;
  let orgX: number;
  let orgY: number;
  let toluene: number;
  const tag = `LY${randomBytes(2).toString('hex')}`;
  const today = localDate();
  const daysAgo = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  const ds = () => dataSourceOf(t.app);

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
    admin = as(t.app, await loginAs(t.app, 'admin'));
    [{ id: orgX }] = await ds().query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [`${tag}甲机构`]);
    [{ id: orgY }] = await ds().query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [`${tag}乙机构`]);
    // the catalogue of X: 甲苯 by GC (kept 7 days); nothing for 锰
    [{ id: toluene }] = await ds().query(
      `INSERT INTO lab_methods (hazard_name, standard_no, method_name, sampling_type, instrument_family, shelf_life_days, organization_id)
       VALUES ('甲苯', $1, '溶剂解吸-气相色谱法', 'fixed-long', 'gc', 7, $2) RETURNING id`,
      [`${tag}-GBZ/T 300.66`, orgX],
    );
    const { menuIds, role, user, ids } = orgStaff(t.app, admin, tag);
    // roles holding 来样检测 (the page, and the buttons named) — OWN_ORG
    const incoming = async (organizationId: number, name: string, buttons: string[]) =>
      role(organizationId, name, await menuIds('IncomingSample', buttons.map((b) => `incomingSample:${b}`)), { dataScope: 'OWN_ORG' });
    const everything = ['add', 'edit', 'del', 'export', 'distribute', 'register'];
    const all = await incoming(orgX, '样品管理', everything);
    const page = await incoming(orgX, '只读', []);
    keeper = await user(orgX, 'keeper', [all], { nickName: '孙来样' });
    keeperId = ids.keeper;
    viewer = await user(orgX, 'viewer', [page], { nickName: '只读员' });
    other = await user(orgY, 'other', [await incoming(orgY, '乙样品管理', everything)], { nickName: '乙来样' });
    await user(orgX, 'analyst', [page], { nickName: '王检测' });
    analystId = ids.analyst;
  });
  afterAll(() => t.close());

  let units = 0;
  const unitOf = async (organizationId: number, name: string): Promise<number> =>
    (await ds().query(`INSERT INTO inspected_units (name, organization_id) VALUES ($1, $2) RETURNING id`, [`${tag}${name}${++units}`, organizationId]))[0].id;
  const order = async (client: Client, body: Record<string, unknown> = {}): Promise<Row> =>
    (
      await client
        .post('/api/incomingOrder/add')
        .send({ belongInspect: await unitOf(orgX, '委托单位'), checkType: '10', receivedDate: today, deliveredBy: '张送样', condition: 'intact', temperature: '4', storagePlace: '来样柜B-1', ...body })
        .expect(201)
    ).body;
  const addItem = (client: Client, id: number, body: Record<string, unknown>) => client.post(`/api/incomingOrder/${id}/children/items`).send(body);
  const register = (client: Client, id: number) => client.post(`/api/incomingOrder/${id}/commands/register`).send({});
  const read = async (client: Client, id: number): Promise<Row> => (await client.get(`/api/incomingOrder/${id}`).expect(200)).body;
  const samplesOf = async (client: Client, projectId: unknown): Promise<Row[]> => (await client.get(`/api/sample?belongProject=${String(projectId)}&sort=code,asc&size=100`).expect(200)).body.content;
  const count = async (sql: string, params: unknown[]): Promise<number> => (await ds().query(sql, params))[0].n;

  it('registers the samples handed in: a project of the client unit, numbered samples 已接收 at once with the method matched, their events and a 接收 step of custody', async () => {
    const created = await order(keeper, { remark: '冷藏送达' });
    expect(created).toMatchObject({ state: 'pending', sampleCount: 0, project: null, code: expect.stringMatching(/^LY-\d{4}-\d{4}$/) });
    await addItem(keeper, created.id, { name: '活性炭管', hazard: '甲苯', sampleType: 'fixed', kind: 'TWA', collector: '活性炭管', clientSampleNo: 'K-01', count: 2, sampledDate: daysAgo(1), standardVolume: '1.402' }).expect(201);
    await addItem(keeper, created.id, { name: '滤膜', hazard: '锰及其无机化合物', clientSampleNo: 'K-02', count: 1 }).expect(201);

    const registered = (await register(keeper, created.id).expect(200)).body as Row;
    expect(registered).toMatchObject({ state: 'registered', sampleCount: 3, registeredBy: keeperId, registeredByName: '孙来样', project: expect.any(Number) });
    const project = (await admin.get(`/api/project/${String(registered.project)}`).expect(200)).body;
    expect(project).toMatchObject({ belongInspect: created.belongInspect, type: '10', incomingSample: true, state: 'created', samplesPlanned: 3, samplesCollected: 3, organizationId: orgX });
    expect(project.name).toBe(`${String(created.belongInspectName)}来样检测（${String(created.code)}）`);
    expect(created.belongInspectName).toMatch(new RegExp(`^${tag}委托单位\\d+$`));

    const samples = await samplesOf(keeper, registered.project);
    expect(samples).toHaveLength(3);
    const seqs = samples.map((s) => Number(String(s.code).slice(String(project.code).length + 1)));
    expect(samples.map((s) => String(s.code).slice(0, String(project.code).length + 1))).toEqual(Array(3).fill(`${String(project.code)}-`));
    expect(seqs).toEqual([seqs[0], seqs[0] + 1, seqs[0] + 2]);
    const [first, second, manganese] = samples;
    expect(first).toMatchObject({ origin: 'incoming', state: 'received', hazard: '甲苯', kind: 'TWA', sampleType: 'fixed', collector: '活性炭管', sampledDate: daysAgo(1), receivedBy: keeperId });
    expect(first).toMatchObject({ method: toluene, instrumentFamily: 'gc', shelfLifeDays: 7, shelfLifeDeadline: new Date(Date.parse(`${daysAgo(1)}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10), storagePlace: '来样柜B-1' });
    expect(second).toMatchObject({ state: 'received', method: toluene });
    // no method of 锰 in the catalogue: the sample room chooses one by hand (指定检测方法)
    expect(manganese).toMatchObject({ state: 'received', hazard: '锰及其无机化合物', method: null, instrumentFamily: null, sampledDate: null });
    const rows: { plan_id: number | null; incoming_item_id: number | null }[] = await ds().query(`SELECT plan_id, incoming_item_id FROM samples WHERE id = ANY($1::int[]) ORDER BY code`, [samples.map((s) => s.id)]);
    expect(rows.every((r) => r.plan_id === null && r.incoming_item_id !== null)).toBe(true);

    // each sample: created, then received from 已采集 (no transport leg), with a 接收 step by the keeper
    const reason = `来样委托${String(created.code)}登记样品`;
    const events: { type: string; payload: Record<string, unknown>; reason: string }[] = await ds().query(
      `SELECT type, payload, reason FROM domain_events WHERE aggregate_type = 'sample' AND aggregate_id = $1 ORDER BY seq`,
      [String(first.id)],
    );
    expect(events.map((e) => e.type)).toEqual(['SampleCreated', 'SampleTransitioned', 'SampleChildAdded']);
    expect(events[0].payload.new).toMatchObject({ code: first.code, origin: 'incoming', incomingOrder: created.code });
    expect(events[1].payload).toMatchObject({ event: 'receive', from: 'collected', to: 'received', new: { state: 'received', method: toluene, instrumentFamily: 'gc' } });
    expect(events.every((e) => e.reason === reason)).toBe(true);
    const custody = (await keeper.get(`/api/sample/${first.id}/children/custody`).expect(200)).body;
    expect(custody).toEqual([
      expect.objectContaining({ step: 'receive', giver: null, receiver: keeperId, receiverName: '孙来样', handoverCode: created.code, condition: 'intact', temperature: '4.0', remark: '委托单位送样，送样人：张送样' }),
    ]);
    // the items say which codes they were registered under; the order's history has the command
    const items = (await keeper.get(`/api/incomingOrder/${created.id}/children/items`).expect(200)).body as Row[];
    expect(items.map((i) => i.sampleCodes)).toEqual([`${String(first.code)}、${String(second.code)}`, manganese.code]);
    const history = (await keeper.get(`/api/incomingOrder/${created.id}/history`).expect(200)).body;
    expect(JSON.stringify(history)).toContain('登记样品');
  });

  it('hands registered samples on under 来样检测’s 分发: to an analyst authorised for the method, with an instrument usable today', async () => {
    const created = await order(keeper);
    await addItem(keeper, created.id, { name: '活性炭管', hazard: '甲苯', count: 1, sampledDate: today }).expect(201);
    const registered = (await register(keeper, created.id).expect(200)).body as Row;
    const [sample] = await samplesOf(keeper, registered.project);
    const [instrument] = await ds().query(`INSERT INTO equipment (code, name, status, calibration_due_date, organization_id) VALUES ($1, '气相色谱仪', '1', '2099-12-31', $2) RETURNING id`, [
      `${tag}GC${randomBytes(2).toString('hex')}`,
      orgX,
    ]);
    await authoriseAnalysts(ds(), orgX, toluene, [analystId]);
    await keeper.post('/api/sampleDistribute/distribution').send({ ids: [sample.id], analyst: analystId, instrument: instrument.id }).expect(200);
    expect((await keeper.get(`/api/sample/${sample.id}`).expect(200)).body).toMatchObject({ state: 'distributed', analyst: analystId, instrument: instrument.id });
    // the page-only role reads the samples but hands nothing out
    await viewer.get(`/api/sample/${sample.id}`).expect(200);
    await viewer.post('/api/sampleDistribute/distribution').send({ ids: [sample.id], analyst: analystId, instrument: instrument.id }).expect(403);
  });

  it('refuses in Chinese what cannot be registered, and fixes the order once registered', async () => {
    const ahead = new Date(Date.parse(`${today}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    const unit = await unitOf(orgX, '拒绝单位');
    const base = { belongInspect: unit, checkType: '10', receivedDate: today, deliveredBy: '李送样' };
    expect((await keeper.post('/api/incomingOrder/add').send({ ...base, receivedDate: ahead }).expect(400)).body.message).toBe('收样日期不能晚于今天');
    expect((await keeper.post('/api/incomingOrder/add').send({ ...base, deliveredBy: '' }).expect(400)).body.message).toContain('送样人');
    expect((await keeper.post('/api/incomingOrder/add').send({ ...base, checkType: '99' }).expect(400)).body.message).toContain('检测类型');

    const created = await order(keeper, { receivedDate: daysAgo(2) });
    expect((await register(keeper, created.id).expect(400)).body.message).toBe('请先填写送检样品，再登记样品');
    expect((await addItem(keeper, created.id, { name: '滤膜', hazard: '甲苯', count: 0 }).expect(400)).body.message).toBe('送检样品“滤膜”的样品份数至少为1');
    expect((await addItem(keeper, created.id, { name: '滤膜', hazard: '甲苯', count: 101 }).expect(400)).body.message).toBe('送检样品“滤膜”的样品份数不能超过100份');
    expect((await addItem(keeper, created.id, { name: '滤膜', hazard: '甲苯', sampledDate: daysAgo(1) }).expect(400)).body.message).toBe('送检样品“滤膜”的采样日期不能晚于收样日期');
    expect((await addItem(keeper, created.id, { name: '滤膜', hazard: '不存在的物质' }).expect(400)).body.message).toContain('检测因素');
    expect((await addItem(keeper, created.id, { name: '滤膜', hazard: '甲苯', standardVolume: '一升' }).expect(400)).body.message).toContain('标准采样体积（L）');
    await addItem(keeper, created.id, { name: '活性炭管', hazard: '甲苯', count: 1, sampledDate: daysAgo(3) }).expect(201);
    expect(await count(`SELECT count(*)::int AS n FROM samples WHERE incoming_item_id IN (SELECT id FROM incoming_order_items WHERE order_id = $1)`, [created.id])).toBe(0);

    const registered = (await register(keeper, created.id).expect(200)).body as Row;
    expect((await register(keeper, created.id).expect(409)).body.message).toBe(`来样委托${String(created.code)}的样品已登记，不能重复登记`);
    const edit = (body: Record<string, unknown>) => keeper.put('/api/incomingOrder/edit').send({ id: created.id, version: registered.version, ...body });
    expect((await edit({ deliveredBy: '王某' }).expect(400)).body.message).toBe('样品已登记，委托信息不能修改（联系人、联系电话和备注除外）');
    // the whole row sent back unchanged but for the remark is fine ('4' is the stored '4.0')
    const { belongInspect, checkType, receivedDate, deliveredBy, condition, storagePlace } = registered;
    await edit({ belongInspect, checkType, receivedDate, deliveredBy, condition, storagePlace, temperature: '4', remark: '客户补充说明' }).expect(200);
    expect((await addItem(keeper, created.id, { name: '补送', hazard: '甲苯' }).expect(400)).body.message).toBe('样品已登记，送检样品不能增删改');
    // spec §8: a refused delete answers code '400' with the message
    expect((await keeper.delete('/api/incomingOrder/delete').send({ ids: [created.id] }).expect(200)).body).toEqual({ code: '400', message: '样品已登记的来样委托不能删除' });
    expect((await read(keeper, created.id)).remark).toBe('客户补充说明');
  });

  it('registers once when two people press 登记样品 together', async () => {
    const created = await order(keeper);
    await addItem(keeper, created.id, { name: '活性炭管', hazard: '甲苯', count: 2 }).expect(201);
    const answers = await Promise.all([register(keeper, created.id), register(keeper, created.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await count(`SELECT count(*)::int AS n FROM samples WHERE incoming_item_id IN (SELECT id FROM incoming_order_items WHERE order_id = $1)`, [created.id])).toBe(2);
    expect(await count(`SELECT count(*)::int AS n FROM projects WHERE name LIKE $1`, [`%（${String(created.code)}）`])).toBe(1);
  });

  it('grants the demo sample room 来样检测 with 登记样品, and the demo analyst reads it only', async () => {
    const [demoKeeper, demoAnalyst] = await Promise.all(['keeper', 'analyst'].map(async (u) => as(t.app, await loginAs(t.app, u))));
    // auth/info lists the buttons; the menu itself gives the list
    const buttonsOf = async (client: Client): Promise<string[]> => ((await client.get('/auth/info').expect(200)).body.roles as string[]).filter((r) => r.startsWith('incomingSample:'));
    expect(await buttonsOf(demoKeeper)).toEqual(expect.arrayContaining(['incomingSample:add', 'incomingSample:edit', 'incomingSample:register']));
    expect(await buttonsOf(demoAnalyst)).toEqual([]);
    await demoKeeper.get('/api/incomingOrder?size=1').expect(200);
    await demoAnalyst.get('/api/incomingOrder?size=1').expect(200);
  });

  it('keeps 登记样品 to its button and an order to its organisation: another organisation’s user gets 404 and nothing changes', async () => {
    const created = await order(keeper);
    await addItem(keeper, created.id, { name: '活性炭管', hazard: '甲苯', count: 1 }).expect(201);
    await viewer.get(`/api/incomingOrder/${created.id}`).expect(200);
    await register(viewer, created.id).expect(403);
    await addItem(viewer, created.id, { name: '补送', hazard: '甲苯' }).expect(403);

    const projectsBefore = await count(`SELECT count(*)::int AS n FROM projects WHERE organization_id = $1`, [orgX]);
    await register(other, created.id).expect(404);
    await other.get(`/api/incomingOrder/${created.id}`).expect(404);
    await other.get(`/api/incomingOrder/${created.id}/children/items`).expect(404);
    await addItem(other, created.id, { name: '补送', hazard: '甲苯' }).expect(404);
    await other.put('/api/incomingOrder/edit').send({ id: created.id, version: created.version, deliveredBy: '乙方' }).expect(404);
    expect((await other.delete('/api/incomingOrder/delete').send({ ids: [created.id] }).expect(200)).body).toMatchObject({ code: '400' });
    expect((await other.get('/api/incomingOrder?size=100').expect(200)).body.content.map((r: Row) => r.id)).not.toContain(created.id);
    expect(await read(keeper, created.id)).toMatchObject({ state: 'pending', version: created.version, deliveredBy: '张送样', sampleCount: 0, project: null });
    expect((await keeper.get(`/api/incomingOrder/${created.id}/children/items`).expect(200)).body).toHaveLength(1);
    expect(await count(`SELECT count(*)::int AS n FROM projects WHERE organization_id = $1`, [orgX])).toBe(projectsBefore);
    expect(await count(`SELECT count(*)::int AS n FROM projects WHERE organization_id = $1`, [orgY])).toBe(0);

    // an order of Y refers to Y's units only
    const unitX = await unitOf(orgX, '别家单位');
    expect((await other.post('/api/incomingOrder/add').send({ belongInspect: unitX, checkType: '10', receivedDate: today, deliveredBy: '乙送样' }).expect(400)).body.message).toContain('委托单位');
  });
});
