import { as, dataSourceOf, loginAs, seed } from '../testing/identity';
import { createTestApp, TestApp } from '../testing/test-app';
import { seedDemoSupervision } from './seed-demo-supervision';

describe('npm start demo 专家任务, 评分管理 and 三方质控', () => {
  let t: TestApp;
  let orgs: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    orgs = (await seed(t.app)).organizations;
  });
  afterAll(() => t.close());

  const granted = async (role: string, org: number, prefix: string): Promise<string[]> =>
    (
      await dataSourceOf(t.app).query(
        `SELECT m.permission FROM role_menus rm JOIN roles r ON r.id = rm.role_id JOIN menus m ON m.id = rm.menu_id
          WHERE r.name = $1 AND r.organization_id = $2 AND m.permission LIKE $3 ORDER BY m.permission`,
        [role, org, `${prefix}:%`],
      )
    ).map((g: { permission: string }) => g.permission);

  it('seeds the authority’s enabled scoring sheet and expert pool and A’s integral rules once; the supervisor scores by the sheet', async () => {
    const ds = dataSourceOf(t.app);
    expect(await seedDemoSupervision(ds, orgs.S, orgs.A)).toBe(5);
    expect(await seedDemoSupervision(ds, orgs.S, orgs.A)).toBe(0);
    const supervisor = as(t.app, await loginAs(t.app, 'supervisor'));
    const sheets = (await supervisor.get('/api/scoreSheet?code=PFB-DEMO').expect(200)).body.content;
    expect(sheets).toEqual([expect.objectContaining({ state: 'inUse', kind: 'reportReview', sheetVersion: 1 })]);
    // a report review scores a report ORG-A pushed to the province (its push 已推送)
    const [project] = await ds.query(`INSERT INTO projects (code, name, state, organization_id) VALUES ('DEMO-1', '评审项目', 'issued', $1) RETURNING id`, [orgs.A]);
    const [report] = await ds.query(`INSERT INTO reports (code, report_version, project_id, template, state, organization_id) VALUES ('DEMO-1', 1, $1, 'periodic', 'compiling', $2) RETURNING id`, [project.id, orgs.A]);
    await ds.query(
      `INSERT INTO provincial_pushes (organization_id, project_id, report_id, report_code, report_version, employer_name, state, record, pushed_at, province_record_id) VALUES ($1, $2, $3, 'DEMO-1', 1, '示例用人单位', 'pushed', '{}'::jsonb, now(), 'SJ-DEMO-1')`,
      [orgs.A, project.id, report.id],
    );
    const score = (await supervisor.post('/api/scoreRecord/add').send({ kind: 'reportReview', sheet: sheets[0].id, orgCode: 'ORG-A', reportCode: 'DEMO-1' }).expect(201)).body;
    const submitted = (await supervisor.post(`/api/scoreRecord/${score.id}/transitions/submit`).send({ version: score.version }).expect(200)).body;
    expect(submitted).toMatchObject({ totalScore: '100.0', grade: 'excellent', orgName: '示范职业卫生技术服务有限公司' });
    expect(((await supervisor.get('/api/expert?size=10').expect(200)).body.content as { name: string }[]).map((e) => e.name).sort()).toEqual(['林专家', '陈专家', '黄专家'].sort());
    const quality = as(t.app, await loginAs(t.app, 'quality'));
    expect((await quality.get('/api/sfIntegralRule?size=10').expect(200)).body.totalElements).toBe(4);
  });

  it('grants the supervisor 专家任务 and 评分管理 with their events, and quality 三方质控 with its judgements', async () => {
    expect(await granted('分区监管员', orgs.S, 'expertTask')).toEqual(expect.arrayContaining(['expertTask:list', 'expertTask:formGroup', 'expertTask:conclude', 'expertTask:respond', 'expertTask:cancel']));
    expect(await granted('分区监管员', orgs.S, 'score')).toEqual(expect.arrayContaining(['score:list', 'score:copy', 'score:enable', 'score:submit', 'score:return']));
    expect(await granted('质量负责人', orgs.A, 'sfQuality')).toEqual(expect.arrayContaining(['sfQuality:list', 'sfQuality:add', 'sfQuality:pass', 'sfQuality:fail', 'sfQuality:rectify']));
    expect(await granted('质量负责人', orgs.A, 'sfIntegral')).toEqual(expect.arrayContaining(['sfIntegral:list', 'sfIntegral:add']));
    // the organisation's lab manager and quality answer the checks made of it; the supervisor only reads the answers
    for (const role of ['质量负责人', '实验室负责人']) expect(await granted(role, orgs.A, 'expertCheckResponse')).toEqual(expect.arrayContaining(['expertCheckResponse:list', 'expertCheckResponse:edit', 'expertCheckResponse:submit', 'expertCheckResponse:revise']));
    expect(await granted('分区监管员', orgs.S, 'expertCheckResponse')).toEqual(expect.arrayContaining(['expertCheckResponse:list']));
    expect(await granted('分区监管员', orgs.S, 'expertCheckResponse')).not.toContain('expertCheckResponse:submit');
  });
});
