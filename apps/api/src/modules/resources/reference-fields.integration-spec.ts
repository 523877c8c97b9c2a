import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { Client } from 'pg';
import { PROJECT, type ResourceDeclaration } from '@ohit/contracts';
import { importRows, writeXlsxExport } from '@ohit/server-resource-engine';
import { as, dataSourceOf, loginAs, seed } from '../../testing/identity';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { xlsxBuffer } from '../../testing/workers';

jest.setTimeout(60_000);
const URL = '/api/project';

/**
 * Reference and user fields over api/project: the label and carried keys travel with every row
 * (add, edit, one row, list, export), the list filters by label, and a write refuses a target
 * outside the row's organisation, a missing one, or a user of another organisation.
 */
describe('reference and user fields (projects → inspected units, responsible person)', () => {
  let t: TestApp;
  let orgs: Record<string, number>;
  let users: Record<string, number>;
  let surveyor: ReturnType<typeof as>; // org A, project and inspected-unit buttons
  let orgb: ReturnType<typeof as>; // org B (+ B1)
  const tag = `RF${randomBytes(3).toString('hex')}`;
  const unitName = `${tag}化工厂`;
  const creditCode = '91320100MA1XXXXX0A';
  let unitA: number;
  let unitA2: number;
  let unitB: number;

  const countNamed = async (name: string) => Number((await dataSourceOf(t.app).query(`SELECT count(*)::int AS n FROM projects WHERE name = $1`, [name]))[0].n);

  beforeAll(async () => {
    t = await createTestApp();
    const seeded = await seed(t.app);
    orgs = seeded.organizations;
    users = seeded.users;
    surveyor = as(t.app, await loginAs(t.app, 'surveyor'));
    orgb = as(t.app, await loginAs(t.app, 'orgb-admin'));
    unitA = (await surveyor.post('/api/inspectedUnit/add').send({ name: unitName, creditCode }).expect(201)).body.id;
    unitA2 = (await surveyor.post('/api/inspectedUnit/add').send({ name: `${tag}机械厂` }).expect(201)).body.id;
    unitB = (await orgb.post('/api/inspectedUnit/add').send({ name: `${tag}乙方单位` }).expect(201)).body.id;
  });
  afterAll(() => t.close());

  it('create, one row and edit answer with the unit label, its carried code, the check type label and the responsible person', async () => {
    const created = (await surveyor.post(`${URL}/add`).send({ name: `${tag}年度检测`, belongInspect: unitA, type: '32', responser: users.surveyor }).expect(201)).body;
    expect(created).toEqual(
      expect.objectContaining({ belongInspect: unitA, belongInspectName: unitName, iuiCode: creditCode, type: '32', typeName: '控制效果评价', responser: users.surveyor, responserName: '张调查' }),
    );
    const one = (await surveyor.get(`${URL}/${created.id}`).expect(200)).body;
    expect(one).toEqual(expect.objectContaining({ belongInspectName: unitName, iuiCode: creditCode, typeName: '控制效果评价', responserName: '张调查', projectIdGl: null, projectIdGlName: null, typeGl: null }));

    // a unit passed as digit text is the same id; the edit's answer carries the new label
    const edited = (await surveyor.put(`${URL}/edit`).send({ id: created.id, version: one.version, belongInspect: String(unitA2), responser: null }).expect(200)).body;
    expect(edited).toEqual(expect.objectContaining({ belongInspect: unitA2, belongInspectName: `${tag}机械厂`, iuiCode: null, responser: null, responserName: null }));
  });

  it('links an evaluation project of the organisation: its code as label and its check type carried as typeGl', async () => {
    const evaluation = (await surveyor.post(`${URL}/add`).send({ name: `${tag}预评价`, belongInspect: unitA, type: '33' }).expect(201)).body;
    const linked = (await surveyor.post(`${URL}/add`).send({ name: `${tag}控制效果`, belongInspect: unitA, type: '32', pjbgFlag: '1', projectIdGl: evaluation.id }).expect(201)).body;
    expect(linked).toEqual(expect.objectContaining({ projectIdGl: evaluation.id, projectIdGlName: evaluation.code, typeGl: '33' }));
  });

  it('filters the list by the unit label (contains) and by the responsible person, and refuses an undeclared label filter', async () => {
    await surveyor.post(`${URL}/add`).send({ name: `${tag}筛选`, belongInspect: unitA, type: '10', responser: users.surveyor }).expect(201);
    const byUnit = (await surveyor.get(`${URL}?size=100&belongInspectName=${encodeURIComponent(`${tag}化工`)}`).expect(200)).body;
    expect(byUnit.totalElements).toBeGreaterThanOrEqual(1);
    expect(byUnit.content.every((r: { belongInspectName: string }) => r.belongInspectName === unitName)).toBe(true);
    expect(byUnit.content.map((r: { name: string }) => r.name)).toContain(`${tag}筛选`);

    const byPerson = (await surveyor.get(`${URL}?size=100&name=${encodeURIComponent(tag)}&responserName=${encodeURIComponent('张调')}`).expect(200)).body;
    expect(byPerson.content.map((r: { name: string }) => r.name)).toEqual([`${tag}筛选`]);

    const none = (await surveyor.get(`${URL}?belongInspectName=${encodeURIComponent(`${tag}不存在`)}`).expect(200)).body;
    expect(none.totalElements).toBe(0);
    expect((await surveyor.get(`${URL}?projectIdGlName=XM`).expect(400)).body.message).toBe('不支持的查询条件：projectIdGlName');
    expect((await surveyor.get(`${URL}?belongInspect=abc`).expect(400)).body.message).toBe('受检单位必须是正整数ID');
  });

  it('refuses a unit of another organisation, a missing unit and a non-id, writing nothing', async () => {
    const name = `${tag}越权`;
    const other = await surveyor.post(`${URL}/add`).send({ name, belongInspect: unitB, type: '10' }).expect(400);
    expect(other.body.message).toBe('受检单位不存在或不属于本机构');
    const missing = await surveyor.post(`${URL}/add`).send({ name, belongInspect: 2_147_483_647, type: '10' }).expect(400);
    expect(missing.body.message).toBe('受检单位不存在或不属于本机构');
    const label = await surveyor.post(`${URL}/add`).send({ name, belongInspect: unitName, type: '10' }).expect(400);
    expect(label.body.message).toBe('受检单位必须是正整数ID');
    expect(await countNamed(name)).toBe(0);

    // nor may an edit move a project to another organisation's unit
    const own = (await surveyor.post(`${URL}/add`).send({ name: `${tag}改单位`, belongInspect: unitA, type: '10' }).expect(201)).body;
    expect((await surveyor.put(`${URL}/edit`).send({ id: own.id, version: own.version, belongInspect: unitB }).expect(400)).body.message).toBe('受检单位不存在或不属于本机构');
    expect((await surveyor.get(`${URL}/${own.id}`).expect(200)).body).toEqual(expect.objectContaining({ belongInspect: unitA, version: own.version }));
  });

  it('refuses a responsible person of another organisation or a disabled one; a person disabled later stays on the project', async () => {
    const name = `${tag}负责人`;
    const other = await surveyor.post(`${URL}/add`).send({ name, belongInspect: unitA, type: '10', responser: users['orgb-admin'] }).expect(400);
    expect(other.body.message).toBe('项目负责人不存在或不属于本机构');
    expect(await countNamed(name)).toBe(0);

    const ds = dataSourceOf(t.app);
    const [{ id: helper }] = await ds.query(
      `INSERT INTO users (username, nick_name, password_hash, organization_id) VALUES ($1, '临时负责人', 'x', $2) RETURNING id`,
      [`${tag.toLowerCase()}h`, orgs.A],
    );
    const project = (await surveyor.post(`${URL}/add`).send({ name, belongInspect: unitA, type: '10', responser: helper }).expect(201)).body;
    expect(project.responserName).toBe('临时负责人');
    await ds.query(`UPDATE users SET enabled = false WHERE id = $1`, [helper]);
    expect((await surveyor.post(`${URL}/add`).send({ name: `${name}2`, belongInspect: unitA, type: '10', responser: helper }).expect(400)).body.message).toBe('项目负责人已停用，请选择其他用户');
    // the web's edit form sends every field back: the unchanged person is not re-checked
    const edited = (await surveyor.put(`${URL}/edit`).send({ id: project.id, version: project.version, name: `${name}改`, belongInspect: unitA, responser: helper }).expect(200)).body;
    expect(edited).toEqual(expect.objectContaining({ name: `${name}改`, responser: helper, responserName: '临时负责人' }));
  });

  it('tenant isolation: another organisation neither reads the project nor finds it by its unit label', async () => {
    const project = (await surveyor.post(`${URL}/add`).send({ name: `${tag}隔离`, belongInspect: unitA, type: '10' }).expect(201)).body;
    await orgb.get(`${URL}/${project.id}`).expect(404);
    const list = (await orgb.get(`${URL}?belongInspectName=${encodeURIComponent(unitName)}`).expect(200)).body;
    expect(list.totalElements).toBe(0);
  });

  it('exports the unit and the responsible person as labels, the carried code beside them', async () => {
    const project = (await surveyor.post(`${URL}/add`).send({ name: `${tag}导出`, belongInspect: unitA, type: '20', responser: users.surveyor }).expect(201)).body;
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    const path = join(mkdtempSync(join(tmpdir(), 'ohit-reference-export-')), 'projects.xlsx');
    try {
      expect(await writeXlsxExport({ client, decl: PROJECT, query: { ids: [project.id] }, access: { scope: [orgs.A], mayFilterOrganizations: false }, path })).toBe(1);
    } finally {
      await client.end();
    }
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(path);
    const [header, row] = wb.worksheets[0].getSheetValues().slice(1) as unknown[][];
    const cell = (label: string) => row[header.indexOf(label)];
    expect(cell('受检单位')).toBe(unitName);
    expect(cell('受检单位统一社会信用代码')).toBe(creditCode);
    expect(cell('项目负责人')).toBe('张调查');
    expect(cell('检测类型')).toBe('监督检测');
    expect(header).not.toContain('belongInspect');
    expect(header.filter((h) => h === '受检单位')).toHaveLength(1);
  });

  describe('import: a reference cell holds the label (or the id), resolved within the organisation', () => {
    const table = `reference_import_probe_${process.pid}`;
    const probe: ResourceDeclaration = {
      name: 'referenceImportProbe',
      title: '引用导入探针',
      url: 'api/referenceImportProbe',
      engine: 'generic',
      table,
      organisationScoped: true,
      permission: 'probe',
      actions: ['import'],
      fields: [
        { name: 'name', type: 'string', label: '名称', required: true },
        { name: 'unit', column: 'unit_id', type: 'reference', label: '受检单位', required: true, reference: { resource: 'inspectedUnit', labelField: 'name' } },
        { name: 'surveyor', column: 'surveyor_id', type: 'user', label: '调查员', userRole: '现场调查员' },
      ],
    };
    /** Runs the import in a transaction and reads what it wrote before rolling it back. */
    const importFile = async (rows: unknown[][]) => {
      const runner = dataSourceOf(t.app).createQueryRunner();
      await runner.startTransaction();
      try {
        const buf = await xlsxBuffer([['名称', '受检单位', '调查员'], ...rows]);
        const result = await importRows({ run: (s, p) => runner.query(s, p), decl: probe, buf, kind: 'xlsx', jobId: randomUUID(), organizationId: orgs.A, username: 'surveyor' });
        const written: { name: string; unit_id: number; surveyor_id: number | null }[] = await runner.query(`SELECT name, unit_id, surveyor_id FROM ${table} ORDER BY id`);
        return { errors: result.errors, written };
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    };

    beforeAll(async () => {
      await dataSourceOf(t.app).query(`CREATE TABLE ${table} (
        id serial PRIMARY KEY, version int NOT NULL DEFAULT 1, organization_id int NOT NULL, create_by text, update_by text, import_job_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now(),
        name text NOT NULL, unit_id int NOT NULL, surveyor_id int)`);
    });
    afterAll(() => dataSourceOf(t.app).query(`DROP TABLE IF EXISTS ${table}`));

    it('takes a unit by name or id and a user by username or nick name', async () => {
      const { errors, written } = await importFile([
        ['甲', unitName, 'surveyor'],
        ['乙', String(unitA2), '张调查'],
        ['丙', unitName, null],
      ]);
      expect(errors).toEqual([]);
      expect(written).toEqual([
        { name: '甲', unit_id: unitA, surveyor_id: users.surveyor },
        { name: '乙', unit_id: unitA2, surveyor_id: users.surveyor },
        { name: '丙', unit_id: unitA, surveyor_id: null },
      ]);
    });

    it('names the row and column of a unit of another organisation, a missing one and a user without the role', async () => {
      const { errors, written } = await importFile([
        ['甲', `${tag}乙方单位`, null],
        ['乙', String(unitB), null],
        ['丙', unitName, 'analyst'],
      ]);
      expect(written).toEqual([]);
      expect(errors).toEqual([
        `第2行B列：受检单位“${tag}乙方单位”不存在或不属于本机构`,
        `第3行B列：受检单位“${unitB}”不存在或不属于本机构`,
        '第4行C列：调查员“analyst”不是本机构的启用用户，或没有“现场调查员”角色',
      ]);
    });
  });
});
