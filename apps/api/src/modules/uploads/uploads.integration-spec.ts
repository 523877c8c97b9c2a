import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { as, dataSourceOf, eventsOf, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';

jest.setTimeout(60_000);

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const SVG_EVIL = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])) if (e.isFile()) out.push(e.name);
  return out;
}

describe('uploads through the storage port', () => {
  let t: TestApp;
  let dir: string;
  let seeded: Awaited<ReturnType<typeof seed>>;
  let admin: string;
  let analyst: string;
  let orgbAnalyst: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ohit-uploads-'));
    t = await createTestApp({ STORAGE_DIR: dir });
    seeded = await seed(t.app);
    [admin, analyst, orgbAnalyst] = await Promise.all(['admin', 'analyst', 'orgb-analyst'].map((u) => loginAs(t.app, u)));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const upload = (url: string, content: Buffer | null, filename = 'x.pdf', token = admin) => {
    const req = as(t.app, token).post(url);
    return content === null ? req.field('name', 'x') : req.attach('file', content, filename);
  };
  const count = async () => (await dataSourceOf(t.app).query(`SELECT count(*)::int AS n FROM stored_files`))[0].n as number;

  it('stores a document under a generated name and serves it to its organisation only', async () => {
    const res = await upload('/api/localStorage', PDF, '检测报告.pdf').expect(201);
    expect(res.body).toMatchObject({ name: '检测报告.pdf', suffix: 'pdf', type: 'application/pdf', size: PDF.length, kind: 'document', organizationId: seeded.organizations.A });
    expect(res.body.key).toMatch(/^document_\d{8}_[0-9a-f]{32}\.pdf$/);
    expect(res.body.path).toBe(`/files/${res.body.key}`);
    expect(await listFiles(dir)).toContain(res.body.key.split('_')[2]);
    const [event] = await eventsOf(t.app, 'FileUploaded', res.body.id);
    expect(event.payload.new).toMatchObject({ key: res.body.key, kind: 'document' });
    const got = await as(t.app, analyst).get(res.body.path).buffer(true).expect(200);
    expect(Buffer.compare(got.body as Buffer, PDF)).toBe(0);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    await as(t.app, orgbAnalyst).get(res.body.path).expect(404);
    await request(t.app.getHttpServer()).get(res.body.path).expect(401);
    await request(t.app.getHttpServer()).get(`/files/public/${res.body.key}`).expect(404);
    const list = await as(t.app, admin).get('/api/localStorage?blurry=检测报告').expect(200);
    expect(list.body.content.map((r: { id: number }) => r.id)).toContain(res.body.id);
  });

  it.each([
    ['wrong extension', '/api/localStorage', Buffer.from('#!/bin/sh\nrm -rf /'), 'run.sh', 400, '文件类型不正确，只能上传pdf、doc、docx、xls、xlsx、jpg、jpeg、png格式的文件'],
    ['renamed executable as .png', '/api/pictures', EXE, 'photo.png', 400, '文件内容与扩展名不符，只能上传jpg、jpeg、png、gif、webp格式的文件'],
    ['PDF named .docx', '/api/localStorage', PDF, 'a.docx', 400, '文件内容与扩展名不符，只能上传pdf、doc、docx、xls、xlsx、jpg、jpeg、png格式的文件'],
    ['oversized picture', '/api/pictures', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'big.png', 413, '文件大小不能超过5MB'],
    ['oversized logo', '/api/organization/upload/organization', Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]), 'logo.png', 413, '文件大小不能超过1MB'],
    ['SVG with a script', '/api/organization/upload/organization', SVG_EVIL, 'logo.svg', 400, 'SVG图片包含脚本等不安全内容，请重新选择'],
    ['missing file field', '/api/qiNiuContent', null, '', 400, '请选择要上传的文件（字段名 file）'],
  ])('refuses %s with a Chinese 4xx and stores nothing', async (_label, url, content, filename, status, message) => {
    const before = await count();
    const files = await listFiles(dir);
    const res = await upload(url as string, content as Buffer | null, filename as string).expect(status as number);
    expect(res.body).toEqual({ status, timestamp: expect.any(String), message });
    expect(await count()).toBe(before);
    expect(await listFiles(dir)).toEqual(files);
  });

  it('refuses a JSON body and a file under another field name', async () => {
    await as(t.app, admin).post('/api/localStorage').send({ file: 'x' }).expect(400);
    const res = await as(t.app, admin).post('/api/localStorage').attach('upload', PDF, 'a.pdf').expect(400);
    expect(res.body.message).toBe('请选择要上传的文件（字段名 file）');
  });

  it('ignores the client name for storage: a traversal name is stored under a generated key', async () => {
    const res = await upload('/api/pictures', PNG, '../../etc/passwd.png').expect(201);
    expect(res.body.key).toMatch(/^picture_\d{8}_[0-9a-f]{32}\.png$/);
    expect(res.body.name).toBe('passwd.png');
    expect(res.body.path).toBe(`/files/public/${res.body.key}`);
    const got = await request(t.app.getHttpServer()).get(res.body.path).buffer(true).expect(200);
    expect(got.headers['content-type']).toBe('image/png');
    await as(t.app, admin).get('/files/..%2F..%2Fetc%2Fpasswd').expect(404);
    await as(t.app, admin).get('/files/public/..%2F..%2Fetc%2Fpasswd.png').expect(404);
  });

  it('uploads an organisation logo within the write scope; permissions are checked', async () => {
    const ok = await upload('/api/organization/upload/organization', PNG, 'logo.png').expect(201);
    expect(ok.body).toMatchObject({ kind: 'logo', organizationId: seeded.organizations.A, path: `/files/public/${ok.body.key}` });
    await upload('/api/localStorage', PDF, 'a.pdf', analyst).expect(403);
    await as(t.app, analyst).get('/api/localStorage').expect(403);
  });

  it('deletes files (record, event and stored object)', async () => {
    const res = await upload('/api/localStorage', PDF, 'del.pdf').expect(201);
    await as(t.app, orgbAnalyst).delete('/api/localStorage').send({ ids: [res.body.id] }).expect(403);
    await as(t.app, admin).delete('/api/localStorage').send({ ids: [res.body.id], reason: '重复上传' }).expect(200);
    expect(await listFiles(dir)).not.toContain(res.body.key.split('_')[2]);
    expect(await eventsOf(t.app, 'FileDeleted', res.body.id)).toHaveLength(1);
    const [deleted] = await dataSourceOf(t.app).query(`SELECT reason FROM domain_events WHERE type = 'FileDeleted' AND aggregate_id = $1`, [String(res.body.id)]);
    expect(deleted.reason).toBe('重复上传');
    await as(t.app, admin).get(res.body.path).expect(404);
  });
});
