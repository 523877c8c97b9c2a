import { randomBytes, randomInt } from 'node:crypto';
import { as, dataSourceOf, loginAs, seed } from '../../testing/identity';
import { orgStaff } from '../../testing/org-staff';
import { createTestApp, TestApp } from '../../testing/test-app';

jest.setTimeout(120_000);

type Client = ReturnType<typeof as>;
type Row = Record<string, unknown> & { id: number; version: number };

const INSPECTION = '/api/qsInspection';
const RECTIFICATION = '/api/qsRectification';

/**
 * 质量监督: a zone supervisor inspects an organisation of its zones (findings, deadline), 下达整改 opens
 * the organisation's rectification; the organisation writes its fix per finding and measures and
 * submits; the supervisor returns it with a reason or accepts it through the inspection, then closes
 * the inspection; it never edits the organisation's row, and another zone sees nothing.
 */
describe('质量监督 (quality inspections)', () => {
  let t: TestApp;
  let admin: Client;
  let supervisor: Client;
  let outsider: Client;
  let orgUser: Client;
  const tag = `QI${randomBytes(3).toString('hex')}`;
  const zone = `4${randomInt(100, 999)}`;
  const otherZone = `3${randomInt(100, 999)}`;
  const orgCode = `${tag}-A`;
  const ds = () => dataSourceOf(t.app);

  const organisation = async (code: string, zoneCode: string): Promise<number> =>
    (await ds().query(`INSERT INTO organizations (name, code, zone_code) VALUES ($1, $2, $3) RETURNING id`, [`${tag}机构${code}`, code, zoneCode]))[0].id;
  const read = async (client: Client, url: string, id: number): Promise<Row> => (await client.get(`${url}/${id}`).expect(200)).body;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
    admin = as(t.app, await loginAs(t.app, 'admin'));
    const org = await organisation(orgCode, `${zone}01`);
    await organisation(`${tag}-F`, `${otherZone}01`);
    const { menuIdsByKey, roleUser } = orgStaff(t.app, admin, tag);
    const menuIds = await menuIdsByKey('QualitySupervision');
    supervisor = await roleUser(await organisation(`${tag}-GOV`, `${zone}00`), 'supervisor', menuIds, { dataScope: 'ZONE', zoneCodes: [zone] });
    outsider = await roleUser(await organisation(`${tag}-GOV2`, `${otherZone}00`), 'outsider', menuIds, { dataScope: 'ZONE', zoneCodes: [otherZone] });
    orgUser = await roleUser(org, 'orgUser', menuIds, { dataScope: 'OWN_ORG' });
  });
  afterAll(() => t.close());

  it('runs an inspection from its findings to the accepted rectification', async () => {
    const far = await supervisor.post(`${INSPECTION}/add`).send({ orgCode: `${tag}-F`, inspectionDate: '2026-11-20', rectifyDue: '2026-12-20' });
    expect([far.status, far.body.message]).toEqual([400, `“${tag}机构${tag}-F”不在本辖区`]);
    let inspection: Row = (await supervisor.post(`${INSPECTION}/add`).send({ orgCode, inspectionDate: '2026-11-20', rectifyDue: '2026-12-20', inspectors: '张检、李查' }).expect(201)).body;
    expect(inspection).toMatchObject({ state: 'draft', orgName: `${tag}机构${orgCode}`, code: expect.stringMatching(/^ZLJD-\d{4}-\d{4}$/) });
    const none = await supervisor.post(`${INSPECTION}/${inspection.id}/transitions/issue`).send({ version: inspection.version });
    expect([none.status, none.body.message]).toEqual([409, '请先填写检查发现的问题']);
    await supervisor.post(`${INSPECTION}/${inspection.id}/children/findings`).send({ item: '质量控制', finding: '空白样未随批检测', severity: 'major', requirement: '补充空白样并复核结果' }).expect(201);
    await supervisor.post(`${INSPECTION}/${inspection.id}/children/findings`).send({ item: '档案', finding: '原始记录缺签名', severity: 'minor' }).expect(201);
    inspection = await read(supervisor, INSPECTION, inspection.id);
    inspection = (await supervisor.post(`${INSPECTION}/${inspection.id}/transitions/issue`).send({ version: inspection.version }).expect(200)).body;
    expect(inspection).toMatchObject({ state: 'issued', rectificationCode: expect.stringMatching(/^ZGTZ-/) });
    expect((await supervisor.post(`${INSPECTION}/${inspection.id}/children/findings`).send({ finding: '补', severity: 'minor' })).body.message).toBe('检查已下达整改，不能修改');

    // the organisation's rectification, the findings copied; only the fix is its to write
    let rect = ((await orgUser.get(`${RECTIFICATION}?inspectionCode=${inspection.code}`).expect(200)).body.content as Row[])[0];
    expect(rect).toMatchObject({ state: 'pending', rectifyDue: '2026-12-20', orgName: `${tag}机构${orgCode}` });
    const items = (await orgUser.get(`${RECTIFICATION}/${rect.id}/children/findings`).expect(200)).body as Row[];
    expect(items.map((i) => [i.finding, i.severity])).toEqual([['空白样未随批检测', 'major'], ['原始记录缺签名', 'minor']]);
    const noMeasures = await orgUser.post(`${RECTIFICATION}/${rect.id}/transitions/submitRectification`).send({ version: rect.version });
    expect([noMeasures.status, noMeasures.body.message]).toEqual([409, '请先填写整改措施']);
    rect = (await orgUser.put(`${RECTIFICATION}/edit`).send({ id: rect.id, version: rect.version, measures: '补做空白样，完善签名制度', completedDate: '2026-12-01' }).expect(200)).body;
    await orgUser.put(`${RECTIFICATION}/${rect.id}/children/findings/${items[0].id}`).send({ version: items[0].version, fix: '已补测空白样' }).expect(200);
    rect = await read(orgUser, RECTIFICATION, rect.id);
    const open = await orgUser.post(`${RECTIFICATION}/${rect.id}/transitions/submitRectification`).send({ version: rect.version });
    expect([open.status, open.body.message]).toEqual([409, '还有1个问题未填写整改情况']);
    await orgUser.put(`${RECTIFICATION}/${rect.id}/children/findings/${items[1].id}`).send({ version: items[1].version, fix: '已补签' }).expect(200);
    rect = await read(orgUser, RECTIFICATION, rect.id);
    rect = (await orgUser.post(`${RECTIFICATION}/${rect.id}/transitions/submitRectification`).send({ version: rect.version }).expect(200)).body;
    expect(rect).toMatchObject({ state: 'submitted', submittedDate: expect.any(String) });

    // the supervisor reads it but never writes it by hand; it answers through its inspection
    expect((await supervisor.put(`${RECTIFICATION}/edit`).send({ id: rect.id, version: rect.version, measures: '代填' })).status).toBe(404);
    const early = await supervisor.post(`${INSPECTION}/${inspection.id}/transitions/close`).send({ version: inspection.version });
    expect([early.status, early.body.message]).toEqual([409, '整改尚未认可，不能关闭检查']);
    const bare = await supervisor.post(`${INSPECTION}/${inspection.id}/commands/returnRectification`).send({ version: inspection.version });
    expect([bare.status, bare.body.message]).toEqual([400, '退回整改必须填写原因']);
    await supervisor.post(`${INSPECTION}/${inspection.id}/commands/returnRectification`).send({ version: inspection.version, reason: '缺少复测报告' }).expect(200);
    const [event] = await ds().query(
      `SELECT payload, reason FROM domain_events WHERE aggregate_type = 'qsRectification' AND aggregate_id = $1 AND type LIKE '%Transitioned' ORDER BY seq DESC LIMIT 1`,
      [String(rect.id)],
    );
    expect(event.reason).toBe('缺少复测报告');
    expect(JSON.stringify(event.payload)).toMatch(/submitted[\s\S]*pending|pending[\s\S]*submitted/);
    rect = await read(orgUser, RECTIFICATION, rect.id);
    expect(rect.state).toBe('pending');
    rect = (await orgUser.post(`${RECTIFICATION}/${rect.id}/transitions/submitRectification`).send({ version: rect.version }).expect(200)).body;
    inspection = await read(supervisor, INSPECTION, inspection.id);
    await supervisor.post(`${INSPECTION}/${inspection.id}/commands/acceptRectification`).send({ version: inspection.version, opinion: '整改到位' }).expect(200);
    expect(await read(orgUser, RECTIFICATION, rect.id)).toMatchObject({ state: 'accepted', opinion: '整改到位' });
    inspection = await read(supervisor, INSPECTION, inspection.id);
    inspection = (await supervisor.post(`${INSPECTION}/${inspection.id}/transitions/close`).send({ version: inspection.version }).expect(200)).body;
    expect(inspection.state).toBe('closed');

    // another zone sees neither
    await outsider.get(`${INSPECTION}/${inspection.id}`).expect(404);
    await outsider.get(`${RECTIFICATION}/${rect.id}`).expect(404);
    expect((await outsider.get(`${RECTIFICATION}?inspectionCode=${inspection.code}`).expect(200)).body.content).toEqual([]);
  });

  it('refuses an organisation opening a rectification itself and bad input, in Chinese', async () => {
    const own = await orgUser.post(`${RECTIFICATION}/add`).send({ measures: '自建' });
    expect(own.status).toBe(400);
    expect(own.body.message).toMatch(/[\u4e00-\u9fa5]/);
    expect((await ds().query(`SELECT count(*)::int AS n FROM qs_rectifications WHERE measures = '自建'`))[0].n).toBe(0);
    const bad = await supervisor.post(`${INSPECTION}/add`).send({ orgCode, inspectionDate: '2026-02-30', rectifyDue: '' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/[\u4e00-\u9fa5]/);
  });
});
