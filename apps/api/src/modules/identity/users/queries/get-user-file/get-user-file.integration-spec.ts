import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import request from 'supertest';
import { LocalStorageDriver } from '@ohit/server-storage';
import type { SeedDemoResult } from '../../../../../seed/seed-demo';
import { as, dataSourceOf, eventsOf, loginAs, seed } from '../../../../../testing/identity';
import { createTestApp, TestApp } from '../../../../../testing/test-app';

jest.setTimeout(120_000);

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.from(Array.from({ length: 300 }, (_, i) => i % 251))]);
const PNG2 = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(120, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF signature bytes'), Buffer.alloc(80, 3)]);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
}

describe('users: avatars and signatures through the storage port, served by an authorised route', () => {
  let t: TestApp;
  let dir: string;
  let root: string;
  let s: SeedDemoResult;
  const tokens: Record<string, string> = {};
  const userKey = async (id: number, column: 'avatar' | 'signature') => (await dataSourceOf(t.app).query(`SELECT ${column} AS key FROM users WHERE id = $1`, [id]))[0].key as string | null;
  // Other suites share the database: count only what this user uploaded.
  const storedFilesOf = async (id: number) => (await dataSourceOf(t.app).query(`SELECT count(*)::int AS n FROM stored_files WHERE uploaded_by = $1`, [id]))[0].n as number;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ohit-user-files-'));
    root = join(dir, 'storage');
    t = await createTestApp({ STORAGE_DIR: root });
    s = await seed(t.app);
    for (const u of ['admin', 'surveyor', 'analyst', 'orgb-admin', 'orgb-analyst']) tokens[u] = await loginAs(t.app, u);
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores the avatar under a generated key inside the storage root and gives the same bytes back to its owner', async () => {
    const id = s.users.surveyor;
    const up = await as(t.app, tokens.surveyor).post('/api/users/updateAvatar').attach('avatar', PNG, '../../我的头像.png').expect(200);
    expect(up.body).toEqual({ path: `/api/users/${id}/avatar` });

    const key = await userKey(id, 'avatar');
    expect(key).toMatch(/^avatar_\d{8}_[0-9a-f]{32}\.png$/);
    const [row] = await dataSourceOf(t.app).query(`SELECT kind, content_type, size, organization_id, uploaded_by, original_name FROM stored_files WHERE key = $1`, [key]);
    expect(row).toEqual({ kind: 'avatar', content_type: 'image/png', size: String(PNG.length), organization_id: s.organizations.A, uploaded_by: id, original_name: 'avatar.png' });
    expect((await eventsOf(t.app, 'UserAvatarChanged', id))[0].payload.new).toEqual({ avatar: key });
    // Every byte on disk is under the storage root, at the driver's own path for the key.
    expect(await filesUnder(dir)).toEqual([relative(dir, new LocalStorageDriver(root).pathOf(key!))]);

    const got = await as(t.app, tokens.surveyor).get(up.body.path).buffer(true).expect(200);
    expect(Buffer.compare(got.body as Buffer, PNG)).toBe(0);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toBe(`inline; filename="avatar-${id}.png"`);
    expect(got.headers['cache-control']).toBe('private, no-cache');
    // Unchanged image: the browser's revalidation answers 304 without the bytes.
    await as(t.app, tokens.surveyor).get(up.body.path).set('If-None-Match', got.headers.etag).expect(304);
  });

  it('lets others read a user file only with the users-read permission and inside their organisation scope', async () => {
    const surveyor = s.users.surveyor;
    const path = `/api/users/${surveyor}/avatar`;
    await as(t.app, tokens.surveyor).post('/api/users/updateAvatar').attach('avatar', PNG, 'a.png').expect(200);

    const byAdmin = await as(t.app, tokens.admin).get(path).buffer(true).expect(200);
    expect(Buffer.compare(byAdmin.body as Buffer, PNG)).toBe(0);

    const otherOrg = await as(t.app, tokens['orgb-admin']).get(path).expect(404);
    expect(otherOrg.body).toEqual({ status: 404, timestamp: expect.any(String), message: '文件不存在或无权访问' });
    const noPermission = await as(t.app, tokens.analyst).get(path).expect(403);
    expect(noPermission.body.message).toBe('没有权限，请联系管理员');
    const anonymous = await request(t.app.getHttpServer()).get(path).expect(401);
    expect(anonymous.body.status).toBe(401);

    // Inside organisation B: its administrator (users-read) sees its analyst's signature.
    await as(t.app, tokens['orgb-analyst']).post('/api/users/upload/sign').attach('file', JPEG, 'sig.jpg').expect(200);
    const sign = await as(t.app, tokens['orgb-admin']).get(`/api/users/${s.users['orgb-analyst']}/sign`).buffer(true).expect(200);
    expect(Buffer.compare(sign.body as Buffer, JPEG)).toBe(0);
    await as(t.app, tokens['orgb-analyst']).get(`/api/users/${s.users['orgb-admin']}/avatar`).expect(403);

    // The generic file route never serves these kinds, whoever asks and whatever they know.
    await as(t.app, tokens.admin).get(`/files/${await userKey(surveyor, 'avatar')}`).expect(404);
    await request(t.app.getHttpServer()).get(`/files/public/${await userKey(surveyor, 'avatar')}`).expect(404);
  });

  it('serves the signature as uploaded; a new avatar replaces the old one, a new signature keeps the old file', async () => {
    const id = s.users.analyst;
    await as(t.app, tokens.analyst).post('/api/users/upload/sign').attach('file', JPEG, 's.jpg').expect(200);
    const firstSign = await userKey(id, 'signature');
    const got = await as(t.app, tokens.analyst).get(`/api/users/${id}/sign`).buffer(true).expect(200);
    expect(Buffer.compare(got.body as Buffer, JPEG)).toBe(0);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(got.headers['content-disposition']).toBe(`inline; filename="signature-${id}.jpg"`);
    await as(t.app, tokens.analyst).post('/api/users/upload/sign').attach('file', PNG, 's.png').expect(200);
    expect(await userKey(id, 'signature')).not.toBe(firstSign);
    expect(await dataSourceOf(t.app).query(`SELECT kind FROM stored_files WHERE key = $1`, [firstSign])).toEqual([{ kind: 'signature' }]);

    await as(t.app, tokens.analyst).post('/api/users/updateAvatar').attach('avatar', PNG, 'a.png').expect(200);
    const firstAvatar = (await userKey(id, 'avatar'))!;
    await as(t.app, tokens.analyst).post('/api/users/updateAvatar').attach('avatar', PNG2, 'b.png').expect(200);
    const secondAvatar = (await userKey(id, 'avatar'))!;
    expect(await dataSourceOf(t.app).query(`SELECT 1 FROM stored_files WHERE key = $1`, [firstAvatar])).toEqual([]);
    const files = await filesUnder(root);
    expect(files.some((f) => f.endsWith(firstAvatar.split('_')[2]))).toBe(false);
    expect(files.some((f) => f.endsWith(secondAvatar.split('_')[2]))).toBe(true);
    const now = await as(t.app, tokens.analyst).get(`/api/users/${id}/avatar`).buffer(true).expect(200);
    expect(Buffer.compare(now.body as Buffer, PNG2)).toBe(0);
  });

  it('answers a missing file, a bad id and a refused upload with a Chinese 4xx and stores nothing', async () => {
    const none = await as(t.app, tokens.admin).get(`/api/users/${s.users.qy}/sign`).expect(404);
    expect(none.body.message).toBe('文件不存在或无权访问');
    await as(t.app, tokens.admin).get('/api/users/999999999/avatar').expect(404);
    await as(t.app, tokens.admin).get('/api/users/99999999999/avatar').expect(404);
    expect((await as(t.app, tokens.admin).get('/api/users/abc/avatar').expect(400)).body.message).toBe('用户id必须是整数');

    const surveyor = s.users.surveyor;
    const before = { rows: await storedFilesOf(surveyor), avatar: await userKey(surveyor, 'avatar'), files: await filesUnder(dir) };
    const bad = await as(t.app, tokens.surveyor).post('/api/users/updateAvatar').attach('avatar', Buffer.from('<svg onload="x()"/>'), 'x.png').expect(400);
    expect(bad.body.message).toContain('文件格式不正确');
    expect({ rows: await storedFilesOf(surveyor), avatar: await userKey(surveyor, 'avatar'), files: await filesUnder(dir) }).toEqual(before);
  });
});
