import { randomBytes } from 'node:crypto';
import { SAMPLE } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';
import { type Actor, inTransaction } from '../../platform';
import { as, dataSourceOf, loginAs, seed } from '../../testing/identity';
import { type Client, samplingFixtures } from '../../testing/site-sampling-fixtures';
import { createTestApp, TestApp } from '../../testing/test-app';
import { lockSamples, moveSample } from './sample-moves';

jest.setTimeout(180_000);

/**
 * 已检样品数 (the project list's samplesTested): kept in the same transaction as the sample's move —
 * by moveSample (the laboratory's release and retest) and by the kernel's own sample transitions —
 * so the list of 10 000 projects reads a column, never a count per row.
 */
describe('the project’s 已检样品数 follows its samples', () => {
  let t: TestApp;
  let admin: Client;
  let actor: Actor;
  let orgX: number;
  const tag = `TC${randomBytes(3).toString('hex')}`;
  let f: ReturnType<typeof samplingFixtures>;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
    admin = as(t.app, await loginAs(t.app, 'admin'));
    f = samplingFixtures(t.app, tag);
    [{ id: orgX }] = await f.ds.query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [`${tag}机构`]);
    const [{ id }] = await f.ds.query(`SELECT id FROM users WHERE username = 'admin'`);
    actor = { id, username: 'admin', isAdmin: true, isQy: false, organizationId: orgX, orgScope: null } as Actor;
  });
  afterAll(() => t.close());

  const projectWith = async (states: string[]) => {
    const { project } = await f.projectThrough(admin, orgX, ['signContract', 'startSurvey', 'startSampling']);
    const ids: number[] = [];
    for (const state of states) {
      const code = `${tag}-S${++n}`;
      const [{ id }] = await f.ds.query(
        `INSERT INTO samples (organization_id, project_id, identity, code, kind, sample_type, hazard, workshop, post, day, unit, state)
         VALUES ($1, $2, $3::text, $3::varchar, 'TWA', 'individual', '甲苯', '喷漆车间', '喷漆工', 1, 1, $4) RETURNING id`,
        [orgX, project.id, code, state],
      );
      ids.push(id);
    }
    return { projectId: project.id as number, ids };
  };
  const tested = async (projectId: number) => (await admin.get(`/api/project/${projectId}`).expect(200)).body.samplesTested as number;
  const counted = async (projectId: number) =>
    (await f.ds.query(`SELECT payload, reason FROM domain_events WHERE aggregate_type = 'project' AND aggregate_id = $1 AND type = 'ProjectEdited' AND payload->'new' ? 'samplesTested' ORDER BY seq`, [String(projectId)])) as {
      payload: { old: { samplesTested: number }; new: { samplesTested: number } };
      reason: string | null;
    }[];
  const move = (ids: number[], event: 'completeTesting' | 'retest', values: Record<string, unknown>, reason: string) =>
    inTransaction(dataSourceOf(t.app), async (m) => {
      const events = t.app.get(DomainEventsService);
      for (const sample of await lockSamples(m, ids, [orgX])) await moveSample(events, { m, actor, decl: SAMPLE }, sample, event, values, reason);
    });

  it('moveSample: a batch released counts its samples tested, a retest takes them back — each change an event on the project', async () => {
    const { projectId, ids } = await projectWith(['testing', 'testing', 'testing']);
    expect(await tested(projectId)).toBe(0);
    await move(ids.slice(0, 2), 'completeTesting', { resultValue: '4.13', resultText: '4.13', resultCounted: '4.13', belowLod: false, testedDate: '2026-03-05' }, '检测批次PC-1发布结果');
    expect(await tested(projectId)).toBe(2);
    await move([ids[0] as number], 'retest', { resultValue: null, resultText: null, resultCounted: null, belowLod: null, testedDate: null }, '复测：平行样偏差超限');
    expect(await tested(projectId)).toBe(1);
    expect((await counted(projectId)).map((e) => [e.payload.old.samplesTested, e.payload.new.samplesTested, e.reason])).toEqual([
      [0, 1, '检测批次PC-1发布结果'],
      [1, 2, '检测批次PC-1发布结果'],
      [2, 1, '复测：平行样偏差超限'],
    ]);
  });

  it('the kernel’s transitions too: 完成检测 counts, 留样 and 处置 after testing keep it, 复测 takes it back', async () => {
    const { projectId, ids } = await projectWith(['testing', 'received']);
    const [first, second] = ids as [number, number];
    const transition = async (id: number, event: string, reason?: string) => {
      const row = (await admin.get(`/api/sample/${id}`).expect(200)).body;
      return admin.post(`/api/sample/${id}/transitions/${event}`).send({ version: row.version, reason }).expect(200);
    };
    await transition(first, 'completeTesting');
    expect(await tested(projectId)).toBe(1);
    await transition(first, 'retain');
    expect(await tested(projectId)).toBe(1);
    // disposing of a sample never tested does not count it
    await transition(second, 'dispose', '超过保存期限');
    expect(await tested(projectId)).toBe(1);
    await transition(first, 'retest', '客户质疑结果');
    expect(await tested(projectId)).toBe(0);
    expect((await counted(projectId)).map((e) => e.payload.new.samplesTested)).toEqual([1, 0]);
  });
});
