import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { as, dataSourceOf, eventsOf, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';

type Client = ReturnType<typeof as>;
type Row = Record<string, unknown> & { id: number; version: number };

jest.setTimeout(120_000);

const URL = '/api/industryNews';
const PUBLIC = '/api/public/industryNews';
// a 1×1 PNG (the upload checks the content against the extension)
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const HOSTILE =
  '<h2>要点</h2><p onclick="steal()">正文<script>alert(1)</script></p><img src="x" onerror="alert(2)"><img src="https://img.example/a.png" onerror="alert(3)">' +
  '<a href="javascript:alert(4)">坏链接</a><a href="https://www.nhc.gov.cn/">卫健委</a><iframe src="https://evil.example"></iframe>';

/**
 * 行业资讯: the CMS on the kernel (api/industryNews — content sanitised on every write, 发布/下线,
 * the cover slot, permissions) and its public face without a token (api/public/industryNews —
 * published articles only, newest first, by title and category; an unpublished one is a 404 in
 * Chinese, its cover too). Articles are platform-wide: whoever holds the permission, of any
 * organisation, works on the same articles; nobody else touches them.
 */
describe('行业资讯 (api/industryNews, api/public/industryNews)', () => {
  let t: TestApp;
  let admin: Client;
  let sampler: Client;
  let orgb: Client;
  const tag = `IN${randomBytes(3).toString('hex')}`;

  const anonymous = () => request(t.app.getHttpServer());
  const add = async (extra: Record<string, unknown> = {}): Promise<Row> =>
    (await admin.post(`${URL}/add`).send({ title: `${tag} 标题`, category: '3', summary: '摘要', author: '平台编辑', content: '<p>正文</p>', ...extra }).expect(201)).body;
  const move = async (client: Client, row: Row, event: string, status = 200): Promise<Row> =>
    (await client.post(`${URL}/${row.id}/transitions/${event}`).send({ version: row.version }).expect(status)).body;
  const publicTitles = async (query = ''): Promise<string[]> =>
    (await anonymous().get(`${PUBLIC}?title=${encodeURIComponent(tag)}${query}`).expect(200)).body.content.map((n: { title: string }) => n.title);
  const stored = async (id: number) => (await dataSourceOf(t.app).query(`SELECT * FROM industry_news WHERE id = $1`, [id]))[0];

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.app);
    [admin, sampler, orgb] = await Promise.all(['admin', 'sampler', 'orgb-admin'].map(async (u) => as(t.app, await loginAs(t.app, u))));
  });
  afterAll(() => t.close());

  it('sanitises the content on add and on edit: no script, no on… handler, no javascript: link, no picture from elsewhere than http(s)', async () => {
    const row = await add({ content: HOSTILE });
    const expected =
      '<h2>要点</h2><p>正文</p><img src="https://img.example/a.png" /><a rel="noopener noreferrer" target="_blank">坏链接</a><a href="https://www.nhc.gov.cn/" rel="noopener noreferrer" target="_blank">卫健委</a>';
    expect(row.content).toBe(expected);
    expect((await stored(row.id)).content).toBe(expected);
    const [created] = await eventsOf(t.app, 'IndustryNewsCreated', row.id);
    expect(created.payload.new.content).toBe(expected);

    const edited = (await admin.put(`${URL}/edit`).send({ id: row.id, version: row.version, content: '<p>改<img src=x onerror=alert(1)><a href="JaVaScRiPt:alert(1)">链</a></p>' }).expect(200)).body;
    expect(edited.content).toBe('<p>改<a rel="noopener noreferrer" target="_blank">链</a></p>');
    const [change] = await eventsOf(t.app, 'IndustryNewsEdited', row.id);
    expect(change.payload.new.content).toBe(edited.content);
    expect(change.payload.old.content).toBe(expected);
  });

  it('keeps a draft off the public pages; 发布 shows it to anyone without a token and dates it; 下线 takes it, its article and its cover away again', async () => {
    const row = await add({ title: `${tag} 职业病防治法修订`, category: '1' });
    expect(row.state).toBe('draft');
    expect(await publicTitles()).not.toContain(`${tag} 职业病防治法修订`);
    const missing = await anonymous().get(`${PUBLIC}/${row.id}`).expect(404);
    expect(missing.body.message).toBe('资讯不存在或已下线');
    await anonymous().get(`${PUBLIC}/${row.id}/cover`).expect(404);

    const published = await move(admin, row, 'publish');
    expect(published.state).toBe('published');
    expect(Date.parse(String(published.publishedAt))).toBeGreaterThan(Date.now() - 60_000);
    const list = (await anonymous().get(`${PUBLIC}?title=${encodeURIComponent('职业病防治法')}`).expect(200)).body;
    expect(list.content).toContainEqual(
      expect.objectContaining({ id: row.id, title: `${tag} 职业病防治法修订`, category: '1', categoryName: '政策法规', summary: '摘要', author: '平台编辑', coverUrl: null }),
    );
    expect(list.content[0]).not.toHaveProperty('content');
    const detail = (await anonymous().get(`${PUBLIC}/${row.id}`).expect(200)).body;
    expect(detail).toMatchObject({ id: row.id, content: '<p>正文</p>', publishedAt: published.publishedAt });

    // the cover: uploaded through the slot, read publicly while the article is published
    await admin.post(`${URL}/${row.id}/attachments/cover`).attach('file', PNG, '封面.png').expect(201);
    const withCover = (await anonymous().get(`${PUBLIC}/${row.id}`).expect(200)).body;
    expect(withCover.coverUrl).toBe(`/api/public/industryNews/${row.id}/cover`);
    const cover = await anonymous().get(withCover.coverUrl).buffer(true).expect(200);
    expect(cover.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(cover.body as Buffer, PNG)).toBe(0);

    const [current] = await dataSourceOf(t.app).query(`SELECT version FROM industry_news WHERE id = $1`, [row.id]);
    const offline = await move(admin, { ...row, version: current.version }, 'unpublish');
    expect(offline.state).toBe('unpublished');
    expect(await publicTitles()).not.toContain(`${tag} 职业病防治法修订`);
    expect((await anonymous().get(`${PUBLIC}/${row.id}`).expect(404)).body.message).toBe('资讯不存在或已下线');
    await anonymous().get(`${PUBLIC}/${row.id}/cover`).expect(404);

    // published again after a correction: the first publication date stays
    const again = await move(admin, offline, 'publish');
    expect(again.publishedAt).toBe(published.publishedAt);
  });

  it('refuses to publish an article without content, in Chinese, and leaves it a draft', async () => {
    const row = await add({ content: '<p> <script>alert(1)</script></p>' });
    expect(row.content).toBeNull();
    const res = await admin.post(`${URL}/${row.id}/transitions/publish`).send({ version: row.version }).expect(400);
    expect(res.body.message).toBe('正文为空，不能发布');
    expect((await stored(row.id)).state).toBe('draft');
  });

  it('lists the published articles newest first, by title and by category, a page at a time', async () => {
    const topic = `${tag}-列表`;
    const make = async (title: string, category: string) => move(admin, await add({ title: `${topic} ${title}`, category }), 'publish');
    const first = await make('甲', '2');
    await make('乙', '3');
    await make('丙', '2');
    await add({ title: `${topic} 草稿`, category: '2' });
    const q = `${PUBLIC}?title=${encodeURIComponent(topic)}`;
    expect((await anonymous().get(q).expect(200)).body.content.map((n: { title: string }) => n.title)).toEqual([`${topic} 丙`, `${topic} 乙`, `${topic} 甲`]);
    expect((await anonymous().get(`${q}&category=2`).expect(200)).body.content.map((n: { title: string }) => n.title)).toEqual([`${topic} 丙`, `${topic} 甲`]);
    const page = (await anonymous().get(`${q}&page=1&size=2`).expect(200)).body;
    expect(page).toEqual({ totalElements: 3, content: [expect.objectContaining({ id: first.id })] });
    expect((await anonymous().get(`${PUBLIC}?size=500`).expect(400)).body.message).toBe('size不能超过50');
    expect((await anonymous().get(`${PUBLIC}/abc`).expect(400)).body.message).toBe('资讯ID必须是正整数');
    expect((await anonymous().get(`${PUBLIC}/999999999`).expect(404)).body.message).toBe('资讯不存在或已下线');
  });

  it('needs the permissions to write: without them every write is a 403 and nothing changes; the CMS itself needs a login', async () => {
    const row = await add({ title: `${tag} 权限` });
    await anonymous().get(URL).expect(401);
    await sampler.get(URL).expect(403);
    await sampler.post(`${URL}/add`).send({ title: `${tag} 越权`, category: '1' }).expect(403);
    await sampler.put(`${URL}/edit`).send({ id: row.id, version: row.version, title: '越权修改' }).expect(403);
    await sampler.post(`${URL}/${row.id}/transitions/publish`).send({ version: row.version }).expect(403);
    await sampler.delete(`${URL}/delete`).send({ ids: [row.id] }).expect(403);
    await sampler.post(`${URL}/${row.id}/attachments/cover`).attach('file', PNG, 'x.png').expect(403);
    expect(await stored(row.id)).toMatchObject({ title: `${tag} 权限`, state: 'draft', version: row.version });
    const [{ n }] = await dataSourceOf(t.app).query(`SELECT count(*)::int AS n FROM industry_news WHERE title LIKE $1`, [`${tag} 越权%`]);
    expect(n).toBe(0);
  });

  it('is platform-wide: an editor of another organisation works on the same articles, and publishes only with the 发布 button', async () => {
    const row = await add({ title: `${tag} 全平台` });
    // orgb-admin's role gets the menu and its generic buttons (no 发布/下线), as the seed grants a subtree
    await dataSourceOf(t.app).query(
      `INSERT INTO role_menus (role_id, menu_id)
       SELECT ur.role_id, m.id FROM user_roles ur JOIN users u ON u.id = ur.user_id CROSS JOIN menus m
        WHERE u.username = 'orgb-admin'
          AND (m.component_name = 'IndustryNews' OR (m.pid = (SELECT id FROM menus WHERE component_name = 'IndustryNews') AND m.permission NOT IN ('industryNews:publish', 'industryNews:unpublish')))
       ON CONFLICT DO NOTHING`,
    );
    const seen = (await orgb.get(`${URL}?title=${encodeURIComponent(`${tag} 全平台`)}`).expect(200)).body;
    expect(seen.content.map((r: Row) => r.id)).toEqual([row.id]);
    const edited = (await orgb.put(`${URL}/edit`).send({ id: row.id, version: row.version, summary: '乙方补充的摘要' }).expect(200)).body;
    expect(edited.summary).toBe('乙方补充的摘要');
    await orgb.post(`${URL}/${row.id}/transitions/publish`).send({ version: edited.version }).expect(403);
    expect((await stored(row.id)).state).toBe('draft');
  });

  it('deletes drafts and articles taken off line, never a published one; bad input is a 400 in Chinese that writes nothing', async () => {
    const published = await move(admin, await add({ title: `${tag} 已发布` }), 'publish');
    const refused = (await admin.delete(`${URL}/delete`).send({ ids: [published.id] }).expect(200)).body;
    expect(refused).toEqual({ code: '400', message: '已发布的数据不可删除' });
    const offline = await move(admin, published, 'unpublish');
    expect((await admin.delete(`${URL}/delete`).send({ ids: [offline.id] }).expect(200)).body.code).toBe('200');
    expect(await stored(offline.id)).toBeUndefined();

    const tooLong = await admin.post(`${URL}/add`).send({ title: '长'.repeat(201), category: '1' }).expect(400);
    expect(JSON.stringify(tooLong.body)).toContain('标题不能超过200个字符');
    const noCategory = await admin.post(`${URL}/add`).send({ title: `${tag} 无分类` }).expect(400);
    expect(JSON.stringify(noCategory.body)).toContain('分类不能为空');
    const [{ n }] = await dataSourceOf(t.app).query(`SELECT count(*)::int AS n FROM industry_news WHERE title = $1 OR title LIKE '长长长%'`, [`${tag} 无分类`]);
    expect(n).toBe(0);
  });
});
