import { randomBytes } from 'node:crypto';
import { as, dataSourceOf, DEMO_PASSWORD, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';

/** The home page's four cards, counted in an organisation of this suite's own (nothing else writes there). */
describe('GET api/dashboard/summary', () => {
  let t: TestApp;
  const tag = `DB${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
  });
  afterAll(() => t.close());

  it('counts projects by state, units due within 30 days, my open projects and jobs in flight — only in my scope', async () => {
    const ds = dataSourceOf(t.app);
    const [{ id: org }] = await ds.query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [`${tag}机构`]);
    const admin = as(t.app, await loginAs(t.app, 'admin'));
    const [{ id: roleId }] = await ds.query(`SELECT id FROM roles WHERE name = '现场调查员' LIMIT 1`);
    const username = `u${tag}`;
    const me = (await admin
      .post('/api/users')
      .send({ username, nickName: '看板用户', password: DEMO_PASSWORD, roleIds: [roleId], organizationId: org, expiryDate: new Date(Date.now() + 864e5).toISOString() })
      .expect(201)).body;
    const client = as(t.app, await loginAs(t.app, username));
    const outsider = as(t.app, await loginAs(t.app, 'orgb-analyst'));
    const outsiderBefore = (await outsider.get('/api/dashboard/summary').expect(200)).body;
    expect((await client.get('/api/dashboard/summary').expect(200)).body).toEqual({
      projectsByState: [],
      openProjects: 0,
      unitsDue: 0,
      dueWithinDays: 30,
      myOpenTasks: 0,
      jobsRunning: 0,
    });

    const [{ id: unit }] = await ds.query(
      `INSERT INTO inspected_units (name, organization_id, next_detection_due) VALUES
         ($1 || '逾期', $2, current_date - 3), ($1 || '将到期', $2, current_date + 30), ($1 || '未到期', $2, current_date + 31) RETURNING id`,
      [tag, org],
    );
    const insertProject = (code: string, state: string, responser: number | null) =>
      ds.query(`INSERT INTO projects (code, name, state, inspected_unit_id, responser_id, organization_id) VALUES ($1, $1, $2, $3, $4, $5) RETURNING id`, [
        `${tag}-${code}`,
        state,
        unit,
        responser,
        org,
      ]);
    await insertProject('1', 'created', me.id);
    await insertProject('2', 'sampling', null);
    await insertProject('3', 'sampling', null);
    await insertProject('4', 'archived', me.id);
    const [{ id: teamProject }] = await insertProject('5', 'testing', null);
    await ds.query(`INSERT INTO project_members (project_id, user_id, role, organization_id) VALUES ($1, $2, '130', $3)`, [teamProject, me.id, org]);
    await ds.query(
      `INSERT INTO jobs (id, type, status, resource, owner_id, organization_id) VALUES (gen_random_uuid(), 'export', 'running', 'project', $1, $2), (gen_random_uuid(), 'export', 'completed', 'project', $1, $2)`,
      [me.id, org],
    );

    const sum = (await client.get('/api/dashboard/summary').expect(200)).body;
    expect(sum.projectsByState).toEqual([
      { state: 'created', label: '已立项', count: 1 },
      { state: 'sampling', label: '现场采样中', count: 2 },
      { state: 'testing', label: '实验室检测中', count: 1 },
      { state: 'archived', label: '已归档', count: 1 },
    ]);
    expect(sum).toMatchObject({ openProjects: 4, unitsDue: 2, myOpenTasks: 2, jobsRunning: 1 });
    // another organisation's user sees none of it (nothing else sets due dates in organisation B); the administrator sees all
    expect((await outsider.get('/api/dashboard/summary').expect(200)).body.unitsDue).toBe(outsiderBefore.unitsDue);
    expect((await admin.get('/api/dashboard/summary').expect(200)).body.unitsDue).toBeGreaterThanOrEqual(2);
  });
});
