import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { ARCHIVE_ZIP_JOB, type TechnicalFileView } from '@ohit/contracts';
import { retainUntil } from '@ohit/domain';
import { ARCHIVE_UNGUARDED_PROJECT_TABLES, ARCHIVE_ATTACHMENT_TABLES, ARCHIVED_REFUSAL_SQLSTATE } from '@ohit/server-database';
import { STORAGE, type StoragePort } from '@ohit/server-storage';
import { entryPayload, zipEntries } from '@ohit/server-xlsx';
import { localDate } from '../resources';
import { as, loginAs, seed } from '../../testing/identity';
import { type Client, MEASURED, PNG, type Row, samplingFixtures } from '../../testing/site-sampling-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { spawnWorker, stopWorker, until } from '../../testing/workers';

jest.setTimeout(240_000);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function binaryParser(res: any, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const PDF = (text: string) => Buffer.from(`%PDF-1.7\n${text}\n%%EOF\n`);

/**
 * 档案 through the API: a project's technical file checked item by item — 项目归档 refused with
 * every gap named (the project's own 归档 button too), nothing changed; completed, archived with the
 * project in one transaction (retention from the organisation's setting); afterwards the database
 * refuses every write of the project, its sampling records and its laboratory batch, and a file is
 * deleted only after its retention; the zip job packs every document with an index of SHA-256s;
 * another organisation sees none of it.
 */
describe('api/archive: the technical file, 项目归档, read-only records, retention and the zip', () => {
  let t: TestApp;
  let worker: ChildProcess;
  let orgs: Record<string, number>;
  let admin: Client;
  let quality: Client;
  let orgb: Client;
  let labManager: Client;
  let f: ReturnType<typeof samplingFixtures>;
  let storage: StoragePort;
  const storageDir = mkdtempSync(join(tmpdir(), 'ohit-archive-'));
  const tag = `DA${randomBytes(2).toString('hex')}`;

  // the project under test and its records
  let project: Row;
  let archive: Row;
  let day: Row;
  let record: Row;
  let batchId: number;
  let affixId: number;
  const files: Record<string, Buffer> = {};

  beforeAll(async () => {
    t = await createTestApp({ STORAGE_DIR: storageDir });
    worker = await spawnWorker({
      STORAGE_DIR: storageDir,
      DATABASE_URL: process.env.DATABASE_URL as string,
      REDIS_PREFIX: process.env.REDIS_PREFIX as string,
      ACTIVE_QUEUES: ARCHIVE_ZIP_JOB.queue,
    });
    orgs = (await seed(t.app)).organizations;
    [admin, quality, orgb, labManager] = await Promise.all(['admin', 'quality', 'orgb-admin', 'labmanager'].map(async (u) => as(t.app, await loginAs(t.app, u))));
    f = samplingFixtures(t.app, tag);
    storage = t.app.get<string, StoragePort>(STORAGE, { strict: false });
  });
  afterAll(async () => {
    await stopWorker(worker);
    await t.close();
  });

  /** A file stored through the storage port and attached to a row by SQL (what a module's own command or the worker does). */
  async function attach(resource: string, recordId: number, slot: string, fileName: string, body: Buffer): Promise<number> {
    const stored = await storage.put(body, { folder: 'documents', ext: 'pdf', contentType: 'application/pdf' });
    const [{ id: fileId }] = await f.ds.query(
      `INSERT INTO stored_files (key, original_name, suffix, content_type, size, kind, organization_id) VALUES ($1, $2, 'pdf', 'application/pdf', $3, 'attachment', $4) RETURNING id`,
      [stored.key, fileName, body.length, orgs.A],
    );
    const [{ id }] = await f.ds.query(
      `INSERT INTO resource_attachments (resource, record_id, slot, stored_file_id, file_name, content_type, size, organization_id) VALUES ($1, $2, $3, $4, $5, 'application/pdf', $6, $7) RETURNING id`,
      [resource, recordId, slot, fileId, fileName, body.length, orgs.A],
    );
    return id as number;
  }

  const technicalFile = async (client: Client, id = archive.id): Promise<TechnicalFileView> => (await client.get(`/api/archive/${id}/technicalFile`).expect(200)).body;
  const readArchive = async (client: Client = quality): Promise<Row> => (await client.get(`/api/archive/${archive.id}`).expect(200)).body;
  const readProject = async (): Promise<Row> => (await admin.get(`/api/project/${project.id}`).expect(200)).body;
  const sqlRefusal = async (sql: string, params: unknown[]) => f.ds.query(sql, params).then(() => null, (e: { driverError?: { code?: string; message?: string } }) => [e.driverError?.code, e.driverError?.message]);

  it('guards every table holding a project’s records, and resolves the attachments of every declared resource of the technical file', async () => {
    const withProject: { table_name: string }[] = await f.ds.query(
      `SELECT c.table_name FROM information_schema.columns c JOIN information_schema.tables tb ON tb.table_name = c.table_name AND tb.table_schema = c.table_schema
        WHERE c.table_schema = current_schema() AND c.column_name = 'project_id' AND c.data_type = 'integer' AND tb.table_type = 'BASE TABLE' ORDER BY 1`,
    );
    const guarded: { table: string }[] = await f.ds.query(`SELECT DISTINCT c.relname AS table FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid WHERE g.tgname LIKE 'trg_%_archived_readonly'`);
    const names = new Set(guarded.map((g) => g.table));
    const unguarded = withProject.map((r) => r.table_name).filter((t) => !names.has(t) && !(ARCHIVE_UNGUARDED_PROJECT_TABLES as readonly string[]).includes(t));
    // a new table with a project_id is read-only once its project is archived, or named as deliberately writable
    expect(unguarded).toEqual([]);
    for (const table of ['projects', 'lab_batches', 'lab_batch_items', 'resource_attachments', 'sampling_day_signatures']) expect(names.has(table)).toBe(true);
    expect(Object.values(ARCHIVE_ATTACHMENT_TABLES).every((t) => withProject.some((r) => r.table_name === t))).toBe(true);
  });

  it('opens an archive of a project, refuses a second one, and refuses 项目归档 with every gap named — changing nothing', async () => {
    ({ project } = await f.samplingProject(admin, orgs.A, 1));
    const [sample, blank] = (await f.ds.query(`SELECT id, code FROM samples WHERE project_id = $1 ORDER BY id`, [project.id])) as { id: number; code: string }[];
    // the survey finished (the survey module's own spec walks it)
    await f.ds.query(`INSERT INTO site_surveys (project_id, inspected_unit_id, state, organization_id) VALUES ($1, $2, 'finished', $3)`, [project.id, project.belongInspect, orgs.A]);
    // a day recorded and signed by two of three
    const usable = await f.instrument(orgs.A, '2099-12-31');
    day = await f.day(admin, project.id, '2026-03-05');
    record = (await f.record(admin, day.id, sample.id, { ...MEASURED, equipment: usable.id }).expect(201)).body;
    await f.record(admin, day.id, blank.id, { remark: '现场空白' }).expect(201);
    await f.sign(admin, day.id, 'sampler', '李采样');
    await f.sign(admin, day.id, 'checker', '赵复核');

    archive = (await quality.post('/api/archive/add').send({ belongProject: project.id, boxNo: 'A-01', location: '档案室一号柜' }).expect(201)).body;
    expect(archive).toMatchObject({ state: 'compiling', belongProject: project.id, belongInspect: project.belongInspect, boxNo: 'A-01', archivedAt: null, retainUntil: null });
    expect(archive.code).toMatch(/^DA-\d{4}-\d{4}$/);
    expect((await quality.post('/api/archive/add').send({ belongProject: project.id }).expect(400)).body.message).toBe(`该项目已有档案（${String(archive.code)}）`);

    const view = await technicalFile(quality);
    expect(view).toMatchObject({ archiveId: archive.id, projectId: project.id, projectCode: project.code, projectState: 'sampling', projectStateLabel: '现场采样中', complete: false });
    const item = Object.fromEntries(view.items.map((i) => [i.key, i]));
    expect(item.contract).toMatchObject({ present: false, missing: ['合同扫描件未上传'] });
    expect(item.survey).toMatchObject({ present: true, detail: '已完成' });
    expect(item.plan).toMatchObject({ present: true });
    const planned = `${String(project.code)}-T1、${String(project.code)}-TKB2`;
    expect(item.sampling).toMatchObject({
      present: false,
      missing: ['现场采样未提交（2026-03-05）', '现场采样签名缺失（2026-03-05）：企业陪同人', `计划样品未采集：${planned}`],
      link: { route: 'liveSampleTaskDetails', query: { belongProject: project.id, code: day.code } },
    });
    expect(item.records.missing).toEqual(['原始记录缺失']);
    expect(item.report.missing).toEqual(['检测报告未签发']);
    // the signatures are documents of the file already
    expect(view.documents.filter((d) => d.group === '05 现场采样').map((d) => d.title)).toEqual(['签名（采样人 李采样）', '签名（复核人 赵复核）']);

    const eventsBefore = Number((await f.ds.query(`SELECT count(*) AS n FROM domain_events WHERE aggregate_id = ANY($1::text[])`, [[String(project.id), String(archive.id)]]))[0].n);
    const refused = (await quality.post(`/api/archive/${archive.id}/archive`).send({ version: archive.version }).expect(409)).body;
    expect(refused).toMatchObject({ status: 409 });
    expect(refused.message).toBe(
      `以下资料不全，不能归档：合同扫描件未上传；现场采样未提交（2026-03-05）；现场采样签名缺失（2026-03-05）：企业陪同人；计划样品未采集：${planned}；原始记录缺失；检测报告未签发；报告审核记录缺失（报告未签发）`,
    );
    // the project's own 归档 button: not before its report is issued
    expect((await admin.post(`/api/project/${project.id}/transitions/archive`).send({ version: (await readProject()).version }).expect(409)).body.message).toBe('项目处于“现场采样中”状态，不能执行“归档”');
    expect((await readArchive()).state).toBe('compiling');
    expect((await readProject()).state).toBe('sampling');
    expect(Number((await f.ds.query(`SELECT count(*) AS n FROM domain_events WHERE aggregate_id = ANY($1::text[])`, [[String(project.id), String(archive.id)]]))[0].n)).toBe(eventsBefore);
    // the analyst holds no 档案管理
    await (as(t.app, await loginAs(t.app, 'analyst'))).get(`/api/archive/${archive.id}/technicalFile`).expect(403);
  });

  it('takes a paper scan through the spec’s api/evaluationUnit/affix/upload, refusing an upload that names no archive', async () => {
    files.affix = PDF('纸质现场记录扫描件');
    const up = (await quality.post('/api/evaluationUnit/affix/upload').field('archiveId', String(archive.id)).attach('file', files.affix, '纸质记录.pdf').expect(201)).body;
    expect(up).toMatchObject({ slot: 'affix', fileName: '纸质记录.pdf' });
    affixId = up.id;
    expect((await quality.post('/api/evaluationUnit/affix/upload').attach('file', files.affix, '纸质记录.pdf').expect(400)).body.message).toBe('请指定档案（archiveId）');
  });

  it('archives the completed file with its project in one transaction, kept for the organisation’s retention years', async () => {
    const [sample, blank] = (await f.ds.query(`SELECT id FROM samples WHERE project_id = $1 ORDER BY id`, [project.id])) as { id: number }[];
    // the companion's signature and the day submitted
    await f.sign(admin, day.id, 'accompany', '王陪同');
    await admin.post(`/api/samplingDay/${day.id}/transitions/submit`).send({ version: (await f.readDay(admin, day.id)).version }).expect(200);
    // the sample room and the laboratory (their own specs walk them): received, tested in a released batch whose QC passed
    const [{ id: method }] = await f.ds.query(
      `INSERT INTO lab_methods (hazard_name, standard_no, method_name, sampling_type, instrument_family, organization_id) VALUES ('甲苯', 'GBZ/T 300.66-2017', $1, 'fixed-long', 'gc', $2) RETURNING id`,
      [`甲苯方法${tag}`, orgs.A],
    );
    [{ id: batchId }] = await f.ds.query(
      `INSERT INTO lab_batches (code, family, method_id, analysis_date, state, qc_passed, record_version, organization_id) VALUES ($1, 'gc', $2, CURRENT_DATE, 'released', true, 1, $3) RETURNING id`,
      [`JC-${tag}`, method, orgs.A],
    );
    for (const [s, kind] of [[sample, 'sample'], [blank, 'fieldBlank']] as const) {
      await f.ds.query(`INSERT INTO lab_batch_items (batch_id, kind, sample_id, code, organization_id) VALUES ($1, $2, $3, $4, $5)`, [batchId, kind, s.id, `${tag}-${kind}`, orgs.A]);
    }
    await f.ds.query(`UPDATE samples SET state = 'tested', received_at = now(), tested_date = CURRENT_DATE, lab_batch_id = $2 WHERE project_id = $1`, [project.id, batchId]);
    files.curve = PDF('标准曲线');
    await attach('labBatch', batchId, 'curvePdf', '标准曲线.pdf', files.curve);
    // the report issued through its flow, its PDF rendered
    await admin.post(`/api/project/${project.id}/transitions/startTesting`).send({ version: (await readProject()).version }).expect(200);
    await admin.post(`/api/project/${project.id}/transitions/completeTesting`).send({ version: (await readProject()).version }).expect(200);
    const [{ id: reportId }] = await f.ds.query(
      `INSERT INTO reports (code, report_version, project_id, inspected_unit_id, template, state, issue_date, organization_id) VALUES ($1, 1, $2, $3, 'periodic', 'issued', CURRENT_DATE, $4) RETURNING id`,
      [`OHIT-DJ-${tag}`, project.id, project.belongInspect, orgs.A],
    );
    files.report = PDF('检测报告');
    const pdf = await attach('report', reportId, 'pdf', `OHIT-DJ-${tag}.pdf`, files.report);
    await f.ds.query(`UPDATE reports SET pdf_attachment_id = $2, pdf_sha256 = $3 WHERE id = $1`, [reportId, pdf, sha(files.report)]);
    await f.ds.query(`INSERT INTO report_approvals (report_id, organization_id, flow_name, steps, current_step, actors) VALUES ($1, $2, '通用', $3, NULL, $4)`, [
      reportId,
      orgs.A,
      JSON.stringify([{ key: 'compile', kind: 'compile', name: '编制' }, { key: 'check', kind: 'check', name: '校核' }, { key: 'issue', kind: 'issue', name: '签发' }]),
      JSON.stringify({ compile: 1, check: 2, issue: 3 }),
    ]);
    await admin.post(`/api/project/${project.id}/transitions/issueReport`).send({ version: (await readProject()).version }).expect(200);
    // 签发 found the project's archive open: no second one
    expect(Number((await f.ds.query(`SELECT count(*) AS n FROM project_archives WHERE project_id = $1`, [project.id]))[0].n)).toBe(1);
    // issued, the project's own 归档 button runs the archive's check: the contract scan is still missing
    expect((await admin.post(`/api/project/${project.id}/transitions/archive`).send({ version: (await readProject()).version }).expect(409)).body.message).toBe('以下资料不全，不能归档：合同扫描件未上传');
    expect((await readProject()).state).toBe('issued');
    files.contract = PDF('合同');
    await admin.post(`/api/project/${project.id}/attachments/contract`).attach('file', files.contract, '合同.pdf').expect(201);

    const view = await technicalFile(quality);
    expect(view.items.filter((i) => !i.present)).toEqual([]);
    expect(view).toMatchObject({ complete: true, projectState: 'issued' });
    expect(view.reports).toEqual([expect.objectContaining({ id: reportId, code: `OHIT-DJ-${tag}`, reportVersion: 1, state: 'issued', pdfAttachmentId: pdf, pdfSha256: sha(files.report) })]);

    // the organisation keeps its files 30 years; 9 is below the agreement's 10
    const retention = (years: number) => quality.put('/api/archiveRetention').send({ years });
    expect((await retention(9).expect(400)).body.message).toBe('档案保存年限须为10至100之间的整数（数字证书使用协议约定证据保存10年）');
    expect((await retention(30).expect(200)).body).toEqual({ organizationId: orgs.A, years: 30 });
    expect((await quality.get('/api/archiveRetention').expect(200)).body).toEqual({ organizationId: orgs.A, years: 30 });

    const current = await readArchive();
    const archived = (await quality.post(`/api/archive/${archive.id}/archive`).send({ version: current.version, reason: '资料齐全' }).expect(200)).body;
    const qualityId = Number((await f.ds.query(`SELECT id FROM users WHERE username = 'quality'`))[0].id);
    expect(archived).toMatchObject({ state: 'archived', archivedBy: qualityId, retentionYears: 30, retainUntil: retainUntil(localDate(), 30) });
    expect(archived.archivedAt).toEqual(expect.any(String));
    expect((await readProject()).state).toBe('archived');
    const [transitioned] = await f.ds.query(`SELECT payload, reason FROM domain_events WHERE aggregate_type = 'project' AND aggregate_id = $1 AND type = 'ProjectTransitioned' ORDER BY seq DESC LIMIT 1`, [
      String(project.id),
    ]);
    expect(transitioned).toMatchObject({ payload: { event: 'archive', from: 'issued', to: 'archived' }, reason: '资料齐全' });
    expect((await f.ds.query(`SELECT archived FROM lab_batches WHERE id = $1`, [batchId]))[0].archived).toBe(true);
    // archived once only
    expect((await quality.post(`/api/archive/${archive.id}/archive`).send({}).expect(409)).body.message).toBe('档案处于“已归档”状态，不能执行“项目归档”');
    await retention(10).expect(200);
  });

  it('refuses every write of the archived project, its sampling records and its laboratory batch — through the API and in the database', async () => {
    const refusal = ['OH409', '项目已归档，资料只读'];
    expect(ARCHIVED_REFUSAL_SQLSTATE).toBe('OH409');
    // the project: its edit, a file added, and any write at all
    const p = await readProject();
    expect((await admin.put('/api/project/edit').send({ id: p.id, version: p.version, remark: '归档后修改' }).expect(400)).body.message).toBe('项目已归档或已中止，不能修改');
    expect((await admin.post(`/api/project/${p.id}/attachments/other`).attach('file', PDF('补充'), '补充.pdf').expect(409)).body).toMatchObject({ status: 409, message: '项目已归档，资料只读' });
    expect(await sqlRefusal(`UPDATE projects SET remark = 'x' WHERE id = $1`, [p.id])).toEqual(refusal);
    // a sampling record: its edit refused, a new signature or photo refused, and in SQL
    const r = (await admin.get(`/api/samplingRecord/${record.id}`).expect(200)).body;
    expect((await admin.put('/api/samplingRecord/edit').send({ id: r.id, version: r.version, remark: '补记', reason: '补记' }).expect(400)).body.message).toBe('项目已归档或已中止，不能修改');
    const dayFiles = async () => Number((await f.ds.query(`SELECT count(*) AS n FROM resource_attachments WHERE resource = 'samplingDay' AND record_id = $1`, [day.id]))[0].n);
    const before = await dayFiles();
    expect([400, 409]).toContain((await admin.post(`/api/samplingDay/${day.id}/attachments/photo`).attach('file', PNG, '补拍.png')).status);
    expect(await dayFiles()).toBe(before);
    expect(await sqlRefusal(`UPDATE sampling_records SET remark = 'x' WHERE id = $1`, [record.id])).toEqual(refusal);
    expect(await sqlRefusal(`DELETE FROM sampling_day_signatures WHERE day_id = $1`, [day.id])).toEqual(refusal);
    // the laboratory batch: 复测 refused by the database, its rows too
    const b = (await labManager.get(`/api/labBatch/${batchId}`).expect(200)).body;
    expect((await labManager.post(`/api/labBatch/${batchId}/transitions/retest`).send({ version: b.version, reason: '复核数据' }).expect(409)).body.message).toBe('项目已归档，资料只读');
    expect(await sqlRefusal(`UPDATE lab_batches SET remark = 'x' WHERE id = $1`, [batchId])).toEqual(refusal);
    expect(await sqlRefusal(`UPDATE lab_batch_items SET explanation = 'x' WHERE batch_id = $1`, [batchId])).toEqual(refusal);
    expect(await sqlRefusal(`UPDATE samples SET remark = 'x' WHERE project_id = $1`, [project.id])).toEqual(refusal);
    expect((await labManager.get(`/api/labBatch/${batchId}`).expect(200)).body).toMatchObject({ state: 'released', version: b.version });
    // the archive's box and shelf still change; its project and its files do not
    const a = await readArchive();
    expect((await quality.put('/api/archive/edit').send({ id: a.id, version: a.version, location: '档案室二号柜' }).expect(200)).body.location).toBe('档案室二号柜');
    const a2 = await readArchive();
    expect((await quality.put('/api/archive/edit').send({ id: a2.id, version: a2.version, belongProject: (await f.projectThrough(admin, orgs.A, [])).project.id }).expect(400)).body.message).toBe('档案所属项目不能更改');
    expect((await quality.post('/api/evaluationUnit/affix/upload').field('archiveId', String(archive.id)).attach('file', PDF('迟到的扫描件'), '补充.pdf').expect(409)).body.message).toBe('项目已归档，资料只读');
  });

  it('keeps the archived files until their retention ends', async () => {
    const kept = (await readArchive()).retainUntil as string;
    expect((await quality.delete(`/api/archive/${archive.id}/attachments/${affixId}`).send({}).expect(409)).body.message).toBe(`档案保存期限至${kept}，期满前不能删除`);
    expect(await sqlRefusal(`DELETE FROM resource_attachments WHERE id = $1`, [affixId])).toEqual(['OH409', `档案保存期限至${kept}，期满前不能删除`]);
    expect((await f.ds.query(`SELECT count(*)::int AS n FROM resource_attachments WHERE id = $1`, [affixId]))[0].n).toBe(1);
  });

  it('packs every document of the file into a zip with its index, in the jobs drawer, downloaded by the one who asked', async () => {
    const started = (await quality.post(`/api/archive/${archive.id}/zip`).send({}).expect(201)).body as { jobId: string };
    const done = await until(async () => {
      const j = (await quality.get(`/api/jobs/${started.jobId}`).expect(200)).body as { status: string; progress: number; fileName: string; errors: string[]; type: string; rowsDone: number; rowsTotal: number };
      return j.status === 'completed' || j.status === 'failed' ? j : null;
    }, 60_000, 200);
    const view = await technicalFile(quality);
    expect(done).toMatchObject({ status: 'completed', type: 'archiveZip', progress: 100, errors: [], fileName: `${String(archive.code)} ${String(project.code)} 技术档案.zip`, rowsTotal: view.documents.length + 1 });

    const zip = (await quality.get(`/api/jobs/${started.jobId}/download`).buffer(true).parse(binaryParser).expect(200)).body as Buffer;
    const entries = zipEntries(zip, { maxFileBytes: 1e9, maxUncompressedBytes: 1e9, maxEntries: 1000 });
    const content = (name: string) => {
      const e = entries.find((x) => x.name === name);
      if (!e) throw new Error(`${name} not in ${entries.map((x) => x.name).join(', ')}`);
      return e.method === 0 ? Buffer.from(entryPayload(zip, e)) : inflateRawSync(entryPayload(zip, e));
    };
    const names = entries.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['index.html', 'index.csv', ...view.documents.map((d) => d.path)]));
    expect(names).toHaveLength(view.documents.length + 2);
    expect(content(`01 合同/项目 ${String(project.code)}/合同.pdf`).equals(files.contract)).toBe(true);
    expect(content(`06 原始记录/检测批次 JC-${tag}/标准曲线.pdf`).equals(files.curve)).toBe(true);
    expect(content(`07 检测报告/报告 OHIT-DJ-${tag} 第1版/OHIT-DJ-${tag}.pdf`).equals(files.report)).toBe(true);
    expect(content(`08 档案附件/档案 ${String(archive.code)}/纸质记录.pdf`).equals(files.affix)).toBe(true);
    expect(names.filter((n) => n.startsWith(`05 现场采样/现场采样 ${String(day.code)}（2026-03-05）/`))).toHaveLength(3);

    // the index names every file with the SHA-256 of the bytes packed, and the checklist
    const csv = content('index.csv').toString('utf8');
    for (const d of view.documents) expect(csv).toContain(`${d.path},${d.size},${sha(content(d.path))},已打包`);
    const html = content('index.html').toString('utf8');
    expect(html).toContain(`${String(project.code)}`);
    expect(html).toContain('保存期限至');
    expect(html).toMatch(/<td class="mark">✓<\/td><td>现场采样记录及签名<\/td>/);
    expect(html).not.toContain('<td class="mark">✗</td>');

    // another organisation sees neither the job nor the zip
    await orgb.get(`/api/jobs/${started.jobId}`).expect(404);
    await orgb.get(`/api/jobs/${started.jobId}/download`).expect(404);
  });

  it('downloads a document of the file from the archive, and nothing that is not the file’s', async () => {
    const view = await technicalFile(quality);
    const contract = view.documents.find((d) => d.group === '01 合同')!;
    const file = await quality.get(`/api/archive/${archive.id}/files/${contract.attachmentId}`).buffer(true).parse(binaryParser).expect(200);
    expect((file.body as Buffer).equals(files.contract)).toBe(true);
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('合同.pdf')}`);
    // a file of another project of the same organisation
    const { project: other } = await f.projectThrough(admin, orgs.A, []);
    const { id: foreign } = (await admin.post(`/api/project/${other.id}/attachments/contract`).attach('file', PDF('别的合同'), '别的合同.pdf').expect(201)).body;
    expect((await quality.get(`/api/archive/${archive.id}/files/${foreign}`).expect(404)).body.message).toBe('文件不存在或不属于该档案');
  });

  it("keeps organisation A's archive from organisation B: 404 on every endpoint, never in B's list, nothing changed", async () => {
    const id = archive.id;
    await orgb.get(`/api/archive/${id}`).expect(404);
    await orgb.get(`/api/archive/${id}/technicalFile`).expect(404);
    await orgb.get(`/api/archive/${id}/files/${affixId}`).expect(404);
    await orgb.post(`/api/archive/${id}/archive`).send({}).expect(404);
    await orgb.post(`/api/archive/${id}/zip`).send({}).expect(404);
    await orgb.post('/api/evaluationUnit/affix/upload').field('archiveId', String(id)).attach('file', PDF('x'), 'x.pdf').expect(404);
    await orgb.get(`/api/archiveRetention?organizationId=${orgs.A}`).expect(404);
    await orgb.put('/api/archiveRetention').send({ years: 20, organizationId: orgs.A }).expect(404);
    const theirs = (await orgb.get('/api/archive?size=500').expect(200)).body.content as Row[];
    expect(theirs.some((r) => r.id === id)).toBe(false);
    expect((await quality.get('/api/archive?size=500').expect(200)).body.content.some((r: Row) => r.id === id)).toBe(true);
    expect((await f.ds.query(`SELECT archive_retention_years FROM organizations WHERE id = $1`, [orgs.A]))[0].archive_retention_years).toBe(10);
  });

  it('生成档案 opens an archive for each issued project without one, once', async () => {
    const { project: issued } = await f.projectThrough(admin, orgs.A, []);
    // an issued project from before archives existed (by SQL: its own path is the reports' spec)
    await f.ds.query(`UPDATE projects SET state = 'issued' WHERE id = $1`, [issued.id]);
    const run = async () => (await quality.post('/api/archive/commands/prepare').send({}).expect(200)).body as { count: number; message: string };
    const first = await run();
    expect(first.count).toBeGreaterThanOrEqual(1);
    expect((await f.ds.query(`SELECT state FROM project_archives WHERE project_id = $1`, [issued.id]))[0].state).toBe('compiling');
    expect(await run()).toEqual({ count: 0, message: '没有需要生成档案的项目（报告已签发的项目均已建档）' });
  });

  it('lets a file of the archive go once its retention has ended — the records stay read-only', async () => {
    // as if the years had passed
    await f.ds.query(`UPDATE project_archives SET retain_until = CURRENT_DATE - 1 WHERE id = $1`, [archive.id]);
    await quality.delete(`/api/archive/${archive.id}/attachments/${affixId}`).send({ reason: '保存期满销毁' }).expect(200);
    expect((await f.ds.query(`SELECT count(*)::int AS n FROM resource_attachments WHERE id = $1`, [affixId]))[0].n).toBe(0);
    expect((await quality.post('/api/evaluationUnit/affix/upload').field('archiveId', String(archive.id)).attach('file', PDF('x'), 'x.pdf').expect(409)).body.message).toBe('项目已归档，资料只读');
    expect(await sqlRefusal(`UPDATE projects SET remark = 'x' WHERE id = $1`, [project.id])).toEqual(['OH409', '项目已归档，资料只读']);
  });
});
