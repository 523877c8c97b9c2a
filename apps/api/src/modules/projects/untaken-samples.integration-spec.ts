import { randomBytes } from 'node:crypto';
import { as, loginAs, seed } from '../../testing/identity';
import { type Client, MEASURED, type Row, samplingFixtures } from '../../testing/site-sampling-fixtures';
import { createTestApp, TestApp } from '../../testing/test-app';

jest.setTimeout(180_000);

/**
 * 取消未采样品 (`POST api/project/:id/commands/cancelUntakenSamples`): at the end of field work the
 * samples never taken are cancelled by the sample machine — never a collected one, a collected blank
 * or one already recorded on a day not yet submitted — with an event each and one on the project;
 * the project's counts follow. Reason, button, state and organisation are checked first.
 */
describe('取消未采样品 on a project', () => {
  let t: TestApp;
  let orgs: Record<string, number>;
  let admin: Client;
  let surveyor: Client;
  let sampler: Client;
  let orgb: Client;
  let f: ReturnType<typeof samplingFixtures>;
  let instrument: { id: number };

  beforeAll(async () => {
    t = await createTestApp();
    orgs = (await seed(t.app)).organizations;
    [admin, surveyor, sampler, orgb] = await Promise.all(['admin', 'surveyor', 'sampler', 'orgb-admin'].map(async (u) => as(t.app, await loginAs(t.app, u))));
    f = samplingFixtures(t.app, `QX${randomBytes(2).toString('hex')}`);
    instrument = await f.instrument(orgs.A, '2099-12-31');
  });
  afterAll(() => t.close());

  const project = async (id: number): Promise<Row> => (await admin.get(`/api/project/${id}`).expect(200)).body;
  /** 取消未采样品 with the project's current version, expecting `status`; the response. */
  const cancel = async (client: Client, id: number, body: Record<string, unknown>, status: number) =>
    client.post(`/api/project/${id}/commands/cancelUntakenSamples`).send({ version: (await project(id)).version, ...body }).expect(status);
  const states = async (ids: number[]) => Promise.all(ids.map((id) => f.sampleState(id)));

  /**
   * A project in 现场采样中 whose approved plan numbered 4 samples and a blank (计划样品数 5): the
   * first sample and the blank recorded and submitted on a day (已采集), the second recorded on a
   * day not yet submitted, the last two never taken.
   */
  const fieldWorkDone = async () => {
    const { project: created, samples } = await f.samplingProject(admin, orgs.A, 4);
    await f.ds.query(`UPDATE projects SET samples_planned = 5 WHERE id = $1`, [created.id]);
    const [taken, recorded, , , blank] = samples as [(typeof samples)[0], (typeof samples)[0], (typeof samples)[0], (typeof samples)[0], (typeof samples)[0]];
    const day = await f.day(sampler, created.id, '2026-03-02');
    await f.record(sampler, day.id, taken.id, { ...MEASURED, equipment: instrument.id }).expect(201);
    await f.record(sampler, day.id, blank.id, { remark: '现场空白' }).expect(201);
    await f.signAll(sampler, day.id);
    await sampler.post(`/api/samplingDay/${day.id}/transitions/submit`).send({ version: (await f.readDay(sampler, day.id)).version }).expect(200);
    const open = await f.day(sampler, created.id, '2026-03-03');
    await f.record(sampler, open.id, recorded.id, { ...MEASURED, equipment: instrument.id }).expect(201);
    return { id: created.id as number, samples, ids: samples.map((s) => s.id) };
  };

  it('cancels the samples never taken, each with its event, and the project’s counts follow under one event naming them', async () => {
    const { id, samples, ids } = await fieldWorkDone();
    expect(await states(ids)).toEqual(['collected', 'planned', 'planned', 'planned', 'collected']);
    expect(await project(id)).toMatchObject({ samplesPlanned: 5, samplesCollected: 2, samplesTested: 0 });

    const done = (await cancel(surveyor, id, { reason: '企业停产，剩余岗位无法采样' }, 200)).body as Row;
    expect(done).toMatchObject({ id, message: '已取消2个未采样品', samplesPlanned: 3, samplesCollected: 2, samplesTested: 0, state: 'sampling' });
    // the collected sample and blank stay, the one recorded on the open day is still to be submitted
    expect(await states(ids)).toEqual(['collected', 'planned', 'cancelled', 'cancelled', 'collected']);
    expect(await project(id)).toMatchObject({ samplesPlanned: 3, samplesCollected: 2, samplesTested: 0 });

    for (const sample of samples.slice(2, 4)) {
      expect(await f.events('sample', sample.id, 'SampleTransitioned')).toEqual([
        { payload: expect.objectContaining({ event: 'cancel', from: 'planned', to: 'cancelled' }), reason: '企业停产，剩余岗位无法采样' },
      ]);
    }
    for (const sample of [samples[0], samples[1], samples[4]]) {
      expect((await f.events('sample', sample.id, 'SampleTransitioned')).filter((e) => e.payload.event === 'cancel')).toEqual([]);
    }
    expect(await f.events('project', id, 'ProjectCommandRun')).toEqual([
      {
        payload: expect.objectContaining({
          command: 'cancelUntakenSamples',
          cancelledCount: 2,
          cancelledCodes: [samples[2].code, samples[3].code],
          old: { samplesPlanned: 5 },
          new: { samplesPlanned: 3 },
        }),
        reason: '企业停产，剩余岗位无法采样',
      },
    ]);
    const history = (await admin.get(`/api/project/${id}/history`).expect(200)).body.content as { action: string; reason: string | null; changes: { label: string; old: unknown; new: unknown }[] }[];
    expect(history[0]).toMatchObject({ action: '取消未采样品', reason: '企业停产，剩余岗位无法采样', changes: [{ label: '计划样品数', old: 5, new: 3 }] });

    // run again: nothing left that was never taken (the recorded sample waits for its day)
    expect((await cancel(surveyor, id, { reason: '再次收尾' }, 400)).body.message).toBe('没有未采的样品');
    expect(await states(ids)).toEqual(['collected', 'planned', 'cancelled', 'cancelled', 'collected']);
    expect(await f.events('project', id, 'ProjectCommandRun')).toHaveLength(1);
  });

  it('needs a reason, the button and a project of the caller’s organisation; changes nothing when refused', async () => {
    const { id, ids } = await fieldWorkDone();
    const before = await project(id);
    expect((await cancel(surveyor, id, {}, 400)).body.message).toBe('取消未采样品必须填写原因');
    expect((await cancel(surveyor, id, { reason: '   ' }, 400)).body.message).toBe('取消未采样品必须填写原因');
    // the sampler moves projects through field work but does not hold 取消未采样品
    await cancel(sampler, id, { reason: '采样结束' }, 403);
    // another organisation's administrator holds every project button, not this project
    await cancel(orgb, id, { reason: '采样结束' }, 404);
    expect(await states(ids)).toEqual(['collected', 'planned', 'planned', 'planned', 'collected']);
    expect(await project(id)).toMatchObject({ version: before.version, samplesPlanned: 5 });
    expect(await f.events('project', id, 'ProjectCommandRun')).toEqual([]);
  });

  it('runs while 现场采样中 or 实验室检测中 only (409 in the machine’s words elsewhere)', async () => {
    const { project: surveying } = await f.projectThrough(admin, orgs.A, ['signContract', 'startSurvey']);
    expect((await cancel(admin, surveying.id, { reason: '采样结束' }, 409)).body.message).toBe('项目处于“现场调查中”状态，不能执行“取消未采样品”');

    const { id, ids } = await fieldWorkDone();
    await admin.post(`/api/project/${id}/transitions/startTesting`).send({ version: (await project(id)).version }).expect(200);
    expect((await cancel(admin, id, { reason: '实验室开始检测，未采岗位取消' }, 200)).body).toMatchObject({ message: '已取消2个未采样品', state: 'testing', samplesPlanned: 3 });
    expect(await states(ids)).toEqual(['collected', 'planned', 'cancelled', 'cancelled', 'collected']);

    await admin.post(`/api/project/${id}/transitions/completeTesting`).send({ version: (await project(id)).version }).expect(200);
    expect((await cancel(admin, id, { reason: '收尾' }, 409)).body.message).toBe('项目处于“报告编制中”状态，不能执行“取消未采样品”');
  });
});
