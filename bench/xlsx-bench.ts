/**
 * One measured variant per process (so peak RSS is its own): `setup`, `idle`, `ours-export`,
 * `ref-export`, `naive-export`, `make-workbook`, `ours-import`, `ours-read`, `ref-import`.
 * Prints one JSON line.
 */
import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { Client } from 'pg';
import { exportFields, INSPECTED_UNIT } from '@ohit/contracts';
import { exportCell, inspectWorkbook, readWorkbookRows } from '@ohit/server-xlsx';
import { importRows, selectColumns, writeXlsxExport } from '@ohit/server-resource-engine';

const [variant, rowsArg, dbUrl] = process.argv.slice(2);
const rows = Number(rowsArg);
let peak = 0;
const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
const timer = setInterval(sample, 20);
const out = (o: Record<string, unknown>) => {
  sample();
  clearInterval(timer);
  console.log(JSON.stringify({ variant, rows, peakRssMb: Math.round(peak / 1024 / 1024), ...o }));
};
const file = (name: string) => join(tmpdir(), `ohit-bench-${name}`);
const fields = exportFields(INSPECTED_UNIT);

async function client(): Promise<Client> {
  const c = new Client({ connectionString: dbUrl });
  await c.connect();
  return c;
}

async function main(): Promise<void> {
  const t0 = performance.now();
  switch (variant) {
    case 'idle': {
      // The floor under every other figure: node with exceljs, pg and our packages loaded, doing nothing.
      await new Promise((r) => setTimeout(r, 1000));
      return out({ ms: 0 });
    }
    case 'setup': {
      // Loaded here only: TypeORM and Nest would otherwise sit in every measured process.
      const { runMigrations } = await import('@ohit/server-database');
      await runMigrations({ url: dbUrl });
      const c = await client();
      const [{ id }] = (await c.query(`INSERT INTO organizations (name, code) VALUES ('基准机构', 'BENCH') RETURNING id`)).rows;
      await c.query(
        `INSERT INTO inspected_units (name, credit_code, area, address, contact, phone, industry, scale, employee_count, status, remark, organization_id, create_by, update_by)
         SELECT '基准单位' || g, '91320100MA1XXXXX0A', '江苏省/南京市/玄武区', '中山路' || g || '号', '联系人' || (g % 1000), '139' || lpad((g % 100000000)::text, 8, '0'),
                (ARRAY['B','C','D','E'])[1 + g % 4], (1 + g % 4)::text, g % 5000, '1', CASE WHEN g % 10 = 0 THEN '=cmd' ELSE '备注' END, $1, 'surveyor', 'sampler'
         FROM generate_series(1, $2::int) g`,
        [id, rows],
      );
      await c.query('ANALYZE inspected_units');
      await c.end();
      return out({ ms: performance.now() - t0 });
    }
    case 'ours-export': {
      const c = await client();
      const n = await writeXlsxExport({ client: c, decl: INSPECTED_UNIT, query: { sort: 'id,asc' }, access: { scope: null, mayFilterOrganizations: true }, path: file('ours.xlsx'), batchSize: 2000, limit: rows });
      await c.end();
      return out({ ms: performance.now() - t0, written: n });
    }
    case 'ref-export': {
      // exceljs's streaming writer fed the same cells from memory (no database): the format's limit.
      const stream = createWriteStream(file('ref.xlsx'));
      const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
      const ws = wb.addWorksheet('ref');
      ws.columns = fields.map((f) => ({ header: f.label, key: f.name }));
      const created = new Date();
      for (let g = 1; g <= rows; g++) {
        const row: Record<string, unknown> = {
          name: `基准单位${g}`, creditCode: '91320100MA1XXXXX0A', area: '江苏省/南京市/玄武区', address: `中山路${g}号`, contact: `联系人${g % 1000}`,
          phone: `139${String(g % 100000000).padStart(8, '0')}`, industry: 'C', scale: '1', employeeCount: g % 5000, status: '1', remark: g % 10 ? '备注' : '=cmd', createBy: 'surveyor', updateBy: 'sampler', createTime: created, updateTime: created,
        };
        ws.addRow(fields.map((f) => exportCell(f, row[f.name]))).commit();
        if (g % 2000 === 0) await new Promise((r) => setImmediate(r));
      }
      ws.commit();
      await wb.commit();
      return out({ ms: performance.now() - t0 });
    }
    case 'naive-export': {
      // findAll + in-memory Workbook: the way not to do it.
      const c = await client();
      const all = (await c.query(`SELECT ${selectColumns(INSPECTED_UNIT, fields)} FROM inspected_units t ORDER BY t.id LIMIT $1`, [rows])).rows;
      await c.end();
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('naive');
      ws.columns = fields.map((f) => ({ header: f.label, key: f.name }));
      for (const r of all) ws.addRow(fields.map((f) => exportCell(f, r[f.name])));
      await wb.xlsx.writeFile(file('naive.xlsx'));
      return out({ ms: performance.now() - t0 });
    }
    case 'make-workbook': {
      const stream = createWriteStream(file('import.xlsx'));
      const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
      const ws = wb.addWorksheet('导入');
      const importable = fields.filter((f) => f.importable !== false && !f.readOnly);
      ws.addRow(importable.map((f) => f.label)).commit();
      for (let g = 1; g <= rows; g++) {
        ws.addRow([`导入基准${g}`, '91320100MA1XXXXX0A', '江苏省/南京市/玄武区', `中山路${g}号`, `联系人${g}`, `139${String(g).padStart(8, '0')}`, '制造业', '小型', g % 5000, '正常', '备注']).commit();
      }
      ws.commit();
      await wb.commit();
      await once(stream, 'close');
      return out({ ms: performance.now() - t0 });
    }
    case 'ours-import': {
      const buf = await readFile(file('import.xlsx'));
      const kind = await inspectWorkbook(buf, 'bench.xlsx', { maxFileBytes: 200e6, maxUncompressedBytes: 2e9, maxEntries: 2000 });
      const c = await client();
      const [{ id }] = (await c.query(`SELECT id FROM organizations WHERE code = 'BENCH'`)).rows;
      await c.query('BEGIN');
      const result = await importRows({ run: async (s, p) => (await c.query(s, p as unknown[])).rows, decl: INSPECTED_UNIT, buf, kind, jobId: '00000000-0000-4000-8000-000000000001', organizationId: id, username: 'bench', maxRows: rows + 10 });
      await c.query('ROLLBACK');
      await c.end();
      return out({ ms: performance.now() - t0, inserted: result.inserted, errors: result.errors.slice(0, 3) });
    }
    case 'ours-read': {
      // Our reader alone (no validation, no database): the part of ours-import the reference does.
      const buf = await readFile(file('import.xlsx'));
      let n = 0;
      for await (const _ of readWorkbookRows(buf, 'xlsx', rows + 10)) n += 1;
      return out({ ms: performance.now() - t0, read: n });
    }
    case 'ref-import': {
      const buf = await readFile(file('import.xlsx'));
      let n = 0;
      for await (const ws of new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buf]), { sharedStrings: 'cache', styles: 'cache' })) for await (const _ of ws) n += 1;
      return out({ ms: performance.now() - t0, read: n });
    }
    case 'cleanup':
      for (const f of ['ours.xlsx', 'ref.xlsx', 'naive.xlsx', 'import.xlsx']) await rm(file(f), { force: true });
      return out({});
  }
  throw new Error(`unknown variant ${variant}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
