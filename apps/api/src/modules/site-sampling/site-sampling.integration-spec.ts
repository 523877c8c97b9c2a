import { randomBytes } from 'node:crypto';
import { as, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';
import { type Client, CONDITIONS, MEASURED, type Row, samplingFixtures } from '../../testing/site-sampling-fixtures';

jest.setTimeout(180_000);

/**
 * 现场采样 and 项目调整 on the business kernel: a day's conditions as exact decimals, records of
 * planned samples with a usable instrument (V0 and the drift computed by the server), signatures
 * bound to the records and voided by a later change that needs a reason, the submission handing
 * the samples over, project adjustments adding samples, permissions, organisation isolation and
 * bad input.
 */
describe('api/samplingDay, api/samplingRecord, api/projectAdjustment', () => {
  let t: TestApp;
  let orgs: Record<string, number>;
  let admin: Client;
  let sampler: Client;
  let orgb: Client;
  let analyst: Client;
  let f: ReturnType<typeof samplingFixtures>;
  let usable: { id: number; code: string; name: string };
  let lapsed: { id: number; code: string; name: string };

  beforeAll(async () => {
    t = await createTestApp();
    orgs = (await seed(t.app)).organizations;
    [admin, sampler, orgb, analyst] = await Promise.all(['admin', 'sampler', 'orgb-admin', 'analyst'].map(async (u) => as(t.app, await loginAs(t.app, u))));
    f = samplingFixtures(t.app, `CY${randomBytes(2).toString('hex')}`);
    usable = await f.instrument(orgs.A, '2099-12-31');
    lapsed = await f.instrument(orgs.A, '2026-03-01');
  });
  afterAll(() => t.close());

  it('opens a day of a project in 现场采样中 with its conditions as exact decimals; free text, implausible values and a second day of the date are refused in Chinese', async () => {
    const { project } = await f.samplingProject(admin, orgs.A);
    const day = await f.day(sampler, project.id, '2026-03-02');
    expect(day).toMatchObject({ ...CONDITIONS, humidity: '65.0', productionLoad: '90.0', state: 'draft', belongProject: project.id, projectCode: project.code, organizationId: orgs.A });
    expect(day.code).toMatch(/^CY-\d{4}-\d{4}$/);
    const bad = (body: Record<string, unknown>) => sampler.post('/api/samplingDay/add').send({ belongProject: project.id, samplingDate: '2026-03-03', ...CONDITIONS, ...body }).expect(400);
    expect((await bad({ temperature: '二十五度' })).body.message).toContain('气温（°C）必须是数字');
    expect((await bad({ humidity: '650' })).body.message).toBe('相对湿度应在0～100%之间，当前为650%');
    expect((await bad({ pressure: '1013' })).body.message).toBe('大气压应在50～110kPa之间，当前为1013kPa');
    expect((await bad({ pressure: '100.805' })).body.message).toContain('大气压（kPa）最多保留2位小数');
    expect((await bad({ samplingDate: '2026-03-02' })).body.message).toBe('该项目2026-03-02的采样单已存在');
    expect((await f.ds.query(`SELECT count(*)::int AS n FROM sampling_days WHERE project_id = $1`, [project.id]))[0].n).toBe(1);
    // a project still in 现场调查中 takes no sampling day
    const { project: surveying } = await f.projectThrough(admin, orgs.A, ['signContract', 'startSurvey']);
    expect((await bad({ belongProject: surveying.id })).body.message).toBe('项目不在“现场采样中”阶段，不能录入现场采样');
  });

  it('records a sample: the plan facts copied in, V0 and the drift computed by the server (a client value ignored), a drift over 5 % flagged', async () => {
    const { project, samples } = await f.samplingProject(admin, orgs.A);
    const day = await f.day(sampler, project.id, '2026-03-02');
    // 40 °C is outside 5–35 °C: V0 = 180 × 293 / 313 × 100.8 / 101.3 = 167.667 L (the day's pressure)
    const hot = (await f.record(sampler, day.id, samples[0].id, { ...MEASURED, equipment: usable.id, temperature: '40', standardVolume: '999', sampledVolume: '1' }).expect(201)).body;
    expect(hot).toMatchObject({ sampleCode: samples[0].code, hazard: '甲苯', kind: 'TWA', blank: false, belongProject: project.id, equipmentCode: usable.code });
    expect(hot).toMatchObject({ durationMinutes: '120.00', sampledVolume: '180.000', standardVolume: '167.667', flowDrift: '0.00', driftExceeded: false, temperature: '40.0', pressure: '100.80' });
    // a short-time sample by its stopwatch reading (mm:ss), flows drifting 5.5 %
    const short = (await f.record(sampler, day.id, samples[1].id, { equipment: usable.id, shortDuration: '15:00', flowBefore: '2.00', flowAfter: '1.89' }).expect(201)).body;
    expect(short).toMatchObject({ kind: 'STEL', durationMinutes: '15.00', flowDrift: '5.50', driftExceeded: true, temperature: '25.5' });
    expect(short.standardVolume).toBe('29.175');
    // an edit recomputes on the server
    const edited = (await sampler.put('/api/samplingRecord/edit').send({ id: short.id, version: short.version, flowAfter: '1.95' }).expect(200)).body;
    expect(edited).toMatchObject({ flowDrift: '2.50', driftExceeded: false, standardVolume: '29.625' });
    // drifts are filterable
    const flagged = (await sampler.get(`/api/samplingRecord?samplingDay=${day.id}&driftExceeded=true`).expect(200)).body;
    expect(flagged.totalElements).toBe(0);
    // a field blank is recorded without flows
    const blank = samples.find((s) => s.blank) as { id: number; code: string };
    expect((await f.record(sampler, day.id, blank.id, { remark: '现场空白，开封后密封' }).expect(201)).body).toMatchObject({ blank: true, standardVolume: null, driftExceeded: null });
  });

  it('refuses an unusable instrument with the equipment module’s message, and bad input with a 400 in Chinese, writing nothing', async () => {
    const { project, samples } = await f.samplingProject(admin, orgs.A);
    const day = await f.day(sampler, project.id, '2026-03-02');
    const bad = async (sampleId: number, body: Record<string, unknown>) => (await f.record(sampler, day.id, sampleId, body).expect(400)).body.message as string;
    expect(await bad(samples[0].id, { ...MEASURED, equipment: lapsed.id, temperature: '20', pressure: '101' })).toBe(`设备不可用于采样：${lapsed.name}（${lapsed.code}）检定/校准已于 2026-03-01 过期`);
    const repair = await f.instrument(orgs.A, '2099-12-31', '3');
    expect(await bad(samples[0].id, { ...MEASURED, equipment: repair.id })).toMatch(new RegExp(`^设备不可用于采样：${repair.name}（${repair.code}）处于“.+”状态$`));
    expect(await bad(samples[0].id, { ...MEASURED, equipment: usable.id, flowAfter: null })).toBe('采样后流量（L/min）不能为空');
    expect(await bad(samples[0].id, { ...MEASURED, equipment: usable.id, flowBefore: '-1' })).toContain('只能输入大于0的数字');
    expect(await bad(samples[0].id, { ...MEASURED, equipment: usable.id, endTime: MEASURED.startTime })).toBe('采样结束时间必须晚于开始时间');
    expect(await bad(samples[1].id, { equipment: usable.id, shortDuration: '15:60', flowBefore: '1', flowAfter: '1' })).toBe('采样时长（分:秒）：请填写mm:ss格式');
    expect(await bad(samples[0].id, { equipment: usable.id, flowBefore: '1', flowAfter: '1' })).toBe('请填写开始和结束时间，短时间样品也可填写采样时长（分:秒）');
    const other = await f.samplingProject(admin, orgs.A, 1);
    expect(await bad(other.samples[0].id, { ...MEASURED, equipment: usable.id })).toBe('样品不存在或不属于该项目');
    expect((await f.ds.query(`SELECT count(*)::int AS n FROM sampling_records WHERE day_id = $1`, [day.id]))[0].n).toBe(0);
    await f.record(sampler, day.id, samples[0].id, { ...MEASURED, equipment: usable.id }).expect(201);
    expect(await bad(samples[0].id, { ...MEASURED, equipment: usable.id })).toBe(`样品${samples[0].code}已有采样记录`);
  });

  it('binds the three signatures to the records: a later change needs a reason and voids them; submitting needs all three in force and hands the samples over', async () => {
    const { project, samples } = await f.samplingProject(admin, orgs.A);
    const day = await f.day(sampler, project.id, '2026-03-02');
    expect((await f.sign(sampler, day.id, 'sampler', '李采样', 400)).body.message).toBe('当日尚无采样记录或物理因素测量，不能签名');
    const first = (await f.record(sampler, day.id, samples[0].id, { ...MEASURED, equipment: usable.id }).expect(201)).body as Row;
    await f.record(sampler, day.id, samples[3].id, { remark: '空白' }).expect(201);
    await f.sign(sampler, day.id, 'sampler', '李采样');
    await f.sign(sampler, day.id, 'checker', '赵复核');
    const current = await f.readDay(sampler, day.id);
    expect((await sampler.post(`/api/samplingDay/${day.id}/transitions/submit`).send({ version: current.version }).expect(400)).body.message).toBe('请先完成企业陪同人签名后再提交');
    await f.sign(sampler, day.id, 'accompany', '王陪同');
    expect((await f.signatures(sampler, day.id)).map((s) => [s.role, s.signerName, s.voided])).toEqual([['sampler', '李采样', false], ['checker', '赵复核', false], ['accompany', '王陪同', false]]);

    // a signed record changes only with a reason, and the change voids every signature
    const edit = (body: Record<string, unknown>) => sampler.put('/api/samplingRecord/edit').send({ id: first.id, version: first.version, flowAfter: '1.450', ...body });
    expect((await edit({}).expect(400)).body.message).toBe('该采样单已签名或已提交，修改采样记录必须填写原因（修改后签名失效，需重新签名）');
    await edit({ reason: '采样后流量抄错' }).expect(200);
    const after = await f.signatures(sampler, day.id);
    expect(after.every((s) => s.voided === true && s.voidReason === '采样记录已修改：采样后流量抄错')).toBe(true);
    expect((await f.events('samplingDay', day.id, 'SamplingDayChildEdited')).map((e) => e.reason)).toEqual(['采样后流量抄错', '采样后流量抄错', '采样后流量抄错']);
    // the day's conditions are vouched for too
    const signedDay = await f.readDay(sampler, day.id);
    expect((await sampler.put('/api/samplingDay/edit').send({ id: day.id, version: signedDay.version, remark: '备注可改' }).expect(200)).body.remark).toBe('备注可改');
    let now = await f.readDay(sampler, day.id);
    expect((await sampler.post(`/api/samplingDay/${day.id}/transitions/submit`).send({ version: now.version }).expect(400)).body.message).toBe('请先完成采样人、复核人、企业陪同人签名后再提交');

    // re-signed: submitted, the recorded samples handed over, the project's count follows
    await f.signAll(sampler, day.id);
    // the file of a signature in force is not removed
    const [sig] = (await f.signatures(sampler, day.id)).filter((s) => s.voided === false);
    expect((await sampler.delete(`/api/samplingDay/${day.id}/attachments/${String(sig.attachmentId)}`).send({}).expect(400)).body.message).toBe('该文件已用于签名或现场照片，不能删除');
    now = await f.readDay(sampler, day.id);
    const submitted = (await sampler.post(`/api/samplingDay/${day.id}/transitions/submit`).send({ version: now.version }).expect(200)).body;
    expect(submitted).toMatchObject({ state: 'submitted', submittedDate: expect.any(String) });
    expect(await Promise.all(samples.map((s) => f.sampleState(s.id)))).toEqual(['collected', 'planned', 'planned', 'collected']);
    expect((await admin.get(`/api/project/${project.id}`).expect(200)).body.samplesCollected).toBe(2);
    expect(await f.events('sample', samples[0].id, 'SampleTransitioned')).toEqual([expect.objectContaining({ reason: `现场采样提交（采样单${String(day.code)}）` })]);
    // a handed-over sample is not recorded again on another day
    const nextDay = await f.day(sampler, project.id, '2026-03-03');
    expect((await f.record(sampler, nextDay.id, samples[0].id, { ...MEASURED, equipment: usable.id }).expect(400)).body.message).toBe(`样品${samples[0].code}处于“已采集”状态，不能录入采样记录`);
    // after submission an edit still needs a reason; a handed-over sample's record is not deleted
    const record = (await sampler.get(`/api/samplingRecord/${first.id}`).expect(200)).body;
    await sampler.put('/api/samplingRecord/edit').send({ id: first.id, version: record.version, remark: '补充说明' }).expect(400);
    expect((await sampler.delete('/api/samplingRecord/delete').send({ ids: [first.id], reason: '误录' }).expect(200)).body).toMatchObject({ code: '400', message: `样品${samples[0].code}已移交样品流转，不能删除其采样记录` });
  });

  it('adds samples by 补采 and 空白样 (numbered like the plan’s, the project’s planned count following), records moved points, and never changes what an adjustment did', async () => {
    const { project, samples } = await f.samplingProject(admin, orgs.A);
    const add = (body: Record<string, unknown>) => sampler.post('/api/projectAdjustment/add').send({ belongProject: project.id, adjustDate: '2026-03-03', reason: '滤膜破损', ...body });
    const before = (await admin.get(`/api/project/${project.id}`).expect(200)).body.samplesPlanned as number;
    const resample = (await add({ kind: 'resample', sampleId: samples[0].id, count: 2 }).expect(201)).body;
    expect(resample).toMatchObject({ sampleCode: samples[0].code, hazard: '甲苯', count: 2 });
    const codes = String(resample.addedCodes).split('、');
    expect(codes).toHaveLength(2);
    const added = await f.ds.query(`SELECT code, blank, kind, workshop, state FROM samples WHERE code = ANY($1::text[]) ORDER BY code`, [codes]);
    expect(added).toEqual(codes.sort().map((code) => ({ code, blank: false, kind: 'TWA', workshop: '焊接车间', state: 'planned' })));
    const blanks = (await add({ kind: 'blank', blankType: 'transport', hazard: '甲苯', count: 1 }).expect(201)).body;
    expect(String(blanks.addedCodes)).toContain('KB');
    expect((await admin.get(`/api/project/${project.id}`).expect(200)).body.samplesPlanned).toBe(before + 3);
    expect((await add({ kind: 'changePoint' }).expect(400)).body.message).toBe('点位变更请填写原采样点和调整后采样点');
    await add({ kind: 'changePoint', originalPoint: '焊接工位1', newPoint: '焊接工位3' }).expect(201);
    expect((await add({ kind: 'resample', sampleId: samples[0].id, count: 0 }).expect(400)).body.message).toBe('数量必须在1～50之间');
    expect((await add({ kind: 'resample', count: 1 }).expect(400)).body.message).toBe('补采请选择原样品');
    expect((await add({ kind: 'resample', sampleId: samples[0].id, count: 1, reason: '' }).expect(400)).body.message).toContain('调整原因不能为空');
    expect((await sampler.put('/api/projectAdjustment/edit').send({ id: resample.id, version: resample.version, count: 5 }).expect(400)).body.message).toBe('已生效的调整不能修改类型、样品和数量，如需更正请新增一条调整');
    // the project's samples for the adjustment pages
    const listed = (await sampler.get(`/api/project/${project.id}/samples`).expect(200)).body as { code: string; blank: boolean }[];
    expect(listed.filter((s) => s.blank)).toHaveLength(2);
  });

  it('offers only the instruments usable on the day and the samples still to take or taken that day', async () => {
    const { project, samples } = await f.samplingProject(admin, orgs.A);
    const day = await f.day(sampler, project.id, '2026-03-02');
    const instruments = (await sampler.get(`/api/samplingDay/${day.id}/instruments`).expect(200)).body as { id: number }[];
    expect(instruments.map((i) => i.id)).toContain(usable.id);
    expect(instruments.map((i) => i.id)).not.toContain(lapsed.id);
    await f.record(sampler, day.id, samples[0].id, { ...MEASURED, equipment: usable.id }).expect(201);
    const listed = (await sampler.get(`/api/samplingDay/${day.id}/samples`).expect(200)).body as { id: number; recordId: number | null }[];
    expect(listed.map((s) => [s.id, s.recordId !== null])).toEqual(samples.map((s, i) => [s.id, i === 0]));
  });

  it('needs the buttons (403) and keeps organisations apart', async () => {
    const { project, samples } = await f.samplingProject(admin, orgs.A);
    await analyst.post('/api/samplingDay/add').send({ belongProject: project.id, samplingDate: '2026-03-02', ...CONDITIONS }).expect(403);
    const day = await f.day(sampler, project.id, '2026-03-02');
    const record = (await f.record(sampler, day.id, samples[0].id, { ...MEASURED, equipment: usable.id }).expect(201)).body as Row;
    // another organisation neither sees nor touches them
    await orgb.get(`/api/samplingDay/${day.id}`).expect(404);
    await orgb.get(`/api/samplingRecord/${record.id}`).expect(404);
    await orgb.get(`/api/samplingDay/${day.id}/samples`).expect(404);
    await orgb.get(`/api/samplingDay/${day.id}/instruments`).expect(404);
    await orgb.get(`/api/project/${project.id}/samples`).expect(404);
    expect((await orgb.get(`/api/samplingDay?belongProject=${project.id}`).expect(200)).body.totalElements).toBe(0);
    expect((await orgb.get(`/api/samplingRecord?samplingDay=${day.id}`).expect(200)).body.totalElements).toBe(0);
    await orgb.put('/api/samplingRecord/edit').send({ id: record.id, version: record.version, remark: 'x' }).expect(404);
    await orgb.post('/api/samplingRecord/add').send({ samplingDay: day.id, sampleId: samples[1].id, ...MEASURED }).expect(400);
    // an instrument of another organisation is not one of ours
    const theirs = await f.instrument(orgs.B, '2099-12-31');
    await f.record(sampler, day.id, samples[1].id, { ...MEASURED, equipment: theirs.id }).expect(400);
  });
});
