import { randomBytes } from 'node:crypto';
import { as, dataSourceOf, loginAs, seed } from '../testing/identity';
import { createTestApp, TestApp } from '../testing/test-app';
import { seedDemoApprovalFlows } from './seed-demo-approval-flows';

type Client = ReturnType<typeof as>;

/**
 * `npm start`'s demo approval flow: organisation A's 通用 flow is 编制 (labmanager) → 校核 (approver)
 * → 审核 (quality) → 签发 (approver) → 质控签章 (quality), added once — and the demo users can walk a
 * report through it with the menus the seed gives them.
 */
describe('npm start demo approval flow', () => {
  let t: TestApp;
  let orgA: number;
  let roles: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    const seeded = await seed(t.app);
    orgA = seeded.organizations.A;
    roles = seeded.roles;
  });
  afterAll(() => t.close());

  it('gives organisation A its flow once, each step by a demo role, and the demo users walk a report through it', async () => {
    const ds = dataSourceOf(t.app);
    expect(await seedDemoApprovalFlows(ds, orgA, roles)).toBe(5);
    expect(await seedDemoApprovalFlows(ds, orgA, roles)).toBe(0);
    const [admin, labmanager, approver, quality] = await Promise.all(['admin', 'labmanager', 'approver', 'quality'].map(async (u) => as(t.app, await loginAs(t.app, u))));
    const [flow] = (await admin.get(`/api/approvalFlow?organizationId=${orgA}&reportType=default`).expect(200)).body.content;
    expect(flow.stepSummary).toBe('编制 → 校核 → 审核 → 签发 → 质控签章');
    const steps = (await admin.get(`/api/approvalFlow/${flow.id}/children/steps`).expect(200)).body as Record<string, unknown>[];
    expect(steps.map((s) => [s.name, s.roleName])).toEqual([
      ['编制', '实验室负责人'],
      ['校核', '报告审批人'],
      ['审核', '质量负责人'],
      ['签发', '报告审批人'],
      ['质控签章', '质量负责人'],
    ]);

    // a report of a project 报告编制中, compiled by the lab manager
    const tag = `演示审批${randomBytes(3).toString('hex')}`;
    const [{ id: unit }] = await ds.query(`INSERT INTO inspected_units (name, organization_id) VALUES ($1, $2) RETURNING id`, [tag, orgA]);
    let p = (await admin.post('/api/project/add').send({ name: tag, type: '10', belongInspect: unit, contractNo: tag, contractDate: '2026-02-01', organizationId: orgA }).expect(201)).body;
    for (const event of ['signContract', 'startSurvey', 'startSampling', 'startTesting', 'completeTesting']) p = (await admin.post(`/api/project/${p.id}/transitions/${event}`).send({ version: p.version }).expect(200)).body;
    const [{ id: compiler }] = await ds.query(`SELECT id FROM users WHERE username = 'labmanager'`);
    const [{ id }] = await ds.query(
      `INSERT INTO reports (code, project_id, inspected_unit_id, template, check_type_name, compiled_at, compiled_by, organization_id) VALUES ($1, $2, $3, 'periodic', '定期检测', now(), $4, $5) RETURNING id`,
      [tag, p.id, unit, compiler, orgA],
    );
    await labmanager.post(`/api/reportApproval/${id}/submit`).send({}).expect(200);
    const walk: [Client, string][] = [
      [approver, 'check'],
      [quality, 'review'],
      [approver, 'issue'],
      [quality, 'qcSeal'],
    ];
    for (const [who, step] of walk) await who.post(`/api/reportApproval/${id}/pass`).send({ step }).expect(200);
    expect((await admin.get(`/api/reportApproval/${id}`).expect(200)).body).toMatchObject({ state: 'issued' });
  });
});
