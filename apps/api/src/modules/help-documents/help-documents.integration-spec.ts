import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { as, dataSourceOf, eventsOf, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';

jest.setTimeout(60_000);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

async function storedObjects(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])) if (e.isFile()) out.push(e.name);
  return out.sort();
}

interface Doc {
  id: number;
  title: string;
  fileName: string;
  organizationId: number | null;
  platformWide: boolean;
  downloadPath: string;
}

/** 帮助文档 (/helper): platform-wide documents for everyone, an organisation's own for its users only. */
describe('help documents', () => {
  let t: TestApp;
  let dir: string;
  let orgs: Record<string, number>;
  const tokens: Record<string, string> = {};
  const api = (who: string) => as(t.app, tokens[who]!);
  const titles = async (who: string, query = '') => ((await api(who).get(`/api/helpDocuments${query}`).expect(200)).body.content as Doc[]).map((d) => d.title);
  const upload = (who: string, fields: Record<string, string>, content: Buffer = PDF, filename = '操作手册.pdf') => {
    let req = api(who).post('/api/helpDocuments');
    for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
    return req.attach('file', content, filename);
  };
  const docCount = async () => (await dataSourceOf(t.app).query(`SELECT count(*)::int AS n FROM help_documents`))[0].n as number;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ohit-help-docs-'));
    t = await createTestApp({ STORAGE_DIR: dir });
    orgs = (await seed(t.app)).organizations;
    for (const u of ['admin', 'analyst', 'orgb-admin', 'orgb-analyst', 'qy']) tokens[u] = await loginAs(t.app, u);
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('lists nothing before anything is uploaded (the page then says 暂未提供帮助文档)', async () => {
    expect((await api('analyst').get('/api/helpDocuments').expect(200)).body).toEqual({ content: [], totalElements: 0 });
    await request(t.app.getHttpServer()).get('/api/helpDocuments').expect(401);
  });

  it('a platform-wide document: uploaded by the administrator, listed and downloadable for every organisation', async () => {
    const res = await upload('admin', { title: '平台使用手册', platformWide: 'true' }).expect(201);
    expect(res.body).toMatchObject({ title: '平台使用手册', fileName: '操作手册.pdf', suffix: 'pdf', size: PDF.length, organizationId: null, platformWide: true });
    expect(res.body).not.toHaveProperty('key');
    for (const who of ['analyst', 'orgb-analyst', 'qy']) {
      expect(await titles(who)).toContain('平台使用手册');
      const file = await api(who).get(res.body.downloadPath).buffer(true).expect(200);
      expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);
      expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('操作手册.pdf')}`);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
    }
    await request(t.app.getHttpServer()).get(res.body.downloadPath).expect(401);
    const [event] = await eventsOf(t.app, 'HelpDocumentUploaded', res.body.id);
    expect(event).toMatchObject({ actor_id: 1, payload: { old: null, new: { title: '平台使用手册', organizationId: null } } });
  });

  it('tenant isolation: an organisation\'s document is seen and downloaded by its own users only', async () => {
    // orgb-admin holds helpDoc:add (系统设置 › 帮助文档 › 上传); without a target the document is their organisation's
    const b = await upload('orgb-admin', { title: '乙方作业指导书' }, PDF, '作业指导书.pdf').expect(201);
    expect(b.body).toMatchObject({ organizationId: orgs.B, platformWide: false });
    const a = await upload('admin', { title: '示范公司内部规程', organizationId: String(orgs.A) }).expect(201);

    expect(await titles('orgb-analyst')).toEqual(expect.arrayContaining(['乙方作业指导书', '平台使用手册']));
    expect(await titles('orgb-analyst')).not.toContain('示范公司内部规程');
    expect(await titles('analyst')).toEqual(expect.arrayContaining(['示范公司内部规程', '平台使用手册']));
    expect(await titles('analyst')).not.toContain('乙方作业指导书');
    // the enterprise flag (isQy) reads every organisation's business data, not another organisation's help documents
    expect(await titles('qy')).not.toContain('乙方作业指导书');
    // organizationId in the query never widens a non-administrator's view
    expect(await titles('analyst', `?organizationId=${orgs.B}`)).not.toContain('乙方作业指导书');

    const other = await api('analyst').get(b.body.downloadPath).expect(404);
    expect(other.body).toEqual({ status: 404, timestamp: expect.any(String), message: '帮助文档不存在或无权访问' });
    await api('orgb-analyst').get(a.body.downloadPath).expect(404);
    await api('orgb-analyst').get(b.body.downloadPath).expect(200);

    // administrators see all, and may narrow to one organisation (platform-wide documents stay listed)
    expect(await titles('admin')).toEqual(expect.arrayContaining(['乙方作业指导书', '示范公司内部规程', '平台使用手册']));
    const narrowed = await titles('admin', `?organizationId=${orgs.A}`);
    expect(narrowed).toEqual(expect.arrayContaining(['示范公司内部规程', '平台使用手册']));
    expect(narrowed).not.toContain('乙方作业指导书');
  });

  it('uploads go only to organisations in the uploader\'s scope; platform-wide is for administrators', async () => {
    const before = await docCount();
    const objects = await storedObjects(dir);
    // orgb-admin's data scope ALL covers the branch B-1
    const branch = await upload('orgb-admin', { title: '分部须知', organizationId: String(orgs.B1) }).expect(201);
    expect(branch.body.organizationId).toBe(orgs.B1);
    expect(await titles('orgb-analyst')).not.toContain('分部须知');

    const foreign = await upload('orgb-admin', { title: '越权', organizationId: String(orgs.A) }).expect(404);
    expect(foreign.body).toEqual({ status: 404, timestamp: expect.any(String), message: '机构不存在或无权访问' });
    const wide = await upload('orgb-admin', { title: '越权', platformWide: 'true' }).expect(403);
    expect(wide.body.message).toBe('只有管理员可以上传或删除全平台帮助文档');
    const denied = await upload('analyst', { title: '无权' }).expect(403);
    expect(denied.body).toEqual({ status: 403, timestamp: expect.any(String), message: '没有权限，请联系管理员' });
    expect(await docCount()).toBe(before + 1);
    expect((await storedObjects(dir)).length).toBe(objects.length + 1);
  });

  it.each([
    ['a file type that is not a document', { title: 'x' }, Buffer.from('#!/bin/sh\n'), 'run.sh', 400, '文件类型不正确，只能上传pdf、doc、docx、xls、xlsx、jpg、jpeg、png格式的文件'],
    ['an executable renamed .pdf', { title: 'x' }, EXE, 'manual.pdf', 400, '文件内容与扩展名不符，只能上传pdf、doc、docx、xls、xlsx、jpg、jpeg、png格式的文件'],
    ['a title over 100 characters', { title: '长'.repeat(101) }, PDF, 'a.pdf', 400, '文档标题不能超过100个字符'],
    ['a non-numeric organisation', { organizationId: '1 OR 1=1' }, PDF, 'a.pdf', 400, 'organizationId必须是整数'],
    ['an organisation that does not exist', { organizationId: '999999' }, PDF, 'a.pdf', 404, '机构不存在或无权访问'],
    ['a reason over 500 characters', { title: 'x', reason: '因'.repeat(501) }, PDF, 'a.pdf', 400, '操作原因不能超过500个字符'],
  ])('refuses %s with a Chinese 4xx and stores nothing', async (_label, fields, content, filename, status, message) => {
    const before = await docCount();
    const objects = await storedObjects(dir);
    const res = await upload('admin', fields as Record<string, string>, content as Buffer, filename as string).expect(status as number);
    expect(res.body).toEqual({ status, timestamp: expect.any(String), message });
    expect(await docCount()).toBe(before);
    expect(await storedObjects(dir)).toEqual(objects);
  });

  it('refuses bad list and download requests with a Chinese 400', async () => {
    const sort = await api('analyst').get('/api/helpDocuments?sort=password,asc').expect(400);
    expect(sort.body).toEqual({ status: 400, timestamp: expect.any(String), message: expect.stringContaining('不支持的排序') });
    const id = await api('analyst').get('/api/helpDocuments/abc/download').expect(400);
    expect(id.body).toEqual({ status: 400, timestamp: expect.any(String), message: 'id必须是整数' });
    const ids = await api('admin').delete('/api/helpDocuments').send({ ids: 'all' }).expect(400);
    expect(ids.body).toEqual({ status: 400, timestamp: expect.any(String), message: expect.stringContaining('ids必须是数组') });
    expect((await api('admin').get('/api/helpDocuments?sort=title,asc&size=2').expect(200)).body.content).toHaveLength(2);
  });

  it('delete: own organisation\'s documents only (others are "not found"), platform-wide by administrators; file and record go together', async () => {
    const list = (await api('admin').get('/api/helpDocuments?size=100').expect(200)).body.content as Doc[];
    const byTitle = (title: string) => list.find((d) => d.title === title)!;
    const mine = byTitle('乙方作业指导书');
    const foreign = byTitle('示范公司内部规程');
    const wide = byTitle('平台使用手册');

    await api('orgb-analyst').delete('/api/helpDocuments').send({ ids: [mine.id] }).expect(403);
    const notFound = await api('orgb-admin').delete('/api/helpDocuments').send({ ids: [mine.id, foreign.id] }).expect(404);
    expect(notFound.body.message).toBe('帮助文档不存在或无权访问');
    expect((await api('orgb-admin').delete('/api/helpDocuments').send({ ids: [wide.id] }).expect(403)).body.message).toBe('只有管理员可以上传或删除全平台帮助文档');
    expect(await titles('orgb-analyst')).toContain('乙方作业指导书');
    expect(await titles('analyst')).toContain('示范公司内部规程');

    const objects = await storedObjects(dir);
    await api('orgb-admin').delete('/api/helpDocuments').send({ ids: [mine.id] }).expect(200, {});
    expect(await titles('orgb-analyst')).not.toContain('乙方作业指导书');
    await api('orgb-analyst').get(mine.downloadPath).expect(404);
    expect((await storedObjects(dir)).length).toBe(objects.length - 1);
    const [event] = await eventsOf(t.app, 'HelpDocumentDeleted', mine.id);
    expect(event.payload).toMatchObject({ old: { title: '乙方作业指导书', organizationId: orgs.B }, new: null });

    // the bare-array body of the spec's admin framework works too
    await api('admin').delete('/api/helpDocuments').send([wide.id]).expect(200);
    expect(await titles('orgb-analyst')).not.toContain('平台使用手册');
  });

  it('upload and delete carry their optional reason, trimmed, into the document\'s and the file\'s events', async () => {
    const ds = dataSourceOf(t.app);
    const reasonsOf = async (type: string, id: number): Promise<(string | null)[]> =>
      (await ds.query(`SELECT reason FROM domain_events WHERE type = $1 AND aggregate_id = $2 ORDER BY seq`, [type, String(id)])).map((r: { reason: string | null }) => r.reason);
    const doc = await upload('admin', { title: '原因说明文档', organizationId: String(orgs.A), reason: ' 新版操作规程 ' }).expect(201);
    const [{ stored_file_id: fileId }] = await ds.query(`SELECT stored_file_id FROM help_documents WHERE id = $1`, [doc.body.id]);
    expect(await reasonsOf('HelpDocumentUploaded', doc.body.id)).toEqual(['新版操作规程']);
    expect(await reasonsOf('FileUploaded', fileId)).toEqual(['新版操作规程']);

    const long = await api('admin').delete('/api/helpDocuments').send({ ids: [doc.body.id], reason: '因'.repeat(501) }).expect(400);
    expect(long.body).toEqual({ status: 400, timestamp: expect.any(String), message: '操作原因不能超过500个字符' });
    expect(await titles('analyst')).toContain('原因说明文档');
    expect(await reasonsOf('HelpDocumentDeleted', doc.body.id)).toEqual([]);

    await api('admin').delete('/api/helpDocuments').send({ ids: [doc.body.id], reason: '\t已被新版替代 ' }).expect(200);
    expect(await reasonsOf('HelpDocumentDeleted', doc.body.id)).toEqual(['已被新版替代']);
    expect(await reasonsOf('FileDeleted', fileId)).toEqual(['已被新版替代']);
  });
});
