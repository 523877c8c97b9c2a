import { randomBytes } from 'node:crypto';
import { as, loginAs, seed } from '../../testing/identity';
import { SAMPLE_DETAIL_PATH } from '@ohit/contracts';
import { authoriseAnalysts } from '../../testing/staff-authorizations';
import { createTestApp, TestApp } from '../../testing/test-app';
import { localDate } from '../resources';
import { type Client, type Row, sampleFixtures } from './sample-fixtures';

jest.setTimeout(180_000);

/**
 * Samples and their chain of custody on the business kernel: 送样 of a batch (样品流转), its
 * confirmation by the sample room with the count check and refusals (样品确认), the shelf life and
 * its deviation, distribution to analysts with their load, re-assignment and its removal with a
 * reason (样品分发), usable instruments only, one event per sample step (old → new), races,
 * organisation isolation and bad input.
 */
describe('api/sampleFlow (送样, 确认接收), api/sample, api/sampleDistribute', () => {
  let t: TestApp;
  let orgs: Record<string, number>;
  let users: Record<string, number>;
  let admin: Client;
  let sampler: Client;
  let keeper: Client;
  let manager: Client;
  let orgb: Client;
  let f: ReturnType<typeof sampleFixtures>;
  let usable: { id: number; code: string; name: string };
  let lapsed: { id: number; code: string; name: string };
  const today = localDate();

  beforeAll(async () => {
    t = await createTestApp();
    const s = await seed(t.app);
    orgs = s.organizations;
    users = s.users;
    [admin, sampler, keeper, manager, orgb] = await Promise.all(['admin', 'sampler', 'keeper', 'labmanager', 'orgb-admin'].map(async (u) => as(t.app, await loginAs(t.app, u))));
    f = sampleFixtures(t.app, `YP${randomBytes(2).toString('hex')}`);
    usable = await f.instrument(orgs.A, '2099-12-31');
    lapsed = await f.instrument(orgs.A, '2020-06-30');
  });
  afterAll(() => t.close());

  /** Handed over by the sampler and received by the keeper: the samples 已接收 (sampled on `sampledDate`); the analyst and the keeper authorised for their method. */
  const received = async (options: { count?: number; shelfLifeDays?: number | null; sampledDate?: string } = {}) => {
    const batch = await f.collected(admin, orgs.A, options);
    await authoriseAnalysts(f.ds, orgs.A, batch.method, [users.analyst, users.keeper]);
    await f.dispatch(sampler, { belongProject: batch.project.id, receiver: users.keeper, sampleIds: batch.ids, sampledDate: options.sampledDate ?? today }).expect(200);
    const handover = await f.handoverOf(keeper, batch.ids[0]);
    await f.receive(keeper, handover.id, { receivedCount: batch.ids.length, condition: 'intact' });
    return batch;
  };

  it('hands a day’s samples to the sample room at once: a numbered hand-over, each sample 运输中 with its sampling date, its own event and custody step', async () => {
    const batch = await f.collected(admin, orgs.A, { count: 3, recordedOn: '2026-03-02' });
    // the sampler lists the project's collected samples under his own menu (样品流转)
    const listed = (await sampler.get(`/api/sample?belongProject=${batch.project.id}&state=collected`).expect(200)).body;
    expect(listed.content.map((s: Row) => s.id).sort()).toEqual([...batch.ids].sort());
    const answer = (await f.dispatch(sampler, { belongProject: batch.project.id, receiver: users.keeper, sampleIds: batch.ids, sampledDate: '2026-03-03', remark: '冷藏箱1个' }).expect(200)).body;
    expect(answer.count).toBe(3);
    expect(answer.message).toMatch(/^已送样3个样品，送样单SY-\d{4}-\d{4}$/);
    const handover = await f.handoverOf(sampler, batch.ids[0]);
    expect(handover).toMatchObject({ state: 'sent', giver: users.sampler, giverName: '李采样', receiver: users.keeper, sentCount: 3, receivedCount: null, belongProject: batch.project.id });
    expect(answer.message).toContain(String(handover.code));
    expect((await f.items(sampler, handover.id)).map((i) => i.sampleName)).toEqual(batch.samples.map((s) => s.code));
    // the on-site record's day wins over the date given for the batch
    const [first, second] = [await f.sample(sampler, batch.ids[0]), await f.sample(sampler, batch.ids[1])];
    expect(first).toMatchObject({ state: 'inTransit', sampledDate: '2026-03-02', handover: handover.id });
    expect(second).toMatchObject({ state: 'inTransit', sampledDate: '2026-03-03' });
    const [moved] = await f.events(batch.ids[1], 'SampleTransitioned');
    expect(moved.payload).toMatchObject({ event: 'dispatch', from: 'collected', to: 'inTransit', old: { state: 'collected', sampledDate: null }, new: { state: 'inTransit', sampledDate: '2026-03-03' } });
    expect(moved.reason).toBe(`送样单${String(handover.code)}`);
    expect(await f.custody(sampler, batch.ids[1])).toEqual([expect.objectContaining({ step: 'dispatch', giver: users.sampler, receiver: users.keeper, receiverName: '孙样品', handoverCode: handover.code, remark: '冷藏箱1个' })]);
    // a hand-over is only ever made by 送样, and its samples only by it
    expect((await admin.post('/api/sampleFlow/add').send({ belongProject: batch.project.id, receiver: users.keeper }).expect(400)).body.message).toBe('送样单由“送样”生成，不能直接新增');
    expect((await keeper.post(`/api/sampleFlow/${handover.id}/children/items`).send({ refused: false }).expect(400)).body.message).toBe('送样样品在送样时确定，不能增删');
  });

  it('refuses a hand-over of samples not collected, of another project or without a sampling date — and bad input — writing nothing', async () => {
    const batch = await f.collected(admin, orgs.A, { count: 2 });
    const other = await f.collected(admin, orgs.A, { count: 1 });
    const handovers = async () => (await f.ds.query(`SELECT count(*)::int AS n FROM sample_handovers WHERE project_id = $1`, [batch.project.id]))[0].n;
    const body = { belongProject: batch.project.id, receiver: users.keeper, sampledDate: today };
    expect((await f.dispatch(sampler, { ...body, sampleIds: [] }).expect(400)).body.message).toBe('请选择要送样的样品');
    expect((await f.dispatch(sampler, { ...body, sampleIds: ['一'] }).expect(400)).body.message).toBe('样品ID必须是正整数');
    expect((await f.dispatch(sampler, { ...body, receiver: undefined, sampleIds: batch.ids }).expect(400)).body.message).toContain('接收人');
    expect((await f.dispatch(sampler, { ...body, sampledDate: '3月2日', sampleIds: batch.ids }).expect(400)).body.message).toContain('采样日期');
    expect((await f.dispatch(sampler, { ...body, sampleIds: [...batch.ids, other.ids[0]] }).expect(400)).body.message).toBe(`样品${other.samples[0].code}不属于所选项目`);
    expect((await f.dispatch(sampler, { ...body, sampledDate: null, sampleIds: batch.ids }).expect(400)).body.message).toBe(`样品${batch.samples[0].code}没有现场采样记录，请填写采样日期`);
    await f.ds.query(`UPDATE samples SET state = 'planned' WHERE id = $1`, [batch.ids[1]]);
    expect((await f.dispatch(sampler, { ...body, sampleIds: batch.ids }).expect(409)).body.message).toBe(`样品${batch.samples[1].code}：样品处于“待采样”状态，不能执行“送样”`);
    expect(await handovers()).toBe(0);
    expect(await f.states(batch.ids)).toEqual(['collected', 'planned']);
    // the keeper does not hand over; the sampler does not confirm
    await f.dispatch(keeper, { ...body, sampleIds: [batch.ids[0]] }).expect(403);
  });

  it('confirms a receipt: the count checked against what was sent (a mismatch needs a remark), refused samples with their reason, the others 已接收 with method, shelf life and place', async () => {
    const batch = await f.collected(admin, orgs.A, { count: 3, shelfLifeDays: 14 });
    await f.dispatch(sampler, { belongProject: batch.project.id, receiver: users.keeper, sampleIds: batch.ids, sampledDate: '2026-03-02' }).expect(200);
    const handover = await f.handoverOf(keeper, batch.ids[0]);
    // the sample room may not take it before recording the receipt
    expect((await keeper.post(`/api/sampleFlow/${handover.id}/transitions/confirm`).send({ version: handover.version }).expect(400)).body.message).toBe('请填写实收数量');
    expect((await f.receive(keeper, handover.id, { receivedCount: 2, condition: 'damaged', temperature: '4.5', storagePlace: '冷藏柜A-2' }, 400)).body.message).toBe(
      '实收数量（2）与送样数量（3）不一致，请在备注中说明原因',
    );
    // a bad receipt is refused in Chinese and changes nothing
    const now = await f.handover(keeper, handover.id);
    expect((await keeper.put('/api/sampleFlow/edit').send({ id: handover.id, version: now.version, receivedCount: -1 }).expect(400)).body.message).toContain('实收数量');
    expect((await keeper.put('/api/sampleFlow/edit').send({ id: handover.id, version: now.version, temperature: '四度' }).expect(400)).body.message).toContain('接收温度（℃）必须是数字');
    expect((await keeper.put('/api/sampleFlow/edit').send({ id: handover.id, version: now.version, sampledDate: '2026-03-01' }).expect(400)).body.message).toBe('送样后只能填写接收记录（实收数量、样品状况、接收温度、存放位置、备注）');
    // one sample is refused: marking it needs the reason
    const item = (await f.items(keeper, handover.id)).find((i) => i.sample === batch.ids[2]) as Row;
    expect((await keeper.put(`/api/sampleFlow/${handover.id}/children/items/${item.id}`).send({ version: item.version, refused: true }).expect(400)).body.message).toBe('拒收必须填写原因');
    await keeper.put(`/api/sampleFlow/${handover.id}/children/items/${item.id}`).send({ version: item.version, refused: true, refusalReason: '采样管破裂' }).expect(200);
    await sampler.put(`/api/sampleFlow/${handover.id}/children/items/${item.id}`).send({ version: item.version + 1, refused: false }).expect(403);
    const confirmed = (await f.receive(keeper, handover.id, { remark: '1支采样管破裂，按2支接收' })).body;
    expect(confirmed).toMatchObject({ state: 'confirmed', receiver: users.keeper, refusedCount: 1, receivedCount: 2, condition: 'damaged', temperature: '4.5' });
    expect(confirmed.receivedAt).toBeTruthy();
    expect(await f.states(batch.ids)).toEqual(['received', 'received', 'rejected']);
    const kept = await f.sample(keeper, batch.ids[0]);
    expect(kept).toMatchObject({ storagePlace: '冷藏柜A-2', method: batch.method, standardNo: expect.stringContaining('GBZ/T 300'), instrumentFamily: 'gc', shelfLifeDays: 14, shelfLifeDeadline: '2026-03-16', receivedBy: users.keeper });
    const refusal = (await f.events(batch.ids[2], 'SampleTransitioned')).at(-1);
    expect(refusal?.payload).toMatchObject({ event: 'reject', from: 'inTransit', to: 'rejected' });
    expect(refusal?.reason).toBe('采样管破裂');
    const receipt = (await f.events(batch.ids[0], 'SampleTransitioned')).at(-1);
    expect(receipt?.payload).toMatchObject({ event: 'receive', from: 'inTransit', to: 'received', old: { state: 'inTransit', storagePlace: null }, new: { state: 'received', storagePlace: '冷藏柜A-2', shelfLifeDeadline: '2026-03-16' } });
    const chain = await f.custody(keeper, batch.ids[0]);
    expect(chain.map((c) => c.step)).toEqual(['dispatch', 'receive']);
    expect(chain[1]).toMatchObject({ giver: users.sampler, receiver: users.keeper, condition: 'damaged', temperature: '4.5', handoverCode: handover.code });
    // confirmed: closed
    const after = await f.handover(keeper, handover.id);
    expect((await keeper.put('/api/sampleFlow/edit').send({ id: handover.id, version: after.version, remark: '补记' }).expect(400)).body.message).toBe('送样单已确认接收，不能修改');
    await keeper.post(`/api/sampleFlow/${handover.id}/transitions/confirm`).send({ version: after.version }).expect(409);
  });

  it('takes a sample’s receipt and distribution only through their pages, and the giver never confirms his own hand-over', async () => {
    const batch = await f.collected(admin, orgs.A, { count: 1 });
    await f.dispatch(admin, { belongProject: batch.project.id, receiver: users.keeper, sampleIds: batch.ids, sampledDate: today }).expect(200);
    const sample = await f.sample(admin, batch.ids[0]);
    expect((await admin.post(`/api/sample/${sample.id}/transitions/receive`).send({ version: sample.version }).expect(400)).body.message).toBe('“接收”须在其业务页面办理，不能直接执行');
    const handover = await f.handoverOf(admin, batch.ids[0]);
    expect((await f.receive(admin, handover.id, { receivedCount: 1, condition: 'intact' }, 400)).body.message).toBe('送样人不能确认自己的送样单');
    expect(await f.states(batch.ids)).toEqual(['inTransit']);
  });

  it('counts a sample refused on its own page while in transit (with its reason) as refused when the hand-over is confirmed', async () => {
    const batch = await f.collected(admin, orgs.A, { count: 2 });
    await f.dispatch(sampler, { belongProject: batch.project.id, receiver: users.keeper, sampleIds: batch.ids, sampledDate: today }).expect(200);
    const row = await f.sample(keeper, batch.ids[1]);
    expect((await keeper.post(`/api/sample/${row.id}/transitions/reject`).send({ version: row.version }).expect(400)).body.message).toBe('拒收必须填写原因');
    await keeper.post(`/api/sample/${row.id}/transitions/reject`).send({ version: row.version, reason: '标签脱落，无法辨认' }).expect(200);
    expect((await f.custody(keeper, row.id)).at(-1)).toMatchObject({ step: 'reject', receiver: users.keeper, remark: '标签脱落，无法辨认' });
    const handover = await f.handoverOf(keeper, batch.ids[0]);
    expect((await f.receive(keeper, handover.id, { receivedCount: 2, condition: 'intact' })).body).toMatchObject({ state: 'confirmed', refusedCount: 1 });
    expect(await f.states(batch.ids)).toEqual(['received', 'rejected']);
    expect((await f.events(row.id, 'SampleTransitioned')).map((e) => e.payload.event)).toEqual(['dispatch', 'reject']);
  });

  it('lets exactly one of 20 simultaneous receipts of a sample through: one receive event, one custody step', async () => {
    const batch = await f.collected(admin, orgs.A, { count: 1 });
    await f.dispatch(sampler, { belongProject: batch.project.id, receiver: users.keeper, sampleIds: batch.ids, sampledDate: today }).expect(200);
    const handover = await f.handoverOf(keeper, batch.ids[0]);
    const edited = (await keeper.put('/api/sampleFlow/edit').send({ id: handover.id, version: handover.version, receivedCount: 1, condition: 'intact' }).expect(200)).body;
    const answers = await Promise.all(Array.from({ length: 20 }, () => keeper.post(`/api/sampleFlow/${handover.id}/transitions/confirm`).send({ version: edited.version })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect((await f.events(batch.ids[0], 'SampleTransitioned')).filter((e) => e.payload.event === 'receive')).toHaveLength(1);
    expect((await f.custody(keeper, batch.ids[0])).filter((c) => c.step === 'receive')).toHaveLength(1);
  });

  it('refuses a sample past its shelf life for analysis until a deviation with its reason and another approver is recorded', async () => {
    const expired = await received({ count: 1, shelfLifeDays: 7, sampledDate: '2020-01-01' });
    const fresh = await received({ count: 1, shelfLifeDays: 7 });
    const sample = await f.sample(manager, expired.ids[0]);
    expect(sample.shelfLifeDeadline).toBe('2020-01-08');
    // 保存截止日期 within 0 days: those already past are listed
    const due = (await keeper.get(`/api/sample?shelfLifeDeadline=0&belongProject=${expired.project.id}`).expect(200)).body;
    expect(due.content.map((r: Row) => r.id)).toEqual(expired.ids);
    const body = { ids: expired.ids, analyst: users.analyst, instrument: usable.id };
    expect((await f.distribute(manager, body).expect(400)).body.message).toBe(`样品${expired.samples[0].code}已超过保存期限（2020-01-08），须先记录偏离（原因和批准人）才能检测`);
    const deviation = (client: Client, row: Row, approver: number, reason?: string) =>
      client.post(`/api/sample/${row.id}/commands/recordDeviation`).send({ version: row.version, deviationApprovedBy: approver, ...(reason ? { reason } : {}) });
    expect((await deviation(manager, sample, users.labmanager).expect(400)).body.message).toBe('记录偏离必须填写原因');
    expect((await deviation(manager, sample, users.labmanager, '客户同意，结果注明超期').expect(400)).body.message).toBe('偏离须由他人批准，批准人不能是记录人本人');
    const freshRow = await f.sample(manager, fresh.ids[0]);
    expect((await deviation(manager, freshRow, users.keeper, '提前记录').expect(400)).body.message).toBe('样品未超过保存期限，无需记录偏离');
    const recorded = (await deviation(keeper, sample, users.labmanager, '客户同意，结果注明超期').expect(200)).body;
    expect(recorded).toMatchObject({ deviationReason: '客户同意，结果注明超期', deviationApprovedBy: users.labmanager });
    expect((await f.custody(keeper, sample.id)).at(-1)).toMatchObject({ step: 'deviation', remark: '客户同意，结果注明超期' });
    await f.distribute(manager, body).expect(200);
    expect(await f.states(expired.ids)).toEqual(['distributed']);
  });

  it('distributes samples to an analyst with a usable instrument, the load shown; re-assigns and removes the distribution only with a reason', async () => {
    const batch = await received({ count: 3 });
    const before = { analyst: await f.loadOf(manager, users.analyst), keeper: await f.loadOf(manager, users.keeper) };
    // an instrument that may not be used today is refused with the equipment module's words
    expect((await f.distribute(manager, { ids: batch.ids, analyst: users.analyst, instrument: lapsed.id }).expect(400)).body.message).toBe(
      `设备不可用于检测：${lapsed.name}（${lapsed.code}）检定/校准已于 2020-06-30 过期`,
    );
    expect((await f.distribute(manager, { ids: batch.ids, analyst: users['orgb-admin'], instrument: usable.id }).expect(400)).body.message).toBe('检测人不存在或不属于本机构');
    expect(await f.states(batch.ids)).toEqual(['received', 'received', 'received']);
    // only instruments usable today are offered
    const offered = ((await manager.get('/api/sampleDistribute/instruments').expect(200)).body as { id: number }[]).map((i) => i.id);
    expect(offered).toContain(usable.id);
    expect(offered).not.toContain(lapsed.id);
    const answer = (await f.distribute(manager, { ids: batch.ids, analyst: users.analyst, instrument: usable.id }).expect(200)).body;
    expect(answer).toEqual({ count: 3, message: '已将3个样品分发给王分析' });
    expect(await f.loadOf(manager, users.analyst)).toBe(before.analyst + 3);
    const [distributed] = (await f.events(batch.ids[0], 'SampleTransitioned')).filter((e) => e.payload.event === 'distribute');
    expect(distributed.payload).toMatchObject({ from: 'received', to: 'distributed', old: { state: 'received', analyst: null, instrument: null }, new: { state: 'distributed', analyst: users.analyst, instrument: usable.id } });
    expect((await f.custody(manager, batch.ids[0])).at(-1)).toMatchObject({ step: 'distribute', giver: users.labmanager, receiver: users.analyst, instrumentName: `${usable.name}（${usable.code}）` });
    // a sample already distributed is not distributed again
    expect((await f.distribute(manager, { ids: [batch.ids[0]], analyst: users.keeper, instrument: usable.id }).expect(409)).body.message).toContain('不能执行“分发”');

    // 改派: to the keeper, with a reason
    const row = await f.sample(manager, batch.ids[0]);
    const reassign = (body: Record<string, unknown>) => manager.post(`/api/sample/${row.id}/commands/reassign`).send({ version: row.version, ...body });
    expect((await reassign({ analyst: users.keeper, instrument: usable.id }).expect(400)).body.message).toBe('改派必须填写原因');
    expect((await reassign({ analyst: users.analyst, instrument: usable.id, reason: '同一人' }).expect(400)).body.message).toBe('改派的检测人和仪器与当前相同');
    expect((await reassign({ analyst: users.keeper, instrument: lapsed.id, reason: '换人' }).expect(400)).body.message).toContain('检定/校准已于 2020-06-30 过期');
    const moved = (await reassign({ analyst: users.keeper, instrument: usable.id, reason: '王分析出差' }).expect(200)).body;
    expect(moved).toMatchObject({ state: 'distributed', analyst: users.keeper, analystName: '孙样品' });
    expect(await f.loadOf(manager, users.analyst)).toBe(before.analyst + 2);
    expect(await f.loadOf(manager, users.keeper)).toBe(before.keeper + 1);
    const [run] = await f.events(row.id, 'SampleCommandRun');
    expect(run.payload).toMatchObject({ command: 'reassign', old: { analyst: users.analyst }, new: { analyst: users.keeper } });
    expect(run.reason).toBe('王分析出差');

    // 撤销分发: back to the store, with a reason
    const undo = (version: number, reason?: string) => manager.post(`/api/sample/${row.id}/transitions/undistribute`).send({ version, ...(reason ? { reason } : {}) });
    expect((await undo(moved.version).expect(400)).body.message).toBe('撤销分发必须填写原因');
    const back = (await undo(moved.version, '方法变更，重新分配').expect(200)).body;
    expect(back).toMatchObject({ state: 'received', analyst: null, instrument: null, distributedAt: null });
    expect(await f.loadOf(manager, users.keeper)).toBe(before.keeper);
    const undone = (await f.events(row.id, 'SampleTransitioned')).at(-1);
    expect(undone?.payload).toMatchObject({ event: 'undistribute', from: 'distributed', to: 'received', old: { analyst: users.keeper }, new: { analyst: null } });
    expect(undone?.reason).toBe('方法变更，重新分配');
    expect((await f.custody(manager, row.id)).map((c) => c.step)).toEqual(['dispatch', 'receive', 'distribute', 'reassign', 'undistribute']);
    // the sampler does not distribute
    await f.distribute(sampler, { ids: [row.id], analyst: users.analyst, instrument: usable.id }).expect(403);
  });

  it('gives samples only to an analyst authorised for their method on the day (人员授权): one without or with a lapsed authorisation is refused on 分发 and 改派, changing nothing', async () => {
    const batch = await received({ count: 2 });
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    // the lab manager holds no authorisation for the method; the sampler's lapsed yesterday
    await authoriseAnalysts(f.ds, orgs.A, batch.method, [users.sampler], { from: '2020-01-01', until: yesterday });
    const [{ standard_no: standard }] = await f.ds.query(`SELECT standard_no FROM lab_methods WHERE id = $1`, [batch.method]);
    const method = `甲苯 溶剂解吸-气相色谱法（${standard}）`;
    const handOut = (analyst: number) => f.distribute(manager, { ids: batch.ids, analyst, instrument: usable.id });
    expect((await handOut(users.labmanager).expect(400)).body.message).toBe(`检测人「周主管」未获授权开展「${method}」`);
    expect((await handOut(users.sampler).expect(400)).body.message).toBe(`检测人「李采样」对「${method}」的授权已于 ${yesterday} 到期`);
    expect(await f.states(batch.ids)).toEqual(['received', 'received']);
    expect((await f.custody(manager, batch.ids[0])).map((c) => c.step)).toEqual(['dispatch', 'receive']);

    await handOut(users.analyst).expect(200);
    const row = await f.sample(manager, batch.ids[0]);
    const reassign = (analyst: number) => manager.post(`/api/sample/${row.id}/commands/reassign`).send({ version: row.version, analyst, instrument: usable.id, reason: '换人' });
    expect((await reassign(users.labmanager).expect(400)).body.message).toBe(`检测人「周主管」未获授权开展「${method}」`);
    expect((await reassign(users.sampler).expect(400)).body.message).toBe(`检测人「李采样」对「${method}」的授权已于 ${yesterday} 到期`);
    expect(await f.sample(manager, row.id)).toMatchObject({ analyst: users.analyst, version: row.version });
    expect(await f.events(row.id, 'SampleCommandRun')).toEqual([]);
  });

  it('needs a method before distribution: one chosen by hand sets the family and the shelf life', async () => {
    const batch = await received({ count: 1, shelfLifeDays: null });
    await f.ds.query(`UPDATE samples SET method_id = NULL, instrument_family = NULL, shelf_life_days = NULL, shelf_life_deadline = NULL WHERE id = $1`, [batch.ids[0]]);
    expect((await f.distribute(manager, { ids: batch.ids, analyst: users.analyst, instrument: usable.id }).expect(400)).body.message).toBe(`样品${batch.samples[0].code}尚未确定检测方法，请先指定检测方法`);
    const [other] = await f.ds.query(`INSERT INTO lab_methods (hazard_name, standard_no, method_name, sampling_type, instrument_family, shelf_life_days, organization_id) VALUES ('苯', 'X', 'Y', 'fixed-long', 'gc', 3, $1) RETURNING id`, [orgs.A]);
    const row = await f.sample(keeper, batch.ids[0]);
    expect((await keeper.post(`/api/sample/${row.id}/commands/assignMethod`).send({ version: row.version, method: other.id }).expect(400)).body.message).toBe('所选方法的检测因素（苯）与样品的检测因素（甲苯）不一致');
    await f.ds.query(`UPDATE lab_methods SET shelf_life_days = 5 WHERE id = $1`, [batch.method]);
    const chosen = (await keeper.post(`/api/sample/${row.id}/commands/assignMethod`).send({ version: row.version, method: batch.method }).expect(200)).body;
    expect(chosen).toMatchObject({ method: batch.method, instrumentFamily: 'gc', shelfLifeDays: 5 });
    expect(chosen.shelfLifeDeadline).toBe(new Date(Date.parse(`${String(chosen.sampledDate)}T00:00:00Z`) + 5 * 86_400_000).toISOString().slice(0, 10));
    await f.distribute(manager, { ids: batch.ids, analyst: users.analyst, instrument: usable.id }).expect(200);
  });

  it('disposes of a sample only with a reason, and leaves a disposed one alone', async () => {
    const batch = await received({ count: 1 });
    const row = await f.sample(keeper, batch.ids[0]);
    expect((await keeper.post(`/api/sample/${row.id}/transitions/dispose`).send({ version: row.version }).expect(400)).body.message).toBe('处置必须填写原因');
    const disposed = (await keeper.post(`/api/sample/${row.id}/transitions/dispose`).send({ version: row.version, reason: '样品受污染，不再检测' }).expect(200)).body;
    expect(disposed).toMatchObject({ state: 'disposed', disposedDate: today });
    expect((await f.custody(keeper, row.id)).at(-1)).toMatchObject({ step: 'dispose', giver: users.keeper, remark: '样品受污染，不再检测' });
    expect((await keeper.put('/api/sample/edit').send({ id: row.id, version: disposed.version, storagePlace: '废弃柜' }).expect(400)).body.message).toBe('样品已处置或已拒收，不能修改');
  });

  it('keeps each organisation’s samples and hand-overs to itself', async () => {
    const batch = await f.collected(admin, orgs.A, { count: 2 });
    await f.dispatch(sampler, { belongProject: batch.project.id, receiver: users.keeper, sampleIds: batch.ids, sampledDate: today }).expect(200);
    const handover = await f.handoverOf(keeper, batch.ids[0]);
    await orgb.get(`/api/sample/${batch.ids[0]}`).expect(404);
    await orgb.get(`/api/sampleFlow/${handover.id}`).expect(404);
    await orgb.get(`/api/sample/${batch.ids[0]}/children/custody`).expect(404);
    expect((await orgb.get(`/api/sample?belongProject=${batch.project.id}`).expect(200)).body.totalElements).toBe(0);
    expect((await orgb.get(`/api/sampleFlow?belongProject=${batch.project.id}`).expect(200)).body.totalElements).toBe(0);
    await orgb.post(`/api/sampleFlow/${handover.id}/transitions/confirm`).send({ version: handover.version }).expect(404);
    await f.distribute(orgb, { ids: batch.ids, analyst: users['orgb-admin'], instrument: usable.id }).expect(404);
    const theirs = await f.sample(keeper, batch.ids[0]);
    for (const [path, body] of [
      ['commands/reassign', { analyst: users['orgb-admin'], instrument: usable.id, reason: '跨机构' }],
      ['commands/recordDeviation', { deviationApprovedBy: users['orgb-admin'], reason: '跨机构' }],
      ['commands/assignMethod', { method: batch.ids[0] }],
      ['transitions/undistribute', { reason: '跨机构' }],
      ['transitions/dispose', { reason: '跨机构' }],
    ] as const) {
      await orgb.post(`/api/sample/${theirs.id}/${path}`).send({ version: theirs.version, ...body }).expect(404);
    }
    const own = await f.collected(admin, orgs.B, { count: 1 });
    await f.dispatch(orgb, { belongProject: own.project.id, receiver: users['orgb-analyst'], sampleIds: [batch.ids[0]], sampledDate: today }).expect(404);
    const loads = (await orgb.get(`/api/sampleDistribute/loads?organizationId=${orgs.A}`).expect(200)).body as { userId: number }[];
    expect(loads.map((l) => l.userId)).not.toContain(users.analyst);
    expect(loads.map((l) => l.userId)).toContain(users['orgb-analyst']);
    const instruments = (await orgb.get(`/api/sampleDistribute/instruments?organizationId=${orgs.A}`).expect(200)).body as { id: number }[];
    expect(instruments.map((i) => i.id)).not.toContain(usable.id);
    expect(await f.states(batch.ids)).toEqual(['inTransit', 'inTransit']);
  });

  it('opens a sample’s own page — where its label’s QR code leads — for the sampler, the sample room and the lab manager', async () => {
    for (const client of [sampler, keeper, manager]) {
      const routes = (await client.get('/api/menus/build').expect(200)).body as { path: string; children?: { name: string }[] }[];
      expect(routes.find((r) => r.children?.some((c) => c.name === 'sampleDetail'))?.path).toBe(SAMPLE_DETAIL_PATH);
    }
  });

  it('refuses bad distribution input with a 400 in Chinese', async () => {
    expect((await f.distribute(manager, { ids: 'all', analyst: users.analyst, instrument: usable.id }).expect(400)).body.message).toContain('请选择要分发的样品');
    expect((await f.distribute(manager, { ids: [1], analyst: '王分析', instrument: usable.id }).expect(400)).body.message).toContain('请选择检测人');
    expect((await f.distribute(manager, { ids: [1], analyst: users.analyst }).expect(400)).body.message).toContain('请选择检测仪器');
  });
});
