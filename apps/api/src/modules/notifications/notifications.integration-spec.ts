import { io, Socket } from 'socket.io-client';
import { as, dataSourceOf, eventsOf, loginAs, seed } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';

jest.setTimeout(60_000);

function connect(url: string, token: string): Promise<Socket> {
  const s = io(url, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('notifications (announcements, send records, real-time push)', () => {
  let t: TestApp;
  let seeded: Awaited<ReturnType<typeof seed>>;
  let admin: string;
  let analyst: string;
  let orgbAnalyst: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    seeded = await seed(t.app);
    [admin, analyst, orgbAnalyst] = await Promise.all([loginAs(t.app, 'admin'), loginAs(t.app, 'analyst'), loginAs(t.app, 'orgb-analyst')]);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await t.close();
  });

  const send = (body: Record<string, unknown>, token = admin) => as(t.app, token).post('/api/ohitAnnouncement/send').send(body);
  const sendsOf = (announcementId: number) =>
    dataSourceOf(t.app).query(`SELECT user_id, read_flag, update_by FROM announcement_sends WHERE announcement_id = $1 ORDER BY user_id`, [announcementId]);

  it('strips scripts, event handlers and javascript: URLs from the content', async () => {
    const res = await send({
      titile: '<b>安全</b>通知',
      msgAbstract: '摘要<script>x()</script>',
      msgCategory: 1,
      priority: 2,
      msgContent:
        '<p onclick="steal()">正文<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a><a href="https://ok.example/">好</a><iframe src="https://evil"></iframe><span style="color:#f00;background:url(javascript:alert(4))">红</span></p>',
      userIds: [seeded.users.analyst],
    }).expect(200);
    const [row] = await dataSourceOf(t.app).query(`SELECT titile, msg_abstract, msg_content FROM announcements WHERE id = $1`, [res.body.id]);
    expect(row.titile).toBe('安全通知');
    expect(row.msg_abstract).toBe('摘要');
    const html: string = row.msg_content;
    for (const bad of ['<script', 'alert(1)', 'onerror', 'onclick', 'javascript:', '<iframe', 'background']) expect(html).not.toContain(bad);
    expect(html).toContain('正文');
    expect(html).toContain('<img src="x" />');
    expect(html).toContain('href="https://ok.example/"');
    expect(html).toContain('style="color:#f00"');
  });

  it('sends to a role: one send record per member, written with the AnnouncementSent event', async () => {
    const members: { user_id: number }[] = await dataSourceOf(t.app).query(
      `SELECT ur.user_id FROM user_roles ur JOIN users u ON u.id = ur.user_id WHERE ur.role_id = $1 AND u.enabled ORDER BY 1`,
      [seeded.roles.analyst],
    );
    const res = await send({ titile: '角色通知', msgCategory: 2, msgContent: '<p>给检测分析员</p>', roleIds: [seeded.roles.analyst] }).expect(200);
    expect(res.body.recipients).toBe(members.length);
    expect(res.body.userIds).toEqual(members.map((m) => m.user_id));
    const records = await sendsOf(res.body.id);
    expect(records.map((r: { user_id: number }) => r.user_id)).toEqual(members.map((m) => m.user_id));
    expect(records.every((r: { read_flag: number }) => r.read_flag === 0)).toBe(true);
    const [event] = await eventsOf(t.app, 'AnnouncementSent', res.body.id);
    expect(event.payload.recipients).toEqual(members.map((m) => m.user_id));
    expect(event.payload.targets.roleIds).toEqual([seeded.roles.analyst]);
    expect(event.actor_id).toBe(seeded.users.admin);
  });

  it('sends to an organisation: every user of it and nobody else; resending skips existing recipients', async () => {
    const res = await send({ titile: '机构通知', msgCategory: 1, msgContent: '乙方全体', organizationIds: [seeded.organizations.B] }).expect(200);
    const orgUsers: { id: number }[] = await dataSourceOf(t.app).query(`SELECT id FROM users WHERE organization_id = $1 AND enabled ORDER BY id`, [seeded.organizations.B]);
    const records = await sendsOf(res.body.id);
    expect(records.map((r: { user_id: number }) => r.user_id)).toEqual(expect.arrayContaining([seeded.users['orgb-admin'], seeded.users['orgb-analyst']]));
    expect(records.map((r: { user_id: number }) => r.user_id)).not.toContain(seeded.users.analyst);
    expect(records.length).toBeLessThanOrEqual(orgUsers.length);
    const [event] = await eventsOf(t.app, 'AnnouncementSent', res.body.id);
    expect(event.payload.recipients).toHaveLength(records.length);
    const again = await send({ id: res.body.id, organizationIds: [seeded.organizations.B], userIds: [seeded.users.analyst] }).expect(200);
    expect(again.body.userIds).toEqual([seeded.users.analyst]);
    expect(await sendsOf(res.body.id)).toHaveLength(records.length + 1);
  });

  it('writes nothing when a recipient is wrong (one transaction)', async () => {
    const before = await dataSourceOf(t.app).query(`SELECT count(*)::int AS n FROM announcements`);
    const eventsBefore = (await eventsOf(t.app, 'AnnouncementCreated')).length;
    const res = await send({ titile: '不应保存', msgCategory: 1, msgContent: 'x', roleIds: [seeded.roles.analyst], userIds: [99_999_999] }).expect(400);
    expect(res.body).toEqual({ status: 400, timestamp: expect.any(String), message: '接收用户不存在或已停用' });
    expect(await dataSourceOf(t.app).query(`SELECT count(*)::int AS n FROM announcements`)).toEqual(before);
    expect((await eventsOf(t.app, 'AnnouncementCreated')).length).toBe(eventsBefore);
  });

  it('validates the request and needs announcement permissions', async () => {
    await send({ titile: 'x', msgCategory: 3, msgContent: 'x', userIds: [seeded.users.analyst] }).expect(400);
    await send({ titile: 'x', msgCategory: 1, priority: 5, msgContent: 'x', userIds: [seeded.users.analyst] }).expect(400);
    const none = await send({ titile: 'x', msgCategory: 1, msgContent: 'x' }).expect(400);
    expect(none.body.message).toBe('请选择接收的用户、角色或机构');
    const denied = await send({ titile: 'x', msgCategory: 1, msgContent: 'x', userIds: [seeded.users.admin] }, analyst).expect(403);
    expect(denied.body.status).toBe(403);
    await as(t.app, analyst).get('/api/ohitAnnouncement').expect(403);
    await as(t.app, analyst).delete('/api/ohitAnnouncement').send({ ids: [1] }).expect(403);
  });

  it('pushes `notification` {cmd} to the recipients only, over socket.io', async () => {
    const mine = await connect(t.url, analyst);
    const other = await connect(t.url, orgbAnalyst);
    sockets.push(mine, other);
    const gotMine: unknown[] = [];
    const gotOther: unknown[] = [];
    mine.on('notification', (p) => gotMine.push(p));
    other.on('notification', (p) => gotOther.push(p));
    await sleep(300);
    const res = await send({ titile: '实时', msgCategory: 1, msgContent: '到达', userIds: [seeded.users.analyst] }).expect(200);
    for (let i = 0; i < 40 && gotMine.length === 0; i++) await sleep(50);
    expect(gotMine).toEqual([{ cmd: 'user', msgId: res.body.id }]);
    const org = await send({ titile: '机构实时', msgCategory: 2, msgContent: '到达', organizationIds: [seeded.organizations.B] }).expect(200);
    for (let i = 0; i < 40 && gotOther.length === 0; i++) await sleep(50);
    await sleep(200);
    expect(gotOther).toEqual([{ cmd: 'topic', msgId: org.body.id }]);
    expect(gotMine).toHaveLength(1);
  });

  it('listByUser: unread notices and system messages of the caller with totals', async () => {
    const before = (await as(t.app, orgbAnalyst).get('/api/ohitAnnouncement/listByUser').expect(200)).body;
    await send({ titile: '公告一', msgCategory: 1, msgContent: 'a', userIds: [seeded.users['orgb-analyst']] }).expect(200);
    await send({ titile: '公告二', msgCategory: 1, msgContent: 'b', userIds: [seeded.users['orgb-analyst']] }).expect(200);
    await send({ titile: '系统消息', msgCategory: 2, priority: 1, msgContent: 'c', userIds: [seeded.users['orgb-analyst']] }).expect(200);
    const res = await as(t.app, orgbAnalyst).get('/api/ohitAnnouncement/listByUser').expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['anntMsgList', 'anntMsgTotal', 'sysMsgList', 'sysMsgTotal']);
    expect(res.body.anntMsgTotal).toBe(before.anntMsgTotal + 2);
    expect(res.body.sysMsgTotal).toBe(before.sysMsgTotal + 1);
    expect(res.body.anntMsgList[0]).toMatchObject({ titile: '公告二', msgCategory: 1, priority: 0, readFlag: 0, sendStatus: 1, userId: seeded.users['orgb-analyst'], senderName: '系统管理员' });
    expect(res.body.sysMsgList[0]).toMatchObject({ titile: '系统消息', msgCategory: 2, priority: 1 });
    expect(res.body.anntMsgList.every((r: { userId: number }) => r.userId === seeded.users['orgb-analyst'])).toBe(true);
  });

  it('querySendInfo returns only the caller’s records whatever userId is sent (administrators may choose)', async () => {
    const res = await as(t.app, analyst)
      .get(`/api/ohitAnnouncementSend/querySendInfo?userId=${seeded.users['orgb-analyst']}&readFlag=0&sendStatus=1&pageNumber=1&pageSize=2&sort=sendTime,desc`)
      .expect(200);
    expect(res.body.pageNumber).toBe(1);
    expect(res.body.pageSize).toBe(2);
    expect(res.body.records.length).toBeLessThanOrEqual(2);
    expect(res.body.total).toBeGreaterThanOrEqual(3);
    expect(res.body.records.every((r: { userId: number; readFlag: number }) => r.userId === seeded.users.analyst && r.readFlag === 0)).toBe(true);
    const page2 = await as(t.app, analyst).get('/api/ohitAnnouncementSend/querySendInfo?readFlag=0&pageNumber=2&pageSize=2').expect(200);
    expect(page2.body.records[0]?.id).not.toBe(res.body.records[0].id);
    const byAdmin = await as(t.app, admin).get(`/api/ohitAnnouncementSend/querySendInfo?userId=${seeded.users.analyst}&pageNumber=1&pageSize=100`).expect(200);
    expect(byAdmin.body.records.every((r: { userId: number }) => r.userId === seeded.users.analyst)).toBe(true);
    await as(t.app, analyst).get('/api/ohitAnnouncementSend/querySendInfo?sort=password,desc').expect(400);
    await as(t.app, analyst).get('/api/ohitAnnouncementSend/querySendInfo?readFlag=7').expect(400);
  });

  it('marks only the caller’s own record read (readFlag 1, updateBy); someone else’s is refused and unchanged', async () => {
    const res = await send({ titile: '待读', msgCategory: 1, msgContent: 'x', userIds: [seeded.users.analyst] }).expect(200);
    const [{ id: sendId }] = await dataSourceOf(t.app).query(`SELECT id FROM announcement_sends WHERE announcement_id = $1`, [res.body.id]);
    const refused = await as(t.app, orgbAnalyst).put('/api/ohitAnnouncementSend/edit').send({ id: sendId, readFlag: 1, updateBy: 'orgb-analyst' }).expect(403);
    expect(refused.body).toEqual({ status: 403, timestamp: expect.any(String), message: '只能标记自己的消息' });
    await as(t.app, admin).put('/api/ohitAnnouncementSend/edit').send({ id: sendId, readFlag: 1 }).expect(403);
    expect(await sendsOf(res.body.id)).toEqual([{ user_id: seeded.users.analyst, read_flag: 0, update_by: null }]);
    await as(t.app, analyst).put('/api/ohitAnnouncementSend/edit').send({ id: 99_999_999, readFlag: 1 }).expect(404);
    await as(t.app, analyst).put('/api/ohitAnnouncementSend/edit').send({ id: sendId, readFlag: 0 }).expect(400);
    // The page sends the whole record back; echoed fields are ignored, updateBy is the caller.
    const ok = await as(t.app, analyst)
      .put('/api/ohitAnnouncementSend/edit')
      .send({ id: sendId, readFlag: 1, updateBy: 'someone-else', titile: 'changed?', userId: seeded.users.admin, msgCategory: 1 })
      .expect(200);
    expect(ok.body).toMatchObject({ id: sendId, readFlag: 1, updateBy: 'analyst', titile: '待读', userId: seeded.users.analyst });
    expect(await sendsOf(res.body.id)).toEqual([{ user_id: seeded.users.analyst, read_flag: 1, update_by: 'analyst' }]);
    const [event] = await eventsOf(t.app, 'AnnouncementRead', sendId);
    expect(event.payload.new).toEqual({ readFlag: 1, updateBy: 'analyst' });
    const read = await as(t.app, analyst).get('/api/ohitAnnouncementSend/querySendInfo?readFlag=1&pageSize=100').expect(200);
    expect(read.body.records.map((r: { id: number }) => r.id)).toContain(sendId);
  });

  it('administrators create drafts, edit, list and delete announcements', async () => {
    const created = await as(t.app, admin).post('/api/ohitAnnouncement').send({ titile: '草稿', msgCategory: 1, msgContent: '<p>草稿<script>1</script></p>' }).expect(201);
    const list = await as(t.app, admin).get('/api/ohitAnnouncement?sendStatus=0&blurry=草稿&size=100').expect(200);
    const row = list.body.content.find((r: { id: number }) => r.id === created.body.id);
    expect(row).toMatchObject({ titile: '草稿', sendStatus: 0, recipients: 0, msgContent: '<p>草稿</p>', version: 1 });
    await as(t.app, admin).put('/api/ohitAnnouncement').send({ id: created.body.id, version: 1, priority: 2, msgContent: '<p onmouseover="x()">改</p>', reason: ' 提高优先级 ' }).expect(200);
    await as(t.app, admin).put('/api/ohitAnnouncement').send({ id: created.body.id, version: 1, priority: 1 }).expect(409);
    const sent = await send({ id: created.body.id, userIds: [seeded.users.quality], reason: '质量部需知悉' }).expect(200);
    expect(sent.body.recipients).toBe(1);
    const after = await as(t.app, admin).get('/api/ohitAnnouncement?size=100').expect(200);
    expect(after.body.content.find((r: { id: number }) => r.id === created.body.id)).toMatchObject({ sendStatus: 1, recipients: 1, readCount: 0, priority: 2, msgContent: '<p>改</p>' });
    await as(t.app, admin).delete('/api/ohitAnnouncement').send({ ids: [created.body.id, 99_999_999] }).expect(404);
    await as(t.app, admin).delete('/api/ohitAnnouncement').send({ ids: [created.body.id] }).expect(200);
    expect(await sendsOf(created.body.id)).toEqual([]);
    expect(await eventsOf(t.app, 'AnnouncementDeleted', created.body.id)).toHaveLength(1);
    const reasons: { type: string; reason: string | null }[] = await dataSourceOf(t.app).query(
      `SELECT type, reason FROM domain_events WHERE aggregate_type = 'announcement' AND aggregate_id = $1 ORDER BY seq`,
      [String(created.body.id)],
    );
    expect(reasons).toEqual([
      { type: 'AnnouncementCreated', reason: null },
      { type: 'AnnouncementEdited', reason: '提高优先级' },
      { type: 'AnnouncementSent', reason: '质量部需知悉' },
      { type: 'AnnouncementDeleted', reason: null },
    ]);
  });
});
