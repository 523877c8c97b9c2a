import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import type { ProvincialRecord } from '@ohit/contracts';
import { as, dataSourceOf, loginAs, seed } from '../../testing/identity';
import { orgStaff, type OrgStaff } from '../../testing/org-staff';
import { createTestApp, TestApp } from '../../testing/test-app';
import { binaryParser, sheetRows, spawnWorker, stopWorker } from '../../testing/workers';

jest.setTimeout(120_000);

type Client = ReturnType<typeof as>;
type Row = Record<string, unknown> & { id: number };

const URL = '/api/samePlatformPush';

/** The record a push sent, as the province received it (the snapshot 分区监管 shows). */
function recordOf(reportCode: string, employer: string): ProvincialRecord {
  return {
    idempotencyKey: `91320100MA1DEMO01A:${reportCode}:1:1`,
    entrustOrg: { name: employer, creditCode: '91320100MA1XXXXX1Y', entrustDate: '2026-10-01' },
    employer: {
      name: employer, creditCode: '91320100MA1XXXXX1Y', economicTypeCode: '173', industryCode: '3311', scaleCode: '3', areaCode: '320102001', areaName: '南京市玄武区',
      registeredAddress: '南京市玄武区某路1号', address: '南京市玄武区某路1号', employeesTotal: 120, exposedTotal: 35, legalPerson: '张三', contact: '李四', contactPhone: '13800001111',
    },
    checkOrg: { creditCode: '91320100MA1DEMO01A', name: '检测机构', projectLeader: '王五', director: '赵六' },
    report: {
      code: reportCode, checkType: '10', reportDate: '2026-11-01', preparer: '王五', issuer: '赵六', surveyBegin: '2026-10-08', surveyEnd: '2026-10-08',
      samplingBegin: '2026-10-12', samplingEnd: '2026-10-13', participants: [{ name: '王五', roles: ['1', '2'] }],
    },
    points: [
      { checkItemCode: '110101', workshop: '焊接车间', post: '焊工', dailyContactHours: '6.5', weekWorkDays: '5', pointName: '1号焊位', checkDate: '2026-10-12', conclusion: '1', results: [{ code: '1101', value: '0.123', unit: 'mg/m3' }] },
    ],
  };
}

/**
 * 分区监管 (/dataGovernance/zoningSupervision/samePlatform/index → pageSamePush): a zone supervisor
 * sees what the organisations of its zones pushed (已推送 only), filtered by zone, organisation,
 * period and check type, counted per zone and organisation, and a push's record as the province
 * received it; a supervisor of another zone and an organisation's own staff see only theirs.
 */
