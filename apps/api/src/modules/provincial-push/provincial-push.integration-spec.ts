import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { startTestProvinceRef, type TestProvinceRef } from '@ohit/province-ref/testing';
import { sampleProvincialRecord } from '@ohit/server-province';
import type { ProvincialExchangeView, ProvincialPushRecordView, ReconciliationRow } from '@ohit/contracts';
import { as, dataSourceOf, loginAs, seed } from '../../testing/identity';
import { orgStaff } from '../../testing/org-staff';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { spawnPushWorker, stopWorker, until } from '../../testing/workers';

jest.setTimeout(240_000);

type Client = ReturnType<typeof as>;
type Row = Record<string, unknown> & { id: number; version: number };

/**
 * 省平台推送 (api/provincialPush) in two organisations of the spec's own, pushed by a spawned worker
 * to the reference provincial platform: 新增推送 from an issued report; 提交 refused while a hazard is
 * unmapped or an employer fact is missing (each listed, nothing changed); 主管 and 质控 review with
 * reasons on rejection; 质控审核通过 queues the push — held once by the province; transient faults
 * retried then accepted once; a refusal 推送失败 with the province's message, not retried; every
 * exchange logged; 推送 of a batch as one job; another organisation's push a 404 everywhere.
 */
describe('api/provincialPush', () => {
  let t: TestApp;
  let province: TestProvinceRef;
  let worker: ChildProcess;
  let admin: Client;
  let org: number;
  let other: number;
  let people: Record<string, Client>;
  let ids: Record<string, number>;
  const tag = `PP${randomBytes(3).toString('hex')}`;
  let n = 0;
  const next = () => `${tag}${(++n).toString().padStart(3, '0')}`;
  const ds = () => dataSourceOf(t.app);

  beforeAll(async () => {
    province = await startTestProvinceRef();
    t = await createTestApp(province.env('json'));
    await seed(t.app);
    admin = as(t.app, await loginAs(t.app, 'admin'));
    const { menuIds, role, user, ...staff } = orgStaff(t.app, admin, tag);
    ({ people, ids } = staff);
    org = await staff.organisation('检测公司');
    other = await staff.organisation('乙检测公司', 'B');
    await ds().query(`UPDATE organizations SET credit_code = '91320100MA1XXXXX0X', technical_director = '周主任' WHERE id = ANY($1::int[])`, [[org, other]]);
    const oh = (buttons: string[]) => menuIds('OccupationalHealthReport', buttons.map((b) => `ohReport:${b}`));
    await user(org, 'manager', [await role(org, '负责人', await oh(['generate', 'submit', 'export']))]);
    await user(org, 'supervisor', [await role(org, '主管', await oh(['supervisorApprove', 'supervisorReject']))]);
    await user(org, 'quality', [await role(org, '质控', await oh(['qcApprove', 'qcReject', 'retry', 'push']))]);
    await user(org, 'reader', [await role(org, '查看', await menuIds('DataSynchronization', []))]);
    await user(other, 'otherAll', [await role(other, '乙全部', await oh(['generate', 'submit', 'supervisorApprove', 'qcApprove', 'push', 'retry']))]);
    worker = await spawnPushWorker(province.env('json'), { PROVINCE_ATTEMPTS: '4' });
  });
  afterAll(async () => {
    if (worker) await stopWorker(worker);
    await t?.close();
    await province?.stop();
  });

  type ReportOptions = { hazard?: string; employerFacts?: boolean; surveyDate?: boolean; leader?: boolean };
  /** An issued report of a project with a toluene point judged 符合 (C_TWA 4.0), its employer's facts, survey date and 项目负责人 complete unless told. */
  const issuedReport = async (organizationId = org, options: ReportOptions = {}) => {
    const hazard = options.hazard ?? '甲苯';
    const facts = options.employerFacts ?? true;
    const employer = `${next()}化工有限公司`;
    const [{ id: unit }] = await ds().query(
      `INSERT INTO inspected_units (name, credit_code, area, address, contact, phone, scale, employee_count, exposed_count, economic_type_code, industry_code, area_code, registered_address, legal_person, organization_id)
       VALUES ($1, '91320115MA1ABCDE1X', '江苏省/南京市/江宁区', '南京市江宁区某路1号', '王经理', '13800000000', '3', 120, 30, $2, '2641', $3, '南京市江宁区某路1号', '陈法人', $4) RETURNING id`,
      [employer, facts ? '159' : null, facts ? '320115000' : null, organizationId],
    );
    const leader = options.leader === false ? {} : { responser: organizationId === org ? ids.manager : ids.otherAll };
    let p = (await admin.post('/api/project/add').send({ name: `${next()}项目`, type: '10', belongInspect: unit, contractNo: next(), contractDate: '2026-02-01', organizationId, ...leader }).expect(201)).body as Row;
    for (const event of ['signContract', 'startSurvey', 'startSampling', 'startTesting', 'completeTesting']) {
      p = (await admin.post(`/api/project/${p.id}/transitions/${event}`).send({ version: p.version }).expect(200)).body;
    }
    const [{ id: survey }] = await ds().query(
      `INSERT INTO site_surveys (project_id, inspected_unit_id, survey_date, surveyors, organization_id) VALUES ($1, $2, $3, '李调查', $4) RETURNING id`,
      [p.id, unit, options.surveyDate === false ? null : '2026-03-01', organizationId],
    );
    // without the survey's date, the project's 现场调查日期 (stamped by 开始现场调查) would stand in
    if (options.surveyDate === false) await ds().query(`UPDATE projects SET survey_date = NULL WHERE id = $1`, [p.id]);
    await ds().query(
      `INSERT INTO site_survey_posts (workshop, post, headcount, exposed_headcount, hours_per_day, days_per_week, survey_id, organization_id) VALUES ('喷漆车间', '喷漆工', 6, 6, 8, 5, $1, $2)`,
      [survey, organizationId],
    );
    const [{ id: day }] = await ds().query(
      `INSERT INTO sampling_days (code, project_id, sampling_date, weather, temperature, humidity, pressure, production_load, samplers, organization_id)
       VALUES ($1, $2, '2026-03-02', '1', 25.5, 65, 100.8, 90, '张采样', $3) RETURNING id`,
      [next(), p.id, organizationId],
    );
    const code = next();
    const [{ id: sample }] = await ds().query(
      `INSERT INTO samples (organization_id, project_id, identity, code, blank, kind, sample_type, hazard, workshop, post, day, unit, state, result_value, result_text, result_counted, below_lod, result_unit, tested_date)
       VALUES ($1, $2, $3::text, $3::varchar, false, 'TWA', 'individual', $4, '喷漆车间', '喷漆工', 1, 1, 'tested', '4.0', '4.0', '4.0', false, 'mg/m³', '2026-03-05') RETURNING id`,
      [organizationId, p.id, code, hazard],
    );
    await ds().query(
      `INSERT INTO sampling_records (day_id, project_id, sample_id, sample_code, blank, workshop, post, hazard, sample_type, kind, point_name, worker_name, duration_minutes, organization_id)
       VALUES ($1, $2, $3, $4, false, '喷漆车间', '喷漆工', $5, 'individual', 'TWA', '喷漆房1', '王工', 480, $6)`,
      [day, p.id, sample, code, hazard, organizationId],
    );
    const reportCode = next();
    const [{ id }] = await ds().query(
      `INSERT INTO reports (code, project_id, inspected_unit_id, template, check_type_name, state, conclusion, content, compiled_at, compiled_by, issue_date, organization_id)
       VALUES ($1, $2, $3, 'periodic', '定期检测', 'issued', '符合', '{}'::jsonb, now(), $4, '2026-03-20', $5) RETURNING id`,
      [reportCode, p.id, unit, organizationId === org ? ids.manager : ids.otherAll, organizationId],
    );
    return { id: id as number, code: reportCode, employer, unit: unit as number, project: p.id, survey: survey as number };
  };

  const generate = (client: Client, reportId: number) => client.post('/api/provincialPush/commands/generate').send({ reportId });
  const pushOf = async (reportId: number): Promise<Row> => {
    const [row] = await ds().query(`SELECT id FROM provincial_pushes WHERE report_id = $1`, [reportId]);
    return (await admin.get(`/api/provincialPush/${row.id}`).expect(200)).body;
  };
  const move = (client: Client, row: Row, event: string, reason?: string) => client.post(`/api/provincialPush/${row.id}/transitions/${event}`).send({ version: row.version, reason });
  const newPush = async (organizationId = org, options: ReportOptions = {}) => {
    const r = await issuedReport(organizationId, options);
    if (organizationId === org) {
      // 新增推送 offers the issued report while it has no push
      const offered = (await people.manager.get('/api/provincialPushCandidates').expect(200)).body as { reportId: number; code: string }[];
      expect(offered.map((c) => c.code)).toContain(r.code);
    }
    await generate(organizationId === org ? people.manager : people.otherAll, r.id).expect(200);
    return { report: r, row: await pushOf(r.id) };
  };
  /** Through both reviews to 推送中. */
  const approved = async (row: Row): Promise<Row> => {
    let r = (await move(people.manager, row, 'submit').expect(200)).body as Row;
    r = (await move(people.supervisor, r, 'supervisorApprove').expect(200)).body;
    return (await move(people.quality, r, 'qcApprove').expect(200)).body;
  };
  const finished = (id: number) =>
    until(async () => {
      const [row] = await ds().query(`SELECT state, province_record_id, last_error, attempts, last_job_id FROM provincial_pushes WHERE id = $1`, [id]);
      return row.state === 'pushed' || row.state === 'pushFailed' ? row : null;
    }, 60_000);
  const exchanges = async (id: number): Promise<ProvincialExchangeView[]> => (await people.reader.get(`/api/provincialPush/${id}/exchanges`).expect(200)).body;

  it('goes 待提交 → 待主管审核 → 主管驳回 (reason) → 待主管审核 → 待质控审核 → 质控驳回 (reason) → … → 推送中 → 已推送, each step an event old → new; the province holds it once, signed', async () => {
    const { report, row } = await newPush();
    expect(row).toMatchObject({ code: report.code, reportVersion: 1, employerName: report.employer, checkType: '10', state: 'pendingSubmission', employerCreditCode: '91320115MA1ABCDE1X' });

    // the preview shows the record as the province will see it, mapped (never typed)
    const preview = (await people.reader.get(`/api/provincialPush/${row.id}/record`).expect(200)).body as ProvincialPushRecordView;
    expect(preview).toMatchObject({ source: 'preview', blockers: [] });
    expect(preview.record).toMatchObject({
      employer: { name: report.employer, creditCode: '91320115MA1ABCDE1X', economicTypeCode: '159', industryCode: '2641', scaleCode: '3', areaCode: '320115000', employeesTotal: 120, exposedTotal: 30, legalPerson: '陈法人' },
      checkOrg: { creditCode: '91320100MA1XXXXX0X', name: `${tag}检测公司`, director: '周主任', projectLeader: `manager${tag}` },
      report: { code: report.code, checkType: '10', reportDate: '2026-03-20', surveyBegin: '2026-03-01', samplingBegin: '2026-03-02', preparer: `manager${tag}` },
      points: [{ checkItemCode: '11003', workshop: '喷漆车间', post: '喷漆工', dailyContactHours: '8.0', weekWorkDays: '5.0', pointName: '喷漆房1', conclusion: '1', results: [{ code: '1100301', value: '4.0', unit: '1001' }] }],
    });
    expect(preview.record?.report.participants).toEqual(
      expect.arrayContaining([
        { name: '李调查', roles: ['1'] },
        { name: '张采样', roles: ['2'] },
        { name: `manager${tag}`, roles: ['4'] },
      ]),
    );

    // only the supervisor approves, only quality approves after; a rejection needs its reason
    let r = (await move(people.manager, row, 'submit').expect(200)).body as Row;
    expect(r).toMatchObject({ state: 'awaitingSupervisor', submittedBy: ids.manager });
    await move(people.manager, r, 'supervisorApprove').expect(403);
    await move(people.quality, r, 'supervisorApprove').expect(403);
    const noReason = await move(people.supervisor, r, 'supervisorReject').expect(400);
    expect(noReason.body.message).toBe('驳回必须填写原因');
    r = (await move(people.supervisor, r, 'supervisorReject', '接害人数与调查不符').expect(200)).body;
    expect(r).toMatchObject({ state: 'supervisorRejected', supervisorRejectReason: '接害人数与调查不符' });
    r = (await move(people.manager, r, 'submit').expect(200)).body;
    r = (await move(people.supervisor, r, 'supervisorApprove').expect(200)).body;
    expect(r).toMatchObject({ state: 'awaitingQc', supervisorApprovedBy: ids.supervisor });
    await move(people.supervisor, r, 'qcApprove').expect(403);
    r = (await move(people.quality, r, 'qcReject', '检测结果单位错误').expect(200)).body;
    expect(r).toMatchObject({ state: 'qcRejected', qcRejectReason: '检测结果单位错误' });
    const events: { payload: { from: string; to: string }; reason: string | null }[] = await ds().query(
      `SELECT payload, reason FROM domain_events WHERE aggregate_type = 'provincialPush' AND aggregate_id = $1 AND type = 'ProvincialPushTransitioned' ORDER BY seq`,
      [String(row.id)],
    );
    expect(events.map((e) => [e.payload.from, e.payload.to, e.reason])).toEqual([
      ['pendingSubmission', 'awaitingSupervisor', null],
      ['awaitingSupervisor', 'supervisorRejected', '接害人数与调查不符'],
      ['supervisorRejected', 'awaitingSupervisor', null],
      ['awaitingSupervisor', 'awaitingQc', null],
      ['awaitingQc', 'qcRejected', '检测结果单位错误'],
    ]);

    r = await approved(r);
    expect(r).toMatchObject({ state: 'pushing', qcApprovedBy: ids.quality });
    const done = await finished(row.id);
    expect(done).toMatchObject({ state: 'pushed', attempts: 1, last_error: null });
    const snapshot = (await people.reader.get(`/api/provincialPush/${row.id}/record`).expect(200)).body as ProvincialPushRecordView;
    expect(snapshot.source).toBe('snapshot');
    const records = await province.records();
    expect(records.perKey[String(snapshot.record?.idempotencyKey)]).toBe(1);
    const log = await exchanges(row.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ attempt: 1, protocol: 'json', status: 200, outcome: 'accepted' });
    const [last] = await ds().query(
      `SELECT payload FROM domain_events WHERE aggregate_type = 'provincialPush' AND aggregate_id = $1 AND type = 'ProvincialPushTransitioned' ORDER BY seq DESC LIMIT 1`,
      [String(row.id)],
    );
    expect(last.payload).toMatchObject({ event: 'pushSucceeded', from: 'pushing', to: 'pushed', new: { provinceRecordId: done.province_record_id } });
    // the batch job counted the record
    const job = await until(async () => {
      const [j] = await ds().query(`SELECT status, rows_done, rows_total FROM jobs WHERE id = $1`, [done.last_job_id]);
      return j.status === 'running' || j.status === 'queued' ? null : j;
    }, 30_000);
    expect(job).toMatchObject({ status: 'completed', rows_done: 1, rows_total: 1 });
    // reconciliation: the province holds what we sent
    const rec = (await people.reader.get('/api/provincialPushReconciliation').expect(200)).body as ReconciliationRow[];
    expect(rec.find((x) => x.pushId === row.id)).toMatchObject({ mark: 'matched', heldPoints: 1, sentPoints: 1, provinceRecordId: done.province_record_id });
    // a province that lost it: marked missing
    await province.reset();
    const lost = (await people.reader.get('/api/provincialPushReconciliation').expect(200)).body as ReconciliationRow[];
    expect(lost.find((x) => x.pushId === row.id)).toMatchObject({ mark: 'missing', heldPoints: null, note: '本机构记为已推送，省平台未收到' });
  });

  it('refuses 提交 while a hazard has no province code or an employer fact is missing, listing each, changing nothing', async () => {
    const { row } = await newPush(org, { hazard: '丙酮', employerFacts: false });
    const res = await move(people.manager, row, 'submit').expect(400);
    expect(res.body.message).toContain('危害因素“丙酮”未维护省平台编码对照');
    expect(res.body.message).toContain('缺少经济类型代码');
    expect(res.body.message).toContain('缺少行政区划代码');
    const same = (await admin.get(`/api/provincialPush/${row.id}`).expect(200)).body as Row;
    expect(same).toMatchObject({ state: 'pendingSubmission', version: row.version, submittedAt: null });
    const preview = (await people.reader.get(`/api/provincialPush/${row.id}/record`).expect(200)).body as ProvincialPushRecordView;
    expect(preview.blockers).toEqual(expect.arrayContaining(['危害因素“丙酮”未维护省平台编码对照']));
    // mapped in 省平台编码对照, the hazard passes
    await people.manager.post('/api/provinceHazardCode/add').send({ hazard: '丙酮', checkItemCode: '11005', resultItemCode: '1100501', unitCode: '1001' }).expect(403);
    const added = await admin.post('/api/provinceHazardCode/add').send({ hazard: '丙酮', checkItemCode: '11005', resultItemCode: '1100501', unitCode: '1001', organizationId: org });
    expect([added.status, added.body.message]).toEqual([201, undefined]);
    const again = (await move(people.manager, row, 'submit').expect(400)).body.message as string;
    expect(again).not.toContain('丙酮');
  });

  it('refuses 提交 while the project has no survey date or no 项目负责人, listing both; filled in, it passes', async () => {
    const { report, row } = await newPush(org, { surveyDate: false, leader: false });
    const res = await move(people.manager, row, 'submit').expect(400);
    expect(res.body.message).toContain('项目缺少调查日期：请在现场调查中填写“调查日期”');
    expect(res.body.message).toContain('项目未指定项目负责人：请在项目中填写“项目负责人”');
    expect((await admin.get(`/api/provincialPush/${row.id}`).expect(200)).body).toMatchObject({ state: 'pendingSubmission', version: row.version });
    // 调查日期 on the site survey, 项目负责人 on the project
    const survey = (await admin.get(`/api/siteSurvey/${report.survey}`).expect(200)).body as Row;
    await admin.put('/api/siteSurvey/edit').send({ id: survey.id, version: survey.version, surveyDate: '2026-03-04' }).expect(200);
    await ds().query(`UPDATE projects SET responser_id = $2 WHERE id = $1`, [report.project, ids.manager]);
    const submitted = (await move(people.manager, row, 'submit').expect(200)).body as Row;
    expect(submitted.state).toBe('awaitingSupervisor');
    const sent = (await people.reader.get(`/api/provincialPush/${row.id}/record`).expect(200)).body as ProvincialPushRecordView;
    expect(sent.record).toMatchObject({ checkOrg: { projectLeader: `manager${tag}` }, report: { surveyBegin: '2026-03-04', surveyEnd: '2026-03-04' } });
  });

  it('retries timeouts and 5xx with backoff and is held once; a refusal is 推送失败 with the province\'s message, never retried; 推送 sends a batch as one job', async () => {
    const flaky = await newPush();
    await province.faults({ fail: { next: 2, status: 503 } });
    await approved(flaky.row);
    const ok = await finished(flaky.row.id);
    expect(ok).toMatchObject({ state: 'pushed', attempts: 3 });
    const log = await exchanges(flaky.row.id);
    expect(log.map((x) => x.outcome).reverse()).toEqual(['transient', 'transient', 'accepted']);

    const refused = await newPush();
    await province.faults({ refuse: { next: 1, code: '2002', message: '用人单位行业代码与信用代码登记不符' } });
    await approved(refused.row);
    const failed = await finished(refused.row.id);
    expect(failed).toMatchObject({ state: 'pushFailed', attempts: 1, last_error: '用人单位行业代码与信用代码登记不符' });
    const [ev] = await ds().query(
      `SELECT reason, payload FROM domain_events WHERE aggregate_type = 'provincialPush' AND aggregate_id = $1 AND type = 'ProvincialPushTransitioned' ORDER BY seq DESC LIMIT 1`,
      [String(refused.row.id)],
    );
    expect(ev).toMatchObject({ reason: '用人单位行业代码与信用代码登记不符', payload: { from: 'pushing', to: 'pushFailed' } });
    expect((await exchanges(refused.row.id)).map((x) => x.outcome)).toEqual(['refused']);

    // 推送: the failed one and a second, in one batch job; the failed one goes 重新推送 first
    const second = await newPush();
    const pushing = await approved(second.row);
    await people.supervisor.post('/api/provincialPush/commands/push').send({ ids: [refused.row.id, pushing.id] }).expect(403);
    const batch = (await people.quality.post('/api/provincialPush/commands/push').send({ ids: [refused.row.id, pushing.id] }).expect(200)).body;
    expect(batch.message).toBe('已开始推送2条记录');
    const [a, b] = [await finished(refused.row.id), await finished(pushing.id)];
    expect([a.state, b.state]).toEqual(['pushed', 'pushed']);
    expect(a.last_job_id).toBe(b.last_job_id);
    const job = await until(async () => {
      const [j] = await ds().query(`SELECT status, rows_done, rows_total, type FROM jobs WHERE id = $1`, [a.last_job_id]);
      return j.status === 'completed' ? j : null;
    }, 30_000);
    expect(job).toMatchObject({ type: 'provincePush', rows_done: 2, rows_total: 2 });
    const held = await province.records();
    expect(held.storedMoreThanOnce).toEqual([]);
    // a push not 推送中 or 推送失败 is refused by 推送, naming it
    const draft = await newPush();
    const refusedBatch = await people.quality.post('/api/provincialPush/commands/push').send({ ids: [draft.row.id] }).expect(409);
    expect(refusedBatch.body.message).toContain('只有推送中或推送失败的记录可以推送');
    await people.quality.post('/api/provincialPush/commands/push').send({ ids: [] }).expect(400);
  });

  it('reconciliation marks a push the province holds with another record under its key, or our record with another content, 不一致 (mismatched), and one it holds though we never recorded it sent (extra)', async () => {
    const reconciliation = async () => (await people.reader.get('/api/provincialPushReconciliation').expect(200)).body as ReconciliationRow[];
    // mismatched: the province already holds another report (2 points, another code) under the key we submit
    const a = await newPush();
    let r = (await move(people.manager, a.row, 'submit').expect(200)).body as Row;
    const planted = await province.plant(sampleProvincialRecord(String(r.idempotencyKey)));
    r = (await move(people.supervisor, r, 'supervisorApprove').expect(200)).body;
    await move(people.quality, r, 'qcApprove').expect(200);
    expect(await finished(a.row.id)).toMatchObject({ state: 'pushed', province_record_id: planted.holding.provinceRecordId });
    // extra: refused by the province (推送失败), yet held by it
    const b = await newPush();
    await province.faults({ refuse: { next: 1, message: '用人单位行业代码与信用代码登记不符' } });
    const sent = await approved(b.row);
    expect(await finished(b.row.id)).toMatchObject({ state: 'pushFailed' });
    await province.plant(sampleProvincialRecord(String(sent.idempotencyKey)));
    // mismatched by content alone: the province holds our record under its key with one result changed
    const c = await newPush();
    const submitted = (await move(people.manager, c.row, 'submit').expect(200)).body as Row;
    const [{ record: ours }] = await ds().query(`SELECT record FROM provincial_pushes WHERE id = $1`, [c.row.id]);
    const altered = structuredClone(ours);
    altered.points[0].results[0].value = altered.points[0].results[0].value === '1.00' ? '2.00' : '1.00';
    await province.plant(altered);
    await move(people.quality, (await move(people.supervisor, submitted, 'supervisorApprove').expect(200)).body, 'qcApprove').expect(200);
    expect(await finished(c.row.id)).toMatchObject({ state: 'pushed' });
    const rows = await reconciliation();
    expect(rows.find((x) => x.pushId === c.row.id)).toMatchObject({ mark: 'mismatched', sentPoints: 1, heldPoints: 1, note: '省平台所存与本机构发送的不一致：记录内容' });
    expect(rows.find((x) => x.pushId === a.row.id)).toMatchObject({
      mark: 'mismatched',
      reportCode: a.report.code,
      sentPoints: 1,
      heldPoints: 2,
      provinceRecordId: planted.holding.provinceRecordId,
      note: '省平台所存与本机构发送的不一致：报告编号、检测点数、记录内容',
    });
    expect(rows.find((x) => x.pushId === b.row.id)).toMatchObject({ mark: 'extra', state: 'pushFailed', heldPoints: 2, note: '省平台已收到，本机构未记为已推送' });
    // another organisation's reconciliation shows neither
    const theirs = (await people.otherAll.get('/api/provincialPushReconciliation').expect(200)).body as ReconciliationRow[];
    expect(theirs.map((x) => x.pushId)).not.toContain(a.row.id);
    expect(theirs.map((x) => x.pushId)).not.toContain(b.row.id);
  });

  it("keeps each organisation to its own pushes: another's is a 404 on every endpoint, and 新增推送 of its report is a 404", async () => {
    const mine = await newPush();
    const theirs = await newPush(other);
    for (const path of [`/api/provincialPush/${theirs.row.id}`, `/api/provincialPush/${theirs.row.id}/record`, `/api/provincialPush/${theirs.row.id}/exchanges`]) {
      await people.reader.get(path).expect(404);
    }
    await move(people.manager, theirs.row, 'submit').expect(404);
    await generate(people.manager, theirs.report.id).expect(404);
    await people.quality.post('/api/provincialPush/commands/push').send({ ids: [theirs.row.id] }).expect(404);
    await people.otherAll.get(`/api/provincialPush/${mine.row.id}/record`).expect(404);
    const list = (await people.otherAll.get('/api/provincialPush?size=100').expect(200)).body.content as Row[];
    expect(list.map((x) => x.id)).not.toContain(mine.row.id);
    // a second 新增推送 of the same report is a 409; the reader may not generate nor submit
    expect((await generate(people.manager, mine.report.id).expect(409)).body.message).toBe(`报告${mine.report.code}已有推送记录`);
    await generate(people.reader, mine.report.id).expect(403);
    await move(people.reader, mine.row, 'submit').expect(403);
    await people.reader.get('/api/provincialPush/abc/record').expect(404);
    await people.reader.get('/api/provincialPushCandidates').expect(403);
    const offered = (await people.manager.get('/api/provincialPushCandidates').expect(200)).body as { code: string }[];
    expect(offered.map((c) => c.code)).not.toContain(mine.report.code);
    expect(offered.map((c) => c.code)).not.toContain(theirs.report.code);
  });
});
