import { randomBytes } from 'node:crypto';
import type { ApprovalQueueRow, ApprovalSourceBatch, HistoryEntry, ReportApprovalView } from '@ohit/contracts';
import { specimenReportContent } from '@ohit/server-report-render';
import { as, dataSourceOf, loginAs, seed } from '../../testing/identity';
import { orgStaff } from '../../testing/org-staff';
import { createTestApp, TestApp } from '../../testing/test-app';

jest.setTimeout(180_000);

type Client = ReturnType<typeof as>;
type Row = Record<string, unknown> & { id: number; version: number };

/**
 * A report's approval (api/reportApproval) in an organisation of the spec's own whose flow is
 * 编制 → 校核 → 审核 → 签发 → 质控签章, each step by a role: the walk through every step by different
 * people (the project issued with the report), the four-eyes rules refused in Chinese, 退回 to any
 * earlier step with a reason, 100 parallel 通过 giving exactly one step, the queues, the sources,
 * and another organisation seeing none of it.
 */
describe('api/reportApproval: a report through its approval flow', () => {
  let t: TestApp;
  let admin: Client;
  let orgb: Client;
  let org: number;
  let people: Record<string, Client>;
  let ids: Record<string, number>;
  const roles: Record<string, number> = {};
  const tag = `RA${randomBytes(3).toString('hex')}`;
  let n = 0;
  const next = () => `${tag}${(++n).toString().padStart(3, '0')}`;
  const ds = () => dataSourceOf(t.app);

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
    [admin, orgb] = await Promise.all(['admin', 'orgb-admin'].map(async (u) => as(t.app, await loginAs(t.app, u))));
    const { menuIds, role, user, ...staff } = orgStaff(t.app, admin, tag);
    ({ people, ids } = staff);
    org = await staff.organisation('检测公司');
    const compiling = await menuIds('ReportPreview', ['reportPreview:submit', 'reportPreview:export']);
    const approving = [...(await menuIds('ProjectAuditReview', ['projectAudit:approve'])), ...(await menuIds('ReportIssue', ['reportIssue:approve']))];
    for (const [key, name, menus] of [
      ['compile', '编制员', compiling],
      ['check', '校核员', approving],
      ['review', '审核员', approving],
      ['issue', '签发人', approving],
    ] as const) {
      roles[key] = await role(org, name, menus);
    }
    // the compiler also holds 校核员 (the rule, not the role, keeps him off his own report's 校核); 'both' checks and reviews
    for (const [key, roleKeys] of [
      ['compiler', ['compile', 'check']],
      ['checker', ['check']],
      ['reviewer', ['review']],
      ['issuer', ['issue']],
      ['both', ['check', 'review']],
    ] as const) {
      await user(org, key, roleKeys.map((r) => roles[r]));
    }
    // the organisation's 通用 flow (made with the organisation): roles on its steps, and 质控签章 after 签发
    const [flow] = (await admin.get(`/api/approvalFlow?organizationId=${org}`).expect(200)).body.content as Row[];
    const steps = (await admin.get(`/api/approvalFlow/${flow.id}/children/steps`).expect(200)).body as Row[];
    for (const step of steps) {
      await admin.put(`/api/approvalFlow/${flow.id}/children/steps/${step.id}`).send({ version: step.version, role: roles[String(step.kind)] }).expect(200);
    }
    await admin.post(`/api/approvalFlow/${flow.id}/children/steps`).send({ sort: 50, kind: 'qcSeal', name: '质控签章', role: roles.review }).expect(201);
  });
  afterAll(() => t.close());

  /** A project 报告编制中 and its report (compiled by `compiler`), as 编制报告 leaves them. */
  const report = async (organizationId = org, compiler = ids.compiler): Promise<{ id: number; project: number; code: string }> => {
    const [{ id: unit }] = await ds().query(`INSERT INTO inspected_units (name, organization_id) VALUES ($1, $2) RETURNING id`, [`${next()}单位`, organizationId]);
    let p = (await admin.post('/api/project/add').send({ name: `${next()}项目`, type: '10', belongInspect: unit, contractNo: next(), contractDate: '2026-02-01', organizationId }).expect(201)).body as Row;
    for (const event of ['signContract', 'startSurvey', 'startSampling', 'startTesting', 'completeTesting']) {
      p = (await admin.post(`/api/project/${p.id}/transitions/${event}`).send({ version: p.version }).expect(200)).body;
    }
    const code = next();
    const [{ id }] = await ds().query(
      `INSERT INTO reports (code, project_id, inspected_unit_id, template, check_type_name, state, compiled_at, compiled_by, organization_id)
       VALUES ($1, $2, $3, 'periodic', '定期检测', 'compiling', now(), $4, $5) RETURNING id`,
      [code, p.id, unit, compiler, organizationId],
    );
    return { id, project: p.id, code };
  };
  const view = async (client: Client, id: number): Promise<ReportApprovalView> => (await client.get(`/api/reportApproval/${id}`).expect(200)).body;
  const submit = (client: Client, id: number) => client.post(`/api/reportApproval/${id}/submit`).send({});
  const pass = (client: Client, id: number, step: string, reason?: string) => client.post(`/api/reportApproval/${id}/pass`).send({ step, reason });
  const back = (client: Client, id: number, body: Record<string, unknown>) => client.post(`/api/reportApproval/${id}/return`).send(body);
  const queue = async (client: Client, scope: string): Promise<ApprovalQueueRow[]> => (await client.get(`/api/reportApproval/queue?scope=${scope}&size=200`).expect(200)).body.content;
  const queued = async (client: Client, scope: string, id: number) => (await queue(client, scope)).some((r) => r.reportId === id);
  const transitions = (id: number): Promise<{ payload: { event: string; old: Record<string, unknown>; new: Record<string, unknown> }; reason: string | null; actor_id: number }[]> =>
    ds().query(`SELECT payload, reason, actor_id FROM domain_events WHERE aggregate_type = 'report' AND aggregate_id = $1 AND type = 'ReportTransitioned' ORDER BY seq`, [String(id)]);

  it('walks 编制 → 校核 → 审核 → 签发 → 质控签章 with a different person at each step; the last step issues the report and its project, every step in the history', async () => {
    const r = await report();
    expect((await submit(people.compiler, r.id).expect(200)).body).toMatchObject({ state: 'approving', current: 'check', flowName: '默认审批流程' });
    expect(await queued(people.checker, 'pending', r.id)).toBe(true);
    expect(await queued(people.reviewer, 'pending', r.id)).toBe(false);
    // the compiler holds 校核员 but is the compiler: not in his queue
    expect(await queued(people.compiler, 'pending', r.id)).toBe(false);
    // the checker holds the approval menus only, and reads the report as it prints beside its sources
    // (this row was never compiled: nothing to print, said as a 409 — not a 403, not the renderer's 500)
    expect((await people.checker.get(`/api/report/${r.id}/preview`).expect(409)).text).toContain('报告尚未编制，暂无内容');
    await ds().query(`UPDATE reports SET content = $1 WHERE id = $2`, [JSON.stringify({ ...specimenReportContent(2), reportNo: r.code }), r.id]);
    expect((await people.checker.get(`/api/report/${r.id}/preview`).expect(200)).text).toContain(r.code);
    expect((await people.checker.get(`/api/report/${r.id}/content`).expect(200)).body.reportNo).toBe(r.code);

    await pass(people.checker, r.id, 'check', '数据已核对').expect(200);
    expect(await queued(people.checker, 'acted', r.id)).toBe(true);
    expect(await queued(people.reviewer, 'pending', r.id)).toBe(true);
    await pass(people.reviewer, r.id, 'review').expect(200);
    expect(await queued(people.issuer, 'issuing', r.id)).toBe(true);
    await pass(people.issuer, r.id, 'issue').expect(200);
    // 质控签章 comes after 签发: still 审批中, still on 报告签发's list
    expect(await view(admin, r.id)).toMatchObject({ state: 'approving', current: 'qcSeal' });
    expect(await queued(people.issuer, 'issuing', r.id)).toBe(true);
    const done = (await pass(people.reviewer, r.id, 'qcSeal').expect(200)).body as ReportApprovalView;

    expect(done).toMatchObject({ state: 'issued', stateLabel: '已签发', current: null, mayAct: false });
    expect(done.steps.map((s) => [s.name, s.status, s.actorName])).toEqual([
      ['编制', 'done', `compiler${tag}`],
      ['校核', 'done', `checker${tag}`],
      ['审核', 'done', `reviewer${tag}`],
      ['签发', 'done', `issuer${tag}`],
      ['质控签章', 'done', `reviewer${tag}`],
    ]);
    expect(done.timeline.map((e) => [e.actionLabel, e.fromStep, e.toStep, e.reason])).toEqual([
      ['提交审批', '编制', '校核', null],
      ['通过', '校核', '审核', '数据已核对'],
      ['通过', '审核', '签发', null],
      ['通过', '签发', '质控签章', null],
      ['签发', '质控签章', null, null],
    ]);
    const today = (await ds().query(`SELECT to_char(current_date, 'YYYY-MM-DD') AS d`))[0].d;
    expect((await admin.get(`/api/report/${r.id}`).expect(200)).body).toMatchObject({ state: 'issued', issueDate: today, approvalStepName: null });
    expect((await admin.get(`/api/project/${r.project}`).expect(200)).body).toMatchObject({ state: 'issued', issueDate: today });
    expect(await queued(people.checker, 'issued', r.id)).toBe(true);

    const history = (await admin.get(`/api/report/${r.id}/history?size=50`).expect(200)).body.content as HistoryEntry[];
    const steps = history.filter((h) => h.transition).reverse();
    expect(steps.map((h) => [h.action, h.actorName, h.changes.find((c) => c.field === 'approvalStepName')?.old ?? null, h.changes.find((c) => c.field === 'approvalStepName')?.new ?? null])).toEqual([
      ['提交审批', `compiler${tag}`, null, '校核'],
      ['通过', `checker${tag}`, '校核', '审核'],
      ['通过', `reviewer${tag}`, '审核', '签发'],
      ['通过', `issuer${tag}`, '签发', '质控签章'],
      ['签发', `reviewer${tag}`, '质控签章', null],
    ]);
  });

  it('refuses in Chinese, changing nothing: the compiler on 校核, the same person on two steps in a row, a person without the step’s role, a step already passed', async () => {
    const r = await report();
    await submit(people.compiler, r.id).expect(200);
    expect((await pass(people.compiler, r.id, 'check').expect(403)).body.message).toBe('报告编制人不能办理“校核”');
    expect((await pass(people.issuer, r.id, 'check').expect(403)).body.message).toBe(`“校核”须由“${tag}校核员”角色的人员办理`);
    expect((await view(people.compiler, r.id)).refusal).toBe('报告编制人不能办理“校核”');
    await pass(people.both, r.id, 'check').expect(200);
    expect((await pass(people.both, r.id, 'review').expect(403)).body.message).toBe('您已办理上一步“校核”，不能再办理“审核”');
    expect(await queued(people.both, 'pending', r.id)).toBe(false);
    expect((await pass(people.checker, r.id, 'check').expect(409)).body.message).toBe('该报告已由他人办理，当前步骤为“审核”，请刷新后再操作');
    expect((await submit(people.compiler, r.id).expect(409)).body.message).toBe('报告不在“编制中”，不能提交审批（已提交的报告请在审批页面办理）');
    expect((await pass(people.reviewer, r.id, '').expect(400)).body.message).toBe('请提供当前审批步骤（step）');
    expect((await people.reviewer.post(`/api/reportApproval/${r.id}/pass`).send({}).expect(400)).body.message).toBe('请提供当前审批步骤（step）');
    expect((await back(people.reviewer, r.id, { step: 'review', reason: '原因' }).expect(400)).body.message).toBe('请选择退回到的步骤（target）');
    await admin.post('/api/reportApproval/abc/pass').send({ step: 'check' }).expect(400);
    // the generic transition never takes an approval step
    const row = (await admin.get(`/api/report/${r.id}`).expect(200)).body as Row;
    expect((await admin.post(`/api/report/${r.id}/transitions/pass`).send({ version: row.version }).expect(400)).body.message).toContain('须在其业务页面办理');
    expect(await view(admin, r.id)).toMatchObject({ state: 'approving', current: 'review' });
    expect((await transitions(r.id)).length).toBe(2);
  });

  it('returns to any earlier step only with a reason; back at 编制 the report is compiled again and resubmitted', async () => {
    const r = await report();
    await submit(people.compiler, r.id).expect(200);
    await pass(people.checker, r.id, 'check').expect(200);
    await pass(people.reviewer, r.id, 'review').expect(200);
    const targets = (await view(people.issuer, r.id)).returnTargets;
    expect(targets.map((x) => x.name)).toEqual(['编制', '校核', '审核']);
    expect((await back(people.issuer, r.id, { step: 'issue', target: 'check' }).expect(400)).body.message).toBe('退回必须填写原因');
    expect((await back(people.issuer, r.id, { step: 'issue', target: 'issue', reason: '原因' }).expect(400)).body.message).toBe('只能退回到“签发”之前的步骤');
    expect((await back(people.issuer, r.id, { step: 'issue', target: 'nowhere', reason: '原因' }).expect(400)).body.message).toBe('退回的步骤不存在');
    expect((await back(people.reviewer, r.id, { step: 'issue', target: 'check', reason: '原因' }).expect(403)).body.message).toBe(`“签发”须由“${tag}签发人”角色的人员办理`);
    expect((await back(people.issuer, r.id, { step: 'issue', target: 'check', reason: '第2页甲苯结果与原始记录不符' }).expect(200)).body).toMatchObject({ state: 'approving', current: 'check' });
    const [last] = (await transitions(r.id)).reverse();
    expect(last).toMatchObject({ reason: '第2页甲苯结果与原始记录不符', payload: { event: 'return', old: { approvalStepName: '签发' }, new: { approvalStepName: '校核' } } });
    // the checker checks again; then the reviewer sends it back to the compiler
    await pass(people.checker, r.id, 'check').expect(200);
    expect((await back(people.reviewer, r.id, { step: 'review', target: 'compile', reason: '结论需重写' }).expect(200)).body).toMatchObject({ state: 'compiling', current: null });
    expect((await admin.get(`/api/report/${r.id}`).expect(200)).body).toMatchObject({ state: 'compiling', approvalStepName: '编制' });
    await submit(people.compiler, r.id).expect(200);
    expect(await view(admin, r.id)).toMatchObject({ state: 'approving', current: 'check' });
  });

  it('of 100 parallel 通过 of one step exactly one passes it; the rest are told in Chinese that someone acted first; one event', async () => {
    const r = await report();
    await submit(people.compiler, r.id).expect(200);
    const answers = await Promise.all(Array.from({ length: 100 }, () => pass(people.checker, r.id, 'check')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.message))).toEqual(new Set(['该报告已由他人办理，当前步骤为“审核”，请刷新后再操作']));
    const moved = (await transitions(r.id)).filter((e) => e.payload.event === 'pass');
    expect(moved).toHaveLength(1);
    expect(await view(admin, r.id)).toMatchObject({ current: 'review' });
  });

  it('shows the project’s laboratory batches beside the report: 实验室检测 and 粉尘 apart, the project’s samples and the batch’s QC samples', async () => {
    const r = await report();
    const [{ id: method }] = await ds().query(
      `INSERT INTO lab_methods (hazard_name, standard_no, method_name, sampling_type, instrument_family, organization_id) VALUES ('甲苯', 'GBZ/T 300.66-2017', '溶剂解吸-气相色谱法', 'individual', 'gc', $1) RETURNING id`,
      [org],
    );
    const batch = async (family: string) =>
      (await ds().query(`INSERT INTO lab_batches (code, family, method_id, hazard, state, analysis_date, organization_id) VALUES ($1, $2, $3, '甲苯', 'released', '2026-03-05', $4) RETURNING id`, [next(), family, method, org]))[0].id as number;
    const sampleOf = async (project: number) =>
      (
        await ds().query(
          `INSERT INTO samples (organization_id, project_id, identity, code, blank, kind, sample_type, hazard, workshop, post, day, unit, state) VALUES ($1, $2, $3::text, $3::varchar, false, 'TWA', 'individual', '甲苯', '喷漆车间', '喷漆工', 1, 1, 'tested') RETURNING id, code`,
          [org, project, next()],
        )
      )[0] as { id: number; code: string };
    const gc = await batch('gc');
    const dust = await batch('dust-gravimetric');
    const mine = await sampleOf(r.project);
    const other = await report();
    const theirs = await sampleOf(other.project);
    const item = (b: number, kind: string, sample: number | null, text: string) =>
      ds().query(`INSERT INTO lab_batch_items (batch_id, kind, sample_id, code, result_value, result_text, below_lod, organization_id) VALUES ($1, $2, $3, $4, 4.0, $5, false, $6)`, [b, kind, sample, sample ? null : 'QC1', text, org]);
    await item(gc, 'sample', mine.id, '4.0');
    await item(gc, 'sample', theirs.id, '9.9');
    await item(gc, 'labBlank', null, '<0.01');
    await item(dust, 'sample', mine.id, '1.2');
    const lab = (await admin.get(`/api/reportApproval/${r.id}/sources?kind=lab`).expect(200)).body as ApprovalSourceBatch[];
    expect(lab.map((b) => [b.id, b.familyLabel, b.methodName, b.stateLabel])).toEqual([[gc, '气相色谱', '溶剂解吸-气相色谱法', '已发布']]);
    expect(lab[0].items.map((i) => [i.sampleCode, i.kindLabel, i.resultText, i.resultValue])).toEqual([
      [mine.code, '样品', '4.0', '4.00000000'],
      ['QC1', '实验室空白', '<0.01', '4.00000000'],
    ]);
    const dusts = (await admin.get(`/api/reportApproval/${r.id}/sources?kind=dust`).expect(200)).body as ApprovalSourceBatch[];
    expect(dusts.map((b) => [b.id, b.items.map((i) => i.resultText)])).toEqual([[dust, ['1.2']]]);
    await admin.get(`/api/reportApproval/${r.id}/sources?kind=all`).expect(400);
  });

  it('keeps another organisation out: its approval, sources and commands are a 404 and its queues never list the report', async () => {
    const r = await report();
    await submit(people.compiler, r.id).expect(200);
    await pass(people.checker, r.id, 'check').expect(200);
    await orgb.get(`/api/reportApproval/${r.id}`).expect(404);
    await orgb.get(`/api/reportApproval/lookup?code=${r.code}`).expect(404);
    expect((await admin.get(`/api/reportApproval/lookup?code=${r.code}&flag=1&organizationId=${org}`).expect(200)).body).toEqual({ reportId: r.id });
    expect((await admin.get('/api/reportApproval/lookup').expect(400)).body.message).toBe('请提供报告编号（code，至多50个字符）');
    await orgb.get(`/api/reportApproval/${r.id}/sources`).expect(404);
    await orgb.get(`/api/report/${r.id}/preview`).expect(404);
    await pass(orgb, r.id, 'review').expect(404);
    await back(orgb, r.id, { step: 'review', target: 'compile', reason: '越权' }).expect(404);
    await submit(orgb, r.id).expect(404);
    for (const scope of ['pending', 'acted', 'issuing', 'issued']) expect(await queued(orgb, scope, r.id)).toBe(false);
    expect(await view(admin, r.id)).toMatchObject({ current: 'review' });
    await orgb.get('/api/reportApproval/queue?scope=mine').expect(400);
  });
});