describe('分区监管 (same-platform supervision)', () => {
  let t: TestApp;
  let admin: Client;
  let supervisor: Client;
  let outsider: Client;
  let orgUser: Client;
  const tag = `SP${randomBytes(3).toString('hex')}`;
  const zone = `8${randomInt(100, 999)}`;
  const otherZone = `7${randomInt(100, 999)}`;
  let orgs: { a: number; b: number; far: number };
  const pushes: Record<string, number> = {};
  let staff: OrgStaff;
  const ds = () => dataSourceOf(t.app);

  const organisation = async (zoneCode: string): Promise<number> =>
    (await ds().query(`INSERT INTO organizations (name, code, zone_code) VALUES ($1, $1, $2) RETURNING id`, [`${tag}机构${zoneCode}${randomBytes(2).toString('hex')}`, zoneCode]))[0].id;
  /** 分区监管 (its page menu and its 数据治理 parent) with these of its buttons. */
  const zoningMenus = async (buttons: string[]): Promise<number[]> => [...(await staff.menuIds('ZoningSupervision', buttons)), ...(await staff.menuIds('DataGovernance', []))];
  /** A push of an issued report of the organisation, in the given state. */
  async function push(key: string, org: number, state: string, pushedAt: string | null, checkType = '10'): Promise<void> {
    const code = `${tag}-${key}`;
    const [project] = await ds().query(`INSERT INTO projects (code, name, state, organization_id) VALUES ($1, '推送项目', 'issued', $2) RETURNING id`, [code, org]);
    const [report] = await ds().query(
      `INSERT INTO reports (code, report_version, project_id, template, state, organization_id) VALUES ($1, 1, $2, 'periodic', 'compiling', $3) RETURNING id`,
      [code, project.id, org],
    );
    const employer = `${tag}用人单位${key}`;
    const [row] = await ds().query(
      `INSERT INTO provincial_pushes (organization_id, project_id, report_id, report_code, report_version, check_type, employer_name, employer_credit_code, employer_area_code, state, record, pushed_at, province_record_id)
       VALUES ($1, $2, $3, $4, 1, $5, $6, '91320100MA1XXXXX1Y', '320102001', $7, $8::jsonb, $9, $10) RETURNING id`,
      [org, project.id, report.id, code, checkType, employer, state, JSON.stringify(recordOf(code, employer)), pushedAt, state === 'pushed' ? `SJ-${code}` : null],
    );
    pushes[key] = row.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
    admin = as(t.app, await loginAs(t.app, 'admin'));
    staff = orgStaff(t.app, admin, tag);
    orgs = { a: await organisation(`${zone}01`), b: await organisation(`${zone}02`), far: await organisation(`${otherZone}01`) };
    const authority = await organisation(`${zone}00`);
    const menuIds = await zoningMenus([]);
    supervisor = await staff.roleUser(authority, 'supervisor', menuIds, { dataScope: 'ZONE', zoneCodes: [zone] });
    outsider = await staff.roleUser(await organisation(`${otherZone}00`), 'outsider', menuIds, { dataScope: 'ZONE', zoneCodes: [`${otherZone}9`] });
    orgUser = await staff.roleUser(orgs.b, 'orgUser', menuIds, { dataScope: 'OWN_ORG' });
    await push('a1', orgs.a, 'pushed', '2026-10-05T02:00:00Z');
    await push('a2', orgs.a, 'pushed', '2026-11-03T02:00:00Z', '20');
    await push('b1', orgs.b, 'pushed', '2026-11-10T02:00:00Z');
    await push('bq', orgs.b, 'pushFailed', null);
    await push('far', orgs.far, 'pushed', '2026-11-04T02:00:00Z');
  });
  afterAll(() => t.close());

  const codes = async (client: Client, query = ''): Promise<string[]> =>
    ((await client.get(`${URL}?reportCode=${tag}&size=50${query}`).expect(200)).body.content as Row[]).map((r) => String(r.reportCode).replace(`${tag}-`, ''));

  it('lists what its zones’ organisations pushed, newest first, with the organisation and its zone', async () => {
    expect(await codes(supervisor)).toEqual(['b1', 'a2', 'a1']);
    const [first] = (await supervisor.get(`${URL}?reportCode=${tag}&size=1`).expect(200)).body.content as Row[];
    expect(first).toMatchObject({ organizationId: orgs.b, zoneCode: `${zone}02`, checkType: '10', employerName: `${tag}用人单位b1`, pushedAt: '2026-11-10T02:00:00.000Z' });
  });

  it('filters by zone, organisation, period and check type, and counts per zone and organisation', async () => {
    expect(await codes(supervisor, `&zoneCode=${zone}01`)).toEqual(['a2', 'a1']);
    expect(await codes(supervisor, `&orgId=${orgs.b}`)).toEqual(['b1']);
    // the own organizationId the web sends every non-administrator (spec §6) hides nothing of the zones
    expect(await codes(supervisor, `&organizationId=${orgs.b}`)).toEqual(['b1', 'a2', 'a1']);
    expect(await codes(supervisor, '&pushedAt=2026-11-01&pushedAt=2026-11-30')).toEqual(['b1', 'a2']);
    expect(await codes(supervisor, '&pushedAt=2026-10-01,2026-10-05')).toEqual(['a1']);
    expect(await codes(supervisor, '&checkType=20')).toEqual(['a2']);
    const summary = (await supervisor.get(`${URL}/summary?reportCode=${tag}`).expect(200)).body;
    expect(summary.total).toBe(3);
    expect(summary.zones).toEqual([
      { zoneCode: `${zone}01`, organizations: 1, pushes: 2 },
      { zoneCode: `${zone}02`, organizations: 1, pushes: 1 },
    ]);
    expect(summary.organizations.map((o: Row) => [o.organizationId, o.pushes])).toEqual([[orgs.a, 2], [orgs.b, 1]]);
    const november = (await supervisor.get(`${URL}/summary?reportCode=${tag}&pushedAt=2026-11-01,2026-11-30`).expect(200)).body;
    expect(november.total).toBe(2);
  });

  it('opens a push as the province received it: employer, report, points and results', async () => {
    const detail = (await supervisor.get(`${URL}/${pushes.a1}`).expect(200)).body;
    expect(detail).toMatchObject({ id: pushes.a1, organizationId: orgs.a, reportCode: `${tag}-a1` });
    expect(detail.record.employer).toMatchObject({ name: `${tag}用人单位a1`, areaCode: '320102001', exposedTotal: 35 });
    expect(detail.record.report).toMatchObject({ code: `${tag}-a1`, checkType: '10', reportDate: '2026-11-01' });
    // the measured value is the exact decimal string sent, never a float
    expect(detail.record.points[0]).toMatchObject({ post: '焊工', dailyContactHours: '6.5', conclusion: '1', results: [{ code: '1101', value: '0.123', unit: 'mg/m3' }] });
    // not pushed (推送失败) or outside its zones: not found
    await supervisor.get(`${URL}/${pushes.bq}`).expect(404);
    await supervisor.get(`${URL}/${pushes.far}`).expect(404);
  });

  it('another zone’s supervisor sees only its own; an organisation its own pushes', async () => {
    expect(await codes(outsider)).toEqual([]);
    await outsider.get(`${URL}/${pushes.a1}`).expect(404);
    expect((await outsider.get(`${URL}/summary?reportCode=${tag}`).expect(200)).body).toEqual({ total: 0, zones: [], organizations: [] });
    expect(await codes(orgUser)).toEqual(['b1']);
    // a filter naming another organisation adds nothing
    expect(await codes(orgUser, `&orgId=${orgs.a}`)).toEqual([]);
  });

  it('refuses a user without 分区监管 and bad filters with a Chinese message', async () => {
    const plain = await staff.roleUser(orgs.a, 'plain', [], { dataScope: 'OWN_ORG' });
    await plain.get(URL).expect(403);
    for (const [query, message] of [
      ['zoneCode=32AB', '区划代码必须是1至12位数字'],
      ['checkType=99', '检测类型不正确'],
      ['pushedAt=2026-13-45x', '推送时间的格式不正确，应为“年-月-日”'],
      ['pushedAt=2026-11-30,2026-11-01', '推送时间的开始不能晚于结束'],
      ['size=0', 'size必须是1至500的整数'],
      ['sort=record,asc', '不支持的排序：record,asc'],
    ]) {
      const res = await supervisor.get(`${URL}?${query}`);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    const bad = await supervisor.get(`${URL}/abc`);
    expect([bad.status, bad.body.message]).toEqual([400, 'id必须是整数']);
  });

  describe('导出 (an export job of what the page shows)', () => {
    let worker: ChildProcess;
    let exporter: Client;
    let farExporter: Client;
    const exported = async (client: Client, query: string): Promise<unknown[][]> =>
      sheetRows((await client.post(`${URL}/export?wait=1&reportCode=${tag}${query}`).send({}).buffer(true).parse(binaryParser).expect(200)).body);

    beforeAll(async () => {
      worker = await spawnWorker({ OUTBOX_POLL_MS: '50', DATABASE_URL: process.env.DATABASE_URL as string, REDIS_PREFIX: process.env.REDIS_PREFIX as string });
      const menuIds = await zoningMenus(['zoning:export']);
      exporter = await staff.roleUser(await organisation(`${zone}00`), 'exporter', menuIds, { dataScope: 'ZONE', zoneCodes: [zone] });
      farExporter = await staff.roleUser(await organisation(`${otherZone}00`), 'farExporter', menuIds, { dataScope: 'ZONE', zoneCodes: [`${otherZone}9`] });
    });
    afterAll(() => stopWorker(worker));

    it('writes the zone’s pushes under the page’s filters, Chinese headers and labels', async () => {
      const rows = await exported(exporter, '&sort=pushedAt,desc');
      expect(rows[0]).toEqual(['报告编号', '版本', '检测机构', '机构区划', '检测类型', '用人单位', '统一社会信用代码', '用人单位区划', '推送时间']);
      expect(rows.slice(1).map((r) => r[0])).toEqual([`${tag}-b1`, `${tag}-a2`, `${tag}-a1`]);
      expect(rows[1]).toEqual([`${tag}-b1`, 1, expect.stringContaining(tag), `${zone}02`, '定期检测', `${tag}用人单位b1`, '91320100MA1XXXXX1Y', '320102001', expect.stringMatching(/^2026-11-10/)]);
      expect((await exported(exporter, `&zoneCode=${zone}01&checkType=20`)).slice(1).map((r) => r[0])).toEqual([`${tag}-a2`]);
      expect((await exported(exporter, `&orgId=${orgs.a}&pushedAt=2026-10-01,2026-10-31`)).slice(1).map((r) => r[0])).toEqual([`${tag}-a1`]);
    });

    it('gives a supervisor of another zone nothing of this zone, and refuses those without 导出 or with a bad filter', async () => {
      expect(await exported(farExporter, '')).toHaveLength(1);
      expect(await exported(farExporter, `&zoneCode=${zone}`)).toHaveLength(1);
      expect((await supervisor.post(`${URL}/export`).send({}).expect(403)).body.status).toBe(403);
      const bad = await exporter.post(`${URL}/export?checkType=99`).send({});
      expect([bad.status, bad.body.message]).toEqual([400, '检测类型不正确']);
    });
  });
});
