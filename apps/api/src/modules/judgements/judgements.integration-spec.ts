import { randomBytes } from 'node:crypto';
import type { ProjectJudgementsView } from '@ohit/contracts';
import { as, loginAs, seed } from '../../testing/identity';
import { type Client, samplingFixtures } from '../../testing/site-sampling-fixtures';
import { createTestApp, TestApp } from '../../testing/test-app';

jest.setTimeout(180_000);

interface SampleSpec {
  hazard?: string;
  workshop: string;
  post: string;
  kind?: string | null;
  unit?: number;
  state: string;
  blank?: boolean;
  /** what the report writes; a '<' text is below the LOD */
  result?: string;
  counted?: string;
  testedDate?: string | null;
  /** its on-site record: the point and the minutes sampled (none: not recorded yet) */
  point?: string;
  minutes?: number;
  /** 'free-silica': a bulk dust sample whose result (%) picks 矽尘's row */
  instrumentFamily?: string;
}

/**
 * 检测结果判定 (GET api/project/:id/judgements) on samples with released results built by SQL in
 * an organisation of the test's own: each point judged by @ohit/domain (C_TWA 5.0 mg/m³ toluene
 * 符合 — domain.md §11; over the limit 不符合; a sample without its result 无法判定 and incomplete),
 * the project rolled up and its sample counts by state; permissions and organisation isolation.
 */
