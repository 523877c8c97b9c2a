import { randomBytes } from 'node:crypto';
import { ADJUSTMENT_SAMPLE_PREFIX } from '@ohit/contracts';
import { as, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';
import { type Client, EQUIPMENT, HAZARDS, insertMethods, MN, planFixtures, POSTS, type Row } from './plan-fixtures';

jest.setTimeout(240_000);

const seqOf = (code: string) => Number(/(\d+)$/.exec(code)?.[1]);

/**
 * Approving a sampling plan: its samples numbered per organisation by the configurable pattern
 * (project code + running number, blanks marked), unique and gap-free also when many plans are
 * approved at once, kept across re-approval; the override of a checked shortfall needs a second
 * person; the consumable plan and the project's 计划样品数 follow the approved plan.
 */
describe('api/samplingPlan: approval, sample codes and overrides', () => {
  let t: TestApp;
  let orgs: Record<string, number>;
  let admin: Client;
  let surveyor: Client;
  let approver: Client;
  let orgb: Client;
  let orgX: number;
  const tag = `SC${randomBytes(3).toString('hex')}`;
  let f: ReturnType<typeof planFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    orgs = (await seed(t.app)).organizations;
    [admin, surveyor, approver, orgb] = await Promise.all(['admin', 'surveyor', 'approver', 'orgb-admin'].map(async (u) => as(t.app, await loginAs(t.app, u))));
    f = planFixtures(t.app, tag);
    [{ id: orgX }] = await f.ds.query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [`${tag}机构`]);
    await insertMethods(t.app, orgX);
  });
  afterAll(() => t.close());

  /** A generated, submitted plan of organisation X (clean: its checker finds nothing). */
  const submitted = async (facts?: Parameters<typeof f.surveyed>[3]) => {
    const { project } = await f.surveyed(admin, orgX, '30', facts);
    let plan = await f.plan(admin, project.id, orgX);
    plan = (await f.generate(admin, plan).expect(200)).body;
    plan = (await f.transition(admin, plan, 'submit').expect(200)).body;
    return { project, plan };
  };
  const samples = async (plan: Pick<Row, 'id'>): Promise<Row[]> => (await admin.get(`/api/samplingPlan/${plan.id}/samples`).expect(200)).body;

  it('numbers the approved plan’s samples from the project code, blanks marked, and the project counts them', async () => {
    const { project, plan } = await submitted();
    const approved = (await f.transition(admin, plan, 'approve').expect(200)).body;
    // per day: Mn 3 subjects + 3 points, welding fume 3 points, toluene 2 subjects + 2 STEL points = 13;
    // blanks per day and batch: Mn 2, welding fume 2, toluene on charcoal tubes 2 = 6; × 3 days
    expect(approved).toMatchObject({ state: 'approved', sampleCount: 57, approvedDate: expect.any(String) });
    const list = await samples(plan);
    expect(list).toHaveLength(57);
    expect(list.filter((s) => s.blank)).toHaveLength(18);
    const first = seqOf(String(list[0]?.code));
    expect(list.map((s) => seqOf(String(s.code)))).toEqual(list.map((_, i) => first + i)); // consecutive, in plan order
    expect(list[0]).toMatchObject({ code: `${String(project.code)}-${String(first).padStart(4, '0')}`, blank: false, hazard: MN, workshop: '焊接车间', post: '焊工', day: 1, kind: 'TWA', sampleType: 'individual' });
    const blank = list.find((s) => s.blank) as Row;
    expect(blank.code).toBe(`${String(project.code)}-KB${String(seqOf(String(blank.code))).padStart(4, '0')}`);
    expect((await admin.get(`/api/project/${project.id}`).expect(200)).body.samplesPlanned).toBe(57);
    // approved: nothing changes any more, not even by 生成方案
    expect((await f.generate(admin, approved).expect(400)).body.message).toBe('采样方案已提交或已批准，不能修改；如需修改请先退回或重新打开');
    expect((await admin.delete('/api/samplingPlan/delete').send({ ids: [plan.id] }).expect(200)).body.code).toBe('400');
  });

  it('re-opens an approved plan only with a reason; re-approval keeps the codes given, numbers only new samples and cancels the dropped ones', async () => {
    const { project } = await f.surveyed(admin, orgX);
    let row = (await f.generate(admin, await f.plan(admin, project.id, orgX)).expect(200)).body;
    // two welding-fume samples a point a day at first
    await f.editRow(admin, row, '焊接车间|焊工|电焊烟尘|fixed|TWA', { samplesPerUnit: 2 });
    row = (await f.transition(admin, await f.read(admin, row), 'submit').expect(200)).body;
    row = (await f.transition(admin, row, 'approve').expect(200)).body;
    expect(row.sampleCount).toBe(57 + 9);
    const before = await samples(row);
    // a 补采 sample added by 项目调整 meanwhile (written as the adjustment module writes it)
    const [{ id: resampled }] = await f.ds.query(
      `INSERT INTO samples (organization_id, project_id, plan_id, identity, code, blank, kind, sample_type, hazard, day, unit, state)
       VALUES ($1, $2, $3, $4 || 'R1', $5, false, 'TWA', 'individual', '甲苯', 1, 1, 'planned') RETURNING id`,
      [orgX, project.id, row.id, ADJUSTMENT_SAMPLE_PREFIX, `${String(project.code)}-BC1`],
    );
    // the field team has collected the first sample meanwhile (the sample-flow stage moves it on)
    await f.ds.query(`UPDATE samples SET state = 'collected' WHERE id = $1`, [before[0]?.id]);
    expect((await f.transition(admin, row, 'reopen').expect(400)).body.message).toBe('重新打开采样方案必须填写原因');
    row = (await f.transition(admin, row, 'reopen', { reason: '喷漆工改为随机选择' }).expect(200)).body;
    expect(row.state).toBe('draft');
    // toluene's subjects picked at random: 5 workers → all 5 (3 more a day); welding fume back to one sample (3 fewer a day)
    await f.editRow(admin, row, '喷漆车间|喷漆工|甲苯|individual|TWA', { selection: 'random', subjects: 5 });
    await f.editRow(admin, row, '焊接车间|焊工|电焊烟尘|fixed|TWA', { samplesPerUnit: 1 });
    row = (await f.transition(admin, await f.read(admin, row), 'submit').expect(200)).body;
    row = (await f.transition(admin, row, 'approve').expect(200)).body;
    expect(row.sampleCount).toBe(66);
    const after = await samples(row);
    const kept = after.filter((s) => before.some((b) => b.id === s.id));
    expect(kept).toHaveLength(57);
    for (const s of kept) expect(s.code).toBe(before.find((b) => b.id === s.id)?.code);
    const added = after.filter((s) => !before.some((b) => b.id === s.id) && s.id !== resampled);
    expect(added.map((s) => [s.hazard, s.sampleType])).toEqual(Array.from({ length: 9 }, () => ['甲苯', 'individual']));
    const firstNew = seqOf(String(added[0]?.code));
    expect(added.map((s) => seqOf(String(s.code)))).toEqual(added.map((_, i) => firstNew + i));
    expect(firstNew).toBeGreaterThan(Math.max(...before.map((s) => seqOf(String(s.code)))));
    // the dropped welding-fume samples are cancelled, never deleted: their numbers stay accounted for
    const cancelled: { code: string }[] = await f.ds.query(`SELECT code FROM samples WHERE plan_id = $1 AND state = 'cancelled' ORDER BY id`, [row.id]);
    expect(cancelled).toHaveLength(9);
    expect(cancelled.every((c) => before.some((b) => b.code === c.code))).toBe(true);
    // a collected sample stays what it is, counted and labelled
    expect(after.find((s) => s.id === before[0]?.id)).toMatchObject({ state: 'collected', code: before[0]?.code });
    // the adjustment's sample is no sample of the plan's to cancel: still planned, still counted
    expect((await f.ds.query(`SELECT state FROM samples WHERE id = $1`, [resampled]))[0].state).toBe('planned');
    expect((await admin.get(`/api/project/${project.id}`).expect(200)).body.samplesPlanned).toBe(67);
  });

  it('numbers gap-free and uniquely when many plans of one organisation are approved at once', async () => {
    const small = { posts: POSTS.slice(1), hazards: HAZARDS.slice(3), equipment: EQUIPMENT.slice(1) };
    const plans = await Promise.all(Array.from({ length: 6 }, () => submitted(small)));
    const results = await Promise.all(plans.map(({ plan }) => f.transition(admin, plan, 'approve')));
    expect(results.map((r) => r.status)).toEqual(plans.map(() => 200));
    const all = (await Promise.all(plans.map(({ plan }) => samples(plan)))).flat();
    // each: toluene 2 subjects + 2 STEL points + 2 blanks, × 3 days
    expect(all).toHaveLength(6 * 18);
    expect(new Set(all.map((s) => s.code)).size).toBe(all.length);
    const numbers = all.map((s) => seqOf(String(s.code))).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => (numbers[0] as number) + i));
    // each plan's samples are one consecutive block
    for (const { plan } of plans) {
      const own = (await samples(plan)).map((s) => seqOf(String(s.code)));
      expect(own).toEqual(own.map((_, i) => (own[0] as number) + i));
    }
  });

  it('lets an organisation set its sample code pattern; a pattern without a running number or a blank marker is refused and changes nothing', async () => {
    const view = (await orgb.get('/api/sampleCode/pattern').expect(200)).body;
    expect(view).toMatchObject({ pattern: '{project}-{blank}{seq:4}', custom: false });
    expect((await orgb.put('/api/sampleCode/pattern').send({ pattern: '{project}-{seq:4}' }).expect(400)).body.message).toBe('样品编号规则必须包含一个空白样标记占位符 {blank}');
    expect((await orgb.put('/api/sampleCode/pattern').send({ pattern: 'YP{yy}{blank}' }).expect(400)).body.message).toBe('样品编号规则必须包含且只包含一个流水号占位符，如 {seq:4}');
    expect((await orgb.get('/api/sampleCode/pattern').expect(200)).body.custom).toBe(false);
    const set = (await orgb.put('/api/sampleCode/pattern').send({ pattern: 'YP{yy}-{seq:5}{blank}', reason: '按实验室编号习惯' }).expect(200)).body;
    const yy = String(new Date().getFullYear() % 100).padStart(2, '0');
    expect(set).toMatchObject({ custom: true, pattern: 'YP{yy}-{seq:5}{blank}', next: expect.stringMatching(new RegExp(`^YP${yy}-\\d{5}$`)), nextBlank: expect.stringMatching(/KB$/) });
    // the pattern is the organisation's own: A still numbers by the default; a reader without the button may not set it
    expect((await admin.get('/api/sampleCode/pattern').expect(200)).body.custom).toBe(false);
    await approver.put('/api/sampleCode/pattern').send({ pattern: 'X{seq:3}{blank}' }).expect(403);
    await orgb.put('/api/sampleCode/pattern').send({ pattern: '' }).expect(200);
  });

  it('lets a plan with a shortfall through only by an override asked with a reason and approved by another person with the approve permission', async () => {
    const { project } = await f.surveyed(admin, orgs.A, '10', { posts: POSTS.slice(0, 1), hazards: HAZARDS.slice(0, 2), equipment: EQUIPMENT.slice(0, 1) });
    let plan = await f.plan(surveyor, project.id);
    plan = (await f.generate(surveyor, plan).expect(200)).body;
    const mnKey = `焊接车间|焊工|${MN}|fixed|TWA`;
    const rows = await f.rows(surveyor, plan);
    const mn = rows.find((r) => r.rowKey === mnKey) as Row;
    // the site has room for only 2 points; the planner records why
    expect(mn.points).toBe(3); // 12 welding machines
    await surveyor.put(`/api/samplingPlan/${plan.id}/children/rows/${mn.id}`).send({ points: 2, version: mn.version }).expect(200);
    plan = await f.read(surveyor, plan);
    const issue = `焊接车间 ${MN} 需定点采样 3 个点，方案为 2 个`;
    expect((await f.check(surveyor, plan)).issues.map((i: { message: string }) => i.message)).toEqual([issue]);
    expect((await f.command(surveyor, plan, 'approveOverride').expect(403)).status).toBe(403); // no such button
    expect((await f.command(surveyor, plan, 'requestOverride').expect(400)).body.message).toBe('申请放行必须填写原因');
    expect((await f.command(admin, plan, 'approveOverride').expect(400)).body.message).toBe('还没有放行申请，请先“申请放行”');
    // asked and approved by the same person: refused
    plan = (await f.command(admin, plan, 'requestOverride', { reason: '车间仅容两处采样点' }).expect(200)).body;
    expect((await f.command(admin, plan, 'approveOverride').expect(400)).body.message).toBe('放行须由申请人以外的人批准');
    // asked by the planner, approved by the approver
    plan = (await f.command(surveyor, plan, 'requestOverride', { reason: '车间仅容两处采样点，已与企业确认' }).expect(200)).body;
    expect(plan).toMatchObject({ overrideRequestedBy: 'surveyor', overrideApprovedBy: null, overrideReason: '车间仅容两处采样点，已与企业确认' });
    expect((await f.transition(surveyor, plan, 'submit').expect(400)).body.message).toContain(issue);
    plan = (await f.command(approver, plan, 'approveOverride', { reason: '同意' }).expect(200)).body;
    expect(plan.overrideApprovedBy).toBe('approver');
    expect((await f.check(surveyor, plan)).overridden).toEqual([issue]);
    // a shortfall the override did not cover still stops the plan
    await f.editRow(surveyor, plan, '焊接车间|焊工|电焊烟尘|fixed|TWA', { points: 1 });
    plan = await f.read(surveyor, plan);
    const refused = (await f.transition(surveyor, plan, 'submit').expect(400)).body.message;
    expect(refused).toBe('采样方案仍有 1 项不符合 GBZ 159 的问题，不能提交（可修正后提交，或申请放行并经他人批准）：焊接车间 电焊烟尘 需定点采样 3 个点，方案为 1 个');
    await f.editRow(surveyor, plan, '焊接车间|焊工|电焊烟尘|fixed|TWA', { points: 3 });
    plan = (await f.transition(surveyor, await f.read(surveyor, plan), 'submit').expect(200)).body;
    await f.transition(surveyor, plan, 'approve').expect(403);
    plan = (await f.transition(approver, plan, 'approve').expect(200)).body;
    expect(plan.state).toBe('approved');
    const commands = (await f.events(plan, 'SamplingPlanCommandRun')).map((e) => [e.payload.command, e.reason]);
    expect(commands).toEqual(
      expect.arrayContaining([
        ['requestOverride', '车间仅容两处采样点，已与企业确认'],
        ['approveOverride', '同意'],
      ]),
    );
    // re-opening withdraws the override
    plan = (await f.transition(approver, plan, 'reopen', { reason: '复核' }).expect(200)).body;
    expect(plan).toMatchObject({ overrideApprovedBy: null, overrideRequestedBy: null });
  });

  it('derives the consumable plan from the plan: collectors and media by samples and blanks, reagents by the samples they serve', async () => {
    const { plan } = await submitted();
    await f.transition(admin, plan, 'approve').expect(200);
    const view = (await admin.get(`/api/samplingPlan/${plan.id}/consumables`).expect(200)).body;
    expect(view).toMatchObject({ planId: plan.id, state: 'approved', totalSamples: 39, totalBlanks: 18 });
    expect(view.collectors).toEqual([
      { collector: '微孔滤膜', medium: '', hazards: [MN], samples: 18, blanks: 6, total: 24 },
      { collector: '（未指定收集器）', medium: '', hazards: ['电焊烟尘'], samples: 9, blanks: 6, total: 15 },
      { collector: '活性炭管', medium: '', hazards: ['甲苯'], samples: 12, blanks: 6, total: 18 },
    ]);
    expect(view.reagents).toEqual([{ hazard: '甲苯', method: 'GBZ/T 300.66-2017 溶剂解吸-气相色谱法', reagent: '1.0 mL二硫化碳', samples: 18 }]);
  });
});
