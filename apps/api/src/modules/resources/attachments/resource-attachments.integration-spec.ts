import { as, dataSourceOf, loginAs, seed } from '../../../testing/identity';
import { createTestApp, TestApp } from '../../../testing/test-app';

jest.setTimeout(60_000);

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);

/** Attachments through api/project's slots (合同扫描件, 其他附件): stored through the storage port, read by whoever may read the project. */
describe('resource engine: attachments (project files)', () => {
  let t: TestApp;
  let users: Record<string, number>;
  let surveyor: ReturnType<typeof as>; // org A, project:list/add/edit/del
  let orgb: ReturnType<typeof as>; // org B (+ B1), project permissions of its own
  let analystB: ReturnType<typeof as>; // org B, no project permissions
  let projectId: number;

  const files = (id = projectId) => `/api/project/${id}/attachments`;
  const upload = (slot: string, body: Buffer, name: string, reason?: string) => {
    const req = surveyor.post(`${files()}/${slot}`).attach('file', body, name);
    return reason ? req.field('reason', reason) : req;
  };
  const events = (type: string) =>
    dataSourceOf(t.app).query(`SELECT payload, reason, actor_id, organization_id FROM domain_events WHERE type = $1 AND aggregate_type = 'project' AND aggregate_id = $2 ORDER BY seq`, [
      type,
      String(projectId),
    ]);

  beforeAll(async () => {
    t = await createTestApp();
    const seeded = await seed(t.app);
    users = seeded.users;
    surveyor = as(t.app, await loginAs(t.app, 'surveyor'));
    orgb = as(t.app, await loginAs(t.app, 'orgb-admin'));
    analystB = as(t.app, await loginAs(t.app, 'orgb-analyst'));
    const [unit] = await dataSourceOf(t.app).query(
      `INSERT INTO inspected_units (name, industry, scale, status, organization_id) VALUES ('附件测试单位', 'C', '1', '1', $1) RETURNING id`,
      [seeded.organizations.A],
    );
    const res = await surveyor.post('/api/project/add').send({ name: '附件测试项目', type: '10', belongInspect: unit.id });
    if (res.status !== 201) throw new Error(`project add: ${res.status} ${JSON.stringify(res.body)}`);
    projectId = res.body.id;
  });
  afterAll(() => t.close());

  it('uploads into a slot, lists and downloads under the original name, with AttachmentAdded (name, size, reason) in the project’s history', async () => {
    const content = pdf('合同正文');
    const added = await upload('contract', content, '检测合同.pdf', '合同已签订').expect(201);
    expect(added.body).toEqual({
      id: expect.any(Number),
      slot: 'contract',
      fileName: '检测合同.pdf',
      size: content.length,
      contentType: 'application/pdf',
      uploadedBy: '张调查',
      uploadTime: expect.any(String),
    });
    const listed = await surveyor.get(files()).expect(200);
    expect(listed.body).toEqual([added.body]);

    const file = await surveyor.get(`${files()}/${added.body.id}/file`).buffer(true).expect(200);
    expect(Buffer.compare(file.body as Buffer, content)).toBe(0);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('检测合同.pdf')}`);

    const [event] = await events('ProjectAttachmentAdded');
    expect(event).toEqual(
      expect.objectContaining({
        payload: { ids: [projectId], slot: 'contract', attachmentId: added.body.id, old: null, new: { slot: 'contract', fileName: '检测合同.pdf', size: content.length, contentType: 'application/pdf' } },
        reason: '合同已签订',
        actor_id: users.surveyor,
      }),
    );
    const timeline = (await surveyor.get(`/api/project/${projectId}/history?size=50`).expect(200)).body.content as { action: string }[];
    expect(timeline.map((e) => e.action)).toContain('上传附件（合同扫描件）');
  });

  it('refuses a type the slot does not take, content that is not what its name says, and a file over the slot’s size — storing nothing', async () => {
    const before = (await surveyor.get(files()).expect(200)).body.length;
    const wrong = await upload('other', Buffer.from('#!/bin/sh\n'), 'run.sh').expect(400);
    expect(wrong.body.message).toMatch(/^文件类型不正确，只能上传pdf、jpg、jpeg、png、doc、docx、xls、xlsx/);
    expect((await upload('other', Buffer.from('not a pdf at all'), '伪装.pdf').expect(400)).body.message).toContain('文件内容与扩展名不符');
    const huge = Buffer.concat([pdf(''), Buffer.alloc(20 * 1024 * 1024)]);
    expect((await upload('other', huge, '超大.pdf').expect(413)).body.message).toBe('文件大小不能超过20MB');
    await surveyor.post(`${files()}/nope`).attach('file', pdf('x'), 'a.pdf').expect(404);
    expect((await surveyor.get(files()).expect(200)).body).toHaveLength(before);
  });

  it('keeps another organisation out: no list, download, upload or delete (404); no button, no entry (403)', async () => {
    const { body: a } = await upload('other', pdf('现场照片说明'), '说明.pdf').expect(201);
    await orgb.get(files()).expect(404);
    await orgb.get(`${files()}/${a.id}/file`).expect(404);
    await orgb.post(`${files()}/other`).attach('file', pdf('x'), 'x.pdf').expect(404);
    await orgb.delete(`${files()}/${a.id}`).expect(404);
    await analystB.get(files()).expect(403);
    await analystB.get(`${files()}/${a.id}/file`).expect(403);
    expect((await surveyor.get(files()).expect(200)).body.map((x: { id: number }) => x.id)).toContain(a.id);
  });

  it('deletes an attachment with its stored file and AttachmentRemoved; the file is then gone', async () => {
    const { body: a } = await upload('other', pdf('旧版本'), '旧版本.pdf').expect(201);
    await surveyor.delete(`${files()}/${a.id}`).send({ reason: '上传错了' }).expect(200, { code: '200', message: '删除成功' });
    expect((await surveyor.get(files()).expect(200)).body.map((x: { id: number }) => x.id)).not.toContain(a.id);
    await surveyor.get(`${files()}/${a.id}/file`).expect(404);
    await surveyor.delete(`${files()}/${a.id}`).expect(404);
    const removed = (await events('ProjectAttachmentRemoved')).find((e: { payload: { attachmentId: number } }) => e.payload.attachmentId === a.id);
    expect(removed).toEqual(expect.objectContaining({ reason: '上传错了', payload: expect.objectContaining({ slot: 'other', old: expect.objectContaining({ fileName: '旧版本.pdf' }), new: null }) }));
    const [{ n }] = await dataSourceOf(t.app).query(`SELECT count(*)::int AS n FROM stored_files WHERE kind = 'attachment' AND original_name = '旧版本.pdf'`);
    expect(n).toBe(0);
  });
});
