import { randomBytes } from 'node:crypto';
import { as, dataSourceOf, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';
import { type Client, day, makeProject, menuOnlyUser } from './equipment-test-kit';

type Row = Record<string, unknown> & { id: number; version: number };

/**
 * 耗材管理, 标准物质, 试剂管理 — one stock shape over one table: 入库, 领用 to a project, 退回 from it,
 * 报废 with a reason; the stock never below zero (also under 50 parallel issues); expired items
 * not issued; each movement recorded with the balance and its events; low-stock and near-expiry
 * lists; permissions and organisation isolation.
 */
describe('stock: consumables, standard substances and reagents', () => {
  let t: TestApp;
  let orgs: Record<string, number>;
  let admin: Client;
  let sampler: Client;
  let analyst: Client;
  let orgb: Client;
  let project: { id: number; code: string };
  let other: { id: number; code: string };
  const tag = `ST${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    t = await createTestApp();
    orgs = (await seed(t.app)).organizations;
    [admin, sampler, analyst, orgb] = await Promise.all(['admin', 'sampler', 'analyst', 'orgb-admin'].map(async (u) => as(t.app, await loginAs(t.app, u))));
    [project, other] = [await makeProject(dataSourceOf(t.app), orgs.A, tag), await makeProject(dataSourceOf(t.app), orgs.A, `${tag}b`)];
  });
  afterAll(() => t.close());

  const item = async (url: string, values: Record<string, unknown> = {}): Promise<Row> =>
    (await admin.post(`${url}/add`).send({ name: `${tag}活性炭管`, unit: '支', batchNo: `${tag}-B1`, expiryDate: day(200), ...values }).expect(201)).body;
  const run = (client: Client, url: string, id: number, command: string, body: Record<string, unknown>) => client.post(`${url}/${id}/commands/${command}`).send(body);
  const consumables = '/api/projectConsumablesMaterial';
  const standards = '/api/projectConsumablesStandard';
  const reagents = '/api/projectConsumablesReagent';
  const stockOf = async (url: string, id: number) => (await admin.get(`${url}/${id}`).expect(200)).body.stockQuantity;

  it('keeps three kinds in one shape, each its own list, numbers and fields', async () => {
    const c = await item(consumables);
    const s = await item(standards, { name: `${tag}苯标准溶液`, unit: '支', standardNo: 'GBW(E)081234', certificateNo: `${tag}-Z1`, concentration: '1000.5', concentrationUnit: 'μg/mL', uncertainty: 'Urel=2%，k=2' });
    const r = await item(reagents, { name: `${tag}二硫化碳`, unit: '瓶', grade: 'HPLC' });
    const year = new Date().getFullYear();
    expect([c.code, s.code, r.code]).toEqual([expect.stringMatching(`^HC-${year}-`), expect.stringMatching(`^BW-${year}-`), expect.stringMatching(`^SJ-${year}-`)]);
    expect(s).toMatchObject({ concentration: '1000.500000', concentrationUnit: 'μg/mL', uncertainty: 'Urel=2%，k=2', stockQuantity: '0.000' });
    expect(r).toMatchObject({ grade: 'HPLC', stockQuantity: '0.000' });
    const ids = async (url: string) => (await admin.get(`${url}?name=${tag}&size=100`).expect(200)).body.content.map((x: Row) => x.id);
    expect(await ids(consumables)).toEqual([c.id]);
    expect(await ids(standards)).toEqual([s.id]);
    expect(await ids(reagents)).toEqual([r.id]);
    // one kind's row is not reachable through another kind's url
    await admin.get(`${reagents}/${c.id}`).expect(404);
    await run(admin, reagents, c.id, 'stockIn', { quantity: '1' }).expect(404);
  });

  it('moves stock in, out to a project, back and to scrap — exact decimals, each movement recorded with who, what and the balance', async () => {
    const row = await item(consumables, { minStock: '5' });
    expect(row.lowStock).toBe(true);
    let after: Row = (await run(admin, consumables, row.id, 'stockIn', { quantity: '20.5', reason: '采购入库' }).expect(200)).body;
    expect(after).toMatchObject({ stockQuantity: '20.500', lowStock: false });
    after = (await run(sampler, consumables, row.id, 'issue', { quantity: '3.25', project: project.id }).expect(200)).body;
    expect(after.stockQuantity).toBe('17.250');
    after = (await run(sampler, consumables, row.id, 'giveBack', { quantity: '1.25', project: project.id }).expect(200)).body;
    expect(after.stockQuantity).toBe('18.500');
    expect((await run(admin, consumables, row.id, 'scrap', { quantity: '1' }).expect(400)).body.message).toBe('报废必须填写原因');
    after = (await run(admin, consumables, row.id, 'scrap', { quantity: '14', reason: '受潮' }).expect(200)).body;
    expect(after).toMatchObject({ stockQuantity: '4.500', lowStock: true });
    const movements = (await admin.get(`${consumables}/${row.id}/children/movements`).expect(200)).body;
    expect(movements.map((m: Row) => [m.movementType, m.quantity, m.balance, m.projectName ?? null, m.receiverName ?? null, m.remark, m.createBy])).toEqual([
      ['in', '20.500', '20.500', null, null, '采购入库', 'admin'],
      ['issue', '3.250', '17.250', `${tag}项目`, '李采样', null, 'sampler'],
      ['return', '1.250', '18.500', `${tag}项目`, null, null, 'sampler'],
      ['scrap', '14.000', '4.500', null, null, '受潮', 'admin'],
    ]);
    // events: the stock old → new under the command's name, and the movement on the item's history
    const history = (await admin.get(`${consumables}/${row.id}/history?size=20`).expect(200)).body.content;
    const issued = history.find((h: { action: string }) => h.action === '领用');
    expect(issued).toMatchObject({ actorName: '李采样', changes: [{ field: 'stockQuantity', label: '库存数量', old: '20.500', new: '17.250' }] });
    const scrapped = history.find((h: { action: string }) => h.action === '报废');
    expect(scrapped).toMatchObject({ reason: '受潮', changes: [{ field: 'stockQuantity', label: '库存数量', old: '18.500', new: '4.500' }] });
    const recorded = history.filter((h: { action: string }) => h.action === '新增出入库记录');
    expect(recorded).toHaveLength(4);
    expect(recorded.find((h: { changes: { field: string; new: unknown }[] }) => h.changes.some((c) => c.field === 'movementType' && c.new === 'issue')).changes).toEqual(
      expect.arrayContaining([
        { field: 'quantity', label: '数量', old: null, new: '3.250' },
        { field: 'project', label: '项目', old: null, new: `${tag}项目` },
        { field: 'receiver', label: '领用人', old: null, new: '李采样' },
      ]),
    );
  });

  it('R: 50 parallel issues of 1 from a stock of 30 — exactly 30 succeed, the rest are refused, the stock ends at 0, never below', async () => {
    const row = await item(consumables);
    await run(admin, consumables, row.id, 'stockIn', { quantity: '30' }).expect(200);
    const answers = await Promise.all(Array.from({ length: 50 }, () => run(sampler, consumables, row.id, 'issue', { quantity: '1', project: project.id })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(30);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(20);
    expect(refused.every((a) => a.status === 400 && a.body.message === '库存不足：现有0支，领用1支')).toBe(true);
    expect(await stockOf(consumables, row.id)).toBe('0.000');
    const ds = dataSourceOf(t.app);
    const [{ n, low }] = await ds.query(`SELECT count(*)::int AS n, min(balance)::text AS low FROM stock_movements WHERE item_id = $1 AND movement_type = 'issue'`, [row.id]);
    expect({ n, low }).toEqual({ n: 30, low: '0.000' });
    const [{ runs }] = await ds.query(`SELECT count(*)::int AS runs FROM domain_events WHERE type = 'ConsumableCommandRun' AND aggregate_id = $1`, [String(row.id)]);
    expect(runs).toBe(31);
  });

  it('refuses an expired item for issue (still returns and scraps it), more than is left, and a return beyond what the project took', async () => {
    const row = await item(reagents, { name: `${tag}过期试剂`, unit: '瓶', batchNo: 'P2401', expiryDate: day(-1) });
    await run(admin, reagents, row.id, 'stockIn', { quantity: '2' }).expect(200);
    expect((await run(analyst, reagents, row.id, 'issue', { quantity: '1', project: project.id }).expect(400)).body.message).toBe(`${tag}过期试剂（批号 P2401）已于 ${day(-1)} 过期，不能领用`);
    const fresh = await item(reagents, { name: `${tag}甲醇`, unit: '瓶', expiryDate: day(0) });
    await run(admin, reagents, fresh.id, 'stockIn', { quantity: '3' }).expect(200);
    // on its expiry day it may still be used
    await run(analyst, reagents, fresh.id, 'issue', { quantity: '2', project: project.id }).expect(200);
    expect((await run(analyst, reagents, fresh.id, 'issue', { quantity: '1.5', project: project.id }).expect(400)).body.message).toBe('库存不足：现有1瓶，领用1.5瓶');
    expect((await run(analyst, reagents, fresh.id, 'giveBack', { quantity: '2.5', project: project.id }).expect(400)).body.message).toBe('退回数量超过该项目未退回的领用数量（2瓶）');
    expect((await run(analyst, reagents, fresh.id, 'giveBack', { quantity: '1', project: other.id }).expect(400)).body.message).toBe('退回数量超过该项目未退回的领用数量（0瓶）');
    await run(analyst, reagents, fresh.id, 'giveBack', { quantity: '2', project: project.id }).expect(200);
    await run(admin, reagents, row.id, 'scrap', { quantity: '2', reason: '过期报废' }).expect(200);
    expect(await stockOf(reagents, row.id)).toBe('0.000');
    expect(await stockOf(reagents, fresh.id)).toBe('3.000');
  });

  it('lists low-stock and near-expiry items', async () => {
    const low = await item(standards, { name: `${tag}低库存`, minStock: '2', expiryDate: day(200) });
    const enough = await item(standards, { name: `${tag}充足`, minStock: '2', expiryDate: day(10) });
    await run(admin, standards, enough.id, 'stockIn', { quantity: '5' }).expect(200);
    const expired = await item(standards, { name: `${tag}已过期`, expiryDate: day(-5) });
    const names = async (query: string) => (await admin.get(`${standards}?name=${tag}&size=100&${query}`).expect(200)).body.content.map((x: Row) => x.id).sort();
    expect(await names('lowStock=true')).toEqual(expect.arrayContaining([low.id]));
    expect(await names('lowStock=true')).not.toContain(enough.id);
    expect(await names('expiryDate=30')).toEqual([enough.id, expired.id].sort());
  });

  it('keeps movements read-only and items with movements undeletable', async () => {
    const row = await item(consumables);
    await run(admin, consumables, row.id, 'stockIn', { quantity: '1' }).expect(200);
    const [movement] = (await admin.get(`${consumables}/${row.id}/children/movements`).expect(200)).body;
    expect((await admin.post(`${consumables}/${row.id}/children/movements`).send({ movementType: 'in', quantity: '100', balance: '101' }).expect(400)).body.message).toBe('出入库记录由系统自动记录，不能手工修改');
    await admin.put(`${consumables}/${row.id}/children/movements/${movement.id}`).send({ version: movement.version, quantity: '9' }).expect(400);
    await admin.delete(`${consumables}/${row.id}/children/movements/${movement.id}`).expect(400);
    // the stock itself is not editable: it moves only by the commands
    const edited = (await admin.put(`${consumables}/edit`).send({ id: row.id, version: row.version + 1, stockQuantity: '999', storagePlace: 'A-1' }).expect(200)).body;
    expect(edited).toMatchObject({ stockQuantity: '1.000', storagePlace: 'A-1' });
    const del = (await admin.delete(`${consumables}/delete`).send({ ids: [row.id] }).expect(200)).body;
    expect(del).toEqual({ code: '400', message: '已有出入库记录的物品不能删除，可做报废处理' });
    const unused = await item(consumables);
    expect((await admin.delete(`${consumables}/delete`).send({ ids: [unused.id] }).expect(200)).body.code).toBe('200');
  });

  it('needs each command’s button (403) and keeps organisations apart (404; another organisation’s project is refused)', async () => {
    const row = await item(consumables);
    await run(admin, consumables, row.id, 'stockIn', { quantity: '10' }).expect(200);
    // the sampler takes stock out and brings it back, but does not book it in or scrap it
    await run(sampler, consumables, row.id, 'stockIn', { quantity: '1' }).expect(403);
    await run(sampler, consumables, row.id, 'scrap', { quantity: '1', reason: 'x' }).expect(403);
    const viewer = await menuOnlyUser(t, admin, orgs.A, ['EqpHcInfo']);
    await viewer.get(`${consumables}/${row.id}/children/movements`).expect(200);
    await run(viewer, consumables, row.id, 'issue', { quantity: '1', project: project.id }).expect(403);
    await orgb.get(`${consumables}/${row.id}`).expect(404);
    await orgb.get(`${consumables}/${row.id}/children/movements`).expect(404);
    await run(orgb, consumables, row.id, 'issue', { quantity: '1', project: project.id }).expect(404);
    expect((await orgb.get(`${consumables}?name=${tag}`).expect(200)).body.content).toEqual([]);
    const mine = (await orgb.post(`${consumables}/add`).send({ name: `${tag}乙方耗材`, unit: '个' }).expect(201)).body;
    await run(orgb, consumables, mine.id, 'stockIn', { quantity: '5' }).expect(200);
    const foreign = await run(orgb, consumables, mine.id, 'issue', { quantity: '1', project: project.id }).expect(400);
    expect(foreign.body.message).toContain('项目');
    expect(await stockOf(consumables, row.id)).toBe('10.000');
    expect((await orgb.get(`${consumables}/${mine.id}`).expect(200)).body.stockQuantity).toBe('5.000');
  });

  it('files certificates and acceptance records through the spec’s upload endpoints into the item’s slots', async () => {
    const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);
    const standard = await item(standards, { name: `${tag}铅标准溶液` });
    const upload = (client: Client, path: string, id: number | null, name: string) => {
      const req = client.post(path).attach('file', pdf(name), name);
      return id === null ? req : req.field('id', String(id));
    };
    const cert = (await upload(analyst, '/api/projectConsumablesStandard/uploadAffix', standard.id, '证书.pdf').expect(201)).body;
    expect(cert).toMatchObject({ slot: 'certificate', fileName: '证书.pdf' });
    await upload(analyst, '/api/projectConsumablesStandardIn/uploadAffix', standard.id, '验收记录.pdf').expect(201);
    const slots = (await admin.get(`${standards}/${standard.id}/attachments`).expect(200)).body.map((a: { slot: string; fileName: string }) => [a.slot, a.fileName]);
    expect(slots.sort()).toEqual([['acceptance', '验收记录.pdf'], ['certificate', '证书.pdf']]);
    const consumable = await item(consumables);
    await upload(admin, '/api/projectConsumablesMaterial/upload', consumable.id, '合格证.pdf').expect(201);
    // another kind's endpoint does not reach the item; the analyst holds no consumable buttons
    await upload(admin, '/api/projectConsumablesReagent/upload', consumable.id, 'x.pdf').expect(404);
    await upload(analyst, '/api/projectConsumablesMaterial/upload', consumable.id, 'x.pdf').expect(403);
    await upload(orgb, '/api/projectConsumablesMaterial/upload', consumable.id, 'x.pdf').expect(404);
    expect((await upload(admin, '/api/projectConsumablesMaterial/upload', null, 'x.pdf').expect(400)).body.message).toBe('请指定物品（id）');
    expect((await admin.get(`${consumables}/${consumable.id}/attachments`).expect(200)).body).toHaveLength(1);
  });

  it('answers bad input with a 400 in Chinese and moves nothing', async () => {
    const row = await item(consumables);
    await run(admin, consumables, row.id, 'stockIn', { quantity: '5' }).expect(200);
    const refusal = async (command: string, body: Record<string, unknown>) => (await run(admin, consumables, row.id, command, body).expect(400)).body.message as string;
    expect(await refusal('issue', { project: project.id })).toBe('领用数量不能为空');
    expect(await refusal('issue', { quantity: '1' })).toBe('项目不能为空');
    expect(await refusal('issue', { quantity: '0', project: project.id })).toContain('领用数量');
    expect(await refusal('issue', { quantity: '-1', project: project.id })).toContain('领用数量');
    expect(await refusal('stockIn', { quantity: 'abc' })).toBe('入库数量必须是数字');
    expect(await refusal('stockIn', { quantity: '1.0001' })).toBe('入库数量最多保留3位小数');
    expect(await refusal('issue', { quantity: '1', project: 'x' })).toContain('项目必须是正整数ID');
    expect((await admin.post(`${consumables}/${row.id}/commands/steal`).send({ quantity: '1' }).expect(400)).body.message).toBe('未知的操作：steal');
    expect((await admin.post(`${consumables}/add`).send({ name: `${tag}无单位` }).expect(400)).body.message).toContain('单位不能为空');
    expect((await admin.get(`${consumables}?expiryDate=-1`).expect(400)).body.message).toContain('天数');
    expect(await stockOf(consumables, row.id)).toBe('5.000');
    expect((await admin.get(`${consumables}/${row.id}/children/movements`).expect(200)).body).toHaveLength(1);
  });
});
