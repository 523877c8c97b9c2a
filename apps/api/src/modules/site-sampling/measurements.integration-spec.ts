import { randomBytes } from 'node:crypto';
import { as, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';
import { type Client, type Row, samplingFixtures } from '../../testing/site-sampling-fixtures';

jest.setTimeout(180_000);

/** Four hours at 88 dB(A) at a point of the welders' post. */
const NOISE = { workshop: '焊接车间', post: '焊工', pointName: '焊接工位1', hazard: '噪声', value: '88', durationMinutes: '240', startTime: '2026-03-02T01:00:00.000Z', endTime: '2026-03-02T01:15:00.000Z' };

/**
 * 物理因素测量 (api/samplingDay/:id/children/measurements): noise and heat measured on a sampling
 * day, values as exact decimals; only 噪声 and 高温 with plausible values (a Chinese 400, nothing
 * written); the instrument usable on the day; vouched for by the signatures like the sampling
 * records (a change needs a reason and voids them, each in the day's history); organisation
 * isolation and permissions.
 */
describe('api/samplingDay/:id/children/measurements', () => {
  let t: TestApp;
  let orgs: Record<string, number>;
  let admin: Client;
  let sampler: Client;
  let orgb: Client;
  let analyst: Client;
  let f: ReturnType<typeof samplingFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    orgs = (await seed(t.app)).organizations;
    [admin, sampler, orgb, analyst] = await Promise.all(['admin', 'sampler', 'orgb-admin', 'analyst'].map(async (u) => as(t.app, await loginAs(t.app, u))));
    f = samplingFixtures(t.app, `WL${randomBytes(2).toString('hex')}`);
  });
  afterAll(() => t.close());

  const path = (dayId: number) => `/api/samplingDay/${dayId}/children/measurements`;
  const openDay = async () => {
    const { project } = await f.samplingProject(admin, orgs.A);
    return { project, day: await f.day(sampler, project.id, '2026-03-02') };
  };
  const count = async (dayId: number): Promise<number> => (await f.ds.query(`SELECT count(*)::int AS n FROM sampling_day_measurements WHERE day_id = $1`, [dayId]))[0].n;

  it('records noise and heat on the day as exact decimals, with a usable instrument, each change in the day’s history', async () => {
    const { day } = await openDay();
    const meter = await f.instrument(orgs.A, '2099-12-31');
    const noise = (await sampler.post(path(day.id)).send({ ...NOISE, equipment: meter.id }).expect(201)).body as Row;
    expect(noise).toMatchObject({ ...NOISE, value: '88.0', durationMinutes: '240.00', equipment: meter.id, equipmentName: meter.name, equipmentCode: meter.code });
    const heat = (await sampler.post(path(day.id)).send({ workshop: '铸造车间', post: '浇注工', pointName: '浇注区', hazard: '高温', value: '29.4', durationMinutes: '360' }).expect(201)).body as Row;
    expect(heat).toMatchObject({ hazard: '高温', value: '29.4', durationMinutes: '360.00', equipment: null, startTime: null });
    const edited = (await sampler.put(`${path(day.id)}/${noise.id}`).send({ version: noise.version, value: '87.5' }).expect(200)).body as Row;
    expect(edited).toMatchObject({ value: '87.5', version: 2 });
    expect((await sampler.get(path(day.id)).expect(200)).body.map((m: Row) => [m.hazard, m.value])).toEqual([
      ['噪声', '87.5'],
      ['高温', '29.4'],
    ]);
    await sampler.delete(`${path(day.id)}/${heat.id}`).send({ version: heat.version }).expect(200);
    const history = await f.ds.query(`SELECT type, payload FROM domain_events WHERE aggregate_type = 'samplingDay' AND aggregate_id = $1 AND type LIKE 'SamplingDayChild%' ORDER BY seq`, [String(day.id)]);
    expect(history.map((e: { type: string; payload: { child: string } }) => [e.type, e.payload.child])).toEqual([
      ['SamplingDayChildAdded', 'measurements'],
      ['SamplingDayChildAdded', 'measurements'],
      ['SamplingDayChildEdited', 'measurements'],
      ['SamplingDayChildRemoved', 'measurements'],
    ]);
    expect(history[2].payload).toMatchObject({ old: { value: '88.0' }, new: { value: '87.5' } });
    // a day with measurements is not deleted with them
    expect((await sampler.delete('/api/samplingDay/delete').send({ ids: [day.id] }).expect(200)).body).toMatchObject({ code: '400', message: '采样单已有采样记录或物理因素测量，请先删除' });
  });

  it('refuses another factor, implausible values and an unusable instrument with a 400 in Chinese, writing nothing', async () => {
    const { day } = await openDay();
    const lapsed = await f.instrument(orgs.A, '2026-03-01');
    const bad = async (body: Record<string, unknown>) => (await sampler.post(path(day.id)).send({ ...NOISE, ...body }).expect(400)).body.message as string;
    expect(await bad({ hazard: '甲苯' })).toBe('物理因素的值不在可选范围内：甲苯');
    expect(await bad({ value: '880' })).toBe('噪声的等效声级LAeq应在20～160dB(A)之间，当前为880dB(A)');
    expect(await bad({ hazard: '高温', value: '85' })).toBe('高温的WBGT指数应在0～60℃之间，当前为85℃');
    expect(await bad({ value: '八十八' })).toContain('测量值（LAeq dB(A)／WBGT ℃）必须是数字');
    expect(await bad({ value: '88.25' })).toContain('最多保留1位小数');
    expect(await bad({ durationMinutes: '0' })).toContain('只能输入大于0的数字');
    expect(await bad({ durationMinutes: '1500' })).toBe('接触时间不能超过1440分钟（24小时），当前为1500分钟');
    expect(await bad({ durationMinutes: null })).toContain('接触时间Ti（min）不能为空');
    expect(await bad({ endTime: NOISE.startTime })).toBe('测量结束时间必须晚于开始时间');
    expect(await bad({ equipment: lapsed.id })).toBe(`设备不可用于测量：${lapsed.name}（${lapsed.code}）检定/校准已于 2026-03-01 过期`);
    expect(await count(day.id)).toBe(0);
    // an edit is checked as the row would become
    const row = (await sampler.post(path(day.id)).send(NOISE).expect(201)).body as Row;
    expect((await sampler.put(`${path(day.id)}/${row.id}`).send({ version: row.version, hazard: '高温' }).expect(400)).body.message).toBe('高温的WBGT指数应在0～60℃之间，当前为88.0℃');
    expect((await sampler.get(path(day.id)).expect(200)).body).toEqual([expect.objectContaining({ hazard: '噪声', value: '88.0', version: 1 })]);
  });

  it('is vouched for by the signatures: a day of measurements alone is signed and submitted; a later change needs a reason and voids them', async () => {
    const { day } = await openDay();
    const row = (await sampler.post(path(day.id)).send(NOISE).expect(201)).body as Row;
    await f.signAll(sampler, day.id);
    // without a reason: refused, nothing changed, the signatures stand
    expect((await sampler.put(`${path(day.id)}/${row.id}`).send({ version: row.version, value: '86' }).expect(400)).body.message).toBe(
      '该采样单已签名或已提交，修改采样记录必须填写原因（修改后签名失效，需重新签名）',
    );
    expect((await sampler.post(path(day.id)).send({ ...NOISE, pointName: '焊接工位2' }).expect(400)).body.message).toContain('必须填写原因');
    expect((await f.signatures(sampler, day.id)).every((s) => s.voided === false)).toBe(true);
    await sampler.put(`${path(day.id)}/${row.id}`).send({ version: row.version, value: '86', reason: '声级读数抄错' }).expect(200);
    const voided = await f.signatures(sampler, day.id);
    expect(voided.map((s) => [s.voided, s.voidReason])).toEqual(Array(3).fill([true, '采样记录已修改：声级读数抄错']));
    expect((await f.events('samplingDay', day.id, 'SamplingDayChildEdited')).map((e) => [e.payload.child, e.reason])).toEqual([
      ['signatures', '声级读数抄错'],
      ['signatures', '声级读数抄错'],
      ['signatures', '声级读数抄错'],
      ['measurements', '声级读数抄错'],
    ]);
    // re-signed on the measurements as they are now, the day is submitted
    await f.signAll(sampler, day.id);
    const current = await f.readDay(sampler, day.id);
    expect((await sampler.post(`/api/samplingDay/${day.id}/transitions/submit`).send({ version: current.version }).expect(200)).body.state).toBe('submitted');
    // after submission a removal needs a reason too
    const [now] = (await sampler.get(path(day.id)).expect(200)).body as Row[];
    expect((await sampler.delete(`${path(day.id)}/${now.id}`).send({ version: now.version }).expect(400)).body.message).toContain('必须填写原因');
    expect(await count(day.id)).toBe(1);
  });

  it('a signature made before a measurement is stale once one is added (the day is not submitted on it)', async () => {
    const { project, samples } = await f.samplingProject(admin, orgs.A);
    const day = await f.day(sampler, project.id, '2026-03-02');
    await f.record(sampler, day.id, samples[3].id, { remark: '空白' }).expect(201);
    await f.signAll(sampler, day.id);
    await sampler.post(path(day.id)).send({ ...NOISE, reason: '补录噪声测量' }).expect(201);
    expect((await f.signatures(sampler, day.id)).filter((s) => s.voided === false)).toEqual([]);
  });

  it('needs the buttons (403) and keeps organisations apart (404, nothing written)', async () => {
    const { day } = await openDay();
    const row = (await sampler.post(path(day.id)).send(NOISE).expect(201)).body as Row;
    await analyst.post(path(day.id)).send(NOISE).expect(403);
    await orgb.get(path(day.id)).expect(404);
    await orgb.post(path(day.id)).send(NOISE).expect(404);
    await orgb.put(`${path(day.id)}/${row.id}`).send({ version: row.version, value: '60' }).expect(404);
    await orgb.delete(`${path(day.id)}/${row.id}`).send({ version: row.version }).expect(404);
    expect((await sampler.get(path(day.id)).expect(200)).body).toEqual([expect.objectContaining({ id: row.id, value: '88.0', version: 1 })]);
    // an instrument of another organisation is not one of ours
    const theirs = await f.instrument(orgs.B, '2099-12-31');
    await sampler.post(path(day.id)).send({ ...NOISE, equipment: theirs.id }).expect(400);
    expect(await count(day.id)).toBe(1);
  });
});
