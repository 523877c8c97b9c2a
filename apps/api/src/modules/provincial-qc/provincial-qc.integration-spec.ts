import { randomBytes, randomInt } from 'node:crypto';
import { as, dataSourceOf, loginAs, seed } from '../../testing/identity';
import { orgStaff, type OrgStaff } from '../../testing/org-staff';
import { createTestApp, TestApp } from '../../testing/test-app';

jest.setTimeout(120_000);

type Client = ReturnType<typeof as>;
type Row = Record<string, unknown> & { id: number; version: number };

const TASK = '/api/qsQcTask';
const PART = '/api/qsQcAssignment';

/**
 * 省级质控 and 省级质控考核: a zone supervisor sets a task (items with σ̂ or an acceptance range), issues
 * it and assigns organisations of its zones; the organisation fills and reports its results (judged at
 * once: |z| ≤ 2 满意, 2 < |z| < 3 有问题, ≥ 3 不满意, or the range), writes its correction; the supervisor
 * returns it with a reason or accepts it through its task, never by editing the organisation's row;
 * another zone sees nothing.
 */
describe('省级质控 (provincial QC tasks)', () => {
  let t: TestApp;
  let admin: Client;
  let supervisor: Client;
  let outsider: Client;
  let orgUser: Client;
  let farUser: Client;
  const tag = `QC${randomBytes(3).toString('hex')}`;
  const zone = `6${randomInt(100, 999)}`;
  const otherZone = `5${randomInt(100, 999)}`;
  const codes = { org: `${tag}-A`, far: `${tag}-F` };
  let orgId: number;
  let authorityName: string;
  let staff: OrgStaff;
  const ds = () => dataSourceOf(t.app);

  const organisation = async (code: string, zoneCode: string): Promise<number> =>
    (await ds().query(`INSERT INTO organizations (name, code, zone_code) VALUES ($1, $2, $3) RETURNING id`, [`${tag}机构${code}`, code, zoneCode]))[0].id;
  const run = (client: Client, task: Row, command: string, body: Record<string, unknown>) => client.post(`${TASK}/${task.id}/commands/${command}`).send({ version: task.version, ...body });
  const read = async (client: Client, url: string, id: number): Promise<Row> => (await client.get(`${url}/${id}`).expect(200)).body;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
    admin = as(t.app, await loginAs(t.app, 'admin'));
    staff = orgStaff(t.app, admin, tag);
    orgId = await organisation(codes.org, `${zone}01`);
    const far = await organisation(codes.far, `${otherZone}01`);
    const authority = await organisation(`${tag}-GOV`, `${zone}00`);
    authorityName = `${tag}机构${tag}-GOV`;
    const menus = await staff.menuIdsByKey('QsQualityControl', 'QsQualityControls', 'DataGovernance');
    supervisor = await staff.roleUser(authority, 'supervisor', menus, { dataScope: 'ZONE', zoneCodes: [zone] });
    outsider = await staff.roleUser(await organisation(`${tag}-GOV2`, `${otherZone}00`), 'outsider', menus, { dataScope: 'ZONE', zoneCodes: [otherZone] });
    const orgMenus = await staff.menuIdsByKey('QsQualityControls');
    orgUser = await staff.roleUser(orgId, 'orgUser', orgMenus, { dataScope: 'OWN_ORG' });
    farUser = await staff.roleUser(far, 'farUser', orgMenus, { dataScope: 'OWN_ORG' });
  });
  afterAll(() => t.close());

  it('runs a task from its items to the organisation’s judged results, correction, return and acceptance', async () => {
    // the task and its items (σ̂ for the z score; an acceptance range)
    let task: Row = (await supervisor.post(`${TASK}/add`).send({ name: `${tag}盲样考核`, kind: 'blindSample', taskYear: 2026, dueDate: '2026-12-15' }).expect(201)).body;
    expect(task).toMatchObject({ state: 'draft', authorityName, code: expect.stringMatching(/^SZK-\d{4}-\d{4}$/) });
    const noRule = await supervisor.post(`${TASK}/${task.id}/children/items`).send({ itemName: '镉', assignedValue: '1.0' });
    expect([noRule.status, noRule.body.message]).toEqual([400, '“镉”：项目须填写能力评定标准差（按z比分数评价）或接受范围的上下限']);
    await supervisor.post(`${TASK}/${task.id}/children/items`).send({ itemName: '苯', unit: 'mg/L', assignedValue: '0.500', sigma: '0.025' }).expect(201);
    await supervisor.post(`${TASK}/${task.id}/children/items`).send({ itemName: '铅', unit: 'μg/L', assignedValue: '12.0', lowerLimit: '11.4', upperLimit: '12.6' }).expect(201);
    task = await read(supervisor, TASK, task.id);
    // 分配机构 only once issued
    expect((await run(supervisor, task, 'assign', { organizationCode: codes.org })).status).toBe(409);
    task = (await supervisor.post(`${TASK}/${task.id}/transitions/issue`).send({ version: task.version }).expect(200)).body;
    expect(task.state).toBe('issued');
    expect((await supervisor.post(`${TASK}/${task.id}/children/items`).send({ itemName: '汞', assignedValue: '1', sigma: '0.1' })).body.message).toBe('任务下达后考核项目不能修改');
    // organisations of its zones only, once each
    const far = await run(supervisor, task, 'assign', { organizationCode: codes.far });
    expect([far.status, far.body.message]).toEqual([400, `“${tag}机构${codes.far}”不在本辖区`]);
    const unknown = await run(supervisor, task, 'assign', { organizationCode: `${tag}-none` });
    expect([unknown.status, unknown.body.message]).toEqual([400, `机构编码“${tag}-none”不存在`]);
    const assigned = (await run(supervisor, task, 'assign', { organizationCode: codes.org }).expect(200)).body;
    expect(assigned.message).toMatch(new RegExp(`^已向“${tag}机构${codes.org}”下达，考核编号 ZKKH-`));
    task = await read(supervisor, TASK, task.id);
    expect((await run(supervisor, task, 'assign', { organizationCode: codes.org })).status).toBe(409);
    task = await read(supervisor, TASK, task.id);

    // the organisation sees its part, with the items copied; the other zone's organisation nothing
    const mine = (await orgUser.get(`${PART}?taskCode=${task.code}`).expect(200)).body.content as Row[];
    expect(mine).toHaveLength(1);
    let part = mine[0];
    expect(part).toMatchObject({ state: 'assigned', taskName: `${tag}盲样考核`, authorityName, orgName: `${tag}机构${codes.org}`, dueDate: '2026-12-15', organizationId: orgId });
    expect((await farUser.get(`${PART}?taskCode=${task.code}`).expect(200)).body.content).toEqual([]);
    const results = (await orgUser.get(`${PART}/${part.id}/children/results`).expect(200)).body as Row[];
    expect(results.map((r) => [r.itemName, r.assignedValue, r.sigma, r.lowerLimit, r.upperLimit])).toEqual([
      ['苯', '0.500000', '0.025000', null, null],
      ['铅', '12.000000', null, '11.400000', '12.600000'],
    ]);
    // only the result is the organisation's to write; a missing one stops 上报结果
    // (the item's own values are the task's: an assigned value sent with the result is ignored)
    const written = (await orgUser.put(`${PART}/${part.id}/children/results/${results[0].id}`).send({ version: results[0].version, assignedValue: '0.4', reportedValue: '0.5625' }).expect(200)).body;
    expect(written).toMatchObject({ assignedValue: '0.500000', reportedValue: '0.562500' });
    const removed = await orgUser.delete(`${PART}/${part.id}/children/results/${results[0].id}`).send({});
    expect([removed.status, removed.body.message]).toEqual([400, '考核项目由任务确定，机构只能填写上报结果']);
    part = await read(orgUser, PART, part.id);
    const missing = await orgUser.post(`${PART}/${part.id}/transitions/report`).send({ version: part.version });
    expect([missing.status, missing.body.message]).toEqual([409, '请先填写“铅”的上报结果']);
    await orgUser.put(`${PART}/${part.id}/children/results/${results[1].id}`).send({ version: results[1].version, reportedValue: '12.3' }).expect(200);
    part = await read(orgUser, PART, part.id);
    part = (await orgUser.post(`${PART}/${part.id}/transitions/report`).send({ version: part.version }).expect(200)).body;
    // z = (0.5625 − 0.500) / 0.025 = 2.5 → 有问题; 12.3 inside [11.4, 12.6] → 满意; the part: its worst
    expect(part).toMatchObject({ state: 'reported', verdict: 'questionable' });
    const judged = (await orgUser.get(`${PART}/${part.id}/children/results`).expect(200)).body as Row[];
    expect(judged.map((r) => [r.reportedValue, r.zScore, r.rule, r.verdict])).toEqual([
      ['0.562500', '2.50', 'zScore', 'questionable'],
      ['12.300000', null, 'range', 'satisfactory'],
    ]);

    // the supervisor reads it, but never changes the organisation's row by hand
    expect((await read(supervisor, PART, part.id)).verdict).toBe('questionable');
    expect((await supervisor.put(`${PART}/edit`).send({ id: part.id, version: part.version, response: '监管代填' })).status).toBe(404);
    expect((await supervisor.post(`${PART}/${part.id}/transitions/accept`).send({ version: part.version })).status).toBe(400);

    // the organisation's correction
    const noAction = await orgUser.post(`${PART}/${part.id}/transitions/submitCorrection`).send({ version: part.version });
    expect([noAction.status, noAction.body.message]).toEqual([409, '请先填写整改措施']);
    part = (await orgUser.put(`${PART}/edit`).send({ id: part.id, version: part.version, response: '苯标准曲线漂移', correctiveAction: '重新配制标准溶液并复测' }).expect(200)).body;
    part = (await orgUser.post(`${PART}/${part.id}/transitions/submitCorrection`).send({ version: part.version }).expect(200)).body;
    expect(part.state).toBe('correctionSubmitted');

    // 退回整改 needs a reason; it is on the organisation's part as an event old → new with it
    const bare = await run(supervisor, task, 'returnCorrection', { assignmentCode: part.code });
    expect([bare.status, bare.body.message]).toEqual([400, '退回整改必须填写原因']);
    await run(supervisor, task, 'returnCorrection', { assignmentCode: part.code, reason: '缺少复测原始记录' }).expect(200);
    const [event] = await ds().query(
      `SELECT payload, reason, actor_id FROM domain_events WHERE aggregate_type = 'qsQcAssignment' AND aggregate_id = $1 AND type LIKE '%Transitioned' ORDER BY seq DESC LIMIT 1`,
      [String(part.id)],
    );
    expect(event.reason).toBe('缺少复测原始记录');
    expect(JSON.stringify(event.payload)).toContain('correctionSubmitted');
    expect(JSON.stringify(event.payload)).toContain('reported');
    part = await read(orgUser, PART, part.id);
    expect(part.state).toBe('reported');
    part = (await orgUser.post(`${PART}/${part.id}/transitions/submitCorrection`).send({ version: part.version }).expect(200)).body;

    // 认可 with an opinion closes it; the organisation's row is then read only
    task = await read(supervisor, TASK, task.id);
    const wrong = await run(supervisor, task, 'accept', { assignmentCode: 'ZKKH-0000-00000' });
    expect([wrong.status, wrong.body.message]).toEqual([400, '本任务没有考核编号为“ZKKH-0000-00000”的机构']);
    task = await read(supervisor, TASK, task.id);
    await run(supervisor, task, 'accept', { assignmentCode: part.code, opinion: '整改有效' }).expect(200);
    part = await read(orgUser, PART, part.id);
    expect(part).toMatchObject({ state: 'closed', opinion: '整改有效', closedDate: expect.any(String) });
    expect((await orgUser.put(`${PART}/edit`).send({ id: part.id, version: part.version, response: '补充' })).body.message).toBe('考核已完结，不能修改');
    const [taskEvent] = await ds().query(`SELECT payload FROM domain_events WHERE aggregate_type = 'qsQcTask' AND aggregate_id = $1 ORDER BY seq DESC LIMIT 1`, [String(task.id)]);
    expect(taskEvent.payload).toMatchObject({ command: 'accept', judged: { code: part.code, from: 'correctionSubmitted', to: 'closed', opinion: '整改有效' } });

    // another zone's supervisor sees neither the task nor the part, and cannot act on it
    await outsider.get(`${PART}/${part.id}`).expect(404);
    await outsider.get(`${TASK}/${task.id}`).expect(404);
    task = await read(supervisor, TASK, task.id);
    expect((await run(outsider, task, 'accept', { assignmentCode: part.code })).status).toBe(404);
  });

  it('refuses an organisation making its own part, a user without the menu, and bad input in Chinese', async () => {
    expect((await orgUser.post(`${PART}/add`).send({ taskName: '自建' })).status).toBe(403);
    const plain = await staff.roleUser(orgId, 'plain', [], { dataScope: 'OWN_ORG' });
    await plain.get(TASK).expect(403);
    await plain.get(PART).expect(403);
    const bad = await supervisor.post(`${TASK}/add`).send({ name: `${tag}坏任务`, kind: 'guess', taskYear: 2026, dueDate: '2026-13-01' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/[\u4e00-\u9fa5]/);
  });
});
