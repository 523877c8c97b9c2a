import { randomBytes } from 'node:crypto';
import { as, dataSourceOf, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';

type Client = ReturnType<typeof as>;
type Row = Record<string, unknown> & { id: number; version: number };

/**
 * 审批流程配置 (api/approvalFlow) on the kernel: a new organisation starts with its 通用 flow
 * (编制 → 校核 → 审核 → 签发), one flow per report type, every change of a step leaves a flow or is
 * refused in Chinese with nothing changed, steps listed in their order with their roles, roles
 * only of the flow's organisation, and another organisation never sees or changes it.
 */
describe('api/approvalFlow: report approval flows', () => {
  let t: TestApp;
  let admin: Client;
  let orgb: Client;
  let org: number;
  let roles: Record<string, number>;
  const tag = `AF${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
    [admin, orgb] = await Promise.all(['admin', 'orgb-admin'].map(async (u) => as(t.app, await loginAs(t.app, u))));
    org = (await admin.post('/api/organization').send({ name: `${tag}机构`, code: tag }).expect(201)).body.id;
    roles = {};
    for (const name of ['校核员', '质量负责人']) roles[name] = (await admin.post('/api/roles').send({ name: `${tag}${name}`, level: 3, organizationId: org }).expect(201)).body.id;
  });
  afterAll(() => t.close());

  const flowsOf = async (client: Client, organizationId = org): Promise<Row[]> => (await client.get(`/api/approvalFlow?organizationId=${organizationId}&size=50`).expect(200)).body.content;
  const stepsOf = async (id: number): Promise<Row[]> => (await admin.get(`/api/approvalFlow/${id}/children/steps`).expect(200)).body;
  const names = (steps: Row[]) => steps.map((s) => s.name);

  it('gives a new organisation its 通用 flow: 编制 → 校核 → 审核 → 签发, each step an event on its history', async () => {
    const [flow] = await flowsOf(admin);
    expect(flow).toMatchObject({ reportType: 'default', reportTypeName: '通用（未单独配置的报告类型）', name: '默认审批流程', stepSummary: '编制 → 校核 → 审核 → 签发' });
    const steps = await stepsOf(flow.id);
    expect(steps.map((s) => [s.sort, s.kind, s.name, s.role])).toEqual([
      [10, 'compile', '编制', null],
      [20, 'check', '校核', null],
      [30, 'review', '审核', null],
      [40, 'issue', '签发', null],
    ]);
    const history = (await admin.get(`/api/approvalFlow/${flow.id}/history?size=20`).expect(200)).body.content as { action: string; reason: string | null }[];
    expect(history.filter((h) => h.reason === '新机构初始化默认审批流程').length).toBe(5);
  });

  it('keeps one flow per report type; a new one starts with the default steps', async () => {
    const periodic = (await admin.post('/api/approvalFlow/add').send({ reportType: '10', name: '定期检测审批', organizationId: org }).expect(201)).body as Row;
    expect(periodic.stepSummary).toBe('编制 → 校核 → 审核 → 签发');
    expect(names(await stepsOf(periodic.id))).toEqual(['编制', '校核', '审核', '签发']);
    const again = await admin.post('/api/approvalFlow/add').send({ reportType: '10', name: '又一个', organizationId: org }).expect(409);
    expect(again.body.message).toBe('数据已存在，不能重复');
    expect((await flowsOf(admin)).map((f) => f.reportType)).toEqual(['10', 'default']);
  });

  it('changes steps only into another flow: a role of the organisation, 质控签章 after 签发, never without 签发 or an approval step', async () => {
    const flow = (await admin.post('/api/approvalFlow/add').send({ reportType: 'incoming', name: '来样审批', organizationId: org }).expect(201)).body as Row;
    const url = `/api/approvalFlow/${flow.id}/children/steps`;
    const steps = await stepsOf(flow.id);
    const by = (name: string) => steps.find((s) => s.name === name) as Row;
    // a role of the organisation on 校核, and the quality manager's seal after 签发
    const checked = (await admin.put(`${url}/${by('校核').id}`).send({ version: by('校核').version, role: roles['校核员'] }).expect(200)).body;
    expect(checked).toMatchObject({ role: roles['校核员'], roleName: `${tag}校核员` });
    await admin.post(url).send({ sort: 50, kind: 'qcSeal', name: '质控签章', role: roles['质量负责人'] }).expect(201);
    // a step between two others goes where its 顺序 says
    await admin.post(url).send({ sort: 25, kind: 'review', name: '技术审核' }).expect(201);
    expect(names(await stepsOf(flow.id))).toEqual(['编制', '校核', '技术审核', '审核', '签发', '质控签章']);
    expect((await admin.get(`/api/approvalFlow/${flow.id}`).expect(200)).body.stepSummary).toBe('编制 → 校核 → 技术审核 → 审核 → 签发 → 质控签章');

    const before = await stepsOf(flow.id);
    const refused = async (res: Promise<{ body: { message: string } }>) => (await res).body.message;
    expect(await refused(admin.delete(`${url}/${by('签发').id}`).send({}).expect(400))).toBe('审批流程配置不完整：审批流程必须有签发步骤');
    expect(await refused(admin.put(`${url}/${by('编制').id}`).send({ version: by('编制').version, sort: 35 }).expect(400))).toBe('审批流程配置不完整：审批流程的第一步必须是编制');
    expect(await refused(admin.post(url).send({ sort: 60, kind: 'issue', name: '再签发' }).expect(400))).toBe('审批流程配置不完整：审批流程只能有一个签发步骤');
    expect(await refused(admin.post(url).send({ sort: 30, kind: 'approve', name: '批准' }).expect(400))).toBe('顺序30已被其他步骤使用，请换一个顺序');
    expect(await refused(admin.post(url).send({ sort: 45, kind: 'approve', name: '审核' }).expect(400))).toBe('审批流程配置不完整：步骤名称重复：审核');
    expect(await refused(admin.post(url).send({ sort: 45, kind: 'approve', name: '批准', role: 999999 }).expect(400))).toBe('办理角色不存在或不属于本机构');
    const otherRole = (await admin.post('/api/roles').send({ name: `${tag}乙方角色`, level: 3 }).expect(201)).body.id;
    expect(await refused(admin.post(url).send({ sort: 45, kind: 'approve', name: '批准', role: otherRole }).expect(400))).toBe('办理角色不存在或不属于本机构');
    expect(await stepsOf(flow.id)).toEqual(before);

    // the approval steps go one by one until the last one cannot
    await admin.delete(`${url}/${by('校核').id}`).send({}).expect(200);
    const technical = (await stepsOf(flow.id)).find((s) => s.name === '技术审核') as Row;
    await admin.delete(`${url}/${technical.id}`).send({}).expect(200);
    expect(await refused(admin.delete(`${url}/${by('审核').id}`).send({}).expect(400))).toBe('审批流程配置不完整：编制与签发之间至少需要一个审批步骤（如校核、审核）');
    expect(names(await stepsOf(flow.id))).toEqual(['编制', '审核', '签发', '质控签章']);
  });

  it('keeps an organisation’s flows to itself', async () => {
    const [flow] = await flowsOf(admin);
    expect((await flowsOf(orgb, org)).map((f) => f.id)).not.toContain(flow.id);
    await orgb.get(`/api/approvalFlow/${flow.id}`).expect(404);
    await orgb.get(`/api/approvalFlow/${flow.id}/children/steps`).expect(404);
    await orgb.get(`/api/approvalFlow/${flow.id}/history`).expect(404);
    await orgb.put('/api/approvalFlow/edit').send({ id: flow.id, version: flow.version, name: '改' }).expect(404);
    await orgb.post(`/api/approvalFlow/${flow.id}/children/steps`).send({ sort: 45, kind: 'approve', name: '批准' }).expect(404);
    expect((await orgb.delete('/api/approvalFlow/delete').send({ ids: [flow.id] }).expect(200)).body).toEqual({ code: '400', message: '数据不存在或无权删除' });
    expect((await admin.get(`/api/approvalFlow/${flow.id}`).expect(200)).body.version).toBe(flow.version);
  });

  it('lets an empty organisation be deleted with its flows', async () => {
    const code = `${tag}x`;
    const { id } = (await admin.post('/api/organization').send({ name: `${code}临时机构`, code }).expect(201)).body;
    const ds = dataSourceOf(t.app);
    expect((await ds.query(`SELECT count(*)::int AS n FROM approval_flows WHERE organization_id = $1`, [id]))[0].n).toBe(1);
    await admin.delete('/api/organization').send({ ids: [id], reason: `${tag}撤销` }).expect(200);
    expect((await ds.query(`SELECT count(*)::int AS n FROM approval_flows WHERE organization_id = $1`, [id]))[0].n).toBe(0);
    const [event] = await ds.query(`SELECT reason FROM domain_events WHERE type = 'ApprovalFlowDeleted' AND organization_id = $1`, [id]);
    expect(event.reason).toBe(`${tag}撤销`);
  });
});
