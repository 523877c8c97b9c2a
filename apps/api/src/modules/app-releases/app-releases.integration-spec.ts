import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { as, dataSourceOf, eventsOf, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';

jest.setTimeout(60_000);

const apk = (tag: string) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from(`AndroidManifest.xml ${tag}`), Buffer.alloc(256, 7)]);

describe('app releases (apkAffix)', () => {
  let t: TestApp;
  let dir: string;
  let admin: string;
  let analyst: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ohit-apk-'));
    t = await createTestApp({ STORAGE_DIR: dir });
    await seed(t.app);
    [admin, analyst] = await Promise.all([loginAs(t.app, 'admin'), loginAs(t.app, 'analyst')]);
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const upload = (version: string, content: Buffer, name = 'ohit.apk', token = admin) =>
    as(t.app, token).post('/api/apkAffix/upload').field('version', version).field('description', `版本${version}`).attach('file', content, name);

  it('answers "no app" before any release', async () => {
    expect((await as(t.app, analyst).get('/api/apkAffix/latest').expect(200)).body).toEqual({ code: 404, body: {}, message: '暂无APP软件' });
    expect((await as(t.app, analyst).get('/api/apkAffix/queryNew').expect(404)).body.message).toBe('暂无APP软件');
    expect((await as(t.app, analyst).get('/api/apkAffix/isNew?version=1.0.0').expect(200)).body).toEqual({ isNew: false, version: null, path: null });
    await request(t.app.getHttpServer()).get('/api/dispalyView/apk').expect(404);
  });

  it('uploads packages, answers queryNew/isNew/latest and serves the newest publicly', async () => {
    const first = await upload('1.0.0', apk('one')).expect(201);
    expect(first.body).toMatchObject({ version: '1.0.0', description: '版本1.0.0', fileName: 'ohit.apk', path: '/api/dispalyView/apk?version=1.0.0', filePath: '/api/dispalyView/apk?version=1.0.0', createBy: 'admin' });
    await upload('1.2.0', apk('two')).expect(201);
    expect((await as(t.app, analyst).get('/api/apkAffix/queryNew').expect(200)).body).toMatchObject({ version: '1.2.0' });
    expect((await as(t.app, analyst).get('/api/apkAffix/latest').expect(200)).body).toEqual({
      code: 200,
      body: { path: '/api/dispalyView/apk?version=1.2.0', version: '1.2.0', description: '版本1.2.0', size: apk('two').length },
    });
    expect((await as(t.app, analyst).get('/api/apkAffix/isNew?version=1.0.0').expect(200)).body).toMatchObject({ isNew: true, version: '1.2.0' });
    expect((await as(t.app, analyst).get('/api/apkAffix/isNew?version=1.2.0').expect(200)).body.isNew).toBe(false);
    await as(t.app, analyst).get('/api/apkAffix/isNew?version=abc').expect(400);
    const all = await as(t.app, admin).get('/api/apkAffix/queryAll').expect(200);
    expect(all.body.content.map((r: { version: string }) => r.version)).toEqual(['1.2.0', '1.0.0']);
    const dl = await request(t.app.getHttpServer()).get('/api/dispalyView/apk').buffer(true).parse((res, cb) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => cb(null, Buffer.concat(parts)));
    });
    expect(dl.status).toBe(200);
    expect(Buffer.compare(dl.body as Buffer, apk('two'))).toBe(0);
    expect(dl.headers['content-disposition']).toBe('attachment; filename="ohit-1.2.0.apk"');
    expect(await eventsOf(t.app, 'AppReleasePublished', first.body.id)).toHaveLength(1);
  });

  it('refuses non-apk files, renamed content, bad or old versions, and non-administrators', async () => {
    const before = (await dataSourceOf(t.app).query(`SELECT count(*)::int AS n FROM stored_files WHERE kind = 'apk'`))[0].n;
    expect((await upload('2.0.0', apk('x'), 'ohit.zip').expect(400)).body.message).toBe('文件类型不正确，只能上传apk格式的文件');
    expect((await upload('2.0.0', Buffer.from('MZ not a zip'), 'ohit.apk').expect(400)).body.message).toBe('文件内容与扩展名不符，只能上传apk格式的文件');
    expect((await upload('latest', apk('x')).expect(400)).body.message).toBe('版本号格式不正确，例如 1.2.3');
    expect((await upload('1.1.0', apk('x')).expect(400)).body.message).toBe('版本号必须高于当前最新版本');
    expect((await upload('1.2.0', apk('x')).expect(409)).body.message).toBe('该版本号已存在');
    await upload('3.0.0', apk('x'), 'ohit.apk', analyst).expect(403);
    expect((await dataSourceOf(t.app).query(`SELECT count(*)::int AS n FROM stored_files WHERE kind = 'apk'`))[0].n).toBe(before);
  });

  it('records the reason sent with an upload and a delete; refuses one over 500 characters and stores nothing', async () => {
    const before = (await dataSourceOf(t.app).query(`SELECT count(*)::int AS n FROM stored_files WHERE kind = 'apk'`))[0].n;
    const refused = await upload('5.0.0', apk('r')).field('reason', '长'.repeat(501)).expect(400);
    expect(refused.body.message).toBe('操作原因不能超过500个字符');
    expect((await dataSourceOf(t.app).query(`SELECT count(*)::int AS n FROM stored_files WHERE kind = 'apk'`))[0].n).toBe(before);
    const res = await upload('5.0.0', apk('r')).field('reason', ' 修复闪退 ').expect(201);
    const reasons = async (type: string) =>
      (await dataSourceOf(t.app).query(`SELECT reason FROM domain_events WHERE type = $1 AND aggregate_id = $2`, [type, String(res.body.id)])).map((r: { reason: string }) => r.reason);
    expect(await reasons('AppReleasePublished')).toEqual(['修复闪退']);
    await as(t.app, admin).delete('/api/apkAffix/delete').send({ ids: [res.body.id], reason: '撤回有问题的版本' }).expect(200);
    expect(await reasons('AppReleaseDeleted')).toEqual(['撤回有问题的版本']);
  });

  it('deletes a release and its package', async () => {
    const all = await as(t.app, admin).get('/api/apkAffix/queryAll').expect(200);
    const newest = all.body.content[0];
    await as(t.app, analyst).delete('/api/apkAffix/delete').send({ ids: [newest.id] }).expect(403);
    await as(t.app, admin).delete('/api/apkAffix/delete').send({ ids: [newest.id] }).expect(200);
    expect((await as(t.app, analyst).get('/api/apkAffix/latest').expect(200)).body.body.path).toBe('/api/dispalyView/apk?version=1.0.0');
    await request(t.app.getHttpServer()).get('/api/dispalyView/apk?version=1.2.0').expect(404);
  });
});
