import { randomBytes } from 'node:crypto';
import { as, dataSourceOf, eventsOf, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';
import { allowsSelfVerification, assertAuthorisedAnalyst, authorisedAnalysts } from './index';

type Client = ReturnType<typeof as>;
type Row = Record<string, unknown> & { id: number; version: number };

jest.setTimeout(120_000);

const URL = '/api/staffAuthorization';
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);

/**
 * 人员授权 (api/staffAuthorization) on the kernel: who may analyse by which method, from when until
 * when; the period rule and one record per person and method as 4xx in Chinese that change
 * nothing; the method's family carried; the 工作经历 file through the spec's upload URL; the
 * refusal other modules call (assertAuthorisedAnalyst) and the organisation's 允许自校核/自审核;
 * organisation isolation. Everything in an organisation of the test's own.
 */
describe('api/staffAuthorization: 人员授权', () => {
  let t: TestApp;
  let orgs: Record<string, number>;
  let admin: Client;
  let orgb: Client;
  let sampler: Client;
  const tag = `SA${randomBytes(3).toString('hex')}`;
  let org: number;
  let gc: number;
  let lc: number;
  let people: { zhang: number; li: number; wang: number };

  const ds = () => dataSourceOf(t.app);
  const method = async (organizationId: number, family: string, hazard = '甲苯'): Promise<number> =>
    (
      await ds().query(
        `INSERT INTO lab_methods (hazard_name, standard_no, method_name, sampling_type, instrument_family, organization_id)
         VALUES ($1, $2, '溶剂解吸-气相色谱法', 'fixed-long', $3, $4) RETURNING id`,
        [hazard, `${tag}-GBZ/T 300.${randomBytes(2).toString('hex')}`, family, organizationId],
      )
    )[0].id;
  const person = async (organizationId: number, nickName: string): Promise<number> =>
    (
      await ds().query(`INSERT INTO users (username, nick_name, password_hash, organization_id, enabled) VALUES ($1, $2, 'x', $3, true) RETURNING id`, [
        `${tag}${randomBytes(3).toString('hex')}`,
        nickName,
        organizationId,
      ])
    )[0].id;
  const labelOf = async (methodId: number) => {
    const [m] = await ds().query(`SELECT hazard_name, method_name, standard_no FROM lab_methods WHERE id = $1`, [methodId]);
    return `${m.hazard_name} ${m.method_name}（${m.standard_no}）`;
  };
  const body = (extra: Record<string, unknown> = {}) => ({ organizationId: org, user: people.zhang, method: gc, authorisedFrom: '2026-01-01', authorisedUntil: '2027-12-31', ...extra });
  const add = async (extra: Record<string, unknown> = {}): Promise<Row> => (await admin.post(`${URL}/add`).send(body(extra)).expect(201)).body;
  const countOf = async (): Promise<number> => Number((await ds().query(`SELECT count(*)::int AS n FROM staff_authorizations WHERE organization_id = $1`, [org]))[0].n);

  beforeAll(async () => {
    t = await createTestApp();
    orgs = (await seed(t.app)).organizations;
    [admin, orgb, sampler] = await Promise.all(['admin', 'orgb-admin', 'sampler'].map(async (u) => as(t.app, await loginAs(t.app, u))));
    org = (await ds().query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [tag]))[0].id;
    [gc, lc] = [await method(org, 'gc'), await method(org, 'lc', '苯')];
    people = { zhang: await person(org, '张三'), li: await person(org, '李四'), wang: await person(org, '王五') };
  });
  afterAll(() => t.close());

  it('records who is authorised for which method and until when: the method’s family carried, the labels read back, every change an event', async () => {
    const row = await add({ authorisedBy: people.li, training: '2025年12月 GBZ/T 300 方法培训，考核合格', qualification: '上岗证 SG-001' });
    expect(row).toMatchObject({
      user: people.zhang,
      userName: '张三',
      method: gc,
      methodName: '溶剂解吸-气相色谱法',
      hazardName: '甲苯',
      standardNo: expect.stringContaining(tag),
      instrumentFamily: 'gc',
      authorisedFrom: '2026-01-01',
      authorisedUntil: '2027-12-31',
      authorisedBy: people.li,
      authorisedByName: '李四',
      qualification: '上岗证 SG-001',
      organizationId: org,
    });
    // a family chosen by hand is kept
    expect((await add({ user: people.li, method: lc, instrumentFamily: 'spectrophotometry' })).instrumentFamily).toBe('spectrophotometry');
    const [created] = await eventsOf(t.app, 'StaffAuthorizationCreated', row.id);
    expect(created.payload.new).toMatchObject({ user: people.zhang, method: gc, instrumentFamily: 'gc', authorisedUntil: '2027-12-31' });

    const edited = (await admin.put(`${URL}/edit`).send({ id: row.id, version: row.version, authorisedUntil: '2028-06-30', reason: '复训合格，延期' }).expect(200)).body;
    expect(edited).toMatchObject({ authorisedUntil: '2028-06-30', version: row.version + 1 });
    const [change] = await eventsOf(t.app, 'StaffAuthorizationEdited', row.id);
    expect(change.payload).toMatchObject({ old: { authorisedUntil: '2027-12-31' }, new: { authorisedUntil: '2028-06-30' } });
    // moved to another method without a family given: the new method's
    const moved = (await admin.put(`${URL}/edit`).send({ id: row.id, version: edited.version, method: lc, user: people.wang }).expect(200)).body;
    expect(moved).toMatchObject({ method: lc, hazardName: '苯', instrumentFamily: 'lc', userName: '王五' });

    const listed = (await admin.get(`${URL}?organizationId=${org}&user=${people.wang}`).expect(200)).body.content as Row[];
    expect(listed.map((r) => r.id)).toEqual([row.id]);
    await admin.delete(`${URL}/delete`).send({ ids: [row.id], reason: '调岗' }).expect(200);
    await admin.get(`${URL}/${row.id}`).expect(404);
    expect(await eventsOf(t.app, 'StaffAuthorizationDeleted', row.id)).toHaveLength(1);
  });

  it('lists the authorisations lapsing within N days, lapsed ones included (授权有效期至)', async () => {
    const [soon, lapsed, later] = [await person(org, '赵一'), await person(org, '钱二'), await person(org, '孙三')];
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const rows = [await add({ user: soon, authorisedUntil: day(10), authorisedFrom: day(-300) }), await add({ user: lapsed, authorisedFrom: '2020-01-01', authorisedUntil: '2021-01-01' }), await add({ user: later, authorisedUntil: '2099-12-31' })];
    const due = ((await admin.get(`${URL}?organizationId=${org}&authorisedUntil=30&size=100`).expect(200)).body.content as Row[]).map((r) => r.id);
    expect(due).toEqual(expect.arrayContaining([rows[0].id, rows[1].id]));
    expect(due).not.toContain(rows[2].id);
    expect((await admin.get(`${URL}?authorisedUntil=-1`).expect(400)).body.message).toContain('天数');
  });

  it('refuses a period ending before it starts, a second record of a person for a method and missing or foreign values — in Chinese, writing nothing', async () => {
    const p = await person(org, '周六');
    const row = await add({ user: p });
    const before = await countOf();
    expect((await admin.post(`${URL}/add`).send(body({ user: p, method: lc, authorisedFrom: '2026-05-01', authorisedUntil: '2026-04-30' })).expect(400)).body.message).toBe('授权有效期至不能早于授权日期');
    expect((await admin.put(`${URL}/edit`).send({ id: row.id, version: row.version, authorisedUntil: '2025-12-31' }).expect(400)).body.message).toBe('授权有效期至不能早于授权日期');
    expect((await admin.post(`${URL}/add`).send(body({ user: p })).expect(409)).body.message).toBe(`周六已有「${await labelOf(gc)}」的授权记录，请修改原记录`);
    expect((await admin.post(`${URL}/add`).send(body({ user: undefined })).expect(400)).body.message).toContain('人员不能为空');
    expect((await admin.post(`${URL}/add`).send(body({ method: undefined })).expect(400)).body.message).toContain('授权方法不能为空');
    expect((await admin.post(`${URL}/add`).send(body({ authorisedUntil: '明年' })).expect(400)).body.message).toContain('授权有效期至');
    // the method and the person must be the organisation's
    const foreignMethod = await method(orgs.B, 'gc');
    expect((await admin.post(`${URL}/add`).send(body({ user: p, method: foreignMethod })).expect(400)).body.message).toContain('授权方法');
    expect((await admin.post(`${URL}/add`).send(body({ user: await person(orgs.B, '外机构'), method: lc })).expect(400)).body.message).toContain('人员');
    expect(await countOf()).toBe(before);
    expect((await admin.get(`${URL}/${row.id}`).expect(200)).body).toMatchObject({ version: row.version, authorisedUntil: '2027-12-31' });
    // a method people are authorised for stays on record
    expect((await admin.delete('/api/labTest/delete').send({ ids: [gc] }).expect(200)).body).toEqual({ code: '400', message: '该检测方法已有人员授权记录，不能删除，可停用' });
    // a user without 人员授权's buttons adds nothing
    await sampler.post(`${URL}/add`).send(body({ user: await person(org, '无权限'), method: lc })).expect(403);
    expect(await countOf()).toBe(before);
  });

  it('files the person’s 工作经历 through api/ohitUserWorkExperience/upload into the record’s slot', async () => {
    const row = await add({ user: await person(org, '吴七') });
    const upload = (client: Client, id: number | null, name: string, content = pdf(name)) => {
      const req = client.post('/api/ohitUserWorkExperience/upload').attach('file', content, name);
      return id === null ? req : req.field('id', String(id));
    };
    expect((await upload(admin, row.id, '工作经历.pdf').expect(201)).body).toMatchObject({ slot: 'workExperience', fileName: '工作经历.pdf' });
    expect((await admin.get(`${URL}/${row.id}/attachments`).expect(200)).body.map((a: { slot: string; fileName: string }) => [a.slot, a.fileName])).toEqual([['workExperience', '工作经历.pdf']]);
    expect((await upload(admin, null, 'x.pdf').expect(400)).body.message).toBe('请指定人员授权记录（id）');
    expect((await upload(admin, row.id, 'a.exe', Buffer.from('MZ\x90\x00')).expect(400)).body.message).toContain('文件类型不正确');
    await upload(sampler, row.id, 'x.pdf').expect(403);
    expect((await admin.get(`${URL}/${row.id}/attachments`).expect(200)).body).toHaveLength(1);
  });

  it('keeps each organisation’s authorisations to itself: another organisation’s user gets 404 and changes nothing', async () => {
    const row = await add({ user: await person(org, '郑八') });
    await orgb.get(`${URL}/${row.id}`).expect(404);
    await orgb.get(`${URL}/${row.id}/history`).expect(404);
    await orgb.get(`${URL}/${row.id}/attachments`).expect(404);
    await orgb.put(`${URL}/edit`).send({ id: row.id, version: row.version, authorisedUntil: '2099-12-31' }).expect(404);
    await orgb.post('/api/ohitUserWorkExperience/upload').field('id', String(row.id)).attach('file', pdf('x'), 'x.pdf').expect(404);
    await orgb.post(`${URL}/${row.id}/attachments/workExperience`).attach('file', pdf('x'), 'x.pdf').expect(404);
    expect((await orgb.delete(`${URL}/delete`).send({ ids: [row.id] }).expect(200)).body).toEqual({ code: '400', message: '数据不存在或无权删除' });
    expect((await orgb.get(`${URL}?organizationId=${org}&size=100`).expect(200)).body.content.map((r: Row) => r.id)).not.toContain(row.id);
    // nor may they authorise their people for its methods
    const [{ id: theirs }] = await ds().query(`SELECT id FROM users WHERE username = 'orgb-analyst'`);
    expect((await orgb.post(`${URL}/add`).send({ user: theirs, method: gc, authorisedFrom: '2026-01-01', authorisedUntil: '2026-12-31' }).expect(400)).body.message).toContain('授权方法');
    expect((await admin.get(`${URL}/${row.id}`).expect(200)).body).toMatchObject({ version: row.version, authorisedUntil: '2027-12-31' });
    expect((await admin.get(`${URL}/${row.id}/attachments`).expect(200)).body).toEqual([]);
  });

  it('refuses an analyst not authorised for the method on the day (assertAuthorisedAnalyst), lists who is, and reads the organisation’s 允许自校核/自审核', async () => {
    const [valid, lapsed, future, none, disabled] = [await person(org, '甲'), await person(org, '乙'), await person(org, '丙'), await person(org, '丁'), await person(org, '戊')];
    const m = await method(org, 'gc', '二甲苯');
    for (const [user, from, until] of [
      [valid, '2026-01-01', '2026-12-31'],
      [lapsed, '2025-01-01', '2026-01-01'],
      [future, '2026-07-01', '2027-06-30'],
      [disabled, '2026-01-01', '2026-12-31'],
    ] as const) {
      await add({ user, method: m, authorisedFrom: from, authorisedUntil: until });
    }
    await ds().query(`UPDATE users SET enabled = false WHERE id = $1`, [disabled]);
    const label = await labelOf(m);
    const check = (user: number, on: string, organizationId = org, methodId = m) => assertAuthorisedAnalyst(ds().manager, organizationId, user, methodId, on);
    await expect(check(valid, '2026-03-02')).resolves.toBeUndefined();
    await expect(check(valid, '2026-12-31')).resolves.toBeUndefined();
    await expect(check(lapsed, '2026-03-02')).rejects.toMatchObject({ message: `检测人「乙」对「${label}」的授权已于 2026-01-01 到期` });
    await expect(check(future, '2026-03-02')).rejects.toMatchObject({ message: `检测人「丙」对「${label}」的授权自 2026-07-01 起生效` });
    await expect(check(none, '2026-03-02')).rejects.toMatchObject({ message: `检测人「丁」未获授权开展「${label}」` });
    await expect(check(valid, '2026-03-02', orgs.B)).rejects.toMatchObject({ message: '检测方法不存在或不属于本机构' });
    await expect(check(lapsed, '2026-03-02')).rejects.toMatchObject({ status: 400 });
    expect(await authorisedAnalysts(ds().manager, org, m, '2026-03-02')).toEqual([valid]);
    expect(await authorisedAnalysts(ds().manager, org, m, '2026-08-01')).toEqual([valid, future].sort((a, b) => a - b));
    expect(await authorisedAnalysts(ds().manager, orgs.B, m, '2026-03-02')).toEqual([]);

    // 允许自校核/自审核: off unless an administrator sets it in 机构管理; another organisation's administrator cannot
    expect(await allowsSelfVerification(ds().manager, org)).toBe(false);
    const current = ((await admin.get(`/api/organization?organizationId=${org}`).expect(200)).body.content as Row[]).find((o) => o.id === org)!;
    expect(current.allowSelfVerification).toBe(false);
    // (乙方管理员 holds no 机构管理 buttons)
    await orgb.put('/api/organization').send({ id: org, version: current.version, allowSelfVerification: true }).expect(403);
    expect(await allowsSelfVerification(ds().manager, org)).toBe(false);
    expect((await admin.put('/api/organization').send({ id: org, version: current.version, allowSelfVerification: '是' }).expect(400)).body.message).toContain('允许自校核/自审核');
    await admin.put('/api/organization').send({ id: org, version: current.version, allowSelfVerification: true, reason: '小型实验室，质量负责人批准' }).expect(200);
    expect(await allowsSelfVerification(ds().manager, org)).toBe(true);
    const [edited] = await eventsOf(t.app, 'OrganizationEdited', org);
    expect(edited.payload).toMatchObject({ old: { allowSelfVerification: false }, new: { allowSelfVerification: true } });
    // the demo organisation keeps it off
    expect(await allowsSelfVerification(ds().manager, orgs.A)).toBe(false);
  });
});
