import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { Client } from 'pg';
import { PROJECT, STALE_VERSION_MESSAGE } from '@ohit/contracts';
import { writeXlsxExport } from '@ohit/server-resource-engine';
import { as, dataSourceOf, loginAs, seed } from '../../../testing/identity';
import { createTestApp, TestApp } from '../../../testing/test-app';

jest.setTimeout(30_000);

/** Child collections through api/project's team (项目组成员): every change is an event in the project's history. */
describe('resource engine: child collections (project team)', () => {
  let t: TestApp;
  let users: Record<string, number>;
  let surveyor: ReturnType<typeof as>; // org A, project:list/add/edit/del
  let orgb: ReturnType<typeof as>; // org B (+ B1), project:list/add/edit/del
  let analystB: ReturnType<typeof as>; // org B, no project permissions
  let projectId: number;
  let unitA: number;
  let orgA: number;

  const team = (id = projectId) => `/api/project/${id}/children/team`;

  /** The project's events, oldest first (its history). */
  async function history(id: number) {
    return dataSourceOf(t.app).query(
      `SELECT type, payload, reason, actor_id, organization_id FROM domain_events WHERE aggregate_type = 'project' AND aggregate_id = $1 ORDER BY seq`,
      [String(id)],
    );
  }

  async function newProject(client: ReturnType<typeof as>, unit: number, name: string): Promise<number> {
    const res = await client.post('/api/project/add').send({ name, type: '10', belongInspect: unit });
    if (res.status !== 201) throw new Error(`project add: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.id as number;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const seeded = await seed(t.app);
    users = seeded.users;
    orgA = seeded.organizations.A;
    surveyor = as(t.app, await loginAs(t.app, 'surveyor'));
    orgb = as(t.app, await loginAs(t.app, 'orgb-admin'));
    analystB = as(t.app, await loginAs(t.app, 'orgb-analyst'));
    const [unit] = await dataSourceOf(t.app).query(
      `INSERT INTO inspected_units (name, industry, scale, status, organization_id) VALUES ('子表测试单位', 'C', '1', '1', $1) RETURNING id`,
      [seeded.organizations.A],
    );
    unitA = unit.id;
    projectId = await newProject(surveyor, unitA, '子表测试项目');
  });
  afterAll(() => t.close());

  it('adds, edits and removes team members, each an event on the project with old → new and the reason', async () => {
    const added = await surveyor.post(team()).send({ userId: users.sampler, role: '120', remark: '负责采样', reason: '组建项目组' }).expect(201);
    expect(added.body).toEqual(expect.objectContaining({ id: expect.any(Number), version: 1, userId: users.sampler, userIdName: '李采样', role: '120', remark: '负责采样' }));
    const childId = added.body.id as number;

    const edited = await surveyor.put(`${team()}/${childId}`).send({ version: 1, role: '110', reason: '调整分工' }).expect(200);
    expect(edited.body).toEqual(expect.objectContaining({ id: childId, version: 2, userId: users.sampler, role: '110', remark: '负责采样' }));

    const listed = await surveyor.get(team()).expect(200);
    expect(listed.body).toEqual([expect.objectContaining({ id: childId, userIdName: '李采样', role: '110' })]);

    await surveyor.delete(`${team()}/${childId}`).send({ reason: '人员调离' }).expect(200, { code: '200', message: '删除成功' });
    expect((await surveyor.get(team()).expect(200)).body).toEqual([]);

    const events = (await history(projectId)).filter((e: { type: string }) => e.type.startsWith('ProjectChild'));
    expect(events.map((e: { type: string; reason: string }) => [e.type, e.reason])).toEqual([
      ['ProjectChildAdded', '组建项目组'],
      ['ProjectChildEdited', '调整分工'],
      ['ProjectChildRemoved', '人员调离'],
    ]);
    expect(events[0].payload).toEqual({
      ids: [projectId],
      child: 'team',
      childId,
      labels: { userIdName: '李采样' },
      old: null,
      new: { userId: users.sampler, userIdName: '李采样', role: '120', remark: '负责采样' },
    });
    // an edit records what changed, and whose row it was
    expect(events[1].payload).toEqual({ ids: [projectId], child: 'team', childId, labels: { userIdName: '李采样' }, old: { role: '120' }, new: { role: '110' } });
    expect(events[2].payload).toEqual(expect.objectContaining({ childId, old: { userId: users.sampler, userIdName: '李采样', role: '110', remark: '负责采样' }, new: null }));
    expect(events[0]).toEqual(expect.objectContaining({ actor_id: users.surveyor, organization_id: orgA }));

    // the project's 历史记录 reads them
    const timeline = (await surveyor.get(`/api/project/${projectId}/history?size=50`).expect(200)).body;
    const actions = (timeline.content as { action: string; reason: string | null }[]).map((e) => [e.action, e.reason]);
    expect(actions).toEqual(expect.arrayContaining([['新增项目组成员', '组建项目组'], ['编辑项目组成员', '调整分工'], ['删除项目组成员', '人员调离']]));
    // a member shows by name (as recorded then), never as an id or a row of its own
    const removed = (timeline.content as { action: string; changes: { field: string; label: string; old: unknown }[] }[]).find((e) => e.action === '删除项目组成员');
    expect(removed?.changes).toEqual(expect.arrayContaining([{ field: 'userId', label: '成员', old: '李采样', new: null }]));
    expect(removed?.changes.map((c) => c.field)).not.toContain('userIdName');
  });

  it('answers a stale version with 409 and leaves the row as the first editor saved it', async () => {
    const { body: row } = await surveyor.post(team()).send({ userId: users.analyst, role: '130' }).expect(201);
    await surveyor.put(`${team()}/${row.id}`).send({ version: 1, remark: '先保存' }).expect(200);
    const late = await surveyor.put(`${team()}/${row.id}`).send({ version: 1, remark: '后保存' }).expect(409);
    expect(late.body.message).toBe(STALE_VERSION_MESSAGE);
    expect((await surveyor.put(`${team()}/${row.id}`).send({ remark: 'x' }).expect(400)).body.message).toBe('version不能为空');
    expect((await surveyor.get(team()).expect(200)).body.find((r: { id: number }) => r.id === row.id)).toEqual(expect.objectContaining({ remark: '先保存', version: 2 }));
    await surveyor.delete(`${team()}/${row.id}`).send({ version: 1 }).expect(409);
  });

  it('refuses the same member in the same role twice, an unknown role and a missing member with Chinese 400s', async () => {
    await surveyor.post(team()).send({ userId: users.approver, role: '150' }).expect(201);
    expect((await surveyor.post(team()).send({ userId: users.approver, role: '150' }).expect(400)).body.message).toBe('项目组成员中已有相同的记录，不能重复添加');
    expect((await surveyor.post(team()).send({ userId: users.approver, role: '999' }).expect(400)).body.message).toContain('项目角色的值不在可选范围内');
    expect((await surveyor.post(team()).send({ role: '110' }).expect(400)).body.message).toContain('成员不能为空');
  });

  it('refuses a member who is not a user of the project’s organisation', async () => {
    const res = await surveyor.post(team()).send({ userId: users['orgb-analyst'], role: '110' }).expect(400);
    expect(res.body.message).toBe('成员不存在或不属于本机构');
    const rows = (await surveyor.get(team()).expect(200)).body as { userId: number }[];
    expect(rows.some((r) => r.userId === users['orgb-analyst'])).toBe(false);
  });

  it('keeps another organisation out: it can neither list nor change the team (404), and no button is no entry (403)', async () => {
    const { body: row } = await surveyor.post(team()).send({ userId: users.quality, role: '160' }).expect(201);
    await orgb.get(team()).expect(404);
    await orgb.post(team()).send({ userId: users['orgb-analyst'], role: '110' }).expect(404);
    await orgb.put(`${team()}/${row.id}`).send({ version: 1, remark: '越权' }).expect(404);
    await orgb.delete(`${team()}/${row.id}`).expect(404);
    await analystB.get(team()).expect(403);
    expect((await surveyor.get(team()).expect(200)).body.find((r: { id: number }) => r.id === row.id)).toEqual(expect.objectContaining({ version: 1, remark: null }));
  });

  it('exports the team as its own sheet, 项目组成员, each member beside the project’s code', async () => {
    const id = await newProject(surveyor, unitA, '子表导出项目');
    await surveyor.post(team(id)).send({ userId: users.sampler, role: '120', remark: '采样组长' }).expect(201);
    await surveyor.post(team(id)).send({ userId: users.analyst, role: '130' }).expect(201);
    const { code } = (await surveyor.get(`/api/project/${id}`).expect(200)).body;
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const path = join(mkdtempSync(join(tmpdir(), 'ohit-team-export-')), 'projects.xlsx');
    try {
      expect(await writeXlsxExport({ client, decl: PROJECT, query: { ids: [id] }, access: { scope: [orgA], mayFilterOrganizations: false }, path })).toBe(1);
    } finally {
      await client.end();
    }
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(path);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['项目管理', '项目组成员']);
    const rows = wb.worksheets[1].getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1));
    expect(rows).toEqual([
      ['项目编号', '成员', '项目角色', '备注'],
      [code, '李采样', '采样', '采样组长'],
      [code, '王分析', '实验室检测'],
    ]);
  });

  it('answers 404 for an unknown collection, another project’s row and a missing project; 400 for a malformed id', async () => {
    await surveyor.get(`/api/project/${projectId}/children/nope`).expect(404);
    const other = await newProject(surveyor, unitA, '子表测试项目二');
    const { body: row } = await surveyor.post(team()).send({ userId: users.sampler, role: '170' }).expect(201);
    await surveyor.put(`${team(other)}/${row.id}`).send({ version: 1, remark: 'x' }).expect(404);
    await surveyor.delete(`${team(other)}/${row.id}`).expect(404);
    await surveyor.get(team(2_000_000_000)).expect(404);
    await surveyor.get('/api/project/abc/children/team').expect(400);
  });
});
