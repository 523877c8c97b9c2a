import { randomBytes } from 'node:crypto';
import { as, dataSourceOf, loginAs, seed } from '../../testing/identity';
import { orgStaff, testZones } from '../../testing/org-staff';
import { createTestApp, TestApp } from '../../testing/test-app';

jest.setTimeout(180_000);

type Client = ReturnType<typeof as>;
type Row = Record<string, unknown> & { id: number; version: number };

const TASKS = '/api/expertTask';
const CHECKS = '/api/expertCheck';
const OPINIONS = '/api/expertOpinion';
const ANSWERS = '/api/expertCheckResponse';
const SCORES = '/api/scoreRecord';
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);

/**
 * 专家任务 from the reviewed organisation's side (issue 15, S2): 开始检查 gives the organisation its own
 * answer row; its staff (by button permission) read the check — task, items, the experts' opinions with
 * their exact totals, the group conclusion once given — and write and submit their 答复 and 整改说明
 * with evidence (修改答复 with a reason); the supervisor reads it through its zones, never writes it,
 * receives it on its own check and closes. Another organisation, and the supervisor of another zone,
 * see nothing of it. A report review's report must be one the organisation pushed (已推送).
 */
describe('专家任务: the reviewed organisation’s answer, the experts’ totals, the reviewed report', () => {
  let t: TestApp;
  let admin: Client;
  let supervisor: Client;
  let outsider: Client;
  let orgUser: Client;
  let readOnlyUser: Client;
  let otherOrgUser: Client;
  const tag = `EA${randomBytes(3).toString('hex')}`;
  const { zone, otherZone } = testZones('6');
  const codes = { a: `${tag}A`, b: `${tag}B` };
  let orgA: number;
  let orgB: number;
  const ds = () => dataSourceOf(t.app);

  const organisation = async (code: string, zoneCode: string): Promise<number> =>
    (await ds().query(`INSERT INTO organizations (name, code, zone_code) VALUES ($1, $2, $3) RETURNING id`, [`${code}机构`, code, zoneCode]))[0].id;
  const add = async (c: Client, url: string, body: Record<string, unknown>, status = 201) => (await c.post(`${url}/add`).send(body).expect(status)).body;
  const edit = async (c: Client, url: string, row: Row, body: Record<string, unknown>, status = 200) => (await c.put(`${url}/edit`).send({ id: row.id, version: row.version, ...body }).expect(status)).body;
  const move = async (c: Client, url: string, row: Row, event: string, status = 200, reason?: string) =>
    (await c.post(`${url}/${row.id}/transitions/${event}`).send({ version: row.version, reason }).expect(status)).body;
  const child = async (c: Client, url: string, row: Row, name: string, body: Record<string, unknown>, status = 201) =>
    (await c.post(`${url}/${row.id}/children/${name}`).send(body).expect(status)).body;
  const one = async (c: Client, url: string, id: number): Promise<Row> => (await c.get(`${url}/${id}`).expect(200)).body;
  const listOf = async (c: Client, url: string): Promise<Row[]> => (await c.get(url).expect(200)).body.content as Row[];

  /** A report of the organisation pushed to the province in the given state. */
  async function push(code: string, org: number, state: string): Promise<void> {
    const [project] = await ds().query(`INSERT INTO projects (code, name, state, organization_id) VALUES ($1, '评审项目', 'issued', $2) RETURNING id`, [code, org]);
    const [report] = await ds().query(`INSERT INTO reports (code, report_version, project_id, template, state, organization_id) VALUES ($1, 1, $2, 'periodic', 'compiling', $3) RETURNING id`, [
      code,
      project.id,
      org,
    ]);
    await ds().query(
      `INSERT INTO provincial_pushes (organization_id, project_id, report_id, report_code, report_version, employer_name, state, record, pushed_at, province_record_id)
       VALUES ($1, $2, $3, $4, 1, '示例用人单位', $5, '{}'::jsonb, $6, $7)`,
      [org, project.id, report.id, code, state, state === 'pushed' ? new Date().toISOString() : null, state === 'pushed' ? `SJ-${code}` : null],
    );
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
    admin = as(t.app, await loginAs(t.app, 'admin'));
    const { menuIds, menuIdsByKey, roleUser } = orgStaff(t.app, admin, tag);
    orgA = await organisation(codes.a, `${zone}01`);
    orgB = await organisation(codes.b, `${zone}02`);
    const supervising = await menuIdsByKey('ExpertManage', 'Score', 'ExpertCheckResponse');
    supervisor = await roleUser(await organisation(`${tag}GOV`, `${zone}00`), 'supervisor', supervising, { dataScope: 'ZONE', zoneCodes: [zone] });
    outsider = await roleUser(await organisation(`${tag}GOV2`, `${otherZone}00`), 'outsider', supervising, { dataScope: 'ZONE', zoneCodes: [otherZone] });
    const answering = await menuIdsByKey('ExpertCheckResponse');
    orgUser = await roleUser(orgA, 'orgUser', answering, { dataScope: 'OWN_ORG' });
    otherOrgUser = await roleUser(orgB, 'otherOrgUser', answering, { dataScope: 'OWN_ORG' });
    // the page and its list button only: reads the answer, holds no 提交答复
    readOnlyUser = await roleUser(orgA, 'readOnlyUser', await menuIds('ExpertCheckResponse', ['expertCheckResponse:list']), { dataScope: 'OWN_ORG' });
  });
  afterAll(() => t.close());

  it('lets the organisation read its check and answer it itself; the supervisor reads, receives and closes, never writing the answer', async () => {
    const leader = await add(supervisor, '/api/expert', { name: '孙组长' });
    const member = await add(supervisor, '/api/expert', { name: '周专家' });
    let task: Row = await add(supervisor, TASKS, { name: `${tag}专项检查`, taskType: 'special', plannedStart: '2026-06-01', plannedEnd: '2026-06-30' });
    await child(supervisor, TASKS, task, 'orgs', { orgCode: codes.a });
    await child(supervisor, TASKS, task, 'orgs', { orgCode: codes.b });
    await child(supervisor, TASKS, task, 'members', { expertId: leader.id, role: 'leader' });
    await child(supervisor, TASKS, task, 'members', { expertId: member.id, role: 'member' });
    task = await move(supervisor, TASKS, await one(supervisor, TASKS, task.id), 'formGroup');
    task = await move(supervisor, TASKS, task, 'start');
    const [checkA] = await listOf(supervisor, `${CHECKS}?task=${task.id}&orgCode=${codes.a}`);

    // 开始检查 gave each organisation its own answer row, in its organisation
    const mine = await listOf(orgUser, ANSWERS);
    expect(mine.map((r) => [r.checkCode, r.taskCode, r.taskName, r.authorityName, r.orgName, r.state, r.organizationId])).toEqual([
      [checkA.code, task.code, `${tag}专项检查`, `${tag}GOV机构`, `${codes.a}机构`, 'pending', orgA],
    ]);
    let answer = mine[0];
    expect(answer.code).toMatch(/^ZKDF-\d{4}-\d{4}$/);
    const [created] = await ds().query(`SELECT payload, organization_id FROM domain_events WHERE aggregate_type = 'expertCheckResponse' AND aggregate_id = $1 AND type = 'ExpertCheckResponseCreated'`, [
      String(answer.id),
    ]);
    expect(created).toMatchObject({ organization_id: orgA, payload: expect.objectContaining({ checkCode: checkA.code }) });

    // the check read only: no conclusion before the group gives it
    let review = (await orgUser.get(`${ANSWERS}/${answer.id}/review`).expect(200)).body;
    expect(review).toMatchObject({ task: { code: task.code, taskTypeName: '专项检查' }, check: { code: checkA.code, stateName: '检查中' }, items: [], opinions: [], conclusion: null });

    // the organisation never touches the authority's rows
    await orgUser.get(`${CHECKS}/${checkA.id}`).expect(403);
    await orgUser.put(`${CHECKS}/edit`).send({ id: checkA.id, version: checkA.version, conclusion: '自评符合' }).expect(403);
    await orgUser.post(`${ANSWERS}/add`).send({ response: 'x' }).expect((r) => expect([400, 403, 404, 405]).toContain(r.status));

    // it may draft its answer while checking, but submits only after the conclusion
    answer = await edit(orgUser, ANSWERS, answer, { response: '已安排整改' });
    expect((await move(orgUser, ANSWERS, answer, 'submit', 409)).message).toBe('专家组尚未形成结论，不能提交答复');

    // the experts' opinions, each expert's item scores totalled exactly
    let check = await one(supervisor, CHECKS, checkA.id);
    await child(supervisor, CHECKS, check, 'items', { itemName: '原始记录', requirement: '完整可追溯', finding: '缺复核签名' });
    const leaderOpinion = await add(supervisor, OPINIONS, { check: check.id, expertId: leader.id, opinion: '基本符合' });
    await child(supervisor, OPINIONS, leaderOpinion, 'items', { itemName: '原始记录', severity: 'minor', score: '8.5' });
    await child(supervisor, OPINIONS, leaderOpinion, 'items', { itemName: '仪器', score: '0.1' });
    const third = await child(supervisor, OPINIONS, leaderOpinion, 'items', { itemName: '报告', score: '0.2' });
    expect((await one(supervisor, OPINIONS, leaderOpinion.id)).totalScore).toBe('8.8');
    await supervisor.put(`${OPINIONS}/${leaderOpinion.id}/children/items/${third.id}`).send({ version: third.version, score: '1.3' }).expect(200);
    expect((await one(supervisor, OPINIONS, leaderOpinion.id)).totalScore).toBe('9.9');
    const unscored = await child(supervisor, OPINIONS, leaderOpinion, 'items', { itemName: '人员' });
    await supervisor.delete(`${OPINIONS}/${leaderOpinion.id}/children/items/${unscored.id}`).send({ version: unscored.version }).expect(200);
    expect((await one(supervisor, OPINIONS, leaderOpinion.id)).totalScore).toBe('9.9');
    await add(supervisor, OPINIONS, { check: check.id, expertId: member.id, opinion: '同意' });
    expect((await listOf(supervisor, `${OPINIONS}?check=${check.id}&sort=id,asc`)).map((o) => o.totalScore)).toEqual(['9.9', null]);

    check = await edit(supervisor, CHECKS, await one(supervisor, CHECKS, check.id), { conclusion: '基本符合要求，限期补签', conclusionGrade: 'basicallyConform' });
    await move(supervisor, CHECKS, check, 'respond', 409);
    check = await move(supervisor, CHECKS, check, 'conclude');

    review = (await orgUser.get(`${ANSWERS}/${answer.id}/review`).expect(200)).body;
    expect(review.conclusion).toEqual({ gradeName: '基本符合', text: '基本符合要求，限期补签' });
    expect(review.items).toEqual([{ itemName: '原始记录', requirement: '完整可追溯', finding: '缺复核签名' }]);
    expect(review.opinions.map((o: Record<string, unknown>) => [o.expertName, o.totalScore])).toEqual([
      ['孙组长', '9.9'],
      ['周专家', null],
    ]);
    expect(review.opinions[0].items[0]).toEqual({ itemName: '原始记录', finding: null, severityName: '一般', score: '8.5' });

    // the supervisor reads the answer through its zones but never writes it, nor moves it
    expect((await one(supervisor, ANSWERS, answer.id)).response).toBe('已安排整改');
    await supervisor.put(`${ANSWERS}/edit`).send({ id: answer.id, version: answer.version, response: '监管代填' }).expect(404);
    await supervisor.post(`${ANSWERS}/${answer.id}/transitions/submit`).send({ version: answer.version }).expect(404);
    expect((await move(supervisor, CHECKS, check, 'respond', 409)).message).toBe('被检查机构尚未提交答复，不能接收');

    // by button permission: the list alone reads, never submits
    expect((await readOnlyUser.get(`${ANSWERS}/${answer.id}/review`).expect(200)).body.check.code).toBe(checkA.code);
    await readOnlyUser.post(`${ANSWERS}/${answer.id}/transitions/submit`).send({ version: answer.version }).expect(403);

    // the answer, its evidence, 提交答复; a change after submission needs 修改答复 with a reason
    answer = await edit(orgUser, ANSWERS, answer, { response: '已补签全部复核签名', rectification: '修订记录控制程序' });
    await orgUser.post(`${ANSWERS}/${answer.id}/attachments/evidence`).attach('file', pdf('整改证明'), '整改证明.pdf').expect(201);
    answer = await move(orgUser, ANSWERS, await one(orgUser, ANSWERS, answer.id), 'submit');
    expect(answer).toMatchObject({ state: 'submitted', submittedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect((await edit(orgUser, ANSWERS, answer, { response: '再改' }, 409)).message).toBe('答复已提交，不能修改；如需修改请先“修改答复”并说明原因');
    await orgUser.post(`${ANSWERS}/${answer.id}/attachments/evidence`).attach('file', pdf('补充'), '补充.pdf').expect(409);
    expect((await move(orgUser, ANSWERS, answer, 'revise', 400)).message).toBe('修改答复必须填写原因');
    answer = await move(orgUser, ANSWERS, answer, 'revise', 200, '补充整改完成日期');
    answer = await edit(orgUser, ANSWERS, answer, { rectification: '修订记录控制程序，2026-07-01 完成' });
    answer = await move(orgUser, ANSWERS, answer, 'submit');
    const moves = await ds().query(`SELECT payload, reason, actor_id FROM domain_events WHERE aggregate_type = 'expertCheckResponse' AND aggregate_id = $1 AND type = 'ExpertCheckResponseTransitioned' ORDER BY seq`, [
      String(answer.id),
    ]);
    expect(moves.map((e: { payload: Record<string, unknown>; reason: string | null }) => [e.payload.from, e.payload.to, e.reason])).toEqual([
      ['pending', 'submitted', null],
      ['submitted', 'pending', '补充整改完成日期'],
      ['pending', 'submitted', null],
    ]);
    const edits = await ds().query(`SELECT payload FROM domain_events WHERE aggregate_type = 'expertCheckResponse' AND aggregate_id = $1 AND type = 'ExpertCheckResponseEdited' ORDER BY seq`, [String(answer.id)]);
    expect(JSON.stringify(edits.at(-1).payload)).toContain('2026-07-01');

    // the supervisor receives it on its own check (the words copied), then closes; the answer is then fixed
    check = await move(supervisor, CHECKS, await one(supervisor, CHECKS, check.id), 'respond');
    expect(check).toMatchObject({ state: 'responded', response: '已补签全部复核签名\n整改说明：修订记录控制程序，2026-07-01 完成' });
    expect((await move(orgUser, ANSWERS, answer, 'revise', 409, '还想改')).message).toBe('质控检查处于“机构已反馈”状态，答复已由监管部门接收，不能再修改');
    check = await move(supervisor, CHECKS, check, 'close');
    expect(check.state).toBe('closed');
    expect((await orgUser.get(`${ANSWERS}/${answer.id}/review`).expect(200)).body.check.stateName).toBe('已关闭');
  });

  it('shows another organisation and another zone’s supervisor nothing of it', async () => {
    const [answer] = await listOf(orgUser, `${ANSWERS}?taskName=${tag}`);
    const [theirs] = await listOf(otherOrgUser, `${ANSWERS}?taskName=${tag}`);
    expect(theirs.orgName).toBe(`${codes.b}机构`);
    expect((await listOf(otherOrgUser, `${ANSWERS}?size=100`)).map((r) => r.id)).not.toContain(answer.id);
    await otherOrgUser.get(`${ANSWERS}/${answer.id}`).expect(404);
    await otherOrgUser.get(`${ANSWERS}/${answer.id}/review`).expect(404);
    await otherOrgUser.put(`${ANSWERS}/edit`).send({ id: answer.id, version: answer.version, response: 'x' }).expect(404);
    await otherOrgUser.post(`${ANSWERS}/${answer.id}/transitions/revise`).send({ version: answer.version, reason: 'x' }).expect(404);

    expect(await listOf(outsider, `${ANSWERS}?taskName=${tag}`)).toEqual([]);
    await outsider.get(`${ANSWERS}/${answer.id}`).expect(404);
    await outsider.get(`${ANSWERS}/${answer.id}/review`).expect(404);
    await outsider.get(`${ANSWERS}/0/review`).expect(404);
    expect(await listOf(outsider, `${CHECKS}?orgCode=${codes.a}`)).toEqual([]);
    // the zone's own supervisor reads both organisations' answers
    expect((await listOf(supervisor, `${ANSWERS}?taskName=${tag}&sort=id,asc`)).map((r) => r.orgName)).toEqual([`${codes.a}机构`, `${codes.b}机构`]);
  });

  it('reviews only a report the organisation pushed to the province', async () => {
    await push(`${tag}-R1`, orgA, 'pushed');
    await push(`${tag}-R2`, orgA, 'awaitingQc');
    await push(`${tag}-R3`, orgB, 'pushed');
    let sheet: Row = await add(supervisor, '/api/scoreSheet', { name: `${tag}报告评审表`, kind: 'reportReview', excellentMin: '90', goodMin: '80', passMin: '60' });
    await child(supervisor, '/api/scoreSheet', sheet, 'items', { itemCode: 'S1', itemName: '报告格式', maxPoints: '100' });
    sheet = await move(supervisor, '/api/scoreSheet', await one(supervisor, '/api/scoreSheet', sheet.id), 'enable');
    const review = (reportCode: string) => ({ kind: 'reportReview', sheet: sheet.id, orgCode: codes.a, reportCode });
    expect((await add(supervisor, SCORES, review(`${tag}-NONE`), 400)).message).toBe(`报告编号“${tag}-NONE”不是机构“${codes.a}机构”已推送到省平台的报告`);
    expect((await add(supervisor, SCORES, review(`${tag}-R2`), 400)).message).toBe(`报告编号“${tag}-R2”不是机构“${codes.a}机构”已推送到省平台的报告`);
    expect((await add(supervisor, SCORES, review(`${tag}-R3`), 400)).message).toBe(`报告编号“${tag}-R3”不是机构“${codes.a}机构”已推送到省平台的报告`);
    const score = await add(supervisor, SCORES, review(`${tag}-R1`));
    expect(score).toMatchObject({ reportCode: `${tag}-R1`, orgName: `${codes.a}机构`, state: 'scoring' });
    expect((await edit(supervisor, SCORES, score, { reportCode: `${tag}-R2` }, 400)).message).toBe(`报告编号“${tag}-R2”不是机构“${codes.a}机构”已推送到省平台的报告`);
    expect((await edit(supervisor, SCORES, score, { reportCode: '' }, 400)).message).toBe('报告评审必须填写报告编号');
  });
});
