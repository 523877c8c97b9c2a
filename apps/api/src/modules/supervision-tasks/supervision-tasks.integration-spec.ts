import { randomBytes } from 'node:crypto';
import { as, dataSourceOf, loginAs, seed } from '../../testing/identity';
import { orgStaff, testZones } from '../../testing/org-staff';
import { createTestApp, TestApp } from '../../testing/test-app';

jest.setTimeout(180_000);

type Client = ReturnType<typeof as>;
type Row = Record<string, unknown> & { id: number; version: number };

/**
 * 专家任务, 评分管理 and 三方质控 (issue 15, S2): a zone supervisor runs tasks and scorings over the
 * organisations of its zones only (by 机构编码), its expert group refused without a leader or with a
 * conflicted expert, a check concluded only when every expert gave an opinion; a scoring's total and
 * grade computed exactly on 提交评分 from an enabled sheet (a sheet in use is never edited, its copy is
 * the next version); an organisation's third-party QC, finance (2 places) and points by its rules —
 * each organisation seeing only its own; every refusal a Chinese 4xx; events carry old → new and reasons.
 */
describe('supervision tasks (专家任务, 评分管理, 三方质控)', () => {
  let t: TestApp;
  let admin: Client;
  let supervisor: Client;
  let orgUser: Client;
  let otherOrgUser: Client;
  let plainUser: Client;
  const tag = `ST${randomBytes(3).toString('hex')}`;
  const { zone, otherZone } = testZones('7');
  const codes = { a: `${tag}A`, b: `${tag}B`, outside: `${tag}X` };
  let orgA: number;
  let orgB: number;
  const ds = () => dataSourceOf(t.app);

  const organisation = async (code: string, zoneCode: string): Promise<number> =>
    (await ds().query(`INSERT INTO organizations (name, code, zone_code) VALUES ($1, $2, $3) RETURNING id`, [`${code}机构`, code, zoneCode]))[0].id;
  const add = async (c: Client, url: string, body: Record<string, unknown>, status = 201) => (await c.post(`${url}/add`).send(body).expect(status)).body;
  const move = async (c: Client, url: string, row: Row, event: string, status = 200, reason?: string) =>
    (await c.post(`${url}/${row.id}/transitions/${event}`).send({ version: row.version, reason }).expect(status)).body;
  const child = async (c: Client, url: string, row: Row, name: string, body: Record<string, unknown>, status = 201) =>
    (await c.post(`${url}/${row.id}/children/${name}`).send(body).expect(status)).body;
  const one = async (c: Client, url: string, id: number): Promise<Row> => (await c.get(`${url}/${id}`).expect(200)).body;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
    admin = as(t.app, await loginAs(t.app, 'admin'));
    const { menuIdsByKey, roleUser } = orgStaff(t.app, admin, tag);
    orgA = await organisation(codes.a, `${zone}01`);
    orgB = await organisation(codes.b, `${zone}02`);
    await organisation(codes.outside, `${otherZone}01`);
    const authority = await organisation(`${tag}GOV`, `${zone}00`);
    supervisor = await roleUser(authority, 'supervisor', await menuIdsByKey('ExpertManage', 'Score'), { dataScope: 'ZONE', zoneCodes: [zone] });
    const sf = await menuIdsByKey('SfQuality', 'SfFinanceRecord', 'SfIntegralRule', 'ExpertCheckResponse');
    orgUser = await roleUser(orgA, 'orgUser', sf, { dataScope: 'OWN_ORG' });
    otherOrgUser = await roleUser(orgB, 'otherOrgUser', sf, { dataScope: 'OWN_ORG' });
    plainUser = await roleUser(orgA, 'plainUser', [], { dataScope: 'OWN_ORG' });
  });
  afterAll(() => t.close());

  describe('专家任务', () => {
    const EXPERTS = '/api/expert';
    const TASKS = '/api/expertTask';
    const CHECKS = '/api/expertCheck';
    const OPINIONS = '/api/expertOpinion';

    it('forms a group only with a leader and no conflicted expert, opens a check per organisation, concludes after every opinion, records the response and closes', async () => {
      const leader = await add(supervisor, EXPERTS, { name: '王组长', title: '主任医师', speciality: '职业卫生', phone: '13800000001' });
      const member = await add(supervisor, EXPERTS, { name: '李专家', speciality: '检测' });
      const conflicted = await add(supervisor, EXPERTS, { name: '赵专家', conflictOrgCodes: `${codes.a}，其他` });
      expect((await supervisor.post(`${EXPERTS}/add`).send({ name: '钱专家', phone: '123' }).expect(400)).body.message).toContain('手机');

      let task: Row = await add(supervisor, TASKS, { name: `${tag}年度质控`, taskType: 'annual', plannedStart: '2026-05-01', plannedEnd: '2026-05-31' });
      expect(task).toMatchObject({ state: 'draft', code: expect.stringMatching(/^ZJRW-\d{4}-\d{4}$/) });
      expect((await child(supervisor, TASKS, task, 'orgs', { orgCode: codes.outside }, 400)).message).toBe(`机构“${codes.outside}机构”不在您的监管区域内`);
      expect((await child(supervisor, TASKS, task, 'orgs', { orgCode: `${tag}NONE` }, 400)).message).toBe(`机构编码“${tag}NONE”不存在`);
      await child(supervisor, TASKS, task, 'orgs', { orgCode: codes.a });
      await child(supervisor, TASKS, task, 'orgs', { orgCode: codes.b });

      task = await one(supervisor, TASKS, task.id);
      await child(supervisor, TASKS, task, 'members', { expertId: member.id, role: 'member' });
      await child(supervisor, TASKS, task, 'members', { expertId: conflicted.id, role: 'member' });
      task = await one(supervisor, TASKS, task.id);
      expect((await move(supervisor, TASKS, task, 'formGroup', 409)).message).toBe('专家组必须指定一名组长');
      const leaderRow = await child(supervisor, TASKS, task, 'members', { expertId: leader.id, role: 'leader' });
      task = await one(supervisor, TASKS, task.id);
      expect((await move(supervisor, TASKS, task, 'formGroup', 409)).message).toBe(`以下专家须回避被检查机构：赵专家（${codes.a}机构）`);
      const rows = (await supervisor.get(`${TASKS}/${task.id}/children/members`).expect(200)).body as Row[];
      const conflictedRow = rows.find((r) => r.expertId === conflicted.id) as Row;
      await supervisor.delete(`${TASKS}/${task.id}/children/members/${conflictedRow.id}`).send({ version: conflictedRow.version }).expect(200);
      task = await one(supervisor, TASKS, task.id);
      task = await move(supervisor, TASKS, task, 'formGroup');
      expect(task.state).toBe('grouped');
      // the group is fixed once formed
      expect((await child(supervisor, TASKS, task, 'members', { expertId: conflicted.id }, 409)).message).toContain('专家组已组建');
      expect(leaderRow.role).toBe('leader');

      task = await move(supervisor, TASKS, task, 'start');
      const checks = (await supervisor.get(`${CHECKS}?task=${task.id}&sort=id,asc`).expect(200)).body.content as Row[];
      expect(checks.map((c) => [c.orgCode, c.orgName, c.state])).toEqual([
        [codes.a, `${codes.a}机构`, 'checking'],
        [codes.b, `${codes.b}机构`, 'checking'],
      ]);
      await supervisor.post(`${CHECKS}/add`).send({}).expect((r) => expect([400, 403, 404, 405]).toContain(r.status));

      let check = checks[0];
      await child(supervisor, CHECKS, check, 'items', { itemName: '原始记录', requirement: '完整可追溯', finding: '部分记录缺少复核签名' });
      check = await one(supervisor, CHECKS, check.id);
      // the page's form sends every field, the empty response too
      check = (await supervisor.put(`${CHECKS}/edit`).send({ id: check.id, version: check.version, conclusion: '基本符合要求', conclusionGrade: 'basicallyConform', response: '' }).expect(200)).body;
      expect((await move(supervisor, CHECKS, check, 'conclude', 409)).message).toBe('以下专家尚未提交意见：李专家、王组长');

      expect((await add(supervisor, OPINIONS, { check: check.id, expertId: conflicted.id, opinion: '意见' }, 400)).message).toBe('专家“赵专家”不在该任务的专家组中');
      const opinion = await add(supervisor, OPINIONS, { check: check.id, expertId: leader.id, opinion: '总体符合', opinionDate: '2026-05-10' });
      await child(supervisor, OPINIONS, opinion, 'items', { itemName: '原始记录', finding: '缺复核签名', severity: 'minor', score: '8.5' });
      expect((await add(supervisor, OPINIONS, { check: check.id, expertId: leader.id, opinion: '再来一次' }, 409)).message).toBe('专家“王组长”已对本检查提交意见');
      await add(supervisor, OPINIONS, { check: check.id, expertId: member.id, opinion: '同意' });

      check = await one(supervisor, CHECKS, check.id);
      check = await move(supervisor, CHECKS, check, 'conclude');
      expect(check.state).toBe('concluded');
      expect((await add(supervisor, OPINIONS, { check: check.id, expertId: member.id, opinion: '晚到' }, 409)).message).toBe('质控检查处于“已出结论”状态，不能再提交或修改专家意见');
      // the organisation answers on its own row (质控检查答复); the supervisor receives it
      expect((await move(supervisor, CHECKS, check, 'respond', 409)).message).toBe('被检查机构尚未提交答复，不能接收');
      let answer: Row = ((await orgUser.get(`/api/expertCheckResponse?checkCode=${check.code}`).expect(200)).body.content as Row[])[0];
      answer = (await orgUser.put('/api/expertCheckResponse/edit').send({ id: answer.id, version: answer.version, response: '已补签复核签名' }).expect(200)).body;
      await move(orgUser, '/api/expertCheckResponse', answer, 'submit');
      check = await move(supervisor, CHECKS, check, 'respond');
      expect(check).toMatchObject({ state: 'responded', response: '已补签复核签名', responseDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
      expect((await move(supervisor, CHECKS, check, 'reopen', 400)).message).toBe('退回重议必须填写原因');
      check = await move(supervisor, CHECKS, check, 'close');

      task = await one(supervisor, TASKS, task.id);
      expect((await move(supervisor, TASKS, task, 'close', 409)).message).toBe(`尚有未关闭的质控检查：${checks[1].code}`);
      const cancelled = await move(supervisor, TASKS, task, 'cancel', 200, '年度计划调整');
      expect(cancelled.state).toBe('cancelled');
      const [event] = await ds().query(`SELECT payload, reason FROM domain_events WHERE aggregate_type = 'expertTask' AND aggregate_id = $1 AND type = 'ExpertTaskTransitioned' ORDER BY seq DESC LIMIT 1`, [String(task.id)]);
      expect(event).toMatchObject({ reason: '年度计划调整', payload: { event: 'cancel', from: 'inProgress', to: 'cancelled' } });
    });

    it('is the supervisor’s own: an organisation user neither reads nor writes it', async () => {
      await orgUser.get(TASKS).expect(403);
      await orgUser.post(`${TASKS}/add`).send({ name: 'x', taskType: 'annual' }).expect(403);
      await plainUser.get(EXPERTS).expect(403);
      const mine = (await supervisor.get(`${TASKS}?name=${tag}`).expect(200)).body.content as Row[];
      expect(mine.length).toBeGreaterThan(0);
      await admin.get(`${TASKS}/${mine[0].id}`).expect(200);
    });
  });

  describe('评分管理', () => {
    const SHEETS = '/api/scoreSheet';
    const SCORES = '/api/scoreRecord';

    it('scores a report review by an enabled sheet: total and grade computed exactly on submit, cleared by 退回重评', async () => {
      expect((await add(supervisor, SHEETS, { name: `${tag}报告评审表`, kind: 'reportReview', excellentMin: '80', goodMin: '90', passMin: '60' }, 400)).message).toBe('分数线必须满足：优秀 ≥ 良好 ≥ 合格');
      let sheet: Row = await add(supervisor, SHEETS, { name: `${tag}报告评审表`, kind: 'reportReview', excellentMin: '90', goodMin: '80', passMin: '60' });
      expect(sheet).toMatchObject({ sheetVersion: 1, state: 'draft' });
      expect((await move(supervisor, SHEETS, sheet, 'enable', 409)).message).toBe('评分表没有评分项，不能启用');
      await child(supervisor, SHEETS, sheet, 'items', { itemCode: 'S1', itemName: '报告格式', maxPoints: '10', deductionRule: '每处错误扣0.5分' });
      await child(supervisor, SHEETS, sheet, 'items', { itemCode: 'S2', itemName: '采样规范', maxPoints: '40.5' });
      await child(supervisor, SHEETS, sheet, 'items', { itemCode: 'S3', itemName: '结论判定', maxPoints: '49.5' });
      sheet = await move(supervisor, SHEETS, await one(supervisor, SHEETS, sheet.id), 'enable');
      // in use: never edited; its copy is the next version, a draft with the same items
      expect((await supervisor.put(`${SHEETS}/edit`).send({ id: sheet.id, version: sheet.version, passMin: '50' }).expect(409)).body.message).toBe('评分表已启用，不能修改；如需调整请复制为新版本');
      expect((await child(supervisor, SHEETS, sheet, 'items', { itemCode: 'S4', itemName: 'x', maxPoints: '1' }, 409)).message).toContain('评分表已启用');
      const next = (await supervisor.post(`${SHEETS}/copy`).send({ id: sheet.id, name: sheet.name, kind: 'reportReview', excellentMin: '90', goodMin: '80', passMin: '60' }).expect(201)).body;
      expect(next).toMatchObject({ sheetVersion: 2, state: 'draft' });
      expect(((await supervisor.get(`${SHEETS}/${next.id}/children/items`).expect(200)).body as Row[]).map((i) => i.itemCode)).toEqual(['S1', 'S2', 'S3']);

      expect((await add(supervisor, SCORES, { kind: 'reportReview', sheet: next.id, orgCode: codes.a, reportCode: 'R1' }, 400)).message).toBe(`评分表“${next.code}”未启用，不能用于评分`);
      expect((await add(supervisor, SCORES, { kind: 'unitOnSite', sheet: sheet.id, orgCode: codes.a, unitName: 'u' }, 400)).message).toBe('评分表的评分类型与本次评分不一致');
      expect((await add(supervisor, SCORES, { kind: 'reportReview', sheet: sheet.id, orgCode: codes.a }, 400)).message).toBe('报告评审必须填写报告编号');
      expect((await add(supervisor, SCORES, { kind: 'reportReview', sheet: sheet.id, orgCode: codes.outside, reportCode: 'R1' }, 400)).message).toContain('不在您的监管区域内');
      // the report reviewed is one the organisation pushed to the province (its push 已推送)
      const reportCode = `${tag}-DJ1`;
      const [project] = await ds().query(`INSERT INTO projects (code, name, state, organization_id) VALUES ($1, '评审项目', 'issued', $2) RETURNING id`, [reportCode, orgA]);
      const [report] = await ds().query(`INSERT INTO reports (code, report_version, project_id, template, state, organization_id) VALUES ($1, 1, $2, 'periodic', 'compiling', $3) RETURNING id`, [reportCode, project.id, orgA]);
      await ds().query(
        `INSERT INTO provincial_pushes (organization_id, project_id, report_id, report_code, report_version, employer_name, state, record, pushed_at, province_record_id) VALUES ($1, $2, $3, $4, 1, '示例用人单位', 'pushed', '{}'::jsonb, now(), $5)`,
        [orgA, project.id, report.id, reportCode, `SJ-${reportCode}`],
      );
      let score: Row = await add(supervisor, SCORES, { kind: 'reportReview', sheet: sheet.id, orgCode: codes.a, reportCode, scoreDate: '2026-06-01', totalScore: '100', grade: 'excellent' });
      expect(score).toMatchObject({ orgName: `${codes.a}机构`, totalScore: null, grade: null, state: 'scoring' });

      expect((await child(supervisor, SCORES, score, 'items', { itemCode: 'S1', deduction: '10.5', reason: '格式混乱' }, 400)).message).toBe('评分项“报告格式”的扣分不能超过该项分值10.0');
      expect((await child(supervisor, SCORES, score, 'items', { itemCode: 'S2', deduction: '1' }, 400)).message).toBe('评分项“采样规范”有扣分，必须填写扣分原因');
      expect((await child(supervisor, SCORES, score, 'items', { itemCode: 'S9', deduction: '1', reason: 'x' }, 400)).message).toBe('评分项“S9”不在评分表中');
      await child(supervisor, SCORES, score, 'items', { itemCode: 'S2', deduction: '0.3', reason: '未记录流量' });
      await child(supervisor, SCORES, score, 'items', { itemCode: 'S3', deduction: '10.1', reason: '判定依据错误' });
      expect((await child(supervisor, SCORES, score, 'items', { itemCode: 'S3', deduction: '1', reason: '再扣' }, 409)).message).toBe('评分项“S3”已评分，请修改原记录');

      score = await move(supervisor, SCORES, await one(supervisor, SCORES, score.id), 'submit');
      expect(score).toMatchObject({ state: 'submitted', totalScore: '89.6', grade: 'good' });
      const [submitted] = await ds().query(`SELECT payload FROM domain_events WHERE aggregate_type = 'scoreRecord' AND aggregate_id = $1 AND type = 'ScoreRecordTransitioned'`, [String(score.id)]);
      expect(submitted.payload).toMatchObject({ from: 'scoring', to: 'submitted', old: { totalScore: null }, new: { totalScore: '89.6', grade: 'good' } });
      expect((await child(supervisor, SCORES, score, 'items', { itemCode: 'S1', deduction: '1', reason: 'x' }, 409)).message).toBe('评分已提交，不能修改；如需修改请先“退回重评”');
      expect((await move(supervisor, SCORES, score, 'return', 400)).message).toBe('退回重评必须填写原因');
      score = await move(supervisor, SCORES, score, 'return', 200, '扣分依据需复核');
      expect(score).toMatchObject({ state: 'scoring', totalScore: null, grade: null });
    });

    it('refuses the organisations’ users', async () => {
      await orgUser.get(SCORES).expect(403);
      await otherOrgUser.post(`${SHEETS}/add`).send({ name: 'x', kind: 'reportReview', excellentMin: '90', goodMin: '80', passMin: '60' }).expect(403);
    });
  });

  describe('三方质控, 财务记录, 积分规则', () => {
    const QC = '/api/sfQuality';
    const FIN = '/api/sfFinance';
    const RULES = '/api/sfIntegralRule';

    it('judges an engagement by its items, keeps its finance exact, and counts the organisation’s points by the rules in force', async () => {
      await add(orgUser, RULES, { eventKind: 'qcPassed', points: 5, effectiveFrom: '2020-01-01' });
      await add(orgUser, RULES, { eventKind: 'qcFailed', points: -3, effectiveFrom: '2020-01-01' });
      await add(orgUser, RULES, { eventKind: 'rectificationOverdue', points: -10, effectiveFrom: '2020-01-01' });
      expect((await add(orgUser, RULES, { eventKind: 'qcPassed', points: 0, effectiveFrom: '2020-01-01' }, 400)).message).toBe('分值不能为0');
      expect((await add(orgUser, RULES, { eventKind: 'qcPassed', points: 2, effectiveFrom: '2026-02-01', effectiveTo: '2026-01-01' }, 400)).message).toBe('失效日期不能早于生效日期');

      let passed: Row = await add(orgUser, QC, { providerName: '第三方质控中心', contractDate: '2026-03-01' });
      expect((await move(orgUser, QC, passed, 'recordResults', 409)).message).toBe('请先登记每个样品/项目的测定结果和是否合格');
      await child(orgUser, QC, passed, 'items', { itemName: '盲样-苯', expected: '1.20', result: '1.18', passed: true });
      passed = await move(orgUser, QC, await one(orgUser, QC, passed.id), 'recordResults');
      passed = await move(orgUser, QC, passed, 'pass');
      expect(passed).toMatchObject({ state: 'passed', judgedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });

      let failed: Row = await add(orgUser, QC, { providerName: '第三方质控中心', contractDate: '2026-03-02' });
      await child(orgUser, QC, failed, 'items', { itemName: '盲样-甲苯', result: '3.5', passed: false });
      failed = await move(orgUser, QC, await one(orgUser, QC, failed.id), 'recordResults');
      expect((await move(orgUser, QC, failed, 'pass', 409)).message).toBe('有不合格的样品/项目，不能判定合格');
      expect((await move(orgUser, QC, failed, 'fail', 409, '偏差超限')).message).toBe('判定不合格前请先填写整改期限');
      failed = (await orgUser.put(`${QC}/edit`).send({ id: failed.id, version: failed.version, rectifyDue: '2000-01-01' }).expect(200)).body;
      expect((await move(orgUser, QC, failed, 'fail', 400)).message).toBe('判定不合格必须填写原因');
      failed = await move(orgUser, QC, failed, 'fail', 200, '偏差超限');
      failed = await move(orgUser, QC, failed, 'rectify');
      expect(failed.state).toBe('rectified');

      const points = (await orgUser.get('/api/sfIntegralPoints').expect(200)).body;
      expect(points.total).toBe(5 - 3 - 10);
      expect(points.lines.map((l: Record<string, unknown>) => [l.kindLabel, l.points])).toEqual([
        ['三方质控合格', 5],
        ['三方质控不合格', -3],
        ['整改逾期', -10],
      ]);
      await orgUser.get(`/api/sfIntegralPoints?organizationId=${orgB}`).expect(403);
      expect((await orgUser.get('/api/sfIntegralPoints?organizationId=abc').expect(400)).body.message).toBe('机构ID必须是正整数');

      expect((await add(orgUser, FIN, { engagement: passed.id, fee: '1200.50', paidAmount: '1300.00', paidDate: '2026-03-10' }, 400)).message).toBe('已付金额不能大于费用');
      expect((await add(orgUser, FIN, { engagement: passed.id, fee: '1200.50', paidAmount: '200.25' }, 400)).message).toBe('已付款时必须填写付款日期');
      expect((await add(orgUser, FIN, { engagement: passed.id, fee: '1200.505' }, 400)).message).toContain('费用');
      const fin = await add(orgUser, FIN, { engagement: passed.id, fee: '1200.50', invoiceNo: 'FP001', paidAmount: '200.25', paidDate: '2026-03-10' });
      expect(fin).toMatchObject({ fee: '1200.50', paidAmount: '200.25', outstanding: '1000.25', engagementName: passed.code });
    });

    it('keeps each organisation to its own engagements and needs the menus', async () => {
      const mine = (await orgUser.get(`${QC}?size=50`).expect(200)).body.content as Row[];
      expect(mine.length).toBeGreaterThan(0);
      expect(((await otherOrgUser.get(`${QC}?size=50`).expect(200)).body.content as Row[]).map((r) => r.id)).not.toEqual(expect.arrayContaining([mine[0].id]));
      await otherOrgUser.get(`${QC}/${mine[0].id}`).expect(404);
      await otherOrgUser.put(`${QC}/edit`).send({ id: mine[0].id, version: mine[0].version, providerName: 'x' }).expect(404);
      await otherOrgUser.post(`${FIN}/add`).send({ engagement: mine[0].id, fee: '1.00' }).expect(400);
      await plainUser.get(QC).expect(403);
      await supervisor.post(`${QC}/add`).send({ providerName: 'x', contractDate: '2026-01-01' }).expect(403);
    });
  });
});
