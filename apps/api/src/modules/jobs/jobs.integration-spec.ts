import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { Queue } from 'bullmq';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import JSZip from 'jszip';
import { io, Socket } from 'socket.io-client';
import { IMPORT_FILE_FORMAT_MESSAGE, SHEET_EMPTY_MESSAGE, SHEET_UNAVAILABLE_MESSAGE } from '@ohit/domain';
import { WORKBOOK_MESSAGES } from '@ohit/server-xlsx';
import { queueOptions } from '@ohit/server-queue';
import { as, dataSourceOf, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';
import { spawnWorker, stopWorker, until, xlsxBuffer } from '../../testing/workers';

jest.setTimeout(30_000);

const URL = '/api/inspectedUnit';
const HEADER = ['单位名称', '统一社会信用代码', '所在地区', '详细地址', '联系人', '联系电话', '所属行业', '企业规模', '职工人数', '状态'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function binaryParser(res: any, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

async function sheetRows(buf: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  return wb.worksheets[0].getSheetValues().slice(1).map((r) => Array.from((r as unknown[]).slice(1), (v) => v ?? null));
}

describe('jobs: export/import through BullMQ and a real worker; relay to socket.io', () => {
  let t: TestApp;
  let worker: ChildProcess;
  const startWorker = () => spawnWorker({ STORAGE_DIR: storageDir, OUTBOX_POLL_MS: '50', DATABASE_URL: process.env.DATABASE_URL as string, REDIS_PREFIX: process.env.REDIS_PREFIX as string });
  let orgs: Record<string, number>;
  let surveyorToken: string;
  let surveyor: ReturnType<typeof as>;
  let orgb: ReturnType<typeof as>;
  const sockets: Socket[] = [];
  const storageDir = mkdtempSync(join(tmpdir(), 'ohit-jobs-'));

  const importFile = (buf: Buffer, name: string) => surveyor.post(`${URL}/import?wait=1`).attach('file', buf, name);

  beforeAll(async () => {
    t = await createTestApp({ STORAGE_DIR: storageDir });
    worker = await startWorker();
    orgs = (await seed(t.app)).organizations;
    surveyorToken = await loginAs(t.app, 'surveyor');
    surveyor = as(t.app, surveyorToken);
    orgb = as(t.app, await loginAs(t.app, 'orgb-admin'));
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await stopWorker(worker);
    await t.close();
  });

  async function socketOf(token: string): Promise<Socket> {
    const s = io(t.url, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
    sockets.push(s);
    await new Promise<void>((resolve, reject) => {
      s.once('connect', () => resolve());
      s.once('connect_error', reject);
    });
    await new Promise((r) => setTimeout(r, 150));
    return s;
  }

  describe('relay', () => {
    it('delivers an edit to an open list on resources/inspectedUnit (organisation room)', async () => {
      const s = await socketOf(surveyorToken);
      const created = (await surveyor.post(`${URL}/add`).send({ name: '实时单位' }).expect(201)).body;
      // the room also hears edits of earlier suites that a newly spawned worker relays late: wait for this one's
      const got = new Promise((resolve) => s.on('resources/inspectedUnit', (c: { type: string; ids?: number[] }) => c.type === 'updated' && c.ids?.includes(created.id) && resolve(c)));
      await surveyor.put(`${URL}/edit`).send({ id: created.id, version: 1, contact: '赵六' }).expect(200);
      await expect(got).resolves.toEqual({ channel: 'resources/inspectedUnit', type: 'updated', ids: [created.id] });
    });

    it('marks events dispatched, and a replayed event publishes nothing', async () => {
      const ds = dataSourceOf(t.app);
      const [event] = await until(async () => {
        const rows = await ds.query(`SELECT id, dispatched_at FROM domain_events WHERE type = 'InspectedUnitEdited' ORDER BY seq DESC LIMIT 1`);
        return rows[0]?.dispatched_at ? rows : null;
      });
      await until(async () => (await ds.query(`SELECT 1 FROM processed_events WHERE event_id = $1`, [event.id])).length > 0);
      const s = await socketOf(surveyorToken);
      let seen = 0;
      s.on('resources/inspectedUnit', () => (seen += 1));
      const outbox = new Queue('outbox', queueOptions(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', process.env.REDIS_PREFIX as string));
      const replay = await outbox.add('relay-event', { eventId: event.id }, { jobId: `replay-${event.id}` });
      await until(async () => (await replay.getState()) === 'completed');
      expect(replay.returnvalue ?? (await outbox.getJob(replay.id as string))?.returnvalue).toEqual({ published: false });
      await outbox.close();
      await new Promise((r) => setTimeout(r, 200));
      expect(seen).toBe(0);
    });
  });

  describe('export', () => {
    let exportIds: { id: number }[];
    beforeAll(async () => {
      const ds = dataSourceOf(t.app);
      exportIds = await ds.query(
        `INSERT INTO inspected_units (name, area, industry, scale, status, contact, address, employee_count, organization_id) VALUES
         ('=HYPERLINK("http://x")', '江苏省/南京市/玄武区', 'C', '1', '1', '+1-2', '@SUM(A1)', 5, $1),
         ('导出单位二', NULL, 'B', '4', '2', '-3', '普通地址', NULL, $1) RETURNING id`,
        [orgs.A],
      );
      exportIds.push(...(await ds.query(`INSERT INTO inspected_units (name, organization_id) VALUES ('乙方导出', $1) RETURNING id`, [orgs.B])));
    });

    it('?wait=1 answers the xlsx itself: Chinese headers, labels, area joined, formulas escaped, own organisation only', async () => {
      const res = await surveyor.post(`${URL}/export?wait=1`).send({ sort: 'id,asc', ids: exportIds.map((r) => r.id) }).buffer(true).parse(binaryParser).expect(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''\d{14}/);
      expect(decodeURIComponent(res.headers['content-disposition'])).toMatch(/受检单位数据\.xlsx$/);
      const rows = await sheetRows(res.body as Buffer);
      expect(rows[0]).toEqual([...HEADER, '职业病危害风险分类', '上次定期检测', '风险评估日期', '风险评估编号', '下次检测到期', '备注', '接害人数', '经济类型代码', '行业代码（GB/T 4754）', '行政区划代码', '注册地址', '法定代表人', '创建人', '更新人', '创建时间', '更新时间']);
      expect(rows).toHaveLength(3); // the B row among the ids is out of the surveyor's scope
      const bad = rows.find((r) => String(r[0]).includes('HYPERLINK'))!;
      expect(bad.slice(0, 10)).toEqual([`'=HYPERLINK("http://x")`, null, '江苏省/南京市/玄武区', `'@SUM(A1)`, `'+1-2`, null, '制造业', '大型', 5, '正常']);
      const second = rows.find((r) => r[0] === '导出单位二')!;
      expect([second[4], second[6], second[7], second[9]]).toEqual([`'-3`, '采矿业', '微型', '停用']);
      expect(rows.some((r) => r[0] === '乙方导出')).toBe(false);
    });

    it('runs as a job: answers the id at once, progress reaches the owner, the file downloads', async () => {
      const s = await socketOf(surveyorToken);
      const events: { status: string; progress: number }[] = [];
      s.on('jobs', (e: { status: string; progress: number }) => events.push(e));
      const started = await surveyor.post(`${URL}/export`).send({ ids: [], industry: ['C'] }).expect(202);
      expect(started.body).toEqual({ jobId: expect.any(String), status: 'queued' });
      const job = await until(async () => {
        const r = await surveyor.get(`/api/jobs/${started.body.jobId}`).expect(200);
        return r.body.status === 'completed' ? r.body : null;
      });
      expect(job).toEqual(expect.objectContaining({ type: 'export', resource: 'inspectedUnit', title: '受检单位', progress: 100, fileName: expect.stringMatching(/受检单位数据\.xlsx$/) }));
      await until(async () => events.some((e) => e.status === 'completed'));
      const file = await surveyor.get(`/api/jobs/${job.id}/download`).buffer(true).parse(binaryParser).expect(200);
      const rows = await sheetRows(file.body as Buffer);
      expect(rows.slice(1).every((r) => r[6] === '制造业')).toBe(true);
      const mine = await surveyor.get('/api/jobs').expect(200);
      expect(mine.body.content.some((j: { id: string }) => j.id === job.id)).toBe(true);
      await orgb.get(`/api/jobs/${job.id}`).expect(404);
      await orgb.get(`/api/jobs/${job.id}/download`).expect(404);
    });

    it('refuses an undeclared sort or filter before queueing', async () => {
      await surveyor.post(`${URL}/export`).send({ sort: 'password,asc' }).expect(400);
      await surveyor.post(`${URL}/export`).send({ secret: 1 }).expect(400);
    });
  });

  describe('dictionary labels come from 字典管理', () => {
    let dictionaryId: number;
    afterAll(() => dataSourceOf(t.app).query(`DELETE FROM dictionary_details WHERE dict_id = $1 AND organization_id IS NOT NULL`, [dictionaryId]));
    // Organisation A renames one platform value and adds one of its own; B keeps the built-ins.
    beforeAll(async () => {
      const ds = dataSourceOf(t.app);
      const [{ id }] = await ds.query(`INSERT INTO dictionaries (name, description) VALUES ('industry', '所属行业') ON CONFLICT (name) DO UPDATE SET description = EXCLUDED.description RETURNING id`);
      await ds.query(
        `INSERT INTO dictionary_details (dict_id, label, value, dict_sort, organization_id) VALUES ($1, '专业技术服务业', 'M', 1, $2), ($1, '软件和信息技术服务业', 'I', 2, $2)`,
        [id, orgs.A],
      );
      dictionaryId = id;
      await ds.query(`INSERT INTO inspected_units (name, industry, organization_id) VALUES ('字典导出一', 'M', $1), ('字典导出二', 'I', $1), ('字典导出乙', 'M', $2)`, [orgs.A, orgs.B]);
    });

    it('exports the labels the owner organisation maintains', async () => {
      const res = await surveyor.post(`${URL}/export?wait=1`).send({ name: '字典导出', sort: 'id,asc' }).buffer(true).parse(binaryParser).expect(200);
      const rows = await sheetRows(res.body as Buffer);
      expect(rows.slice(1).map((r) => [r[0], r[6]])).toEqual([
        ['字典导出一', '专业技术服务业'],
        ['字典导出二', '软件和信息技术服务业'],
      ]);
      const b = await orgb.post(`${URL}/export?wait=1`).send({ name: '字典导出乙' }).buffer(true).parse(binaryParser).expect(200);
      expect((await sheetRows(b.body as Buffer))[1][6]).toBe('科学研究和技术服务业');
    });

    it('imports a label only the organisation’s dictionary knows', async () => {
      const row = ['字典导入一', null, null, null, null, null, '软件和信息技术服务业', null, null, '正常'];
      expect((await importFile(await xlsxBuffer([HEADER, row]), '字典.xlsx').expect(200)).body).toEqual([]);
      expect(await dataSourceOf(t.app).query(`SELECT industry FROM inspected_units WHERE name = '字典导入一'`)).toEqual([{ industry: 'I' }]);
      const refused = await orgb.post(`${URL}/import?wait=1`).attach('file', await xlsxBuffer([HEADER, ['字典导入乙', ...row.slice(1)]]), '字典.xlsx').expect(200);
      expect(refused.body).toEqual([expect.stringContaining('所属行业的值不在可选范围内')]);
    });
  });

  describe('import', () => {
    const good = (name: string) => [name, '91320100MA1XXXXX0A', '江苏省/苏州市/姑苏区', '十全街1号', '王五', '13912345678', '制造业', '小型', 30, '正常'];

    it('imports a valid .xlsx in the owner organisation, rows with an empty first column dropped', async () => {
      const buf = await xlsxBuffer([HEADER, good('导入单位一'), ['', 'x'], [null, '无名'], good('导入单位二')]);
      const res = await importFile(buf, '受检单位.xlsx').expect(200);
      expect(res.body).toEqual([]);
      expect(await dataSourceOf(t.app).query(`SELECT name FROM inspected_units WHERE name LIKE '导入单位%' AND organization_id = $1 ORDER BY name`, [orgs.A])).toEqual([{ name: '导入单位一' }, { name: '导入单位二' }]);
      const [row] = await dataSourceOf(t.app).query(`SELECT area, industry, scale, status, create_by FROM inspected_units WHERE name = '导入单位一'`);
      expect(row).toEqual({ area: '江苏省/苏州市/姑苏区', industry: 'C', scale: '3', status: '1', create_by: 'surveyor' });
    });

    it('imports a real .xls (BIFF8) workbook through SheetJS', async () => {
      const wb = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([HEADER, good('旧格式单位')]), 'Sheet1');
      const buf = XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
      expect((await importFile(buf, '受检单位.xls').expect(200)).body).toEqual([]);
      expect(await dataSourceOf(t.app).query(`SELECT 1 FROM inspected_units WHERE name = '旧格式单位'`)).toHaveLength(1);
    });

    describe('bad workbooks: each answered with its message, no row written', () => {
      // Rows written by this block's imports (files named units.*), whatever other suites do meanwhile.
      let since: Date;
      const written = async () =>
        Number((await dataSourceOf(t.app).query(`SELECT count(*) AS n FROM inspected_units i JOIN jobs j ON j.id = i.import_job_id WHERE j.created_at >= $1 AND j.parameters->>'fileName' LIKE 'units.%'`, [since]))[0].n);
      beforeEach(() => (since = new Date(Date.now() - 1000)));
      afterEach(async () => expect(await written()).toBe(0));

      it('not .xls/.xlsx', async () => {
        expect((await importFile(Buffer.from('a,b'), 'units.csv').expect(400)).body.message).toBe(IMPORT_FILE_FORMAT_MESSAGE);
      });
      it('renamed .xls (text) and an .xlsx renamed .xls', async () => {
        expect((await importFile(Buffer.from('<html>not excel</html>'), 'units.xls').expect(400)).body.message).toBe(WORKBOOK_MESSAGES.contentMismatch);
        const xlsx = await xlsxBuffer([HEADER, good('x')]);
        expect((await importFile(xlsx, 'units.xls').expect(400)).body.message).toBe(WORKBOOK_MESSAGES.contentMismatch);
        expect((await importFile(Buffer.from('PK\u0003\u0004garbage'), 'units.xlsx').expect(400)).body.message).toBe(WORKBOOK_MESSAGES.corrupt);
      });
      it('no sheet', async () => {
        const zip = await JSZip.loadAsync(await xlsxBuffer([HEADER]));
        zip.remove('xl/worksheets/sheet1.xml');
        const buf = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
        expect((await importFile(buf, 'units.xlsx').expect(200)).body).toEqual([SHEET_UNAVAILABLE_MESSAGE]);
      });
      it('empty sheet', async () => {
        expect((await importFile(await xlsxBuffer([]), 'units.xlsx').expect(200)).body).toEqual([SHEET_EMPTY_MESSAGE]);
      });
      it('only rows with an empty first column', async () => {
        expect((await importFile(await xlsxBuffer([HEADER, ['', '91320100MA1XXXXX0A'], [null, 'x']]), 'units.xlsx').expect(200)).body).toEqual(['没有可导入的数据行']);
      });
      it('wrong types: every bad cell named by row and column, nothing written', async () => {
        const rows = [HEADER, good('好行'), ['坏行', 'bad', '江苏省', 'x', 'x', '123', '不存在的行业', '小型', 'abc', '正常']];
        const res = await importFile(await xlsxBuffer(rows), 'units.xlsx').expect(200);
        expect(res.body).toEqual([
          '第3行B列：统一社会信用代码：格式错误，请检查',
          '第3行F列：联系电话：请输入正确的手机号码',
          '第3行G列：所属行业的值不在可选范围内：不存在的行业',
          '第3行I列：职工人数必须是整数',
        ]);
      });
      it('duplicate names in the file and against existing rows', async () => {
        const res = await importFile(await xlsxBuffer([HEADER, good('重名单位'), good('重名单位'), good('导入单位一')]), 'units.xlsx').expect(200);
        expect(res.body).toEqual(['第3行A列：单位名称“重名单位”已存在', '第4行A列：单位名称“导入单位一”已存在']);
      });
      it('huge cell', async () => {
        const res = await importFile(await xlsxBuffer([HEADER, good('x'.repeat(3000))]), 'units.xlsx').expect(200);
        expect(res.body).toEqual(['第2行A列：单位名称内容过长（超过2000个字符）']);
      });
      it('formula cells', async () => {
        const wb = new ExcelJS.Workbook();
        const ws = wb.addWorksheet('S');
        ws.addRow(HEADER);
        ws.addRow(good('公式单位'));
        ws.getCell('D2').value = { formula: 'HYPERLINK("http://evil")', result: 'x' } as ExcelJS.CellFormulaValue;
        const res = await importFile(Buffer.from(await wb.xlsx.writeBuffer()), 'units.xlsx').expect(200);
        expect(res.body).toEqual(['第2行D列：详细地址不能是公式']);
      });
      it('zip bomb: declared sizes over the limit, a lying size, too many entries', async () => {
        const buf = await xlsxBuffer([HEADER, good('炸弹')]);
        // Patch the central directory: the first entry claims 300 MB uncompressed.
        const claims = Buffer.from(buf);
        const cd = claims.readUInt32LE(claims.length - 22 + 16);
        claims.writeUInt32LE(300 * 1024 * 1024, cd + 24);
        expect((await importFile(claims, 'units.xlsx').expect(400)).body.message).toBe(WORKBOOK_MESSAGES.zipBomb);
        // An entry that inflates to far more than it declares.
        const zip = await JSZip.loadAsync(buf);
        zip.file('xl/media/zeros.bin', Buffer.alloc(5 * 1024 * 1024));
        const liar = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
        const eocd = liar.length - 22;
        let p = liar.readUInt32LE(eocd + 16);
        for (let i = 0; i < liar.readUInt16LE(eocd + 10); i++) {
          const n = liar.readUInt16LE(p + 28);
          if (liar.toString('utf8', p + 46, p + 46 + n) === 'xl/media/zeros.bin') liar.writeUInt32LE(1000, p + 24);
          p += 46 + n + liar.readUInt16LE(p + 30) + liar.readUInt16LE(p + 32);
        }
        expect((await importFile(liar, 'units.xlsx').expect(400)).body.message).toBe(WORKBOOK_MESSAGES.zipBomb);
        const many = await JSZip.loadAsync(buf);
        for (let i = 0; i < 2001; i++) many.file(`xl/x/${i}.xml`, '');
        expect((await importFile(await many.generateAsync({ type: 'nodebuffer' }), 'units.xlsx').expect(400)).body.message).toBe(WORKBOOK_MESSAGES.zipBomb);
      });
      it('missing required column', async () => {
        const res = await importFile(await xlsxBuffer([['联系人'], ['张三']]), 'units.xlsx').expect(200);
        expect(res.body).toEqual(['第1行（表头）缺少必填列：单位名称']);
      });
    });

    it('imports equipment: dates, decimals, labels and a blank default, each column in its own type', async () => {
      const sampler = as(t.app, await loginAs(t.app, 'sampler'));
      const header = ['设备编号', '设备名称', '设备状态', '检定/校准日期', '检定有效期至', '单价（元）'];
      const file = await xlsxBuffer([header, ['IMP-EQ-1', '个体采样泵', '维修', new Date(Date.UTC(2025, 2, 1)), '2027-02-28', 1200.55], ['IMP-EQ-2', '皂膜流量计', null, null, null, null]]);
      const res = await sampler.post('/api/equipment/import?wait=1').attach('file', file, '设备.xlsx').expect(200);
      expect(res.body).toEqual([]);
      const rows = await dataSourceOf(t.app).query(
        `SELECT code, status, to_char(calibration_date, 'YYYY-MM-DD') AS d1, to_char(calibration_due_date, 'YYYY-MM-DD') AS d2, price::text AS price, create_by FROM equipment WHERE code LIKE 'IMP-EQ-%' ORDER BY code`,
      );
      expect(rows).toEqual([
        { code: 'IMP-EQ-1', status: '3', d1: '2025-03-01', d2: '2027-02-28', price: '1200.55', create_by: 'sampler' },
        { code: 'IMP-EQ-2', status: '1', d1: null, d2: null, price: null, create_by: 'sampler' },
      ]);
    });

    it('keeps users of B out: their import lands in B', async () => {
      const res = await orgb.post(`${URL}/import?wait=1`).attach('file', await xlsxBuffer([HEADER, good('乙方导入')]), 'u.xlsx').expect(200);
      expect(res.body).toEqual([]);
      const [row] = await dataSourceOf(t.app).query(`SELECT organization_id FROM inspected_units WHERE name = '乙方导入'`);
      expect(row.organization_id).toBe(orgs.B);
    });

    it('cancels a queued job', async () => {
      await stopWorker(worker);
      const started = await surveyor.post(`${URL}/export`).send({}).expect(202);
      const cancelled = await surveyor.post(`/api/jobs/${started.body.jobId}/cancel`).expect(200);
      expect(cancelled.body.status).toBe('cancelled');
      await surveyor.post(`/api/jobs/${started.body.jobId}/cancel`).expect(409);
      worker = await startWorker();
    });
  });

  describe('reasons: each request may say why (trimmed, at most 500 characters) and its event keeps it', () => {
    const tooLong = '因'.repeat(501);
    const reasonsOf = async (type: string, jobId: string): Promise<(string | null)[]> =>
      (await dataSourceOf(t.app).query(`SELECT reason FROM domain_events WHERE type = $1 AND aggregate_id = $2 ORDER BY seq`, [type, jobId])).map((r: { reason: string | null }) => r.reason);
    // This block's own jobs: by the export's name filter or the import's file name.
    const jobsNamed = (value: string): Promise<unknown[]> =>
      dataSourceOf(t.app).query(`SELECT id FROM jobs WHERE parameters->>'fileName' = $1 OR parameters->'query'->>'name' = $1`, [value]);
    // Without a worker the jobs stay queued, so the export can be cancelled.
    beforeAll(() => stopWorker(worker));
    afterAll(async () => {
      worker = await startWorker();
    });

    it('an export and its cancellation: reasons on ExportRequested and JobCancelRequested, never a filter; a long one starts or cancels nothing', async () => {
      const filter = `原因导出${Date.now()}`;
      const long = await surveyor.post(`${URL}/export`).send({ name: filter, reason: tooLong }).expect(400);
      expect(long.body).toEqual({ status: 400, timestamp: expect.any(String), message: '操作原因不能超过500个字符' });
      expect(await jobsNamed(filter)).toEqual([]);

      const started = await surveyor.post(`${URL}/export`).send({ name: filter, reason: '  季度报送 ' }).expect(202);
      const jobId = started.body.jobId as string;
      expect(await reasonsOf('ExportRequested', jobId)).toEqual(['季度报送']);
      const [job] = await dataSourceOf(t.app).query(`SELECT parameters FROM jobs WHERE id = $1`, [jobId]);
      expect(job.parameters.query).toEqual({ name: filter });

      expect((await surveyor.post(`/api/jobs/${jobId}/cancel`).send({ reason: tooLong }).expect(400)).body.message).toBe('操作原因不能超过500个字符');
      expect((await surveyor.get(`/api/jobs/${jobId}`).expect(200)).body.status).toBe('queued');
      expect(await reasonsOf('JobCancelRequested', jobId)).toEqual([]);
      expect((await surveyor.post(`/api/jobs/${jobId}/cancel`).send({ reason: ' 条件选错了 ' }).expect(200)).body.status).toBe('cancelled');
      expect(await reasonsOf('JobCancelRequested', jobId)).toEqual(['条件选错了']);
    });

    it('an import: the multipart reason field on ImportRequested; a long one stores no job', async () => {
      const fileName = `原因导入${Date.now()}.xlsx`;
      const buf = await xlsxBuffer([HEADER]);
      const long = await surveyor.post(`${URL}/import`).field('reason', tooLong).attach('file', buf, fileName).expect(400);
      expect(long.body.message).toBe('操作原因不能超过500个字符');
      expect(await jobsNamed(fileName)).toEqual([]);

      const started = await surveyor.post(`${URL}/import`).field('reason', ' 年度名单 ').attach('file', buf, fileName).expect(202);
      expect(await reasonsOf('ImportRequested', started.body.jobId)).toEqual(['年度名单']);
    });
  });

  describe('bull-board', () => {
    it('is for administrators only', async () => {
      await t.app.getHttpServer();
      const request = (await import('supertest')).default;
      await request(t.app.getHttpServer()).get('/admin/queues').expect(401);
      await surveyor.get('/admin/queues').expect(403);
      const admin = as(t.app, await loginAs(t.app, 'admin'));
      const page = await admin.get('/admin/queues').expect(200);
      expect(page.text).toContain('<');
      const api = await admin.get('/admin/queues/api/queues').expect(200);
      expect(JSON.stringify(api.body)).toContain('exports');
    });
  });
});
