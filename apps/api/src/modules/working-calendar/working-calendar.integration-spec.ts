import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { as, DEMO_PASSWORD, dataSourceOf, eventsOf, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';
import { WorkingDays } from './index';

type Client = ReturnType<typeof as>;
type Row = Record<string, unknown> & { id: number; version: number };

jest.setTimeout(120_000);

const URL = '/api/workCalendarDay';
const DEADLINE = '/api/workCalendar/deadline';
/** This suite's own year (far from the official 2025/2026 rows other suites read), cleared before it runs. */
const YEAR = 2091;

/**
 * 工作日历 (api/workCalendarDay on the kernel, api/workCalendar/deadline and /years beside it):
 * the official 2025/2026 rows every install has; deadlines across 国庆节 and 春节 with their
 * make-up days; a year not maintained flagged 日历未维护; one row per date and a make-up working
 * day only on a weekend, refused in Chinese changing nothing; the platform administrator alone
 * writes, an organisation's user holding every button of the menu reads but never writes; the
 * rows are the whole platform's (no organisation filters them); WorkingDays sees every write.
 */
describe('api/workCalendarDay and api/workCalendar: 工作日历', () => {
  let t: TestApp;
  let admin: Client;
  /** A user of the suite's own organisation holding the 工作日历 menu and every one of its buttons, not an administrator. */
  let orgUser: Client;
  /** A user of the suite's own organisation without the menu. */
  let plain: Client;
  const tag = `WC${randomBytes(3).toString('hex')}`;
  const ds = () => dataSourceOf(t.app);
  const countOf = async (): Promise<number> => Number((await ds().query(`SELECT count(*)::int AS n FROM working_calendar_days`))[0].n);
  const deadline = async (from: string, days: number, client: Client = plain) => (await client.get(`${DEADLINE}?from=${from}&days=${days}`).expect(200)).body;
  const add = async (body: Record<string, unknown>): Promise<Row> => (await admin.post(`${URL}/add`).send(body).expect(201)).body;

  async function userOf(org: number, menuIds: number[]): Promise<Client> {
    const username = `u${tag}${randomBytes(2).toString('hex')}`;
    const role = (await admin.post('/api/roles').send({ name: `r${username}`, level: 3, menuIds, organizationId: org }).expect(201)).body;
    await admin
      .post('/api/users')
      .send({ username, nickName: username, password: DEMO_PASSWORD, roleIds: [role.id], organizationId: org, expiryDate: new Date(Date.now() + 864e5).toISOString() })
      .expect(201);
    return as(t.app, await loginAs(t.app, username));
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
    admin = as(t.app, await loginAs(t.app, 'admin'));
    await ds().query(`DELETE FROM working_calendar_days WHERE date >= $1::date AND date < $2::date`, [`${YEAR}-01-01`, `${YEAR + 1}-01-01`]);
    const org = (await ds().query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [tag]))[0].id;
    const menu: { id: number }[] = await ds().query(
      `SELECT id FROM menus WHERE component_name = 'WorkCalendar' UNION SELECT b.id FROM menus b JOIN menus p ON p.id = b.pid WHERE p.component_name = 'WorkCalendar'`,
    );
    // the menu itself and its four buttons (add, edit, del, export)
    expect(menu).toHaveLength(5);
    const other: { id: number }[] = await ds().query(`SELECT id FROM menus WHERE component_name = 'Customer'`);
    orgUser = await userOf(org, menu.map((m) => m.id));
    plain = await userOf(org, other.map((m) => m.id));
  });
  afterAll(async () => {
    await ds().query(`DELETE FROM working_calendar_days WHERE date >= $1::date AND date < $2::date`, [`${YEAR}-01-01`, `${YEAR + 1}-01-01`]);
    await t.close();
  });

  it('has the official 2025 and 2026 notices as reference data, the notice named on each row', async () => {
    const rows = (await admin.get(`${URL}?date=2026-09-20,2026-10-10&sort=date,asc&size=100`).expect(200)).body.content as Row[];
    expect(rows.map((r) => [r.date, r.kind, r.name])).toEqual([
      ['2026-09-20', 'workday', '国庆节'],
      ['2026-09-25', 'holiday', '中秋节'],
      ['2026-09-26', 'holiday', '中秋节'],
      ['2026-09-27', 'holiday', '中秋节'],
      ...['01', '02', '03', '04', '05', '06', '07'].map((d) => [`2026-10-${d}`, 'holiday', '国庆节']),
      ['2026-10-10', 'workday', '国庆节'],
    ]);
    expect(rows[0]).toMatchObject({ remark: '国务院办公厅关于2026年部分节假日安排的通知', organizationId: null });
    const counts: { y: number; n: number }[] = await ds().query(`SELECT extract(year FROM date)::int AS y, count(*)::int AS n FROM working_calendar_days WHERE create_by = 'system' GROUP BY 1 ORDER BY 1`);
    expect(counts).toEqual([
      { y: 2025, n: 33 },
      { y: 2026, n: 39 },
    ]);
    expect((await plain.get('/api/workCalendar/years').expect(200)).body.coveredYears).toEqual(expect.arrayContaining([2025, 2026]));
  });

  it('counts working days across holidays and make-up days for any signed-in user, and flags a year not maintained (日历未维护)', async () => {
    // 国庆节 10/1–10/7 off, Sat 10/10 worked: 9/29, 9/30, 10/8, 10/9, 10/10, then 10/12–10/30 — the 20th is Fri 10/30
    expect(await deadline('2026-09-28', 20)).toEqual({ from: '2026-09-28', workingDays: 20, date: '2026-10-30', covered: true, uncoveredYears: [], warning: null });
    // 春节 2/15–2/23 off, Sat 2/14 and Sat 2/28 worked: the 20th after Tue 2/10 is Mon 3/16
    expect((await deadline('2026-02-10', 20)).date).toBe('2026-03-16');
    // 2025 国庆节、中秋节 10/1–10/8, Sun 9/28 and Sat 10/11 worked
    expect((await deadline('2025-09-26', 20)).date).toBe('2025-10-30');
    const guess = await deadline('2026-12-20', 20);
    expect(guess).toMatchObject({ date: '2027-01-15', covered: false, uncoveredYears: [2027] });
    expect(guess.warning).toContain('日历未维护：2027年');
    await request(t.app.getHttpServer()).get(`${DEADLINE}?from=2026-09-28&days=20`).expect(401);
  });

  it('refuses a deadline asked with a date that is no day or a count out of range, in Chinese', async () => {
    const refused = async (query: string) => (await plain.get(`${DEADLINE}?${query}`).expect(400)).body.message as string;
    expect(await refused('from=2026-02-30&days=20')).toBe('日期格式不正确，应为YYYY-MM-DD的有效日期：2026-02-30');
    expect(await refused('from=2026/02/10&days=20')).toContain('日期格式不正确');
    expect(await refused('days=20')).toBe('请填写起算日期（from，格式YYYY-MM-DD）');
    expect(await refused('from=2026-02-10&days=-1')).toBe('工作日天数（days）必须是0到2600的整数');
    expect(await refused('from=2026-02-10&days=abc')).toBe('工作日天数（days）必须是0到2600的整数');
    expect(await refused('from=2026-02-10&days=99999')).toBe('工作日天数（days）必须是0到2600的整数');
    expect(await refused('from=2026-02-10')).toBe('工作日天数（days）必须是0到2600的整数');
  });

  it('lets the platform administrator add, change and remove days — each an event — and WorkingDays counts by them at once', async () => {
    const workingDays = t.app.get(WorkingDays);
    // Fri 2091-03-02 → the next working day is Mon 3/5 until 3/5 is a holiday
    expect((await workingDays.deadline(`${YEAR}-03-02`, 1)).date).toBe(`${YEAR}-03-05`);
    const holiday = await add({ date: `${YEAR}-03-05`, kind: 'holiday', name: `${tag}节`, remark: '测试', reason: '补录' });
    expect(holiday).toMatchObject({ date: `${YEAR}-03-05`, kind: 'holiday', name: `${tag}节`, version: 1 });
    expect((await eventsOf(t.app, 'WorkingCalendarCreated', holiday.id))[0].payload.new).toMatchObject({ date: `${YEAR}-03-05`, kind: 'holiday' });
    expect(await workingDays.deadline(`${YEAR}-03-02`, 1)).toMatchObject({ date: `${YEAR}-03-06`, covered: true });
    expect((await admin.get('/api/workCalendar/years').expect(200)).body.coveredYears).toContain(YEAR);

    // Sat 3/3 worked instead: Fri 3/2 + 1 is Sat 3/3
    const makeUp = await add({ date: `${YEAR}-03-03`, kind: 'workday', name: `${tag}节` });
    expect((await deadline(`${YEAR}-03-02`, 1)).date).toBe(`${YEAR}-03-03`);
    const moved = (await admin.put(`${URL}/edit`).send({ id: makeUp.id, version: makeUp.version, date: `${YEAR}-03-04`, reason: '通知更正' }).expect(200)).body;
    expect(moved).toMatchObject({ date: `${YEAR}-03-04`, version: 2 });
    expect((await eventsOf(t.app, 'WorkingCalendarEdited', makeUp.id))[0].payload).toMatchObject({ old: { date: `${YEAR}-03-03` }, new: { date: `${YEAR}-03-04` } });
    expect((await deadline(`${YEAR}-03-02`, 1)).date).toBe(`${YEAR}-03-04`);

    expect((await admin.delete(`${URL}/delete`).send({ ids: [makeUp.id, holiday.id], reason: '误录' }).expect(200)).body.code).toBe('200');
    const [deleted] = await eventsOf(t.app, 'WorkingCalendarDeleted', `${holiday.id},${makeUp.id}`);
    expect(deleted.payload.ids).toEqual([holiday.id, makeUp.id]);
    expect((await workingDays.deadline(`${YEAR}-03-02`, 1)).date).toBe(`${YEAR}-03-05`);
  });

  it('lets the administrator remove and restore an official row (written by the migration, no organisation), the deadline following', async () => {
    const [newYear] = (await admin.get(`${URL}?date=2025-01-01,2025-01-01`).expect(200)).body.content as Row[];
    // Tue 2024-12-31 + 1: Thu 2025-01-02 while 元旦 is a holiday, Wed 2025-01-01 without it
    expect((await deadline('2024-12-31', 1)).date).toBe('2025-01-02');
    expect((await admin.delete(`${URL}/delete`).send({ ids: [newYear.id], reason: '核对' }).expect(200)).body.code).toBe('200');
    expect((await eventsOf(t.app, 'WorkingCalendarDeleted', newYear.id))[0].payload.old[0]).toMatchObject({ date: '2025-01-01', name: '元旦' });
    expect((await deadline('2024-12-31', 1)).date).toBe('2025-01-01');
    await add({ date: '2025-01-01', kind: 'holiday', name: '元旦', remark: newYear.remark });
    expect((await deadline('2024-12-31', 1)).date).toBe('2025-01-02');
  });

  it('refuses a second row of a date, naming the first, on add and on edit — 4xx in Chinese, nothing changed', async () => {
    const before = await countOf();
    const taken = await admin.post(`${URL}/add`).send({ date: '2026-10-01', kind: 'holiday', name: '国庆节' }).expect(409);
    expect(taken.body.message).toBe('2026-10-01已在工作日历中（国庆节，节假日），请修改原记录');
    const row = await add({ date: `${YEAR}-05-07`, kind: 'holiday', name: `${tag}节` });
    const clash = await admin.put(`${URL}/edit`).send({ id: row.id, version: row.version, date: '2026-10-10' }).expect(409);
    expect(clash.body.message).toBe('2026-10-10已在工作日历中（国庆节，调休上班日），请修改原记录');
    expect(await countOf()).toBe(before + 1);
    expect((await admin.get(`${URL}/${row.id}`).expect(200)).body).toMatchObject({ date: `${YEAR}-05-07`, version: 1 });
  });

  it('refuses a make-up working day on Monday–Friday and bad values in Chinese, and keeps a holiday on a weekend', async () => {
    const before = await countOf();
    const refused = async (body: Record<string, unknown>) => (await admin.post(`${URL}/add`).send(body).expect(400)).body.message as string;
    expect(await refused({ date: `${YEAR}-06-06`, kind: 'workday', name: '端午节' })).toBe(`调休上班日只能是星期六或星期日：${YEAR}-06-06是星期三`);
    expect(await refused({ date: `${YEAR}-02-30`, kind: 'holiday', name: '春节' })).toContain('日期');
    expect(await refused({ date: `${YEAR}-06-09`, kind: 'rest', name: '端午节' })).toContain('类型');
    expect(await refused({ date: `${YEAR}-06-09`, kind: 'holiday' })).toContain('节日名称');
    expect(await countOf()).toBe(before);
    // a holiday on a Saturday is kept; turning it into a make-up day is fine, moving that to a Monday is not
    const saturday = await add({ date: `${YEAR}-06-09`, kind: 'holiday', name: '端午节' });
    const worked = (await admin.put(`${URL}/edit`).send({ id: saturday.id, version: saturday.version, kind: 'workday' }).expect(200)).body;
    const monday = await admin.put(`${URL}/edit`).send({ id: worked.id, version: worked.version, date: `${YEAR}-06-11` }).expect(400);
    expect(monday.body.message).toBe(`调休上班日只能是星期六或星期日：${YEAR}-06-11是星期一`);
    const friday = await add({ date: `${YEAR}-06-08`, kind: 'holiday', name: '端午节' });
    expect((await admin.put(`${URL}/edit`).send({ id: friday.id, version: friday.version, kind: 'workday' }).expect(400)).body.message).toBe(`调休上班日只能是星期六或星期日：${YEAR}-06-08是星期五`);
    expect((await admin.get(`${URL}/${worked.id}`).expect(200)).body).toMatchObject({ date: `${YEAR}-06-09`, kind: 'workday' });
  });

  it('needs the 工作日历 permissions, and only the platform administrator writes: an organisation’s user holding every button reads the platform’s rows but writes nothing', async () => {
    const before = await countOf();
    const [official] = (await admin.get(`${URL}?date=2026-10-01,2026-10-01`).expect(200)).body.content as Row[];
    // no menu: neither the list nor a write
    await plain.get(URL).expect(403);
    await plain.post(`${URL}/add`).send({ date: `${YEAR}-07-02`, kind: 'holiday', name: '测试' }).expect(403);
    // every button of the menu, but not the platform's administrator
    const mine = (await orgUser.get(`${URL}?date=2026-10-01,2026-10-01&organizationId=999999`).expect(200)).body.content as Row[];
    expect(mine.map((r) => r.id)).toEqual([official.id]);
    const onlyAdmin = '工作日历为全平台共用，只有平台管理员可以修改';
    expect((await orgUser.post(`${URL}/add`).send({ date: `${YEAR}-07-02`, kind: 'holiday', name: '测试' }).expect(403)).body.message).toBe(onlyAdmin);
    expect((await orgUser.put(`${URL}/edit`).send({ id: official.id, version: official.version, name: '改名' }).expect(403)).body.message).toBe(onlyAdmin);
    expect((await orgUser.delete(`${URL}/delete`).send({ ids: [official.id] }).expect(403)).body.message).toBe(onlyAdmin);
    expect(await countOf()).toBe(before);
    expect((await admin.get(`${URL}/${official.id}`).expect(200)).body).toMatchObject({ name: '国庆节', version: official.version });
    // the organisation's user still reads a row
    await orgUser.get(`${URL}/${official.id}`).expect(200);
    // the demo's platform administrator role (系统管理员, every menu) holds the menu
    const held = await ds().query(
      `SELECT 1 FROM role_menus rm JOIN roles r ON r.id = rm.role_id JOIN menus m ON m.id = rm.menu_id WHERE r.name = '系统管理员' AND m.component_name = 'WorkCalendar'`,
    );
    expect(held.length).toBeGreaterThan(0);
  });
});
