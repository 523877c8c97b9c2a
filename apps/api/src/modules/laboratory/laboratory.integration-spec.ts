import { as, loginAs, seed } from '../../testing/identity';
import { samplingFixtures, type Client, type Row } from '../../testing/site-sampling-fixtures';
import { authoriseAnalysts } from '../../testing/staff-authorizations';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * The laboratory end to end through the API: 组批 of an analyst's distributed samples, the curve,
 * readings and QC samples, 提交 computing the results by the method engine, four-eyes 校核 and
 * 审核, the QC gate on 发布 and the quality role's deviation, the samples' results, amendments
 * with a reason after submission, expired standard substances, and another organisation kept out.
 */
describe('laboratory: batches through the method engine', () => {
  let t: TestApp;
  let f: ReturnType<typeof samplingFixtures>;
  let analyst: Client;
  let manager: Client;
  let approver: Client;
  let quality: Client;
  let orgb: Client;
  let orgA: number;
  let users: Record<string, number>;
  let method: number;
  let instrument: number;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
    f = samplingFixtures(t.app, 'LB');
    analyst = as(t.app, await loginAs(t.app, 'analyst'));
    manager = as(t.app, await loginAs(t.app, 'labmanager'));
    approver = as(t.app, await loginAs(t.app, 'approver'));
    quality = as(t.app, await loginAs(t.app, 'quality'));
    orgb = as(t.app, await loginAs(t.app, 'orgb-admin'));
    const rows: { username: string; id: number; organization_id: number }[] = await f.ds.query(`SELECT username, id, organization_id FROM users`);
    users = Object.fromEntries(rows.map((r) => [r.username, r.id]));
    orgA = rows.find((r) => r.username === 'analyst')!.organization_id;
    [{ id: method }] = await f.ds.query(
      `INSERT INTO lab_methods (hazard_name, standard_no, method_name, sampling_type, instrument_family, detection_limit, min_detectable_conc, below_lod_rule, report_decimals, breakthrough_percent, organization_id)
       VALUES ('甲苯', 'GBZ/T 300.66-2017', '甲苯的溶剂解吸-气相色谱法（组批测试）', 'fixed-long', 'gc', '0.5', '0.36', 'zero', 2, '10', $1) RETURNING id`,
      [orgA],
    );
    ({ id: instrument } = await f.instrument(orgA, '2099-12-31'));
    await authoriseAnalysts(f.ds, orgA, method, [users.analyst]);
  });
  afterAll(() => t.close());

  /** A project's samples distributed to the analyst (one blank among them), by SQL: the sample room's steps are the samples module's tests. */
  async function distributed(count: number, to = users.analyst): Promise<{ id: number; code: string; blank: boolean }[]> {
    const admin = as(t.app, await loginAs(t.app, 'admin'));
    const { samples } = await f.samplingProject(admin, orgA, count);
    await f.ds.query(
      `UPDATE samples SET state = 'distributed', analyst_id = $2, instrument_id = $3, method_id = $4, instrument_family = 'gc', sampled_date = CURRENT_DATE, shelf_life_days = 14,
              shelf_life_deadline = CURRENT_DATE + 14 WHERE id = ANY($1::int[])`,
      [samples.map((s) => s.id), to, instrument, method],
    );
    return samples;
  }

  const today = () => new Date().toISOString().slice(0, 10);
  const compose = (client: Client, body: Record<string, unknown>) => client.post('/api/labBatch/commands/compose').send(body);
  const read = async (client: Client, id: number): Promise<Row> => (await client.get(`/api/labBatch/${id}`).expect(200)).body;
  const items = async (id: number): Promise<Row[]> => (await analyst.get(`/api/labBatch/${id}/children/items`).expect(200)).body;
  const move = async (client: Client, id: number, event: string, status: number, reason?: string) => {
    const batch = await read(manager, id);
    return client.post(`/api/labBatch/${id}/transitions/${event}`).send({ version: batch.version, ...(reason ? { reason } : {}) }).expect(status);
  };

  /** A composed GC batch with its curve (y = x: responses are concentrations) and the §11 sorbent-tube readings on its first sample. */
  async function readyBatch(samples: { id: number }[]): Promise<Row> {
    const answer = (await compose(analyst, { sampleIds: samples.map((s) => s.id), instrument, analysisDate: today() }).expect(200)).body;
    const id = answer.created.id as number;
    for (const [level, x] of ['0', '1', '2', '5', '10', '20'].entries()) {
      await analyst.post(`/api/labBatch/${id}/children/curve`).send({ level: level + 1, concentration: x, response: x }).expect(201);
    }
    const composed = await read(analyst, id);
    await analyst.put('/api/labBatch/edit').send({ id, version: composed.version, desorptionEfficiency: '0.95', checkStandardExpected: '5.0', checkStandardMeasured: '5.1', envTemperature: '22.0', envHumidity: '50.0' }).expect(200);
    for (const item of await items(id)) {
      const readings = item.kind === 'fieldBlank' ? { response: '0.1', desorbVolume: '1.0', standardVolume: '1.402' } : { response: '5.2', responseBack: '0.3', desorbVolume: '1.0', standardVolume: '1.402' };
      await analyst.put(`/api/labBatch/${id}/children/items/${item.id}`).send({ version: item.version, ...readings }).expect(200);
    }
    return read(analyst, id);
  }

  it('makes a batch of the analyst\'s own distributed samples of one method, the samples 检测中', async () => {
    const samples = await distributed(2);
    const offered = (await analyst.get(`/api/laboratory/instruments?on=${today()}`).expect(200)).body as { id: number }[];
    expect(offered.some((i) => i.id === instrument)).toBe(true);
    expect((await analyst.get('/api/laboratory/instruments?on=yesterday').expect(400)).body.message).toBe('请填写检测日期（YYYY-MM-DD）');
    const pending = (await analyst.get('/api/laboratory/pendingSamples').expect(200)).body as { id: number; method: { id: number } }[];
    expect(pending.filter((p) => samples.some((s) => s.id === p.id)).map((p) => p.method.id)).toEqual([method, method, method]);
    expect((await compose(analyst, { sampleIds: [], instrument, analysisDate: today() }).expect(400)).body.message).toBe('请选择要组批的样品');
    expect((await compose(analyst, { sampleIds: [samples[0].id], instrument, analysisDate: '24/11/2026' }).expect(400)).body.message).toBe('请填写检测日期（YYYY-MM-DD）');
    expect((await compose(analyst, { sampleIds: [samples[0].id], instrument, analysisDate: '2026-13-45' }).expect(400)).body.message).toBe('请填写检测日期（YYYY-MM-DD）');
    expect((await analyst.get('/api/laboratory/instruments?on=2026-02-30').expect(400)).body.message).toBe('请填写检测日期（YYYY-MM-DD）');
    const lapsed = await f.instrument(orgA, '2020-01-01');
    expect((await compose(analyst, { sampleIds: [samples[0].id], instrument: lapsed.id, analysisDate: today() }).expect(400)).body.message).toContain('检定');
    // an analyst whose authorisation for the method has lapsed does not analyse its samples
    await authoriseAnalysts(f.ds, orgA, method, [users.analyst], { until: '2020-12-31' });
    expect((await compose(analyst, { sampleIds: [samples[0].id], instrument, analysisDate: today() }).expect(400)).body.message).toContain('授权已于 2020-12-31 到期');
    await authoriseAnalysts(f.ds, orgA, method, [users.analyst]);
    const others = await distributed(1, users.labmanager);
    expect((await compose(analyst, { sampleIds: [others[0].id], instrument, analysisDate: today() }).expect(400)).body.message).toBe(`样品${others[0].code}未分发给您，不能组批`);
    expect(await f.sampleState(samples[0].id)).toBe('distributed');

    const answer = (await compose(analyst, { sampleIds: samples.map((s) => s.id), instrument, analysisDate: today() }).expect(200)).body;
    expect(answer.message).toMatch(/^已组成检测批次JC-\d{4}-\d{4}，共3个样品$/);
    const batch = await read(analyst, answer.created.id);
    expect(batch).toMatchObject({ family: 'gc', origin: 'site', method, hazard: '甲苯', state: 'assigned', analyst: users.analyst, sampleCount: 3, minDetectableConc: '0.360000' });
    expect((await items(batch.id)).map((i) => [i.kind, i.sample])).toEqual(samples.map((s) => [s.blank ? 'fieldBlank' : 'sample', s.id]));
    expect(await f.sampleState(samples[0].id)).toBe('testing');
    // a sample in a batch is not composed again
    expect((await compose(analyst, { sampleIds: [samples[0].id], instrument, analysisDate: today() }).expect(400)).body.message).toContain('只有已分发的样品可以组批');
    // batches are made only by 组批
    await analyst.post('/api/labBatch/add').send({ instrument, analysisDate: today() }).expect((r) => expect(r.status).toBeGreaterThanOrEqual(400));
  });

  it('computes on submission, checks and verifies by other people, gates release on QC and gives the samples their results', async () => {
    const samples = await distributed(2);
    const batch = await readyBatch(samples);
    const sampleItem = (await items(batch.id)).find((i) => i.kind === 'sample')!;
    // a parallel sample far off its sample: the duplicate's relative deviation fails
    await analyst.post(`/api/labBatch/${batch.id}/children/items`).send({ kind: 'parallel', pairOf: sampleItem.id, response: '7.0', responseBack: '0.3', desorbVolume: '1.0', standardVolume: '1.402' }).expect(201);
    expect((await analyst.post(`/api/labBatch/${batch.id}/children/items`).send({ kind: 'parallel' }).expect(400)).body.message).toBe('平行样和加标样必须指定对应的样品行');
    expect((await analyst.post(`/api/labBatch/${batch.id}/children/items`).send({ kind: 'sample' }).expect(400)).body.message).toContain('批次的样品由组批确定');

    const preview = (await analyst.get(`/api/labBatch/${batch.id}/preview`).expect(200)).body;
    expect(preview.items.find((i: { id: number }) => i.id === sampleItem.id)).toMatchObject({ complete: true, reported: '4.13' });

    await move(analyst, batch.id, 'submit', 200);
    const submitted = await read(analyst, batch.id);
    expect(submitted).toMatchObject({ state: 'submitted', recordVersion: 1, qcPassed: false });
    expect(submitted.qcSummary).toContain('平行');
    expect((await items(batch.id)).find((i) => i.id === sampleItem.id)).toMatchObject({ resultText: '4.13', belowLod: false });

    // the analyst neither checks nor verifies his own batch; the checker does not verify it
    expect((await move(manager, batch.id, 'check', 200)).body).toMatchObject({ state: 'checked', checker: users.labmanager });
    await move(analyst, batch.id, 'verify', 403);
    expect((await move(approver, batch.id, 'verify', 200)).body).toMatchObject({ state: 'verified', verifier: users.approver });
    expect((await move(manager, batch.id, 'release', 400)).body.message).toMatch(/^质控不合格，不能发布结果：.*平行/);

    // the quality role approves the deviation (with a reason; not the analyst), then it is released
    const verified = await read(manager, batch.id);
    expect((await quality.post(`/api/labBatch/${batch.id}/commands/approveDeviation`).send({ version: verified.version }).expect(400)).body.message).toBe('批准质控偏离必须填写原因');
    await quality.post(`/api/labBatch/${batch.id}/commands/approveDeviation`).send({ version: verified.version, reason: '加标溶液配制偏差已查明，样品结果不受影响' }).expect(200);
    await move(manager, batch.id, 'release', 200);
    const sample = (await f.ds.query(`SELECT state, result_text, result_value, lab_batch_id, result_unit FROM samples WHERE id = $1`, [sampleItem.sample]))[0];
    expect(sample).toMatchObject({ state: 'tested', result_text: '4.13', lab_batch_id: batch.id, result_unit: 'mg/m³' });

    // 复测 (reason) withdraws the results: the samples are 检测中 again
    await move(manager, batch.id, 'retest', 400);
    await move(manager, batch.id, 'retest', 200, '平行样偏差超限，重新进样');
    expect((await f.ds.query(`SELECT state, result_text FROM samples WHERE id = $1`, [sampleItem.sample]))[0]).toEqual({ state: 'testing', result_text: null });
  });

  it('refuses a checker who is the analyst, and after the first submission changes only with a reason, kept as old → new', async () => {
    const samples = await distributed(1);
    const batch = await readyBatch(samples);
    await move(analyst, batch.id, 'submit', 200);
    // the analyst holds no check permission; an administrator who analysed would still be refused by the rule (tested with the labmanager's own batch below)
    await move(analyst, batch.id, 'check', 403);
    expect((await move(manager, batch.id, 'returnForCorrection', 400)).body.message).toContain('原因');
    await move(manager, batch.id, 'returnForCorrection', 200, '曲线第3点录入错误');
    const item = (await items(batch.id)).find((i) => i.kind === 'sample')!;
    // the data is the analyst's: the lab manager (who may edit batches) does not change it
    expect((await manager.put(`/api/labBatch/${batch.id}/children/items/${item.id}`).send({ version: item.version, response: '9.9', reason: '代改' }).expect(403)).body.message).toBe('只有本批次的检测人可以修改检测数据');
    expect((await analyst.put(`/api/labBatch/${batch.id}/children/items/${item.id}`).send({ version: item.version, response: '5.3' }).expect(400)).body.message).toBe('检测批次已提交过，修改必须填写原因');
    await analyst.put(`/api/labBatch/${batch.id}/children/items/${item.id}`).send({ version: item.version, response: '5.3', reason: '复核谱图积分' }).expect(200);
    const [edited] = await f.ds.query(`SELECT payload, reason FROM domain_events WHERE aggregate_type = 'labBatch' AND aggregate_id = $1 AND type = 'LabBatchChildEdited' ORDER BY seq DESC LIMIT 1`, [String(batch.id)]);
    expect(edited.reason).toBe('复核谱图积分');
    expect(JSON.stringify(edited.payload)).toContain('5.2');
    expect(JSON.stringify(edited.payload)).toContain('5.3');
    await move(analyst, batch.id, 'submit', 200);
    expect((await read(analyst, batch.id)).recordVersion).toBe(2);
    // a submitted batch does not change at all
    const now = (await items(batch.id))[0];
    expect((await analyst.put(`/api/labBatch/${batch.id}/children/items/${now.id}`).send({ version: now.version, response: '5.4', reason: '再改' }).expect(409)).body.message).toBe('检测批次当前为「待校核」，不能修改；请先退回');
  });

  it('refuses a checker who analysed the batch himself unless the organisation allows self-verification', async () => {
    const batch = await readyBatch(await distributed(1));
    // the lab manager analysed this one (set by SQL: he holds no 组批 of his own in the demo roles)
    await f.ds.query(`UPDATE lab_batches SET analyst_id = $2, state = 'submitted', record_version = 1 WHERE id = $1`, [batch.id, users.labmanager]);
    expect((await move(manager, batch.id, 'check', 400)).body.message).toBe('校核人不能与检测人为同一人（本机构未允许自校核）');
  });

  it('refuses a sample past its shelf life until a deviation is recorded', async () => {
    const [sample] = await distributed(1);
    await f.ds.query(`UPDATE samples SET sampled_date = '2020-01-01', shelf_life_deadline = '2020-01-08' WHERE id = $1`, [sample.id]);
    expect((await compose(analyst, { sampleIds: [sample.id], instrument, analysisDate: today() }).expect(400)).body.message).toBe(
      `样品${sample.code}已超过保存期限（2020-01-08），须先记录偏离（原因和批准人）才能检测`,
    );
    expect(await f.sampleState(sample.id)).toBe('distributed');
    await f.ds.query(`UPDATE samples SET deviation_reason = '客户确认样品密封完好', deviation_approved_by = $2 WHERE id = $1`, [sample.id, users.labmanager]);
    await compose(analyst, { sampleIds: [sample.id], instrument, analysisDate: today() }).expect(200);
    expect(await f.sampleState(sample.id)).toBe('testing');
  });

  it('refuses an expired standard substance', async () => {
    const batch = await readyBatch(await distributed(1));
    const [expired] = await f.ds.query(
      `INSERT INTO stock_items (kind, code, name, unit, expiry_date, organization_id) VALUES ('standardSubstance', 'LB-STD-1', '甲苯标准溶液', '支', '2020-01-01', $1) RETURNING id`,
      [orgA],
    );
    const [valid] = await f.ds.query(
      `INSERT INTO stock_items (kind, code, name, unit, expiry_date, organization_id) VALUES ('standardSubstance', 'LB-STD-2', '甲苯标准溶液', '支', '2099-01-01', $1) RETURNING id`,
      [orgA],
    );
    expect((await analyst.post(`/api/labBatch/${batch.id}/children/substances`).send({ stockItem: expired.id }).expect(400)).body.message).toBe('标准物质「甲苯标准溶液」已于2020-01-01过期，不能用于检测');
    await analyst.post(`/api/labBatch/${batch.id}/children/substances`).send({ stockItem: valid.id, usage: '配制标准系列' }).expect(201);
  });

  it('keeps another organisation out of the batches, their children, preview and 组批', async () => {
    const samples = await distributed(1);
    const batch = await readyBatch(samples);
    const before = await read(analyst, batch.id);
    await orgb.get(`/api/labBatch/${batch.id}`).expect(404);
    await orgb.get(`/api/labBatch/${batch.id}/preview`).expect(404);
    await orgb.get(`/api/labBatch/${batch.id}/children/items`).expect(404);
    await orgb.post(`/api/labBatch/${batch.id}/children/curve`).send({ level: 9, concentration: '1', response: '1' }).expect(404);
    await orgb.post(`/api/labBatch/${batch.id}/transitions/submit`).send({ version: before.version }).expect(404);
    await orgb.post(`/api/labBatch/${batch.id}/commands/approveDeviation`).send({ version: before.version, reason: '跨机构' }).expect(404);
    expect((await compose(orgb, { sampleIds: [samples[0].id], instrument, analysisDate: today() })).status).toBe(404);
    expect(((await orgb.get('/api/laboratory/instruments').expect(200)).body as { id: number }[]).some((i) => i.id === instrument)).toBe(false);
    const pending = (await orgb.get('/api/laboratory/pendingSamples').expect(200)).body as { id: number }[];
    expect(pending.some((p) => p.id === samples[0].id)).toBe(false);
    expect(await read(analyst, batch.id)).toMatchObject({ version: before.version, state: 'assigned' });
  });
});
