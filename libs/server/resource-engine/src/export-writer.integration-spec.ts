import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { Client } from 'pg';
import type { ResourceDeclaration } from '@ohit/contracts';
import { writeXlsxExport } from './export-writer';

/**
 * The export writer on its own table in the run's database: sheet split, labels, area, formula
 * escaping, the txt format, a cancelled run and a re-run that replaces a partial file.
 */
const TABLE = `export_writer_probe_${process.pid}`;
const decl = (format?: 'txt'): ResourceDeclaration => ({
  name: 'probe',
  title: '导出探针',
  url: 'api/probe',
  engine: 'generic',
  table: TABLE,
  organisationScoped: false,
  permission: 'probe',
  actions: ['export'],
  exportFormat: format,
  fields: [
    { name: 'name', type: 'string', label: '名称', sortable: true },
    { name: 'status', type: 'dictionary', label: '状态', options: [{ value: '1', label: '正常' }, { value: '2', label: '停用' }] },
    { name: 'area', type: 'area', label: '地区' },
    { name: 'note', type: 'string', label: '备注' },
  ],
});

describe('export writer', () => {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  const dir = mkdtempSync(join(tmpdir(), 'ohit-export-writer-'));
  const access = { scope: null, mayFilterOrganizations: true };

  beforeAll(async () => {
    await client.connect();
    await client.query(`CREATE TABLE ${TABLE} (
      id serial PRIMARY KEY, version int NOT NULL DEFAULT 1, organization_id int NOT NULL DEFAULT 1, create_by text, update_by text,
      created_at timestamptz NOT NULL DEFAULT '2026-11-01T08:00:00Z', updated_at timestamptz NOT NULL DEFAULT now(),
      name text, status varchar(20), area text, note text)`);
    await client.query(
      `INSERT INTO ${TABLE} (name, status, area, note) SELECT '单位' || g, CASE WHEN g % 2 = 0 THEN '2' ELSE '1' END, '江苏省/南京市', CASE WHEN g = 1 THEN '=1+1' ELSE '备注' || g END FROM generate_series(1, 7) g`,
    );
  });
  afterAll(async () => {
    await client.query(`DROP TABLE IF EXISTS ${TABLE}`);
    await client.end();
  });

  async function sheets(path: string): Promise<{ name: string; rows: unknown[][] }[]> {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(path);
    return wb.worksheets.map((ws) => ({ name: ws.name, rows: ws.getSheetValues().slice(1).map((r) => Array.from((r as unknown[]).slice(1), (v) => v ?? null)) }));
  }

  it('starts a new sheet every rowsPerSheet rows, each with the header, labels and escaped formulas', async () => {
    const path = join(dir, 'split.xlsx');
    const progress: number[] = [];
    const n = await writeXlsxExport({ client, decl: decl(), query: { sort: 'id,asc' }, access, path, batchSize: 2, rowsPerSheet: 3, onBatch: (done) => void progress.push(done) });
    expect(n).toBe(7);
    expect(progress).toEqual([2, 4, 6, 7]);
    const got = await sheets(path);
    expect(got.map((s) => [s.name, s.rows.length])).toEqual([
      ['导出探针', 4],
      ['导出探针2', 4],
      ['导出探针3', 2],
    ]);
    for (const s of got) expect(s.rows[0]).toEqual(['名称', '状态', '地区', '备注', '创建人', '更新人', '创建时间', '更新时间']);
    expect(got[0].rows[1].slice(0, 4)).toEqual(['单位1', '正常', '江苏省/南京市', "'=1+1"]);
    expect(got[0].rows[2].slice(0, 2)).toEqual(['单位2', '停用']);
    expect(got[2].rows[1][0]).toBe('单位7');
  });

  it('writes tab-separated text when the declaration says txt', async () => {
    const path = join(dir, 'probe.txt');
    expect(await writeXlsxExport({ client, decl: decl('txt'), query: { sort: 'id,asc' }, access, path })).toBe(7);
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(8);
    expect(lines[0]).toBe('名称\t状态\t地区\t备注\t创建人\t更新人\t创建时间\t更新时间');
    expect(lines[1].split('\t').slice(0, 4)).toEqual(['单位1', '正常', '江苏省/南京市', "'=1+1"]);
  });

  describe('child collections', () => {
    const MEMBERS = `${TABLE}_members`;
    let userId: number;
    let orgId: number;
    let parents: number[];
    const withTeam = (format?: 'txt'): ResourceDeclaration => ({
      ...decl(format),
      children: [
        {
          name: 'members',
          title: '成员名单',
          table: MEMBERS,
          parentColumn: 'probe_id',
          fields: [
            { name: 'userId', column: 'user_id', type: 'user', label: '成员' },
            { name: 'role', type: 'dictionary', label: '角色', options: [{ value: '110', label: '现场调查' }, { value: '120', label: '采样' }] },
            { name: 'remark', type: 'string', label: '备注' },
          ],
        },
      ],
    });

    beforeAll(async () => {
      const tag = `probe${process.pid}`;
      orgId = (await client.query(`INSERT INTO organizations (name, code) VALUES ($1, $1) RETURNING id`, [tag])).rows[0].id;
      userId = (await client.query(`INSERT INTO users (username, nick_name, password_hash, organization_id) VALUES ($1, '探针成员', 'x', $2) RETURNING id`, [tag, orgId])).rows[0].id;
      await client.query(`CREATE TABLE ${MEMBERS} (
        id serial PRIMARY KEY, version int NOT NULL DEFAULT 1, organization_id int NOT NULL DEFAULT 1, create_by text, update_by text,
        created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now(),
        probe_id int NOT NULL, user_id int, role varchar(10), remark text)`);
      parents = (await client.query(`SELECT id FROM ${TABLE} WHERE name IN ('单位1', '单位2', '单位3') ORDER BY id`)).rows.map((r) => r.id);
      await client.query(
        `INSERT INTO ${MEMBERS} (probe_id, user_id, role, remark) VALUES ($1, $4, '110', '=2+2'), ($1, NULL, '120', '外聘'), ($2, $4, '120', NULL), ($3, $4, '110', '不导出的项目')`,
        [...parents, userId],
      );
    });
    afterAll(async () => {
      await client.query(`DROP TABLE IF EXISTS ${MEMBERS}`);
      await client.query(`DELETE FROM users WHERE id = $1`, [userId]);
      await client.query(`DELETE FROM organizations WHERE id = $1`, [orgId]);
    });

    it('writes each child collection as its own sheet: the parent’s label first, users as names, only the exported parents’ children in their order', async () => {
      const path = join(dir, 'team.xlsx');
      const [p1, p2] = parents;
      expect(await writeXlsxExport({ client, decl: withTeam(), query: { sort: 'id,desc', ids: [p1, p2] }, access, path, rowsPerSheet: 2 })).toBe(2);
      const got = await sheets(path);
      expect(got.map((x) => x.name)).toEqual(['导出探针', '成员名单', '成员名单2']);
      expect(got[0].rows.slice(1).map((r) => r[0])).toEqual(['单位2', '单位1']);
      expect(got[1].rows).toEqual([
        ['名称', '成员', '角色', '备注'],
        ['单位2', '探针成员', '采样'], // (the reader drops a trailing empty cell)
        ['单位1', '探针成员', '现场调查', "'=2+2"],
      ]);
      expect(got[2].rows).toEqual([
        ['名称', '成员', '角色', '备注'],
        ['单位1', null, '采样', '外聘'],
      ]);
    });

    it('a text export holds the parents only (text has no sheets)', async () => {
      const path = join(dir, 'team.txt');
      expect(await writeXlsxExport({ client, decl: withTeam('txt'), query: { ids: parents.slice(0, 2) }, access, path })).toBe(2);
      expect(readFileSync(path, 'utf8').trimEnd().split('\n')).toHaveLength(3);
    });
  });

  it('stops when onBatch throws (cancel), and a re-run replaces the partial file', async () => {
    const path = join(dir, 'rerun.xlsx');
    await expect(
      writeXlsxExport({
        client,
        decl: decl(),
        query: {},
        access,
        path,
        batchSize: 2,
        onBatch: () => {
          throw new Error('cancelled');
        },
      }),
    ).rejects.toThrow('cancelled');
    expect(await writeXlsxExport({ client, decl: decl(), query: { sort: 'id,asc' }, access, path, batchSize: 2 })).toBe(7);
    const [only] = await sheets(path);
    expect(only.rows).toHaveLength(8);
  });
});
