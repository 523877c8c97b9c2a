import { randomBytes } from 'node:crypto';
import { as, dataSourceOf, eventsOf, loginAs, seed } from '../../testing/identity';
import { orgStaff } from '../../testing/org-staff';
import { type Client, type Row, samplingFixtures } from '../../testing/site-sampling-fixtures';
import { createTestApp, TestApp } from '../../testing/test-app';

jest.setTimeout(180_000);

/**
 * 风险评估 (api/riskAssessment, 计算风险评估 / 重新计算, api/riskSetting) in organisations of the
 * spec's own: a project built up to judged results by SQL as the judgements spec does (toluene C_TWA
 * 100 mg/m³ against PC-TWA 50 at a post of labour intensity Ⅱ), graded by GBZ/T 229 of the project's
 * date; the new editions refused from 2026-02-01 until the organisation's administrator opts in, then
 * every grading carries the note; recomputation with old → new and the reason; permissions,
 * organisation isolation and bad input in Chinese.
 */
describe('api/riskAssessment', () => {
  let t: TestApp;
  let admin: Client;
  let org: number;
  let other: number;
  let people: Record<string, Client>;
  const tag = `RK${randomBytes(3).toString('hex')}`;
  let f: ReturnType<typeof samplingFixtures>;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
    admin = as(t.app, await loginAs(t.app, 'admin'));
    f = samplingFixtures(t.app, tag);
    const { menuIds, role, user, ...staff } = orgStaff(t.app, admin, tag);
    ({ people } = staff);
    org = await staff.organisation('检测公司');
    other = await staff.organisation('乙检测公司', 'B');
    const risk = (permissions: string[]) => menuIds('Risk', permissions);
    await user(org, 'assessor', [await role(org, '评估员', await risk(['risk:compute', 'risk:recompute', 'risk:export', 'risk:confirm']))]);
    await user(org, 'reader', [await role(org, '评估查看', await risk([]))]);
    await user(org, 'orgAdmin', [await role(org, '机构管理员', await risk(['risk:setting', 'risk:compute']))]);
    await user(other, 'otherAssessor', [await role(other, '乙评估员', await risk(['risk:compute', 'risk:recompute', 'risk:setting', 'risk:confirm']))]);
  });
  afterAll(() => t.close());

  /**
   * A project of the organisation sampled on `date`: the survey's 喷漆工 of labour intensity Ⅱ, toluene
   * sampled 8 h at 100.0 mg/m³ (C_TWA 100.0 against PC-TWA 50: B = 2.00), and 电焊烟尘 (a dust: not graded).
   */
  const judgedProject = async (organizationId: number, date: string) => {
    const { project } = await f.projectThrough(admin, organizationId, ['signContract', 'startSurvey', 'startSampling']);
    const [{ id: day }] = await f.ds.query(
      `INSERT INTO sampling_days (code, project_id, sampling_date, weather, temperature, humidity, pressure, production_load, organization_id)
       VALUES ($1, $2, $3, '1', 25.5, 65, 100.8, 90, $4) RETURNING id`,
      [`${tag}-D${++n}`, project.id, date, organizationId],
    );
    const [{ id: survey }] = await f.ds.query(`INSERT INTO site_surveys (project_id, organization_id) VALUES ($1, $2) RETURNING id`, [project.id, organizationId]);
    await f.ds.query(
      `INSERT INTO site_survey_posts (survey_id, organization_id, workshop, post, headcount, exposed_headcount, hours_per_day, days_per_week, labour_intensity)
       VALUES ($1, $2, '喷漆车间', '喷漆工', 4, 4, 8, 5, 'II'), ($1, $2, '焊接车间', '焊工', 2, 2, 8, 5, 'III')`,
      [survey, organizationId],
    );
    const sample = async (hazard: string, workshop: string, post: string, result: string) => {
      const code = `${tag}-S${++n}`;
      const [{ id }] = await f.ds.query(
        `INSERT INTO samples (organization_id, project_id, identity, code, blank, kind, sample_type, hazard, workshop, post, day, unit, state,
                              result_value, result_text, result_counted, below_lod, result_unit, tested_date)
         VALUES ($1, $2, $3::text, $3::varchar, false, 'TWA', 'individual', $4, $5, $6, 1, 1, 'tested', $7::numeric, $7::text, $7::numeric, false, 'mg/m³', $8::date) RETURNING id`,
        [organizationId, project.id, code, hazard, workshop, post, result, date],
      );
      await f.ds.query(
        `INSERT INTO sampling_records (day_id, project_id, sample_id, sample_code, blank, workshop, post, hazard, sample_type, kind, point_name, worker_name, duration_minutes, organization_id)
         VALUES ($1, $2, $3, $4, false, $5, $6, $7, 'individual', 'TWA', $8, '王工', 480, $9)`,
        [day, project.id, id, code, workshop, post, hazard, `${post}1`, organizationId],
      );
    };
    await sample('甲苯', '喷漆车间', '喷漆工', '100.0');
    await sample('电焊烟尘', '焊接车间', '焊工', '3.0');
    return project as Row;
  };

  const compute = (client: Client, body: Record<string, unknown>) => client.post('/api/riskAssessment/commands/compute').send(body);
  const gradings = async (client: Client, id: number): Promise<Row[]> => (await client.get(`/api/riskAssessment/${id}/children/gradings`).expect(200)).body;
  const assessmentOf = async (client: Client, projectId: number): Promise<Row> =>
    (await client.get(`/api/riskAssessment?belongProject=${projectId}`).expect(200)).body.content[0] as Row;

  it('grades the judged results by GBZ/T 229 of the project’s date: toluene G = 2 × 2.00 × 1.5 = 6.00 → Ⅰ级, dust said not graded; 较重, due a year on', async () => {
    const project = await judgedProject(org, '2025-06-02');
    // 计算风险评估 offers the organisation's projects with results and no assessment yet
    const offered = async (client: Client) => ((await client.get(`/api/riskProjects?name=${encodeURIComponent(String(project.name))}`).expect(200)).body as Row[]).map((p) => p.id);
    expect(await offered(people.assessor)).toEqual([project.id]);
    expect(await offered(people.otherAssessor)).toEqual([]);
    await people.reader.get('/api/riskProjects').expect(403);
    const res = await compute(people.assessor, { projectId: project.id, toxicity: { 甲苯: 'moderate' } }).expect(200);
    expect(res.body.message).toMatch(/^已生成风险评估 FX-\d{4}-\d{4}：风险分类较重$/);
    const row = await assessmentOf(people.reader, Number(project.id));
    expect(row).toMatchObject({ assessDate: '2025-06-02', overallClass: 'heavier', edition: 'GBZ/T 229.2-2010、GBZ/T 229.4-2012', note: null, nextDue: '2026-06-02', projectCode: project.code });
    const rows = await gradings(people.reader, Number(row.id));
    const toluene = rows.find((g) => g.hazard === '甲苯');
    expect(toluene).toMatchObject({ post: '喷漆工', standard: 'GBZ/T 229.2-2010', value: '6.00', grade: 1, gradeLabel: 'Ⅰ级（轻度危害作业）' });
    expect(toluene?.inputs).toBe('WD=2（中度危害）；B=C_TWA/PC-TWA=100.0/50=2.00；WB=2.00；WL=1.5（体力劳动强度Ⅱ级）');
    const dust = rows.find((g) => g.hazard === '电焊烟尘');
    expect(dust).toMatchObject({ grade: null, gradeLabel: '未分级' });
    expect(String(dust?.explanation)).toContain('不能');
    expect(await offered(people.assessor)).toEqual([]);
    // one per project
    expect((await compute(people.assessor, { projectId: project.id }).expect(409)).body.message).toBe(`该项目已有风险评估：${String(row.code)}，请在其详情中“重新计算”`);
  });

  it('recomputes with a reason — also once the project is archived: old → new in the event, the grading rows replaced', async () => {
    const project = await judgedProject(org, '2025-07-01');
    // without a toxicity class the chemical cannot be graded (WD unknown): class 无法判定
    await compute(people.assessor, { projectId: project.id }).expect(200);
    const row = await assessmentOf(people.assessor, Number(project.id));
    expect(row.overallClass).toBeNull();
    expect(String((await gradings(people.assessor, Number(row.id))).find((g) => g.hazard === '甲苯')?.explanation)).toBe('未提供该毒物的危害程度分级（GBZ 230），无法确定 WD，不能分级');
    // the technical file archived (read-only records): the assessment, derived from its frozen results, may still be recomputed
    await f.ds.query(`UPDATE projects SET state = 'archived' WHERE id = $1`, [project.id]);
    const path = `/api/riskAssessment/${row.id}/commands/recompute`;
    expect((await people.assessor.post(path).send({ version: row.version, toxicity: { 甲苯: 'extreme' } }).expect(400)).body.message).toBe('重新计算必须填写原因');
    const res = await people.assessor.post(path).send({ version: row.version, reason: '补充毒物危害程度分级', toxicity: { 甲苯: 'extreme' } }).expect(200);
    // WD 8 × 2.00 × 1.5 = 24.00 → Ⅱ级
    expect(res.body).toMatchObject({ overallClass: 'heavier', message: '已重新计算：风险分类较重' });
    expect((await gradings(people.assessor, Number(row.id))).find((g) => g.hazard === '甲苯')).toMatchObject({ value: '24.00', grade: 2 });
    const [event] = await eventsOf(t.app, 'RiskAssessmentCommandRun', row.id);
    expect(event.payload).toMatchObject({ command: 'recompute', old: { overallClass: null }, new: { overallClass: 'heavier' }, toxicity: { 甲苯: 'extreme' } });
    const [{ reason }] = await dataSourceOf(t.app).query(`SELECT reason FROM domain_events WHERE type = 'RiskAssessmentCommandRun' AND aggregate_id = $1`, [String(row.id)]);
    expect(reason).toBe('补充毒物危害程度分级');
    // the stale version is refused
    await people.assessor.post(path).send({ version: row.version, reason: '再算一次' }).expect(409);
  });

  it('refuses a date from 2026-02-01 until the organisation’s administrator opts in; then every grading carries the note', async () => {
    const project = await judgedProject(org, '2026-03-02');
    const refused = await compute(people.assessor, { projectId: project.id, toxicity: { 甲苯: 'moderate' } }).expect(409);
    expect(refused.body.message).toBe(
      '2026-03-02 适用 GBZ/T 229.2（2026-02-01 起实施版本），其分级规则尚未录入核对，暂不能自动分级。如需暂按旧版标准评估，请机构管理员在“评估设置”中开启“新版标准未录入时按旧版评估”',
    );
    expect(await f.ds.query(`SELECT id FROM risk_assessments WHERE project_id = $1`, [project.id])).toEqual([]);
    // only the administrators' 评估设置 changes it, with an event old → new and the reason
    await people.assessor.put('/api/riskSetting').send({ previousEditionWhenNotTranscribed: true }).expect(403);
    expect((await people.orgAdmin.put('/api/riskSetting').send({ previousEditionWhenNotTranscribed: 'yes' }).expect(400)).body.message).toBe('“新版标准未录入时按旧版评估”须为是或否（true/false）');
    await people.orgAdmin.put('/api/riskSetting').send({ previousEditionWhenNotTranscribed: true, reason: '新版分级表录入前暂按旧版' }).expect(200);
    expect((await people.reader.get('/api/riskSetting').expect(200)).body).toEqual({ organizationId: org, previousEditionWhenNotTranscribed: true });
    const [changed] = await eventsOf(t.app, 'RiskSettingChanged', org);
    expect(changed.payload).toEqual({ old: { previousEditionWhenNotTranscribed: false }, new: { previousEditionWhenNotTranscribed: true } });
    await compute(people.orgAdmin, { projectId: project.id, toxicity: { 甲苯: 'moderate' } }).expect(200);
    const row = await assessmentOf(people.reader, Number(project.id));
    const note = '2026-02-01 起施行的新版标准限值表尚未录入，本评估按 GBZ/T 229.2-2010、GBZ/T 229.4-2012 执行（机构设置）';
    expect(row.note).toBe(note);
    for (const g of await gradings(people.reader, Number(row.id))) expect(String(g.explanation).startsWith(`【${note}】`)).toBe(true);
    // the other organisation's setting is its own
    expect((await people.otherAssessor.get('/api/riskSetting').expect(200)).body.previousEditionWhenNotTranscribed).toBe(false);
    await people.otherAssessor.put('/api/riskSetting').send({ previousEditionWhenNotTranscribed: true, organizationId: org }).expect(404);
  });

  it('确认 writes the class and next due to the inspected unit (an event naming the assessment, editions and rule); a recomputation that changes the class writes it again', async () => {
    const project = await judgedProject(org, '2025-06-10');
    const unitId = Number(project.belongInspect);
    await f.ds.query(`UPDATE inspected_units SET risk_class = 'general', last_detection_date = '2024-03-01', next_detection_due = '2027-03-01' WHERE id = $1`, [unitId]);
    const unit = async () => (await admin.get(`/api/inspectedUnit/${unitId}`).expect(200)).body as Row;
    await compute(people.assessor, { projectId: project.id, toxicity: { 甲苯: 'moderate' } }).expect(200);
    let row = await assessmentOf(people.assessor, Number(project.id));
    // computing alone leaves the unit as it was
    expect(await unit()).toMatchObject({ riskClass: 'general', nextDetectionDue: '2027-03-01' });
    const path = `/api/riskAssessment/${row.id}/commands/confirm`;
    // another organisation neither sees nor confirms it; one without the button is refused
    await people.otherAssessor.post(path).send({ version: row.version }).expect(404);
    await people.otherAssessor.get(`/api/riskAssessment/${row.id}`).expect(404);
    await people.reader.post(path).send({ version: row.version }).expect(403);
    expect(await unit()).toMatchObject({ riskClass: 'general', nextDetectionDue: '2027-03-01' });
    const res = await people.assessor.post(path).send({ version: row.version, reason: '评估结果已复核' }).expect(200);
    expect(res.body).toMatchObject({ message: '已确认：受检单位风险分类较重，下次检测到期已更新' });
    expect(res.body.confirmedAt).toBeTruthy();
    // 较重 → yearly, counted from the assessment's date (later than the last issued report)
    expect(await unit()).toMatchObject({ riskClass: 'heavier', riskAssessedDate: '2025-06-10', riskAssessmentCode: row.code, nextDetectionDue: '2026-06-10' });
    const [event] = await eventsOf(t.app, 'InspectedUnitEdited', unitId);
    expect(event.payload).toMatchObject({
      riskAssessmentId: row.id,
      riskAssessmentCode: row.code,
      edition: 'GBZ/T 229.2-2010、GBZ/T 229.4-2012',
      rule: '《工作场所职业卫生管理规定》（国家卫生健康委员会令第5号，2021）第二十条',
      old: { riskClass: 'general', nextDetectionDue: '2027-03-01', riskAssessedDate: null },
      new: { riskClass: 'heavier', nextDetectionDue: '2026-06-10', riskAssessedDate: '2025-06-10' },
    });
    expect(event.actor_id).not.toBeNull();
    const reasons = async () =>
      (await f.ds.query(`SELECT reason FROM domain_events WHERE type = 'InspectedUnitEdited' AND aggregate_id = $1 ORDER BY seq`, [String(unitId)])).map((r: { reason: string }) => r.reason);
    expect(await reasons()).toEqual([
      `确认（评估结果已复核）：风险评估${String(row.code)}按GBZ/T 229.2-2010、GBZ/T 229.4-2012评估，风险分类较重；下次检测到期依《工作场所职业卫生管理规定》第二十条计算`,
    ]);
    // the unit's history shows it
    expect(((await admin.get(`/api/inspectedUnit/${unitId}/history`).expect(200)).body.content ?? []).length).toBeGreaterThan(0);
    row = (await people.assessor.get(`/api/riskAssessment/${row.id}`).expect(200)).body;
    expect((await people.assessor.post(path).send({ version: row.version }).expect(409)).body.message).toBe('该风险评估已确认；如需更新受检单位的风险分类，请“重新计算”并填写原因');
    // the toluene result corrected to 500.0 (B = 10.00, G = 30.00 → Ⅲ级): 严重, the unit follows
    await f.ds.query(`UPDATE samples SET result_value = 500.0, result_text = '500.0', result_counted = 500.0 WHERE project_id = $1 AND hazard = '甲苯'`, [project.id]);
    const again = await people.assessor.post(`/api/riskAssessment/${row.id}/commands/recompute`).send({ version: row.version, reason: '检测结果更正' }).expect(200);
    expect(again.body).toMatchObject({ overallClass: 'serious' });
    expect(await unit()).toMatchObject({ riskClass: 'serious', nextDetectionDue: '2026-06-10' });
    const [second] = await eventsOf(t.app, 'InspectedUnitEdited', unitId);
    expect(second.payload).toMatchObject({ old: { riskClass: 'heavier' }, new: { riskClass: 'serious' } });
    expect((await reasons())[1]).toMatch(/^重新计算（检测结果更正）：风险评估FX-\d{4}-\d{4}按GBZ\/T 229\.2-2010、GBZ\/T 229\.4-2012评估，风险分类严重；/);
  });

  it('permissions, organisation isolation and bad input in Chinese', async () => {
    const project = await judgedProject(org, '2025-08-01');
    await compute(people.reader, { projectId: project.id }).expect(403);
    // another organisation's project is not found, and its assessments are not listed
    expect((await compute(people.otherAssessor, { projectId: project.id }).expect(404)).status).toBe(404);
    await compute(people.assessor, { projectId: project.id, toxicity: { 甲苯: 'high' } }).expect(200);
    const row = await assessmentOf(people.assessor, Number(project.id));
    expect((await people.otherAssessor.get(`/api/riskAssessment?belongProject=${project.id}`).expect(200)).body.content).toEqual([]);
    await people.otherAssessor.get(`/api/riskAssessment/${row.id}`).expect(404);
    await people.otherAssessor.post(`/api/riskAssessment/${row.id}/commands/recompute`).send({ version: row.version, reason: '越权' }).expect(404);
    await people.reader.post(`/api/riskAssessment/${row.id}/commands/recompute`).send({ version: row.version, reason: '无权' }).expect(403);
    // bad input: a 4xx in Chinese, nothing written
    expect((await compute(people.assessor, {}).expect(400)).body.message).toBe('请选择要评估的项目（项目ID必须是正整数）');
    expect((await compute(people.assessor, { projectId: 'abc' }).expect(400)).body.message).toBe('请选择要评估的项目（项目ID必须是正整数）');
    expect((await compute(people.assessor, { projectId: project.id, toxicity: ['甲苯'] }).expect(400)).body.message).toBe(
      '毒物危害程度分级须为“危害因素名称 → 极度危害/高度危害/中度危害/轻度危害”的对应关系',
    );
    expect((await compute(people.assessor, { projectId: 1, toxicity: { 甲苯: 'lethal' } }).expect(400)).body.message).toBe('“甲苯”的毒物危害程度取值无效（可选：极度危害、高度危害、中度危害、轻度危害）');
    await compute(people.assessor, { projectId: 2_000_000_000 }).expect(404);
    // a project without judged results
    const { project: bare } = await f.projectThrough(admin, org, ['signContract']);
    expect((await compute(people.assessor, { projectId: bare.id }).expect(409)).body.message).toBe('该项目尚无检测结果判定（没有已出结果的样品或现场测量），不能计算风险评估');
    // never typed by hand
    expect((await admin.post('/api/riskAssessment/add').send({ belongProject: project.id })).status).toBeGreaterThanOrEqual(400);
    expect((await admin.post(`/api/riskAssessment/${row.id}/children/gradings`).send({ hazard: '苯' })).status).toBeGreaterThanOrEqual(400);
    expect(await f.ds.query(`SELECT count(*)::int AS n FROM risk_assessments WHERE project_id = $1`, [project.id])).toEqual([{ n: 1 }]);
  });
});
