import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { DisclosureCalendarView, DisclosureFactsView, PageResult, PublicDisclosureDetail, PublicDisclosureItem } from '@ohit/contracts';
import { as, dataSourceOf, loginAs, seed } from '../../testing/identity';
import { orgStaff } from '../../testing/org-staff';
import { PNG } from '../../testing/site-sampling-fixtures';
import { createTestApp, TestApp } from '../../testing/test-app';

jest.setTimeout(180_000);

type Client = ReturnType<typeof as>;
type Row = Record<string, unknown> & { id: number; version: number };

/**
 * 报告公示 (api/reportDisclosure and api/public/reportDisclosure) in two organisations of the spec's
 * own: a report issued through its approval flow gets its disclosure with the facts from the
 * records; 生成公示 for a report issued 2026-09-28 counts the 20 working days across 国庆节
 * (2026-10-30); 审核通过 by a supervisor then 发布 by someone else, never the same person; 不予公示
 * only with a reason and never public; the public pages without a token show only what is
 * published; another organisation's disclosure is a 404 everywhere.
 */
describe('api/reportDisclosure', () => {
  let t: TestApp;
  let admin: Client;
  let org: number;
  let other: number;
  let people: Record<string, Client>;
  let ids: Record<string, number>;
  const tag = `RD${randomBytes(3).toString('hex')}`;
  let n = 0;
  const next = () => `${tag}${(++n).toString().padStart(3, '0')}`;
  const ds = () => dataSourceOf(t.app);
  const anonymous = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
    admin = as(t.app, await loginAs(t.app, 'admin'));
    const { menuIds, role, user, ...staff } = orgStaff(t.app, admin, tag);
    ({ people, ids } = staff);
    org = await staff.organisation('检测公司');
    other = await staff.organisation('乙检测公司', 'B');
    const formula = (buttons: string[]) => menuIds('ReportFormula', buttons.map((b) => `reportFormula:${b}`));
    const supervisor = await role(org, '公示审核', await formula(['review', 'return', 'withhold', 'reopen']));
    const quality = await role(org, '公示发布', await formula(['publish', 'withdraw', 'withhold', 'reopen', 'generate', 'export']));
    const reader = await role(org, '公示查看', await formula([]));
    const compile = await role(org, '编制员', await menuIds('ReportPreview', ['reportPreview:submit']));
    const approve = await role(org, '审批人', [...(await menuIds('ProjectAuditReview', ['projectAudit:approve'])), ...(await menuIds('ReportIssue', ['reportIssue:approve']))]);
    await user(org, 'supervisor', [supervisor]);
    await user(org, 'quality', [quality]);
    await user(org, 'both', [supervisor, quality]);
    await user(org, 'reader', [reader]);
    await user(org, 'compiler', [compile]);
    for (const key of ['checker', 'reviewer', 'issuer']) await user(org, key, [approve]);
    await user(other, 'otherQuality', [await role(other, '乙公示', await formula(['review', 'publish', 'withhold', 'generate']))]);
    // the organisation's 通用 flow (made with the organisation): 编制 by the compiler's role, the others by the approvers'
    const [flow] = (await admin.get(`/api/approvalFlow?organizationId=${org}`).expect(200)).body.content as Row[];
    const steps = (await admin.get(`/api/approvalFlow/${flow.id}/children/steps`).expect(200)).body as Row[];
    for (const step of steps) {
      await admin.put(`/api/approvalFlow/${flow.id}/children/steps/${step.id}`).send({ version: step.version, role: step.kind === 'compile' ? compile : approve }).expect(200);
    }
  });
  afterAll(() => t.close());

  /**
   * A project 报告编制中 with what a disclosure publishes — survey, a sampling day with its
   * accompanying person and a photo, a tested sample of a batch analysed by the compiler — and its
   * report (compiled by the compiler), in the given state and issue date.
   */
  const report = async (organizationId = org, options: { state?: string; issueDate?: string | null } = {}) => {
    const employer = `${next()}化工有限公司`;
    const [{ id: unit }] = await ds().query(`INSERT INTO inspected_units (name, address, contact, organization_id) VALUES ($1, '南京市江宁区某路1号', '王经理', $2) RETURNING id`, [
      employer,
      organizationId,
    ]);
    let p = (await admin.post('/api/project/add').send({ name: `${next()}项目`, type: '10', belongInspect: unit, contractNo: next(), contractDate: '2026-02-01', organizationId }).expect(201)).body as Row;
    for (const event of ['signContract', 'startSurvey', 'startSampling', 'startTesting', 'completeTesting']) {
      p = (await admin.post(`/api/project/${p.id}/transitions/${event}`).send({ version: p.version }).expect(200)).body;
    }
    await ds().query(
      `INSERT INTO site_surveys (project_id, inspected_unit_id, survey_date, surveyors, accompany_name, accompany_position, organization_id)
       VALUES ($1, $2, '2026-09-01', '李调查、张采样', '王经理', '安全主管', $3)`,
      [p.id, unit, organizationId],
    );
    const [{ id: day }] = await ds().query(
      `INSERT INTO sampling_days (code, project_id, sampling_date, weather, temperature, humidity, pressure, production_load, samplers, accompany_name, organization_id)
       VALUES ($1, $2, '2026-09-08', '1', 25.5, 65, 100.8, 90, '张采样,赵采样', '孙班长', $3) RETURNING id`,
      [next(), p.id, organizationId],
    );
    const photo = (await admin.post(`/api/samplingDay/${day}/attachments/photo`).attach('file', PNG, 'point1.png').expect(201)).body as { id: number };
    await ds().query(`INSERT INTO sampling_day_media (day_id, point, kind, attachment_id, caption, organization_id) VALUES ($1, '喷漆房1', 'photo', $2, '采样现场', $3)`, [
      day,
      photo.id,
      organizationId,
    ]);
    const [{ id: method }] = await ds().query(
      `INSERT INTO lab_methods (hazard_name, standard_no, method_name, sampling_type, instrument_family, organization_id)
       VALUES ('甲苯', 'GBZ/T 300.66-2017', '溶剂解吸-气相色谱法', 'individual', 'GC', $1) RETURNING id`,
      [organizationId],
    );
    const [{ id: batch }] = await ds().query(
      `INSERT INTO lab_batches (code, family, method_id, hazard, state, analysis_date, analyst_id, organization_id) VALUES ($1, 'GC', $2, '甲苯', 'released', '2026-09-10', $3, $4) RETURNING id`,
      [next(), method, ids.compiler, organizationId],
    );
    const sample = next();
    await ds().query(
      `INSERT INTO samples (organization_id, project_id, identity, code, blank, kind, sample_type, hazard, workshop, post, day, unit, state, result_value, result_text, tested_date, lab_batch_id)
       VALUES ($1, $2, $3::text, $3::varchar, false, 'TWA', 'individual', '甲苯', '喷漆车间', '喷漆工', 1, 1, 'tested', '4.0', '4.0', '2026-09-10', $4)`,
      [organizationId, p.id, sample, batch],
    );
    const content = {
      team: [
        { name: '李调查', role: '项目负责人' },
        { name: '张采样', role: '采样' },
      ],
      conclusionText: '本次共检测 1 个检测点，检测结果均符合 GBZ 2.1-2019 职业接触限值的要求。',
      postConclusions: [{ workshop: '喷漆车间', post: '喷漆工', conclusion: '符合', explanation: '' }],
    };
    const code = next();
    const state = options.state ?? 'compiling';
    const [{ id }] = await ds().query(
      `INSERT INTO reports (code, project_id, inspected_unit_id, template, check_type_name, state, conclusion, content, compiled_at, compiled_by, issue_date, organization_id)
       VALUES ($1, $2, $3, 'periodic', '定期检测', $4, '符合', $5::jsonb, now(), $6, $7, $8) RETURNING id`,
      [code, p.id, unit, state, JSON.stringify(content), ids.compiler, options.issueDate ?? null, organizationId],
    );
    return { id: id as number, code, employer, photo: photo.id };
  };

  const list = async (client: Client, query: string): Promise<Row[]> => (await client.get(`/api/reportDisclosure?${query}`).expect(200)).body.content;
  const disclosureOf = async (reportId: number): Promise<Row> => {
    const [row] = await ds().query(`SELECT id FROM report_disclosures WHERE report_id = $1`, [reportId]);
    return (await admin.get(`/api/reportDisclosure/${row.id}`).expect(200)).body;
  };
  const generate = (client: Client, body: Record<string, unknown>) => client.post('/api/reportDisclosure/commands/generate').send(body);
  const move = (client: Client, row: Row, event: string, reason?: string) => client.post(`/api/reportDisclosure/${row.id}/transitions/${event}`).send({ version: row.version, reason });
  const issuedDisclosure = async (organizationId = org, issueDate = '2026-09-28') => {
    const r = await report(organizationId, { state: 'issued', issueDate });
    await generate(organizationId === org ? people.quality : people.otherQuality, { reportId: r.id }).expect(200);
    return { report: r, row: await disclosureOf(r.id) };
  };
  const publicList = async (query: string): Promise<PageResult<PublicDisclosureItem>> => (await anonymous().get(`/api/public/reportDisclosure?${query}`).expect(200)).body;

  it('makes the disclosure when the approval flow issues the report: the facts from the records, the deadline 20 working days on, who made it', async () => {
    const r = await report();
    await people.compiler.post(`/api/reportApproval/${r.id}/submit`).send({}).expect(200);
    for (const [key, step] of [
      ['checker', 'check'],
      ['reviewer', 'review'],
      ['issuer', 'issue'],
    ]) {
      await people[key].post(`/api/reportApproval/${r.id}/pass`).send({ step }).expect(200);
    }
    const issued = (await admin.get(`/api/report/${r.id}`).expect(200)).body as Row;
    expect(issued.state).toBe('issued');

    const [row] = await list(people.reader, `reportCode=${encodeURIComponent(r.code)}`);
    const due = (await people.reader.get(`/api/workCalendar/deadline?from=${String(issued.issueDate)}&days=20`).expect(200)).body;
    expect(row).toMatchObject({
      code: expect.stringMatching(/^GS-\d{4}-\d{4}$/),
      reportCode: r.code,
      reportVersion: 1,
      employerName: r.employer,
      employerAddress: '南京市江宁区某路1号',
      checkTypeName: '定期检测',
      conclusion: '符合',
      issueDate: issued.issueDate,
      deadline: due.date,
      deadlineCovered: due.covered,
      state: 'pending',
      reviewedBy: null,
      publishedAt: null,
    });
    const [created] = await ds().query(`SELECT actor_id, payload FROM domain_events WHERE aggregate_type = 'reportDisclosure' AND aggregate_id = $1 AND type = 'ReportDisclosureCreated'`, [
      String(row.id),
    ]);
    expect(created).toMatchObject({ actor_id: ids.issuer, payload: { report: r.id } });

    const facts = (await people.reader.get(`/api/reportDisclosure/${row.id}/facts`).expect(200)).body as DisclosureFactsView;
    expect(facts).toMatchObject({
      organisation: { name: `${tag}检测公司` },
      employer: { name: r.employer, address: '南京市江宁区某路1号', contact: '王经理' },
      report: { code: r.code, version: 1, checkTypeName: '定期检测', issueDate: issued.issueDate, conclusion: '符合' },
      team: [
        { name: '李调查', role: '项目负责人' },
        { name: '张采样', role: '采样' },
      ],
      survey: { date: '2026-09-01', people: ['李调查', '张采样'] },
      sampling: [{ date: '2026-09-08', people: ['张采样', '赵采样'] }],
      laboratory: [{ name: `compiler${tag}`, dates: ['2026-09-10'] }],
      accompanying: [
        { name: '王经理', position: '安全主管', occasions: [{ activity: '现场调查', date: '2026-09-01' }] },
        { name: '孙班长', position: null, occasions: [{ activity: '现场采样', date: '2026-09-08' }] },
      ],
      photos: [{ url: `/api/reportDisclosure/${row.id}/photos/${r.photo}`, date: '2026-09-08', point: '喷漆房1', caption: '采样现场' }],
      conclusion: '本次共检测 1 个检测点，检测结果均符合 GBZ 2.1-2019 职业接触限值的要求。',
      postConclusions: [{ place: '喷漆车间/喷漆工', conclusion: '符合' }],
    });
    const photo = await people.reader.get(`/api/reportDisclosure/${row.id}/photos/${r.photo}`).expect(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(photo.body as Buffer, PNG)).toBe(0);
    // only the photos the disclosure chose: another attachment id is a 404
    expect((await people.reader.get(`/api/reportDisclosure/${row.id}/photos/${r.photo + 100000}`).expect(404)).body.message).toBe('该照片不属于此报告公示');
    // not typed by hand, nor generated twice
    await people.quality.post('/api/reportDisclosure/add').send({}).expect(403);
    expect((await admin.post('/api/reportDisclosure/add').send({}).expect(400)).body.message).toBe('报告公示由报告签发时自动生成，或对已签发的报告执行“生成公示”，不能手工新增');
    expect((await generate(people.quality, { reportId: r.id }).expect(409)).body.message).toBe(`该报告已有公示记录：${String(row.code)}`);
  });

  it('withholds a waiting disclosure when an amendment supersedes its version, and makes the amendment its own', async () => {
    const r = await report();
    const walk = async (id: number) => {
      await people.compiler.post(`/api/reportApproval/${id}/submit`).send({}).expect(200);
      for (const [key, step] of [
        ['checker', 'check'],
        ['reviewer', 'review'],
        ['issuer', 'issue'],
      ]) {
        await people[key].post(`/api/reportApproval/${id}/pass`).send({ step }).expect(200);
      }
    };
    await walk(r.id);
    const original = await disclosureOf(r.id);
    const issued = (await admin.get(`/api/report/${r.id}`).expect(200)).body as Row;
    await admin.post(`/api/report/${r.id}/commands/amendReport`).send({ version: issued.version, reason: '用人单位名称有误' }).expect(200);
    const [{ id: amendment }] = await ds().query(`SELECT id FROM reports WHERE amends_id = $1`, [r.id]);
    await ds().query(`UPDATE reports SET compiled_by = $2 WHERE id = $1`, [amendment, ids.compiler]);
    await walk(amendment);
    expect((await admin.get(`/api/report/${r.id}`).expect(200)).body.state).toBe('superseded');
    expect(await disclosureOf(r.id)).toMatchObject({ id: original.id, state: 'withheld', withheldReason: '报告已被第2版（修改版）替代' });
    expect(await disclosureOf(amendment)).toMatchObject({ reportCode: r.code, reportVersion: 2, state: 'pending' });
  });

  it('counts the deadline across 国庆节: a report issued 2026-09-28 is due 2026-10-30; 生成公示 refuses reports not issued', async () => {
    const { row } = await issuedDisclosure(org, '2026-09-28');
    expect(row).toMatchObject({ issueDate: '2026-09-28', deadline: '2026-10-30', deadlineCovered: true, deadlineWarning: null, state: 'pending' });
    const calendar = (await people.reader.get('/api/reportDisclosure/deadline/calendar').expect(200)).body as DisclosureCalendarView;
    expect(calendar.coveredYears).toEqual(expect.arrayContaining([2025, 2026]));
    expect(calendar.days).toEqual(expect.arrayContaining([{ date: '2026-10-01', kind: 'holiday', name: '国庆节' }]));
    expect(calendar.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const compiling = await report();
    expect((await generate(people.quality, { reportId: compiling.id }).expect(409)).body.message).toBe('报告处于“编制中”状态，只有已签发的报告才能生成公示');
    expect((await generate(people.quality, { reportId: 'x' }).expect(400)).body.message).toBe('报告ID必须是正整数');
    // without a report named: every issued report of the organisation still without one
    const a = await report(org, { state: 'issued', issueDate: '2026-11-02' });
    const b = await report(org, { state: 'issued', issueDate: '2026-11-03' });
    expect((await generate(people.quality, {}).expect(200)).body).toMatchObject({ count: 2, message: '已生成2条报告公示' });
    expect((await disclosureOf(a.id)).deadline).toBe('2026-11-30');
    expect((await disclosureOf(b.id)).state).toBe('pending');
    expect((await generate(people.quality, {}).expect(200)).body).toMatchObject({ count: 0, message: '没有需要生成公示的已签发报告' });
    // the supervisor has no 生成公示
    await generate(people.supervisor, {}).expect(403);
  });

  it('is reviewed by a supervisor and published by someone else — never the same person — then public without a token', async () => {
    const { report: r, row } = await issuedDisclosure();
    expect((await move(people.quality, row, 'publish').expect(409)).body.message).toBe('报告公示处于“待审核”状态，不能执行“发布”');
    // the supervisor may not publish, the publisher may not review
    await move(people.supervisor, row, 'publish').expect(403);
    await move(people.quality, row, 'review').expect(403);
    const reviewed = (await move(people.supervisor, row, 'review').expect(200)).body as Row;
    expect(reviewed).toMatchObject({ state: 'reviewed', reviewedBy: ids.supervisor });
    expect(await publicList(`keyword=${encodeURIComponent(r.employer)}`)).toEqual({ content: [], totalElements: 0 });

    // 退回 needs a reason, and clears the review
    expect((await move(people.supervisor, reviewed, 'return').expect(400)).body.message).toBe('退回必须填写原因');
    const returned = (await move(people.supervisor, reviewed, 'return', '照片不清晰').expect(200)).body as Row;
    expect(returned).toMatchObject({ state: 'pending', reviewedBy: null });
    const again = (await move(people.both, returned, 'review').expect(200)).body as Row;
    expect((await move(people.both, again, 'publish').expect(400)).body.message).toBe('发布人不能与主管审核人为同一人');
    expect((await admin.get(`/api/reportDisclosure/${row.id}`).expect(200)).body).toMatchObject({ state: 'reviewed', version: again.version, publishedAt: null });
    const published = (await move(people.quality, again, 'publish').expect(200)).body as Row;
    expect(published).toMatchObject({ state: 'published', reviewedBy: ids.both, publishedBy: ids.quality, publishedAt: expect.any(String) });

    const found = await publicList(`keyword=${encodeURIComponent(r.employer)}`);
    expect(found.totalElements).toBe(1);
    expect(found.content[0]).toMatchObject({ id: row.id, organisationName: `${tag}检测公司`, reportCode: r.code, employerName: r.employer, checkTypeName: '定期检测', issueDate: '2026-09-28' });
    // by report number, by organisation name and id, by year of issue
    expect((await publicList(`keyword=${encodeURIComponent(r.code)}`)).totalElements).toBe(1);
    expect((await publicList(`keyword=${encodeURIComponent(`${tag}检测公司`)}&size=50`)).content.some((d) => d.id === row.id)).toBe(true);
    expect((await publicList(`org=${org}&year=2026&size=50`)).content.some((d) => d.id === row.id)).toBe(true);
    expect((await publicList(`org=${org}&year=2025`)).content.some((d) => d.id === row.id)).toBe(false);
    expect((await anonymous().get('/api/public/reportDisclosure/organisations').expect(200)).body).toEqual(expect.arrayContaining([{ id: org, name: `${tag}检测公司` }]));

    const detail = (await anonymous().get(`/api/public/reportDisclosure/${row.id}`).expect(200)).body as PublicDisclosureDetail;
    expect(detail.facts).toMatchObject({ employer: { name: r.employer }, survey: { people: ['李调查', '张采样'] }, accompanying: [{ name: '王经理' }, { name: '孙班长' }] });
    expect(detail.facts.photos).toEqual([{ url: `/api/public/reportDisclosure/${row.id}/photos/${r.photo}`, date: '2026-09-08', point: '喷漆房1', caption: '采样现场' }]);
    const photo = await anonymous().get(`/api/public/reportDisclosure/${row.id}/photos/${r.photo}`).expect(200);
    expect(photo.headers['content-security-policy']).toBe("default-src 'none'; sandbox");

    // 撤回 with a reason takes it off the public pages, its photos too
    expect((await move(people.quality, published, 'withdraw').expect(400)).body.message).toBe('撤回公示必须填写原因');
    const withdrawn = (await move(people.quality, published, 'withdraw', '报告需修改').expect(200)).body as Row;
    expect(withdrawn).toMatchObject({ state: 'withdrawn', withdrawalReason: '报告需修改' });
    expect((await anonymous().get(`/api/public/reportDisclosure/${row.id}`).expect(404)).body.message).toBe('报告公示不存在或未发布');
    await anonymous().get(`/api/public/reportDisclosure/${row.id}/photos/${r.photo}`).expect(404);
    expect((await publicList(`keyword=${encodeURIComponent(r.employer)}`)).totalElements).toBe(0);
    const history = (await admin.get(`/api/reportDisclosure/${row.id}/history`).expect(200)).body.content as { reason: string | null }[];
    expect(history.map((h) => h.reason)).toEqual(expect.arrayContaining(['照片不清晰', '报告需修改']));
  });

  it('is withheld only with a reason, never shows publicly, and is reviewed again after 重新审核', async () => {
    const { report: r, row } = await issuedDisclosure();
    expect((await move(people.supervisor, row, 'withhold').expect(400)).body.message).toBe('不予公示必须填写原因');
    expect((await move(people.supervisor, row, 'withhold', '   ').expect(400)).body.message).toBe('不予公示必须填写原因');
    const withheld = (await move(people.supervisor, row, 'withhold', '涉及商业秘密，用人单位申请不予公示').expect(200)).body as Row;
    expect(withheld).toMatchObject({ state: 'withheld', withheldReason: '涉及商业秘密，用人单位申请不予公示' });
    expect((await move(people.quality, withheld, 'publish').expect(409)).body.message).toBe('报告公示处于“不予公示”状态，不能执行“发布”');
    expect((await publicList(`keyword=${encodeURIComponent(r.employer)}`)).totalElements).toBe(0);
    await anonymous().get(`/api/public/reportDisclosure/${row.id}`).expect(404);
    expect((await move(people.supervisor, withheld, 'reopen').expect(400)).body.message).toBe('重新审核必须填写原因');
    const reopened = (await move(people.supervisor, withheld, 'reopen', '用人单位撤回申请').expect(200)).body as Row;
    expect(reopened).toMatchObject({ state: 'pending', withheldReason: null });
  });

  it('answers bad public input in Chinese and needs no token for the published list only', async () => {
    expect((await anonymous().get('/api/public/reportDisclosure?size=500').expect(400)).body.message).toBe('size不能超过50');
    expect((await anonymous().get('/api/public/reportDisclosure?year=abc').expect(400)).body.message).toContain('年份必须是整数');
    expect((await anonymous().get('/api/public/reportDisclosure?year=1999').expect(400)).body.message).toBe('年份不能早于2000年');
    expect((await anonymous().get('/api/public/reportDisclosure/abc').expect(400)).body.message).toBe('公示ID必须是正整数');
    expect((await anonymous().get('/api/public/reportDisclosure/99999999999').expect(400)).body.message).toBe('公示ID必须是正整数');
    expect((await anonymous().get('/api/public/reportDisclosure/2147483647').expect(404)).body.message).toBe('报告公示不存在或未发布');
    const all = await publicList('size=50');
    const states: { state: string }[] = await ds().query(`SELECT state FROM report_disclosures WHERE id = ANY($1::int[])`, [all.content.map((d) => d.id)]);
    expect(states.every((s) => s.state === 'published')).toBe(true);
    // the admin endpoints need a token
    await anonymous().get('/api/reportDisclosure').expect(401);
    await anonymous().get('/api/reportDisclosure/deadline/calendar').expect(401);
  });

  it('keeps another organisation’s disclosures to itself: 404 on every admin endpoint, never listed', async () => {
    const { report: r, row } = await issuedDisclosure(other);
    expect(await list(people.reader, `reportCode=${encodeURIComponent(r.code)}`)).toEqual([]);
    expect(await list(people.otherQuality, `reportCode=${encodeURIComponent(r.code)}`)).toHaveLength(1);
    await people.reader.get(`/api/reportDisclosure/${row.id}`).expect(404);
    await people.reader.get(`/api/reportDisclosure/${row.id}/facts`).expect(404);
    await people.reader.get(`/api/reportDisclosure/${row.id}/history`).expect(404);
    await people.reader.get(`/api/reportDisclosure/${row.id}/photos/${r.photo}`).expect(404);
    await move(people.supervisor, row, 'review').expect(404);
    expect((await admin.get(`/api/reportDisclosure/${row.id}`).expect(200)).body.state).toBe('pending');
    // 生成公示 for another organisation's report: the same answer as a missing one
    const theirs = await report(other, { state: 'issued', issueDate: '2026-09-28' });
    await generate(people.quality, { reportId: theirs.id }).expect(404);
    expect(await ds().query(`SELECT 1 FROM report_disclosures WHERE report_id = $1`, [theirs.id])).toEqual([]);
  });
});
