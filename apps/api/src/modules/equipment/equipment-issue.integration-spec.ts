import { randomBytes } from 'node:crypto';
import { equipmentUsableUntil } from '@ohit/domain';
import { as, dataSourceOf, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';
import { assertUsableEquipment } from './assert-usable-equipment';
import { type Client, day, makeProject, menuOnlyUser } from './equipment-test-kit';

type Row = Record<string, unknown> & { id: number; version: number };

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);

/**
 * 设备台账 and 设备出入库: calibration, certificate and 可用至 on the ledger; issuing an instrument
 * to a project only when usable and not already out; coming back in good order, damaged or lost;
 * the refusal other modules call (assertUsableEquipment); permissions and organisation isolation.
 */
describe('equipment: the ledger and issuing instruments to projects', () => {
  let t: TestApp;
  let orgs: Record<string, number>;
  let users: Record<string, number>;
  let admin: Client;
  let sampler: Client;
  let orgb: Client;
  let project: { id: number; code: string };
  const tag = `EQ${randomBytes(3).toString('hex')}`;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp();
    ({ organizations: orgs, users } = await seed(t.app));
    [admin, sampler, orgb] = await Promise.all(['admin', 'sampler', 'orgb-admin'].map(async (u) => as(t.app, await loginAs(t.app, u))));
    project = await makeProject(dataSourceOf(t.app), orgs.A, tag);
  });
  afterAll(() => t.close());

  const instrument = async (values: Record<string, unknown> = {}, client: Client = admin): Promise<Row> =>
    (await client.post('/api/equipment/add').send({ code: `${tag}-${++n}`, name: `粉尘采样器${n}`, status: '1', calibrationDate: day(-300), calibrationDueDate: day(60), ...values }).expect(201)).body;
  const issue = (values: Record<string, unknown>, client: Client = admin) => client.post('/api/eqpIn/add').send({ project: project.id, receiver: users.sampler, ...values });
  const move = (client: Client, row: Row, event: string, body: Record<string, unknown> = {}) => client.post(`/api/eqpIn/${row.id}/transitions/${event}`).send({ version: row.version, ...body });
  const issues = async (equipmentId: number) => Number((await dataSourceOf(t.app).query(`SELECT count(*) AS n FROM equipment_issues WHERE equipment_id = $1`, [equipmentId]))[0].n);

  it('keeps 可用至 true on every write path, lists calibrations due within N days, and keeps the certificate', async () => {
    const soon = await instrument({ calibrationDueDate: day(10), certificateNo: `${tag}-ZS1`, calibrationType: '1' });
    const later = await instrument({ calibrationDueDate: day(100) });
    const lapsed = await instrument({ calibrationDueDate: day(-1) });
    expect(soon).toMatchObject({ usableUntil: day(10), calibrationDueDate: day(10), certificateNo: `${tag}-ZS1`, calibrationType: '1' });
    const due = (await admin.get(`/api/equipment?calibrationDueDate=30&code=${tag}&size=100`).expect(200)).body.content.map((r: Row) => r.id);
    expect(due).toEqual(expect.arrayContaining([soon.id, lapsed.id]));
    expect(due).not.toContain(later.id);
    // 停用 through the generic status command: no longer usable at all
    await admin.put('/api/equipment/status').send({ ids: [later.id], status: '2' }).expect(200);
    expect((await admin.get(`/api/equipment/${later.id}`).expect(200)).body.usableUntil).toBeNull();
    const usableToday = (await admin.get(`/api/equipment?usableUntil=${day(0)}&usableUntil=&code=${tag}&size=100`).expect(200)).body.content.map((r: Row) => r.id);
    expect(usableToday).toContain(soon.id);
    expect(usableToday).not.toContain(later.id);
    expect(usableToday).not.toContain(lapsed.id);
    // the table's 可用至 is the domain's rule
    const rows: { status: string; due: string | null; until: string | null }[] = await dataSourceOf(t.app).query(
      `SELECT status, to_char(calibration_due_date, 'YYYY-MM-DD') AS due, to_char(usable_until, 'YYYY-MM-DD') AS until FROM equipment WHERE code LIKE $1`,
      [`${tag}-%`],
    );
    for (const r of rows) expect(r.until).toBe(equipmentUsableUntil(r.status === '1', r.due));
    const cert = await admin.post(`/api/equipment/${soon.id}/attachments/certificate`).attach('file', pdf('检定证书'), '检定证书.pdf').expect(201);
    expect(cert.body).toMatchObject({ slot: 'certificate', fileName: '检定证书.pdf' });
    expect((await admin.get(`/api/equipment/${soon.id}/attachments`).expect(200)).body.map((a: { slot: string }) => a.slot)).toEqual(['certificate']);
  });

  it('refuses a lapsed or out-of-service instrument for use (assertUsableEquipment), in Chinese', async () => {
    const ds = dataSourceOf(t.app);
    const ok = await instrument({ calibrationDueDate: day(0) });
    const lapsed = await instrument({ calibrationDueDate: day(-1) });
    const repair = await instrument({ status: '3' });
    const never = await instrument({ calibrationDueDate: null });
    const use = (id: number, org = orgs.A) => assertUsableEquipment(ds.manager, id, { organizationId: org, on: day(0), purpose: '用于采样' });
    await expect(use(ok.id)).resolves.toMatchObject({ id: ok.id, label: `${ok.name}（${ok.code}）` });
    await expect(use(lapsed.id)).rejects.toThrow(`设备不可用于采样：${lapsed.name}（${lapsed.code}）检定/校准已于 ${day(-1)} 过期`);
    await expect(use(repair.id)).rejects.toThrow(`设备不可用于采样：${repair.name}（${repair.code}）处于“维修”状态`);
    await expect(use(never.id)).rejects.toThrow('无有效检定/校准记录');
    // another organisation's instrument is not found, whatever its state
    await expect(use(ok.id, orgs.B)).rejects.toThrow('设备不存在或不属于本机构');
  });

  it('issues a usable instrument to a project: numbered, 已出库, who issued it and when', async () => {
    const eq = await instrument();
    const row: Row = (await issue({ equipment: eq.id, expectedReturnDate: day(5) }, sampler).expect(201)).body;
    expect(row.code).toMatch(new RegExp(`^CK-${new Date().getFullYear()}-\\d{4}$`));
    expect(row).toMatchObject({ state: 'issued', equipment: eq.id, equipmentName: eq.name, equipmentCode: eq.code, project: project.id, projectName: `${tag}项目`, projectCode: project.code, receiver: users.sampler, receiverName: '李采样', issuedBy: users.sampler, issuedByName: '李采样' });
    expect(Date.now() - Date.parse(String(row.issueTime))).toBeLessThan(60_000);
    const [created] = await dataSourceOf(t.app).query(`SELECT actor_id, payload FROM domain_events WHERE type = 'EquipmentIssueCreated' AND aggregate_id = $1`, [String(row.id)]);
    expect(created.actor_id).toBe(users.sampler);
    expect(created.payload.new).toMatchObject({ equipment: eq.id, equipmentName: eq.name, project: project.id, projectName: `${tag}项目` });
  });

  it('refuses a lapsed, out-of-service or already issued instrument, a calibration lapsing before the return, a closed project — and changes nothing', async () => {
    const lapsed = await instrument({ calibrationDueDate: day(-3) });
    expect((await issue({ equipment: lapsed.id }).expect(400)).body.message).toBe(`设备不可出库：${lapsed.name}（${lapsed.code}）检定/校准已于 ${day(-3)} 过期`);
    const stopped = await instrument({ status: '2' });
    expect((await issue({ equipment: stopped.id }).expect(400)).body.message).toBe(`设备不可出库：${stopped.name}（${stopped.code}）处于“停用”状态`);
    const eq = await instrument({ calibrationDueDate: day(20) });
    expect((await issue({ equipment: eq.id, expectedReturnDate: day(30) }).expect(400)).body.message).toBe(`${eq.name}（${eq.code}）的检定/校准有效期至 ${day(20)}，早于预计归还日期 ${day(30)}`);
    expect((await issue({ equipment: eq.id, issueTime: `${day(0)}T08:00:00`, expectedReturnDate: day(-1) }).expect(400)).body.message).toBe('预计归还日期不能早于出库日期');
    const archived = await makeProject(dataSourceOf(t.app), orgs.A, tag, 'archived');
    expect((await issue({ equipment: eq.id, project: archived.id }).expect(400)).body.message).toBe('项目已归档或已中止，不能出库设备');
    const first: Row = (await issue({ equipment: eq.id }).expect(201)).body;
    expect((await issue({ equipment: eq.id }).expect(400)).body.message).toBe(`${eq.name}（${eq.code}）已出库（出库单 ${String(first.code)}，项目 ${project.code}），尚未归还`);
    for (const id of [lapsed.id, stopped.id]) expect(await issues(id)).toBe(0);
    expect(await issues(eq.id)).toBe(1);
  });

  it('of 10 people issuing one instrument at once exactly one succeeds', async () => {
    const eq = await instrument();
    const answers = await Promise.all(Array.from({ length: 10 }, () => issue({ equipment: eq.id })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400).every((a) => String(a.body.message).includes('尚未归还'))).toBe(true);
    expect(await issues(eq.id)).toBe(1);
  });

  it('brings instruments back: 归还 stamps when and who with the remark; 损坏归还 needs a reason and sends the instrument to 维修; closed records do not change', async () => {
    const eq = await instrument();
    let row: Row = (await issue({ equipment: eq.id }).expect(201)).body;
    row = (await move(sampler, row, 'return', { reason: '外观完好，流量正常' }).expect(200)).body;
    expect(row).toMatchObject({ state: 'returned', returnedTo: users.sampler, returnedToName: '李采样', returnRemark: '外观完好，流量正常' });
    expect(Date.now() - Date.parse(String(row.returnTime))).toBeLessThan(60_000);
    expect((await admin.put('/api/eqpIn/edit').send({ id: row.id, version: row.version, remark: '补记' }).expect(400)).body.message).toBe('该出库记录已归还或遗失，不能修改');
    expect((await move(sampler, row, 'return').expect(409)).body.message).toBe('出库记录处于“已归还”状态，不能执行“归还”');
    // back in the store: it may go out again
    let again: Row = (await issue({ equipment: eq.id }).expect(201)).body;
    expect((await move(sampler, again, 'returnDamaged').expect(400)).body.message).toBe('损坏归还必须填写原因');
    again = (await move(sampler, again, 'returnDamaged', { reason: '采样泵无法启动' }).expect(200)).body;
    expect(again).toMatchObject({ state: 'damaged', returnRemark: '采样泵无法启动' });
    const broken = (await admin.get(`/api/equipment/${eq.id}`).expect(200)).body;
    expect(broken).toMatchObject({ status: '3', usableUntil: null });
    const [entry] = (await admin.get(`/api/equipment/${eq.id}/history?size=1`).expect(200)).body.content;
    expect(entry).toMatchObject({ action: '编辑', actorName: '李采样', reason: `出库单${String(again.code)}损坏归还：采样泵无法启动` });
    expect(entry.changes).toEqual([{ field: 'status', label: '设备状态', old: '1', new: '3' }]);
    expect((await issue({ equipment: eq.id }).expect(400)).body.message).toContain('处于“维修”状态');
    // the record's own history: from → to, who, why
    const [moved] = (await admin.get(`/api/eqpIn/${again.id}/history?size=1`).expect(200)).body.content;
    expect(moved).toMatchObject({ action: '损坏归还', reason: '采样泵无法启动', transition: { from: 'issued', to: 'damaged', fromLabel: '已出库', toLabel: '损坏归还' } });
  });

  it('keeps a lost instrument out until it is found and returned', async () => {
    const eq = await instrument();
    let row: Row = (await issue({ equipment: eq.id }).expect(201)).body;
    expect((await move(sampler, row, 'reportLost').expect(400)).body.message).toBe('报告遗失必须填写原因');
    row = (await move(sampler, row, 'reportLost', { reason: '车间现场遗失' }).expect(200)).body;
    expect(row).toMatchObject({ state: 'lost', returnTime: null, returnRemark: '车间现场遗失' });
    expect((await issue({ equipment: eq.id }).expect(400)).body.message).toContain('尚未归还');
    row = (await move(sampler, row, 'return', { reason: '已找回' }).expect(200)).body;
    expect(row.state).toBe('returned');
    await issue({ equipment: eq.id }).expect(201);
  });

  it('checks the instrument again when an issued record is changed to another one', async () => {
    const [a, b] = [await instrument(), await instrument({ calibrationDueDate: day(-2) })];
    const row: Row = (await issue({ equipment: a.id }).expect(201)).body;
    expect((await admin.put('/api/eqpIn/edit').send({ id: row.id, version: row.version, equipment: b.id }).expect(400)).body.message).toContain('检定/校准已于');
    const edited = (await admin.put('/api/eqpIn/edit').send({ id: row.id, version: row.version, remark: '随车携带' }).expect(200)).body;
    expect(edited).toMatchObject({ equipment: a.id, remark: '随车携带' });
  });

  it('needs the buttons (403) and keeps organisations apart (404; another organisation’s instrument or project is refused)', async () => {
    const eq = await instrument();
    const row: Row = (await issue({ equipment: eq.id }).expect(201)).body;
    const viewer = await menuOnlyUser(t, admin, orgs.A, ['EqpIn']);
    await viewer.get(`/api/eqpIn/${row.id}`).expect(200);
    await viewer.post('/api/eqpIn/add').send({ equipment: eq.id, project: project.id, receiver: users.sampler }).expect(403);
    await move(viewer, row, 'return').expect(403);
    await orgb.get(`/api/eqpIn/${row.id}`).expect(404);
    await orgb.get(`/api/eqpIn/${row.id}/history`).expect(404);
    await move(orgb, row, 'return').expect(404);
    expect((await orgb.get(`/api/eqpIn?code=${String(row.code)}`).expect(200)).body.content).toEqual([]);
    const foreign = await orgb.post('/api/eqpIn/add').send({ equipment: eq.id, project: project.id, receiver: users['orgb-admin'] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/设备|项目/);
    expect((await admin.get(`/api/eqpIn/${row.id}`).expect(200)).body.state).toBe('issued');
  });

  it('answers bad input with a 400 in Chinese and writes nothing', async () => {
    const before = Number((await dataSourceOf(t.app).query(`SELECT count(*) AS n FROM equipment_issues`))[0].n);
    expect((await admin.post('/api/eqpIn/add').send({ project: project.id, receiver: users.sampler }).expect(400)).body.message).toContain('设备不能为空');
    const eq = await instrument();
    expect((await issue({ equipment: eq.id, expectedReturnDate: '2026-02-30' }).expect(400)).body.message).toContain('预计归还日期');
    expect((await issue({ equipment: 'abc' }).expect(400)).body.message).toContain('设备必须是正整数ID');
    expect((await issue({ equipment: eq.id, receiver: null }).expect(400)).body.message).toContain('领用人不能为空');
    expect((await admin.get('/api/eqpIn?expectedReturnDate=abc').expect(400)).body.message).toContain('天数');
    expect(Number((await dataSourceOf(t.app).query(`SELECT count(*) AS n FROM equipment_issues`))[0].n)).toBe(before);
  });
});
