import { randomBytes } from 'node:crypto';
import type { QualityStatistics } from '@ohit/contracts';
import { as, DEMO_PASSWORD, loginAs } from '../../testing/identity';
import { labFixtures } from '../../testing/lab-fixtures';
import type { Client } from '../../testing/site-sampling-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seed } from '../../testing/identity';

/**
 * 质量控制 statistics through the API: a batch of organisation A whose spike recovery fails is
 * counted as failed for its method, analyst and instrument and listed with its rule and value; its
 * curve expiring in 10 days is listed; its amendment after submission is counted; organisation B's
 * batch, curve and projects never reach A's figures (the administrator sees both); the stages'
 * median and P90 over a period and the amendments of each kind of record; bad periods and callers without the permission refused.
 */
describe('GET api/qualityControl/statistics', () => {
  let t: TestApp;
  let lab: Awaited<ReturnType<typeof labFixtures>>;
  let quality: Client;
  let admin: Client;
  let orgB: number;
  const tag = `QC${randomBytes(3).toString('hex')}`;
  const url = (from: string, to: string) => `/api/qualityControl/statistics?from=${from}&to=${to}`;
  const plusDays = (n: number) => new Date(Date.now() + n * 864e5).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
    // an atomic-absorption method: a solution family, whose QC includes spike recovery
    lab = await labFixtures(t.app, tag, { family: 'aas', methodName: `铅的火焰原子吸收光谱法（${tag}）` });
    quality = as(t.app, await loginAs(t.app, 'quality'));
    admin = as(t.app, await loginAs(t.app, 'admin'));
    [{ organization_id: orgB }] = await lab.ds.query(`SELECT organization_id FROM users WHERE username = 'orgb-analyst'`);
  });
  afterAll(() => t.close());

  it('refuses a bad period in Chinese, and callers without 质量控制', async () => {
    const period = '请选择统计区间：开始日期和结束日期（YYYY-MM-DD）';
    expect((await quality.get('/api/qualityControl/statistics').expect(400)).body).toMatchObject({ status: 400, message: period });
    expect((await quality.get(url('2026-02-30', '2026-03-31')).expect(400)).body.message).toBe(period);
    expect((await quality.get(url('2026-04-01', '2026-03-31')).expect(400)).body.message).toBe('开始日期不能晚于结束日期');
    expect((await quality.get(url('2024-01-01', '2025-06-30')).expect(400)).body.message).toBe('统计区间不能超过366天');
    // the analyst holds the laboratory's menus, not 质量控制
    await lab.analyst.get(url('2026-01-01', '2026-01-31')).expect(403);
  });

  /** A composed batch with its curve (y = x), check standard and solution readings (each sample reads 5.2). */
  async function readyBatch(samples: { id: number }[]) {
    const { id } = await lab.composed(samples);
    for (const [level, x] of ['0', '1', '2', '5', '10', '20'].entries()) {
      await lab.analyst.post(`/api/labBatch/${id}/children/curve`).send({ level: level + 1, concentration: x, response: x }).expect(201);
    }
    const composed = await lab.read(lab.analyst, id);
    await lab.analyst.put('/api/labBatch/edit').send({ id, version: composed.version, checkStandardExpected: '5.0', checkStandardMeasured: '5.1', envTemperature: '22.0', envHumidity: '50.0' }).expect(200);
    for (const item of await lab.items(id)) {
      const readings = { response: item.kind === 'fieldBlank' ? '0.1' : '5.2', solutionVolume: '10.0', standardVolume: '1.402' };
      await lab.analyst.put(`/api/labBatch/${id}/children/items/${item.id}`).send({ version: item.version, ...readings }).expect(200);
    }
    return lab.read(lab.analyst, id);
  }

  /** Organisation B's batch, by SQL: released, its QC failing (no curve, blank or check standard) and its curve expiring in 5 days. */
  async function organisationBBatch(): Promise<{ id: number; code: string; method: number; instrument: number; analyst: number }> {
    const [{ id: method }] = await lab.ds.query(
      `INSERT INTO lab_methods (hazard_name, standard_no, method_name, sampling_type, instrument_family, organization_id) VALUES ('苯', 'GBZ/T 300.66-2017', $1, 'fixed-long', 'gc', $2) RETURNING id`,
      [`乙方苯方法${tag}`, orgB],
    );
    const [{ id: instrument }] = await lab.ds.query(`INSERT INTO equipment (code, name, status, calibration_due_date, organization_id) VALUES ($1, '乙方气相色谱仪', '1', '2099-12-31', $2) RETURNING id`, [`B-${tag}`, orgB]);
    const [{ id: analyst }] = await lab.ds.query(`SELECT id FROM users WHERE username = 'orgb-analyst'`);
    const code = `B-${tag}`;
    const [{ id }] = await lab.ds.query(
      `INSERT INTO lab_batches (code, family, method_id, instrument_id, analyst_id, analysis_date, state, record_version, curve_slope, curve_intercept, curve_r, curve_valid_until, qc_passed, organization_id)
       VALUES ($1, 'gc', $2, $3, $4, CURRENT_DATE, 'released', 1, '1', '0', '0.99990000', CURRENT_DATE + 5, false, $5) RETURNING id`,
      [code, method, instrument, analyst, orgB],
    );
    await lab.ds.query(`INSERT INTO lab_batch_items (batch_id, kind, code, response, spike_added, organization_id) VALUES ($1, 'sample', 'B-1', '5', NULL, $2)`, [id, orgB]);
    return { id, code, method, instrument, analyst };
  }

  it("counts organisation A's failed spike recovery for its method, analyst and instrument, lists its curve and amendment — never organisation B's", async () => {
    const samples = await lab.distributed(1);
    const batch = await readyBatch(samples);
    const items = await lab.items(batch.id);
    const sample = items.find((i) => i.kind === 'sample')!;
    // the spike reads 6.0 where its sample read 5.2 with 5 added: (6.0 − 5.2) / 5 = 16 %, far outside 90 %–110 %
    await lab.analyst
      .post(`/api/labBatch/${batch.id}/children/items`)
      .send({ kind: 'spike', pairOf: sample.id, code: `${tag}-S`, response: '6.0', solutionVolume: '10.0', standardVolume: '1.402', spikeAdded: '5' })
      .expect(201);
    const amended = async () => ((await quality.get(url(plusDays(-1), plusDays(1))).expect(200)).body as QualityStatistics).amendments.find((a) => a.resource === 'labBatch')!;
    const before = await amended();
    const ready = await lab.read(lab.analyst, batch.id);
    // a reason given before the first submission is no amendment
    await lab.analyst.put('/api/labBatch/edit').send({ id: batch.id, version: ready.version, curveValidUntil: plusDays(10), reason: '设定曲线有效期' }).expect(200);
    await lab.move(lab.analyst, batch.id, 'submit', 200);
    // returned, corrected with a reason (an amendment of the original record) and submitted again
    await lab.move(lab.manager, batch.id, 'returnForCorrection', 200, '室温记录有误');
    const returned = await lab.read(lab.analyst, batch.id);
    await lab.analyst.put('/api/labBatch/edit').send({ id: batch.id, version: returned.version, envTemperature: '23.0', reason: '更正室温' }).expect(200);
    await lab.move(lab.analyst, batch.id, 'submit', 200);
    expect(await amended()).toEqual({ ...before, changes: before.changes + 1, records: before.records + 1 });
    const b = await organisationBBatch();

    const today = lab.today();
    const stats: QualityStatistics = (await quality.get(url(plusDays(-1), plusDays(1))).expect(200)).body;
    const spikeOf = (rows: QualityStatistics['byMethod'], id: number) => rows.find((r) => r.id === id)?.byKind.spike;
    expect(spikeOf(stats.byMethod, lab.method)).toEqual({ passed: 0, failed: 1 });
    expect(spikeOf(stats.byAnalyst, lab.users.analyst)!.failed).toBeGreaterThanOrEqual(1);
    expect(spikeOf(stats.byInstrument, lab.instrument)).toEqual({ passed: 0, failed: 1 });
    const method = stats.byMethod.find((r) => r.id === lab.method)!;
    expect(method).toMatchObject({ batches: 1, failedBatches: 1, label: `GBZ/T 300.66-2017 铅的火焰原子吸收光谱法（${tag}）` });
    expect(method.byKind.curve).toEqual({ passed: 1, failed: 0 });
    expect(stats.byKind.find((k) => k.kind === 'spike')!.failed).toBeGreaterThanOrEqual(1);
    expect(stats.failedChecks.filter((f) => f.batchId === batch.id)).toEqual([
      expect.objectContaining({ batchCode: batch.code, organizationId: lab.orgA, analysisDate: today, kind: 'spike', rule: '加标回收率', value: '16.0', limit: '90%–110%', message: '加标回收率 16.0% 超出 90%–110%', analyst: '王分析', instrument: `粉尘采样器 ${lab.instrumentCode}` }),
    ]);
    expect(stats.curvesNearEnd.filter((c) => c.batchId === batch.id)).toEqual([
      expect.objectContaining({ batchCode: batch.code, organizationId: lab.orgA, validUntil: plusDays(10), daysLeft: 10, expired: false, openReferences: 0 }),
    ]);

    // organisation B's batch, curve, method, analyst and instrument never appear in A's figures …
    expect(stats.failedChecks.every((f) => f.organizationId === lab.orgA)).toBe(true);
    expect(stats.curvesNearEnd.every((c) => c.organizationId === lab.orgA)).toBe(true);
    expect(stats.byMethod.some((r) => r.id === b.method)).toBe(false);
    expect(stats.byAnalyst.some((r) => r.id === b.analyst)).toBe(false);
    expect(stats.byInstrument.some((r) => r.id === b.instrument)).toBe(false);
    // … while the administrator, who reads every organisation, sees them counted
    const all: QualityStatistics = (await admin.get(url(plusDays(-1), plusDays(1))).expect(200)).body;
    expect(all.byMethod.find((r) => r.id === b.method)).toMatchObject({ batches: 1, failedBatches: 1 });
    expect(all.failedChecks.some((f) => f.batchId === b.id && f.kind === 'curve')).toBe(true);
    expect(all.curvesNearEnd.find((c) => c.batchId === b.id)).toMatchObject({ daysLeft: 5, organizationId: orgB });
    expect(all.overall.failed).toBeGreaterThan(stats.overall.failed);
  });

  it('lists an expired curve while a batch in work still reuses it', async () => {
    const samples = await lab.distributed(1);
    const source = await readyBatch(samples);
    await lab.move(lab.analyst, source.id, 'submit', 200);
    const reusing = await lab.composed(await lab.distributed(1));
    // the curve was valid when reused; it has expired since (by SQL: time passing)
    await lab.ds.query(`UPDATE lab_batches SET curve_valid_until = CURRENT_DATE - 3 WHERE id = $1`, [source.id]);
    await lab.ds.query(`UPDATE lab_batches SET curve_from_id = $2 WHERE id = $1`, [reusing.id, source.id]);
    const stats: QualityStatistics = (await quality.get(url(plusDays(-1), plusDays(1))).expect(200)).body;
    expect(stats.curvesNearEnd.find((c) => c.batchId === source.id)).toMatchObject({ daysLeft: -3, expired: true, openReferences: 1 });
    // released, the reusing batch no longer holds the expired curve on the list
    await lab.ds.query(`UPDATE lab_batches SET state = 'released' WHERE id = $1`, [reusing.id]);
    const later: QualityStatistics = (await quality.get(url(plusDays(-1), plusDays(1))).expect(200)).body;
    expect(later.curvesNearEnd.some((c) => c.batchId === source.id)).toBe(false);
  });

  it("measures the stages' median and P90 and counts the amendments, in the caller's organisation and the period only", async () => {
    const [{ id: mine }] = await lab.ds.query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [`${tag}甲`]);
    const [{ id: other }] = await lab.ds.query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [`${tag}乙`]);
    const [{ id: roleId }] = await lab.ds.query(`SELECT id FROM roles WHERE name = '质量负责人' LIMIT 1`);
    const username = `q${tag}`;
    await admin
      .post('/api/users')
      .send({ username, nickName: '质控统计', password: DEMO_PASSWORD, roleIds: [roleId], organizationId: mine, expiryDate: new Date(Date.now() + 864e5).toISOString() })
      .expect(201);
    const client = as(t.app, await loginAs(t.app, username));
    const project = async (org: number, n: number, dates: Record<string, string | null>) => {
      const [{ id: unit }] = await lab.ds.query(`INSERT INTO inspected_units (name, organization_id) VALUES ($1, $2) RETURNING id`, [`${tag}单位${org}-${n}`, org]);
      await lab.ds.query(
        `INSERT INTO projects (code, name, state, inspected_unit_id, organization_id, contract_date, survey_date, sampling_date, lab_date, report_date, issue_date)
         VALUES ($1, $1, 'created', $2, $3, $4, $5, $6, $7, $8, $9)`,
        [`${tag}-${org}-${n}`, unit, org, dates.contract, dates.survey, dates.sampling ?? null, dates.lab ?? null, dates.report ?? null, dates.issue ?? null],
      );
    };
    // contract → survey: 10, 2 and 30 days in my organisation; 59 in the other
    await project(mine, 1, { contract: '2009-01-01', survey: '2009-01-11', sampling: '2009-01-15', lab: '2009-01-18', report: '2009-02-01', issue: '2009-02-04' });
    await project(mine, 2, { contract: '2009-01-05', survey: '2009-01-07', sampling: '2009-01-10' });
    await project(mine, 3, { contract: '2009-01-01', survey: '2009-01-31' });
    // surveyed before the period: not counted
    await project(mine, 4, { contract: '2008-11-01', survey: '2008-12-20' });
    await project(other, 1, { contract: '2009-01-01', survey: '2009-03-01' });

    const stats: QualityStatistics = (await client.get(url('2009-01-01', '2009-03-31')).expect(200)).body;
    expect(stats.turnaround).toEqual([
      // 2 10 30: the middle one; P90 rank ⌈2.7⌉ = 3
      { stage: 'contractToSurvey', label: '合同→现场调查', projects: 3, medianDays: 10, p90Days: 30 },
      // 4 and 3: (3 + 4) / 2; P90 rank ⌈1.8⌉ = 2
      { stage: 'surveyToSampling', label: '现场调查→现场采样', projects: 2, medianDays: 3.5, p90Days: 4 },
      { stage: 'samplingToLab', label: '现场采样→实验室检测', projects: 1, medianDays: 3, p90Days: 3 },
      { stage: 'labToReport', label: '实验室检测→报告编制', projects: 1, medianDays: 14, p90Days: 14 },
      { stage: 'reportToIssue', label: '报告编制→报告签发', projects: 1, medianDays: 3, p90Days: 3 },
    ]);
    expect(stats).toMatchObject({ from: '2009-01-01', to: '2009-03-31', overall: { batches: 0, passed: 0, failed: 0 }, failedChecks: [], curvesNearEnd: [] });
    // the administrator counts the other organisation's project too: 2 10 30 59 → (10 + 30) / 2, P90 rank ⌈3.6⌉ = 4
    const all: QualityStatistics = (await admin.get(url('2009-01-01', '2009-03-31')).expect(200)).body;
    expect(all.turnaround[0]).toMatchObject({ projects: 4, medianDays: 20, p90Days: 59 });

    // amendments from the audit trail (events written as the kernel writes them, dated in the period)
    const event = (org: number, type: string, aggregate: string, id: string, payload: object, reason: string | null, at: string) =>
      lab.ds.query(
        `INSERT INTO domain_events (id, type, aggregate_type, aggregate_id, payload, organization_id, reason, occurred_at, dispatched_at)
         VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7::timestamptz, now())`,
        [type, aggregate, id, JSON.stringify(payload), org, reason, at],
      );
    await event(mine, 'SiteSurveyEdited', 'siteSurvey', '901', { old: { remark: 'a' }, new: { remark: 'b' } }, '起草时的说明', '2009-01-02T08:00:00Z');
    await event(mine, 'SiteSurveyTransitioned', 'siteSurvey', '901', { event: 'submit', from: 'draft', to: 'submitted' }, null, '2009-01-03T08:00:00Z');
    await event(mine, 'SiteSurveyChildAdded', 'siteSurvey', '901', { child: 'posts', new: { post: '焊工' } }, '补充岗位', '2009-01-04T08:00:00Z');
    await event(mine, 'SamplingRecordEdited', 'samplingRecord', '902', { old: { flowAfter: '1.0' }, new: { flowAfter: '1.1' } }, '流量抄错', '2009-01-05T08:00:00Z');
    await event(mine, 'SamplingDayChildEdited', 'samplingDay', '903', { child: 'signatures', new: { voided: true } }, '流量抄错', '2009-01-05T08:00:00Z');
    await event(mine, 'SamplingRecordEdited', 'samplingRecord', '904', { old: { remark: null }, new: { remark: 'x' } }, null, '2009-01-05T09:00:00Z');
    await event(mine, 'ReportCommandRun', 'report', '905', { command: 'amendReport' }, '受检单位名称有误', '2009-02-01T08:00:00Z');
    await event(mine, 'ReportCommandRun', 'report', '906', { command: 'recompile' }, '重新编制', '2009-02-01T08:00:00Z');
    await event(other, 'ReportCommandRun', 'report', '907', { command: 'amendReport' }, '另一机构', '2009-02-01T08:00:00Z');
    await event(mine, 'ReportCommandRun', 'report', '908', { command: 'amendReport' }, '区间之外', '2009-04-01T08:00:00Z');
    const amended = (await client.get(url('2009-01-01', '2009-03-31')).expect(200)).body.amendments as QualityStatistics['amendments'];
    expect(amended.map((a) => [a.resource, a.changes, a.records])).toEqual([
      ['labBatch', 0, 0],
      ['samplingDay', 0, 0],
      ['samplingRecord', 1, 1],
      ['siteSurvey', 1, 1],
      ['report', 1, 1],
    ]);
    expect((await admin.get(url('2009-01-01', '2009-03-31')).expect(200)).body.amendments[4]).toMatchObject({ resource: 'report', changes: 2, records: 2 });
  });
});