describe('api/project/:id/judgements', () => {
  let t: TestApp;
  let orgs: Record<string, number>;
  let admin: Client;
  let surveyor: Client;
  let orgb: Client;
  let analyst: Client;
  let orgX: number;
  const tag = `JD${randomBytes(3).toString('hex')}`;
  let f: ReturnType<typeof samplingFixtures>;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp();
    orgs = (await seed(t.app)).organizations;
    [admin, surveyor, orgb, analyst] = await Promise.all(['admin', 'surveyor', 'orgb-admin', 'analyst'].map(async (u) => as(t.app, await loginAs(t.app, u))));
    f = samplingFixtures(t.app, tag);
    [{ id: orgX }] = await f.ds.query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [`${tag}机构`]);
  });
  afterAll(() => t.close());

  /** A project of the organisation in 检测中 with a sampling day on 2026-03-02. */
  const project = async (organizationId: number) => {
    const { project: p } = await f.projectThrough(admin, organizationId, ['signContract', 'startSurvey', 'startSampling']);
    const [{ id: day }] = await f.ds.query(
      `INSERT INTO sampling_days (code, project_id, sampling_date, weather, temperature, humidity, pressure, production_load, organization_id)
       VALUES ($1, $2, '2026-03-02', '1', 25.5, 65, 100.8, 90, $3) RETURNING id`,
      [`${tag}-D${++n}`, p.id, organizationId],
    );
    return { id: p.id as number, day: day as number, organizationId };
  };

  /** A sample of the project, with its released result (when given) and its on-site record (when a point is given). */
  const sample = async (p: { id: number; day: number; organizationId: number }, s: SampleSpec) => {
    const code = `${tag}-S${++n}`;
    const hazard = s.hazard ?? '甲苯';
    const below = s.result?.startsWith('<') ?? null;
    const tested = s.result !== undefined;
    const [{ id }] = await f.ds.query(
      `INSERT INTO samples (organization_id, project_id, identity, code, blank, kind, sample_type, hazard, workshop, post, day, unit, state,
                            result_value, result_text, result_counted, below_lod, result_unit, tested_date, instrument_family)
       VALUES ($1, $2, $3::text, $3::varchar, $4, $5, 'individual', $6, $7, $8, 1, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
      [
        p.organizationId,
        p.id,
        code,
        s.blank ?? false,
        s.blank ? null : (s.kind ?? 'TWA'),
        hazard,
        s.workshop,
        s.post,
        s.unit ?? 1,
        s.state,
        tested ? (s.counted ?? s.result) : null,
        s.result ?? null,
        tested ? (s.counted ?? s.result) : null,
        below,
        tested ? 'mg/m³' : null,
        s.testedDate === undefined ? (tested ? '2026-03-05' : null) : s.testedDate,
        s.instrumentFamily ?? null,
      ],
    );
    if (s.point !== undefined) {
      await f.ds.query(
        `INSERT INTO sampling_records (day_id, project_id, sample_id, sample_code, blank, workshop, post, hazard, sample_type, kind, point_name, worker_name, duration_minutes, organization_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'individual', $9, $10, '王工', $11, $12)`,
        [p.day, p.id, id, code, s.blank ?? false, s.workshop, s.post, hazard, s.kind ?? 'TWA', s.point, s.minutes ?? null, p.organizationId],
      );
    }
    return { id: id as number, code };
  };

  const judgements = async (client: Client, projectId: number): Promise<ProjectJudgementsView> => (await client.get(`/api/project/${projectId}/judgements`).expect(200)).body;

  it('judges every point: toluene C_TWA 5.0 mg/m³ 符合 (12 × 2 h, 4 × 4 h, <LOD × 2 h), another over the limit 不符合, one waiting for a result 无法判定 — and the project 不符合', async () => {
    const p = await project(orgX);
    const paint = { workshop: '喷漆车间', post: '喷漆工' };
    const s1 = await sample(p, { ...paint, state: 'tested', result: '12.0', point: '喷漆房1', minutes: 120 });
    await sample(p, { ...paint, state: 'tested', result: '4.0', point: '喷漆房1', minutes: 240 });
    await sample(p, { ...paint, state: 'retained', result: '<0.5', counted: '0', point: '喷漆房1', minutes: 120 });
    // over the limit: (80 × 4 + 60 × 4) / 8 = 70.0 > 50; one of its samples already disposed of after testing
    await sample(p, { ...paint, unit: 2, state: 'tested', result: '80.0', point: '喷漆房2', minutes: 240 });
    await sample(p, { ...paint, unit: 2, state: 'disposed', result: '60.0', point: '喷漆房2', minutes: 240 });
    // a result still to come: one sample testing, one not yet taken (its plan unit recorded at 调漆台 on the day)
    const mix = { workshop: '调漆车间', post: '调漆工', unit: 3 };
    await sample(p, { ...mix, state: 'tested', result: '10.0', point: '调漆台', minutes: 240 });
    const waiting = await sample(p, { ...mix, state: 'testing', point: '调漆台', minutes: 240 });
    await sample(p, { ...mix, state: 'planned' });
    // neither a blank nor a cancelled sample is a point
    await sample(p, { ...paint, blank: true, state: 'received', point: '喷漆房1' });
    await sample(p, { ...paint, unit: 9, state: 'cancelled' });

    const view = await judgements(admin, p.id);
    expect(view).toMatchObject({ projectId: p.id, edition: 'GBZ 2.1-2019', conclusion: '不符合', failingPoints: ['喷漆车间/喷漆工/喷漆房2 甲苯'] });
    // 10 samples: 9 not cancelled, 8 past the plan, 6 with a released result (a disposed one tested before)
    expect(view.counts).toEqual({ planned: 9, collected: 8, tested: 6 });
    expect(view.points.map((q) => [q.workshop, q.post, q.pointName, q.hazard, q.conclusion, q.complete])).toEqual([
      ['喷漆车间', '喷漆工', '喷漆房1', '甲苯', '符合', true],
      ['喷漆车间', '喷漆工', '喷漆房2', '甲苯', '不符合', true],
      ['调漆车间', '调漆工', '调漆台', '甲苯', '无法判定', false],
    ]);
    const [ok, over, incomplete] = view.points;
    expect(ok).toMatchObject({ cTwa: '5.0', cSte: null, explanation: 'C_TWA 5.0 ≤ PC-TWA 50，符合' });
    expect(ok?.limit).toMatchObject({ name: '甲苯', kind: 'chemical', twa: '50', stel: '100', macValue: null, edition: 'GBZ 2.1-2019' });
    expect(ok?.checks).toEqual([
      { rule: 'gbz2.1-2019/twa', edition: 'GBZ 2.1-2019', source: 'GBZ 2.1-2019 时间加权平均容许浓度 (PC-TWA)', formula: 'C_TWA ≤ PC-TWA', limit: '50', value: '5.0', passed: true, explanation: 'C_TWA 5.0 ≤ PC-TWA 50，符合' },
    ]);
    expect(ok?.samples.map((s) => [s.code, s.resultText, s.durationMinutes, s.tested])).toEqual([
      [s1.code, '12.0', '120.00', true],
      [expect.any(String), '4.0', '240.00', true],
      [expect.any(String), '<0.5', '120.00', true],
    ]);
    expect(ok?.values).toEqual([{ label: 'C_TWA', value: '5.0', text: '5.0', unit: 'mg/m³' }]);
    expect(over).toMatchObject({ cTwa: '70.0', explanation: 'C_TWA 70.0 > PC-TWA 50，不符合' });
    expect(over?.checks[0]).toMatchObject({ passed: false, value: '70.0', limit: '50' });
    expect(incomplete).toMatchObject({ explanation: '尚有 2 个样品未出检测结果', cTwa: '5.0' });
    expect(incomplete?.samples.find((s) => s.code === waiting.code)).toMatchObject({ state: 'testing', resultText: null, tested: false });
  });

  it('a dust point carries the dust’s 总尘 / 呼尘 PC-TWA: 其他粉尘 总尘 8, 矽尘 the row of the workshop’s free-silica band, 煤尘 its row without values (无法判定)', async () => {
    const p = await project(orgX);
    const grind = { workshop: '打磨车间', post: '打磨工' };
    await sample(p, { ...grind, hazard: '其他粉尘', state: 'tested', result: '3.2', point: '砂轮机', minutes: 480 });
    const crush = { workshop: '破碎车间', post: '破碎工' };
    await sample(p, { ...crush, hazard: '矽尘', state: 'tested', result: '0.62', point: '破碎机', minutes: 480 });
    // the workshop's bulk dust: 20 % free SiO2 (10–50 % band); not a point itself
    await sample(p, { ...crush, hazard: '矽尘', kind: null, unit: 2, state: 'tested', result: '20.0', instrumentFamily: 'free-silica' });
    await sample(p, { workshop: '锅炉房', post: '上煤工', hazard: '煤尘', state: 'tested', result: '2.0', point: '上煤口', minutes: 480 });

    const view = await judgements(admin, p.id);
    const byHazard = Object.fromEntries(view.points.map((q) => [q.hazard, q]));
    expect(view.points).toHaveLength(3);
    expect(byHazard['其他粉尘']).toMatchObject({
      conclusion: '符合',
      limit: { name: '其他粉尘', kind: 'dust', twa: null, stel: null, macValue: null, totalDustTwa: '8', respirableDustTwa: null, edition: 'GBZ 2.1-2019' },
    });
    expect(byHazard['矽尘']).toMatchObject({
      conclusion: '符合',
      limit: { name: '矽尘（10 %≤游离SiO2含量≤50 %）', kind: 'dust', totalDustTwa: '1', respirableDustTwa: '0.7' },
    });
    expect(byHazard['煤尘']).toMatchObject({ conclusion: '无法判定', limit: { name: '煤尘', kind: 'dust', totalDustTwa: null, respirableDustTwa: null } });
  });

  it('a retest takes the result back: the point is 无法判定 again at the next read', async () => {
    const p = await project(orgX);
    const post = { workshop: '焊接车间', post: '焊工' };
    await sample(p, { ...post, state: 'tested', result: '20.0', point: '焊位1', minutes: 480 });
    const retested = await sample(p, { ...post, unit: 2, state: 'tested', result: '30.0', point: '焊位2', minutes: 480 });
    expect((await judgements(admin, p.id)).conclusion).toBe('符合');
    await f.ds.query(`UPDATE samples SET state = 'testing', result_value = NULL, result_text = NULL, result_counted = NULL, below_lod = NULL, tested_date = NULL WHERE id = $1`, [retested.id]);
    const again = await judgements(admin, p.id);
    expect(again).toMatchObject({ conclusion: '无法判定', counts: { planned: 2, collected: 2, tested: 1 } });
    expect(again.points.map((q) => q.conclusion)).toEqual(['符合', '无法判定']);
  });

  it('a project without samples cannot be judged yet, and says so', async () => {
    const p = await project(orgX);
    expect(await judgements(admin, p.id)).toEqual({
      projectId: p.id,
      edition: 'GBZ 2.1-2019',
      conclusion: '无法判定',
      explanation: '尚无检测点',
      failingPoints: [],
      counts: { planned: 0, collected: 0, tested: 0 },
      points: [],
    });
  });

  it('is read by whoever may read the project in its organisation; another organisation’s project is a 404, no project:list a 403, a bad id a 400', async () => {
    const mine = await project(orgs.A);
    await sample(mine, { workshop: '喷漆车间', post: '喷漆工', state: 'tested', result: '4.0', point: '喷漆房1', minutes: 480 });
    const own = await judgements(surveyor, mine.id);
    expect(own).toMatchObject({ conclusion: '符合', points: [expect.objectContaining({ cTwa: '4.0' })] });

    const other = await project(orgX);
    await sample(other, { workshop: '喷漆车间', post: '喷漆工', state: 'tested', result: '80.0', point: '喷漆房1', minutes: 480 });
    for (const client of [surveyor, orgb]) {
      const refused = await client.get(`/api/project/${other.id}/judgements`).expect(404);
      expect(JSON.stringify(refused.body)).not.toContain('喷漆');
    }
    await orgb.get(`/api/project/${mine.id}/judgements`).expect(404);
    await analyst.get(`/api/project/${mine.id}/judgements`).expect(403);
    expect((await admin.get('/api/project/abc/judgements').expect(400)).body.message).toBe('项目id必须是正整数');
    await admin.get('/api/project/2147483647/judgements').expect(404);
    // the kernel's own project read is untouched by the new route
    expect((await surveyor.get(`/api/project/${mine.id}`).expect(200)).body.id).toBe(mine.id);
  });
});
