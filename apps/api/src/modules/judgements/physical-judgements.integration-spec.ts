import { randomBytes } from 'node:crypto';
import type { PointJudgementView, ProjectJudgementsView } from '@ohit/contracts';
import { as, loginAs, seed } from '../../testing/identity';
import { type Client, samplingFixtures } from '../../testing/site-sampling-fixtures';
import { createTestApp, TestApp } from '../../testing/test-app';

jest.setTimeout(180_000);

/**
 * 检测结果判定 of noise and heat measured on site (物理因素测量, the sampling day's measurements):
 * each workshop + post + factor + point a point of its own, judged by @ohit/domain (GBZ 2.2) —
 * LEX,8h from the segments' LAeq over their exposure times against 85 dB(A), the time-weighted WBGT
 * against the limit of the post's labour intensity (the survey) and contact-time ratio; a heat
 * point without the labour intensity says why it cannot be judged; another organisation sees none.
 */
describe('api/project/:id/judgements — noise and heat measured on site', () => {
  let t: TestApp;
  let orgs: Record<string, number>;
  let admin: Client;
  let sampler: Client;
  let orgb: Client;
  let f: ReturnType<typeof samplingFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    orgs = (await seed(t.app)).organizations;
    [admin, sampler, orgb] = await Promise.all(['admin', 'sampler', 'orgb-admin'].map(async (u) => as(t.app, await loginAs(t.app, u))));
    f = samplingFixtures(t.app, `PJ${randomBytes(2).toString('hex')}`);
  });
  afterAll(() => t.close());

  /** A project in 现场采样中 of organisation A whose survey has the welders (no intensity), the pourers (Ⅱ级, 6 h of heat) and the fettlers (no intensity). */
  const surveyedProject = async () => {
    const { project } = await f.projectThrough(admin, orgs.A, ['signContract', 'startSurvey', 'startSampling']);
    const [{ id: survey }] = await f.ds.query(`INSERT INTO site_surveys (project_id, organization_id) VALUES ($1, $2) RETURNING id`, [project.id, orgs.A]);
    const post = (workshop: string, name: string, intensity: string | null) =>
      f.ds.query(
        `INSERT INTO site_survey_posts (survey_id, organization_id, workshop, post, headcount, exposed_headcount, hours_per_day, days_per_week, labour_intensity)
         VALUES ($1, $2, $3, $4, 4, 4, 8, 5, $5)`,
        [survey, orgs.A, workshop, name, intensity],
      );
    await post('焊接车间', '焊工', null);
    await post('铸造车间', '浇注工', 'II');
    await post('铸造车间', '清理工', null);
    await f.ds.query(`INSERT INTO site_survey_post_hazards (survey_id, organization_id, workshop, post, hazard, contact_hours) VALUES ($1, $2, '铸造车间', '浇注工', '高温', 6)`, [survey, orgs.A]);
    return project;
  };

  const measure = (dayId: number, body: Record<string, unknown>) => sampler.post(`/api/samplingDay/${dayId}/children/measurements`).send(body).expect(201);
  const judgements = async (client: Client, projectId: number): Promise<ProjectJudgementsView> => (await client.get(`/api/project/${projectId}/judgements`).expect(200)).body;
  const pointOf = (view: ProjectJudgementsView, pointName: string): PointJudgementView => {
    const found = view.points.find((p) => p.pointName === pointName);
    if (!found) throw new Error(`no point ${pointName}: ${view.points.map((p) => p.pointName).join(', ')}`);
    return found;
  };

  it('judges LEX,8h of noise segments (4 h at 88 + 4 h at 80 dB(A) = 85.6 不符合; 4 h at 84 + 4 h at 80 = 82.4 符合), WBGT by the post’s labour intensity, and says why heat without it cannot be judged', async () => {
    const project = await surveyedProject();
    const day = await f.day(sampler, project.id, '2026-03-02');
    const welder = { workshop: '焊接车间', post: '焊工', hazard: '噪声' };
    await measure(day.id, { ...welder, pointName: '焊接工位1', value: '88', durationMinutes: '240', startTime: '2026-03-02T01:00:00.000Z', endTime: '2026-03-02T01:15:00.000Z' });
    await measure(day.id, { ...welder, pointName: '焊接工位1', value: '80', durationMinutes: '240' });
    await measure(day.id, { ...welder, pointName: '焊接工位2', value: '84', durationMinutes: '240' });
    await measure(day.id, { ...welder, pointName: '焊接工位2', value: '80', durationMinutes: '240' });
    // (29.0 × 6 h + 27.0 × 2 h) / 8 h = 28.5 ℃; 6 h of heat a day → 75 %, Ⅱ级 → WBGT limit 29 ℃
    const pourer = { workshop: '铸造车间', post: '浇注工', hazard: '高温', pointName: '浇注区' };
    await measure(day.id, { ...pourer, value: '29.0', durationMinutes: '360' });
    await measure(day.id, { ...pourer, value: '27.0', durationMinutes: '120' });
    await measure(day.id, { workshop: '铸造车间', post: '清理工', hazard: '高温', pointName: '清理区', value: '27.5', durationMinutes: '480' });

    const view = await judgements(admin, project.id);
    expect(view).toMatchObject({ conclusion: '不符合', failingPoints: ['焊接车间/焊工/焊接工位1 噪声'], counts: { planned: 0, collected: 0, tested: 0 } });
    expect(view.points.map((p) => [p.workshop, p.post, p.pointName, p.hazard, p.conclusion, p.complete])).toEqual([
      ['焊接车间', '焊工', '焊接工位1', '噪声', '不符合', true],
      ['焊接车间', '焊工', '焊接工位2', '噪声', '符合', true],
      ['铸造车间', '浇注工', '浇注区', '高温', '符合', true],
      ['铸造车间', '清理工', '清理区', '高温', '无法判定', true],
    ]);

    const loud = pointOf(view, '焊接工位1');
    expect(loud.values).toEqual([{ label: 'LEX,8h', value: '85.6', text: '85.6', unit: 'dB(A)' }]);
    expect(loud.limit).toMatchObject({ kind: 'physical', edition: 'GBZ 2.2-2007' });
    expect(loud.checks).toEqual([expect.objectContaining({ rule: 'gbz2.2-2007/noise-lex8h', formula: 'LEX,8h ≤ 85 dB(A)', limit: '85', value: '85.6', passed: false })]);
    expect(loud.explanation).toBe('LEX,8h 85.6 > 限值 85，不符合');
    // each segment shown as a person reads it: measured on site, its value in its unit, its exposure time, its day
    expect(loud.samples).toEqual([
      { code: '现场测量1', kind: null, state: 'measured', resultText: '88.0', resultUnit: 'dB(A)', durationMinutes: '240.00', samplingDate: '2026-03-02', tested: true },
      { code: '现场测量2', kind: null, state: 'measured', resultText: '80.0', resultUnit: 'dB(A)', durationMinutes: '240.00', samplingDate: '2026-03-02', tested: true },
    ]);
    expect(pointOf(view, '焊接工位2')).toMatchObject({ values: [{ label: 'LEX,8h', value: '82.4', unit: 'dB(A)' }], checks: [{ passed: true, value: '82.4' }] });

    const hot = pointOf(view, '浇注区');
    expect(hot.values).toEqual([{ label: 'WBGT', value: '28.5', text: '28.5', unit: '℃' }]);
    expect(hot.checks).toEqual([expect.objectContaining({ formula: 'WBGT ≤ 限值（接触时间率 75%，体力劳动强度II级）', limit: '29', value: '28.5', passed: true })]);
    expect(hot.explanation).toBe('WBGT 28.5 ≤ 限值 29，符合');
    expect(hot.samples.map((s) => [s.resultText, s.resultUnit, s.durationMinutes])).toEqual([
      ['29.0', '℃', '360.00'],
      ['27.0', '℃', '120.00'],
    ]);

    const unknown = pointOf(view, '清理区');
    expect(unknown).toMatchObject({ values: [{ label: 'WBGT', value: '27.5', unit: '℃' }], checks: [], explanation: '缺少岗位的体力劳动强度（现场调查），无法确定 WBGT 限值' });
  });

  it('a corrected segment is judged at the next read; a refused one (another factor, an implausible value) never becomes a point', async () => {
    const project = await surveyedProject();
    const day = await f.day(sampler, project.id, '2026-03-02');
    const body = { workshop: '焊接车间', post: '焊工', hazard: '噪声', pointName: '焊接工位1', value: '90', durationMinutes: '480' };
    const row = (await measure(day.id, body)).body as { id: number; version: number };
    expect(pointOf(await judgements(admin, project.id), '焊接工位1')).toMatchObject({ conclusion: '不符合', values: [{ value: '90.0' }] });
    await sampler.put(`/api/samplingDay/${day.id}/children/measurements/${row.id}`).send({ version: row.version, value: '83' }).expect(200);
    expect(pointOf(await judgements(admin, project.id), '焊接工位1')).toMatchObject({ conclusion: '符合', values: [{ value: '83.0' }] });

    const refused = (extra: Record<string, unknown>) => sampler.post(`/api/samplingDay/${day.id}/children/measurements`).send({ ...body, pointName: '焊接工位9', ...extra }).expect(400);
    expect((await refused({ hazard: '粉尘' })).body.message).toBe('物理因素的值不在可选范围内：粉尘');
    expect((await refused({ value: '8.8' })).body.message).toBe('噪声的等效声级LAeq应在20～160dB(A)之间，当前为8.8dB(A)');
    const view = await judgements(admin, project.id);
    expect(view.points.map((p) => p.pointName)).toEqual(['焊接工位1']);
  });

  it('another organisation neither reads the project’s judgement nor the day’s measurements (404)', async () => {
    const project = await surveyedProject();
    const day = await f.day(sampler, project.id, '2026-03-02');
    await measure(day.id, { workshop: '焊接车间', post: '焊工', hazard: '噪声', pointName: '焊接工位1', value: '95', durationMinutes: '480' });
    const refused = await orgb.get(`/api/project/${project.id}/judgements`).expect(404);
    expect(JSON.stringify(refused.body)).not.toContain('焊接');
    await orgb.get(`/api/samplingDay/${day.id}/children/measurements`).expect(404);
    await orgb.post(`/api/samplingDay/${day.id}/children/measurements`).send({ workshop: '焊接车间', post: '焊工', hazard: '噪声', pointName: '焊接工位2', value: '70', durationMinutes: '480' }).expect(404);
    expect((await judgements(admin, project.id)).points.map((p) => [p.pointName, p.conclusion])).toEqual([['焊接工位1', '不符合']]);
  });
});
