import { createHash, randomBytes } from 'node:crypto';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { REPORT_ISSUED_PDF_JOB, type ReportVerifyView } from '@ohit/contracts';
import { verifyPdfSignature } from '@ohit/server-pdf-sign';
import { specimenReportContent } from '@ohit/server-report-render';
import { LocalStorageDriver } from '@ohit/server-storage';
import { as, dataSourceOf, loginAs, seed } from '../../testing/identity';
import { orgStaff } from '../../testing/org-staff';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { spawnWorker, stopWorker, until } from '../../testing/workers';

jest.setTimeout(240_000);

type Client = ReturnType<typeof as>;
type Row = Record<string, unknown> & { id: number; version: number };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function binaryParser(res: any, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
// a 1×1 PNG and a second, different one (each signer's image)
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PNG2 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==', 'base64');
const BASE = 'https://verify.ohit.example';

/**
 * A report version's signatures end to end, with a real worker: every approval step signed by its
 * actor with their own image (我的签名) and bound to the version's content and PDF digests; a step
 * signed again and a content compiled again void what they replace, with the reason; 签发 has the
 * worker print the version with the signatures and sign it with the (per-run demo) certificate —
 * poppler's pdfsig and the public verification page accept it, and one changed byte fails both;
 * one-time signing links for 用人单位 and 技术服务机构 (used twice, expired, parallel, replaced by a
 * newer version, another organisation, no permission).
 */
describe('report signatures: approval steps, signing links, the issued PDF and its verification', () => {
  let t: TestApp;
  let worker: ChildProcess;
  let admin: Client;
  let orgb: Client;
  let reader: Client;
  let org: number;
  let people: Record<string, Client>;
  let ids: Record<string, number>;
  const tag = `RS${randomBytes(3).toString('hex')}`;
  const storageDir = mkdtempSync(join(tmpdir(), 'ohit-report-signatures-'));
  const signingDir = mkdtempSync(join(tmpdir(), 'ohit-report-signing-'));
  const ds = () => dataSourceOf(t.app);
  const anonymous = () => request(t.app.getHttpServer());
  let n = 0;
  const next = () => `${tag}${(++n).toString().padStart(3, '0')}`;

  beforeAll(async () => {
    t = await createTestApp({ STORAGE_DIR: storageDir, PUBLIC_BASE_URL: BASE });
    worker = await spawnWorker({
      STORAGE_DIR: storageDir,
      DATABASE_URL: process.env.DATABASE_URL as string,
      REDIS_PREFIX: process.env.REDIS_PREFIX as string,
      ACTIVE_QUEUES: `outbox,${REPORT_ISSUED_PDF_JOB.queue}`,
      PUBLIC_BASE_URL: BASE,
      // the demo certificate of this run only, made by the worker the first time it signs
      REPORT_SIGNING_DEMO_DIR: signingDir,
    });
    await seed(t.app);
    [admin, orgb] = await Promise.all(['admin', 'orgb-admin'].map(async (u) => as(t.app, await loginAs(t.app, u))));
    const { menuIds, role: orgRole, user, ...staff } = orgStaff(t.app, admin, tag);
    ({ people, ids } = staff);
    org = await staff.organisation('检测公司');
    const compiling = await menuIds('ReportPreview', ['reportPreview:submit', 'reportPreview:export', 'reportPreview:signLink']);
    const listing = await menuIds('ReportPreview', []);
    const approving = [...(await menuIds('ProjectAuditReview', ['projectAudit:approve'])), ...(await menuIds('ReportIssue', ['reportIssue:approve']))];
    const role = (name: string, menus: number[]) => orgRole(org, name, menus);
    const [compileRole, approveRole, readRole] = [await role('编制员', compiling), await role('审批人', approving), await role('查阅', listing)];
    for (const [key, roleIds] of [
      ['compiler', [compileRole]],
      ['checker', [approveRole]],
      ['reviewer', [approveRole]],
      ['issuer', [approveRole]],
      ['reader', [readRole]],
    ] as const) {
      await user(org, key, [...roleIds]);
    }
    reader = people.reader;
    // 我的签名: three of them keep an image; the issuer keeps none (his name is printed)
    await people.compiler.post('/api/users/upload/sign').attach('file', PNG, 'me.png').expect(200);
    await people.checker.post('/api/users/upload/sign').attach('file', PNG2, 'me.png').expect(200);
    await people.reviewer.post('/api/users/upload/sign').attach('file', PNG, 'me.png').expect(200);
  });
  afterAll(async () => {
    await stopWorker(worker);
    await t.close();
  });

  /** A project 报告编制中 and its first version, compiled (content as 编制报告 stores it) by the compiler. */
  const report = async (organizationId = org): Promise<{ id: number; code: string; project: number }> => {
    const code = next();
    // a project 报告编制中 (签发 issues it)
    const [project] = await ds().query(`INSERT INTO projects (code, name, state, organization_id) VALUES ($1, '签字项目', 'reporting', $2) RETURNING id`, [code, organizationId]);
    const content = { ...specimenReportContent(2), reportNo: code };
    const [row] = await ds().query(
      `INSERT INTO reports (code, report_version, project_id, template, check_type_name, state, content, compiled_at, compiled_by, organization_id)
       VALUES ($1, 1, $2, 'periodic', '定期检测', 'compiling', $3::jsonb, now(), $4, $5) RETURNING id`,
      [code, project.id, JSON.stringify(content), ids.compiler, organizationId],
    );
    return { id: row.id, code, project: project.id };
  };
  const contentSha = async (id: number): Promise<string> => (await ds().query(`SELECT encode(sha256(convert_to(content::text, 'UTF8')), 'hex') AS h FROM reports WHERE id = $1`, [id]))[0].h;
  const signatures = async (id: number): Promise<Row[]> => (await admin.get(`/api/report/${id}/children/signatures`).expect(200)).body;
  const submit = (id: number) => people.compiler.post(`/api/reportApproval/${id}/submit`).send({}).expect(200);
  const pass = async (who: string, id: number, step: string) => {
    const res = await people[who].post(`/api/reportApproval/${id}/pass`).send({ step });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res;
  };
  const back = (who: string, id: number, step: string, target: string) => people[who].post(`/api/reportApproval/${id}/return`).send({ step, target, reason: '请复核' }).expect(200);
  const jobOf = async (type: string, reportId: number) =>
    until(async () => {
      const [job] = await ds().query(`SELECT id, status, errors, owner_id FROM jobs WHERE type = $1 AND (parameters ->> 'reportId')::int = $2 ORDER BY created_at DESC LIMIT 1`, [type, reportId]);
      return job && ['completed', 'failed', 'refused'].includes(job.status) ? job : null;
    }, 120_000, 200);
  const link = async (id: number, audience: 'org' | 'employer' = 'employer', client: Client = people.compiler): Promise<{ url: string; token: string }> => {
    const made = (await client.post(`/api/report/${id}/signLinks`).send({ audience }).expect(201)).body as { url: string };
    return { url: made.url, token: new URL(made.url).searchParams.get('token')! };
  };
  const signBy = (token: string, name = '王经理', image = PNG) => anonymous().post(`/api/public/sign/${token}`).field('signerName', name).attach('image', image, 'sign.png');

  it('signs every approval step with its actor’s own image, bound to the content and PDF; 签发 prints them and signs the PDF, which the public page verifies', async () => {
    const r = await report();
    // the version read and rendered before approval: the PDF its signers review
    await people.compiler.post(`/api/report/${r.id}/pdf`).send({}).expect(201);
    const rendered = await until(async () => (await ds().query(`SELECT pdf_sha256 FROM reports WHERE id = $1`, [r.id]))[0].pdf_sha256 as string | null, 120_000, 200);
    // not issued yet: nothing to verify
    const before = await anonymous().get(`/api/public/reportVerify?no=${r.code}&v=1`).expect(404);
    expect(before.body.message).toBe('未找到该报告编号与版本的已签发报告');

    await submit(r.id);
    await pass('checker', r.id, 'check');
    await pass('reviewer', r.id, 'review');
    await pass('issuer', r.id, 'issue');

    const content = await contentSha(r.id);
    const signed = await signatures(r.id);
    expect(signed.map((s) => [s.stepName, s.audience, s.signerName, s.voided, s.pdfSha256, s.contentSha256])).toEqual([
      ['编制', 'staff', `compiler${tag}`, false, rendered, content],
      ['校核', 'staff', `checker${tag}`, false, rendered, content],
      ['审核', 'staff', `reviewer${tag}`, false, rendered, content],
      ['签发', 'staff', `issuer${tag}`, false, rendered, content],
    ]);
    expect(signed.map((s) => s.signerUser)).toEqual([ids.compiler, ids.checker, ids.reviewer, ids.issuer]);
    // each image is the version's own attachment (the signer's 我的签名 as it was); the issuer keeps none
    expect(signed[3].attachmentId).toBeNull();
    const image = await admin.get(`/api/report/${r.id}/attachments/${signed[1].attachmentId}/file`).buffer(true).parse(binaryParser).expect(200);
    expect(Buffer.compare(image.body as Buffer, PNG2)).toBe(0);
    const attachments = (await admin.get(`/api/report/${r.id}/attachments`).expect(200)).body as { slot: string }[];
    expect(attachments.filter((a) => a.slot === 'signature')).toHaveLength(3);
    // nobody puts a signature image there by hand
    const byHand = await admin.post(`/api/report/${r.id}/attachments/signature`).attach('file', PNG, 'x.png');
    expect(byHand.status).toBeGreaterThanOrEqual(400);
    expect(byHand.status).toBeLessThan(500);

    // 签发 asked the worker for the issued file, owned by the issuer
    const job = await jobOf(REPORT_ISSUED_PDF_JOB.name, r.id);
    expect(job).toMatchObject({ status: 'completed', owner_id: ids.issuer });
    const [issued] = await ds().query(
      `SELECT r.pdf_sha256, f.pdf_sha256 AS issued_sha256, f.reviewed_pdf_sha256, f.demo_certificate, f.attachment_id, sf.key
       FROM reports r JOIN report_issued_files f ON f.report_id = r.id JOIN resource_attachments a ON a.id = f.attachment_id JOIN stored_files sf ON sf.id = a.stored_file_id
       WHERE r.id = $1`,
      [r.id],
    );
    expect(issued).toMatchObject({ reviewed_pdf_sha256: rendered, demo_certificate: true });
    expect(issued.pdf_sha256).toBe(issued.issued_sha256);
    expect(issued.issued_sha256).not.toBe(rendered);
    const file = await admin.get(`/api/report/${r.id}/attachments/${issued.attachment_id}/file`).buffer(true).parse(binaryParser).expect(200);
    const pdf = file.body as Buffer;
    expect(sha256(pdf)).toBe(issued.issued_sha256);
    expect(verifyPdfSignature(pdf)).toMatchObject({ valid: true, signer: '职业健康检测演示机构（演示用自签名证书）' });
    const path = join(storageDir, 'issued.pdf');
    writeFileSync(path, pdf);
    expect(execFileSync('pdfsig', [path], { encoding: 'utf8' })).toContain('Signature Validation: Signature is Valid.');
    // the issuer keeps no image: his name stands on the 签发 line; the signatures stay in force after the issue
    expect(execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }).replace(/\s+/g, '')).toContain(`issuer${tag}`);
    expect((await signatures(r.id)).every((s) => s.voided === false)).toBe(true);

    // the QR code's page, without a login
    const today = (await ds().query(`SELECT to_char(current_date, 'YYYY-MM-DD') AS d`))[0].d;
    const shown = (await anonymous().get(`/api/public/reportVerify?no=${encodeURIComponent(r.code)}&v=1`).expect(200)).body as ReportVerifyView[];
    expect(shown).toEqual([
      {
        reportNo: r.code,
        reportVersion: 1,
        organisationName: `${tag}检测公司`,
        employerName: specimenReportContent(2).employer.name,
        issueDate: today,
        pdfSha256: issued.issued_sha256,
        amended: false,
        amendsVersion: null,
        amendmentReason: null,
        supersededBy: null,
        digitalSignature: expect.objectContaining({ valid: true, problem: null, signer: '职业健康检测演示机构（演示用自签名证书）', demo: true }),
      },
    ]);
    const badVersion = await anonymous().get(`/api/public/reportVerify?no=${r.code}&v=x`).expect(400);
    expect(badVersion.body.message).toBe('报告版本必须是正整数');
    expect((await anonymous().get('/api/public/reportVerify?v=1').expect(400)).body.message).toBe('请填写正确的报告编号');

    // one byte of the stored file changed: the page says the signature no longer holds
    const stored = new LocalStorageDriver(storageDir).pathOf(issued.key);
    const bytes = readFileSync(stored);
    bytes[Math.floor(bytes.length / 3)] ^= 0x01;
    writeFileSync(stored, bytes);
    const broken = (await anonymous().get(`/api/public/reportVerify?no=${r.code}&v=1`).expect(200)).body as ReportVerifyView[];
    expect(broken[0].digitalSignature).toMatchObject({ valid: false });
    expect(broken[0].digitalSignature?.problem).toBeTruthy();
  });

  it('a step signed again voids the earlier signature; content compiled again voids every signature bound to the old content', async () => {
    const r = await report();
    await submit(r.id);
    await pass('checker', r.id, 'check');
    // 审核 sends it back to 校核; 校核 signs again
    await back('reviewer', r.id, 'review', 'check');
    await pass('checker', r.id, 'check');
    let signed = await signatures(r.id);
    expect(signed.map((s) => [s.stepName, s.voided, s.voidReason])).toEqual([
      ['编制', false, null],
      ['校核', true, '校核重新签字，原签字失效'],
      ['校核', false, null],
    ]);
    // back to 编制, the content compiled anew (重新编制), submitted again
    await back('reviewer', r.id, 'review', 'compile');
    await ds().query(`UPDATE reports SET content = jsonb_set(content, '{conclusionText}', '"重新编制后的结论"'), compiled_at = now() WHERE id = $1`, [r.id]);
    await submit(r.id);
    signed = await signatures(r.id);
    expect(signed.map((s) => [s.stepName, s.voided, s.voidReason])).toEqual([
      ['编制', true, '报告内容已变更（重新编制），签字失效'],
      ['校核', true, '校核重新签字，原签字失效'],
      ['校核', true, '报告内容已变更（重新编制），签字失效'],
      ['编制', false, null],
    ]);
    expect(signed[3].contentSha256).toBe(await contentSha(r.id));
    // each voiding is on the report's history with its reason
    const voids = await ds().query(`SELECT reason FROM domain_events WHERE aggregate_type = 'report' AND aggregate_id = $1 AND type = 'ReportChildEdited' ORDER BY seq`, [String(r.id)]);
    expect(voids.map((e: { reason: string }) => e.reason)).toEqual(['校核重新签字，原签字失效', '报告内容已变更（重新编制），签字失效', '报告内容已变更（重新编制），签字失效']);
  });

  it('a signing link signs its version once: the party’s drawn image bound to the version, then 该签字链接已使用', async () => {
    const r = await report();
    const { url, token } = await link(r.id);
    expect(url.startsWith(`${BASE}/unitSignature?token=`)).toBe(true);
    expect((await link(r.id, 'org')).url.startsWith(`${BASE}/technicalServiceSign?token=`)).toBe(true);
    // only the token's digest is kept, and the history never holds the token
    const [kept] = await ds().query(`SELECT token_sha256, audience, report_version, content_sha256 FROM report_sign_links WHERE token_sha256 = $1`, [sha256(token)]);
    expect(kept).toEqual({ token_sha256: sha256(token), audience: 'employer', report_version: 1, content_sha256: await contentSha(r.id) });
    const history = await ds().query(`SELECT payload::text AS p FROM domain_events WHERE aggregate_type = 'report' AND aggregate_id = $1`, [String(r.id)]);
    expect(history.some((e: { p: string }) => e.p.includes(token))).toBe(false);

    const view = (await anonymous().get(`/api/public/sign/${token}`).expect(200)).body;
    expect(view).toMatchObject({ audience: 'employer', audienceLabel: '用人单位', reportNo: r.code, reportVersion: 1, employerName: specimenReportContent(2).employer.name, hasPdf: false });
    const preview = await anonymous().get(`/api/public/sign/${token}/preview`).expect(200);
    expect(preview.headers['content-security-policy']).toContain("default-src 'none'");
    expect(preview.text).toContain(specimenReportContent(2).employer.name);
    expect(preview.text).not.toContain('<script');
    expect((await anonymous().get(`/api/public/sign/${token}/pdf`).expect(404)).body.message).toBe('该版本暂无PDF文件，请阅读网页版报告');

    // a name is needed; nothing is kept and the link still works
    expect((await signBy(token, '   ').expect(400)).body.message).toBe('请填写签字人姓名');
    const res = await signBy(token);
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    const done = res.body;
    expect(done).toMatchObject({ signerName: '王经理', reportNo: r.code, reportVersion: 1 });
    const [s] = (await signatures(r.id)).filter((x) => x.audience === 'employer');
    expect(s).toMatchObject({ stepName: '用人单位', signerName: '王经理', signerUser: null, voided: false, contentSha256: await contentSha(r.id), pdfSha256: null });
    const image = await admin.get(`/api/report/${r.id}/attachments/${s.attachmentId}/file`).buffer(true).parse(binaryParser).expect(200);
    expect(Buffer.compare(image.body as Buffer, PNG)).toBe(0);

    const again = await signBy(token, '李四').expect(410);
    expect(again.body).toMatchObject({ status: 410, message: '该签字链接已使用' });
    expect((await anonymous().get(`/api/public/sign/${token}`).expect(410)).body.message).toBe('该签字链接已使用');
    expect((await signatures(r.id)).filter((x) => x.audience === 'employer')).toHaveLength(1);
  });

  it('of two parallel uses of one link exactly one signs', async () => {
    const r = await report();
    const { token } = await link(r.id);
    const files = async () => Number((await ds().query(`SELECT count(*) AS n FROM stored_files WHERE original_name LIKE '签字-%' AND organization_id = $1`, [org]))[0].n);
    const filesBefore = await files();
    const answers = await Promise.all([signBy(token, '甲'), signBy(token, '乙')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 410]);
    expect((await signatures(r.id)).filter((x) => x.audience === 'employer')).toHaveLength(1);
    // the refused one kept nothing
    expect(await files()).toBe(filesBefore + 1);
  });

  it('refuses an expired, unknown, replaced or changed link plainly', async () => {
    const r = await report();
    const expired = await link(r.id);
    await ds().query(`UPDATE report_sign_links SET expires_at = now() - interval '1 second' WHERE token_sha256 = $1`, [sha256(expired.token)]);
    expect((await anonymous().get(`/api/public/sign/${expired.token}`).expect(410)).body.message).toBe('该签字链接已过期');
    expect((await signBy(expired.token).expect(410)).body.message).toBe('该签字链接已过期');

    expect((await anonymous().get(`/api/public/sign/${randomBytes(32).toString('base64url')}`).expect(404)).body.message).toBe('签字链接无效');
    expect((await anonymous().get('/api/public/sign/not-a-token').expect(404)).body.message).toBe('签字链接无效');

    // the content compiled again after the link was made
    const changed = await link(r.id, 'org');
    await ds().query(`UPDATE reports SET content = jsonb_set(content, '{conclusionText}', '"改"'), compiled_at = now() WHERE id = $1`, [r.id]);
    expect((await anonymous().get(`/api/public/sign/${changed.token}`).expect(410)).body.message).toBe('报告内容已变更，此签字链接已失效，请联系检测机构重新获取');

    // a link for version 1 once version 2 exists
    const v1 = await link(r.id);
    await ds().query(
      `INSERT INTO reports (code, report_version, project_id, template, state, content, amends_id, amendment_reason, organization_id)
       SELECT code, 2, project_id, template, 'compiling', content, id, '更正', organization_id FROM reports WHERE id = $1`,
      [r.id],
    );
    expect((await signBy(v1.token).expect(410)).body.message).toBe('该报告已有新版本，此签字链接已失效');
    expect((await people.compiler.post(`/api/report/${r.id}/signLinks`).send({ audience: 'employer' }).expect(409)).body.message).toBe('该报告已有新版本，请在最新版本上生成签字链接');
  });

  it('makes links only with the button, in the caller’s organisation, for a compiled version not yet issued', async () => {
    const r = await report();
    expect((await reader.post(`/api/report/${r.id}/signLinks`).send({ audience: 'employer' }).expect(403)).body.status).toBe(403);
    const foreign = await orgb.post(`/api/report/${r.id}/signLinks`).send({ audience: 'employer' }).expect(404);
    expect(foreign.body.message).toBeTruthy();
    expect((await people.compiler.post(`/api/report/${r.id}/signLinks`).send({ audience: 'boss' }).expect(400)).body.message).toBe('签字方必须是技术服务机构(org)或用人单位(employer)');
    expect((await people.compiler.post(`/api/report/${r.id}/signLinks`).send({ audience: 'org', days: 0 }).expect(400)).body.message).toBe('有效天数必须是1到30之间的整数');
    const made = (await people.compiler.post(`/api/report/${r.id}/signLinks`).send({ audience: 'org', days: 3 }).expect(201)).body;
    expect(Date.parse(made.expiresAt) - Date.now()).toBeGreaterThan(3 * 864e5 - 120_000);
    expect(Date.parse(made.expiresAt) - Date.now()).toBeLessThan(3 * 864e5 + 120_000);
    // another organisation sees none of the version's signatures
    await orgb.get(`/api/report/${r.id}/children/signatures`).expect(404);

    await ds().query(`UPDATE reports SET state = 'issued' WHERE id = $1`, [r.id]);
    expect((await people.compiler.post(`/api/report/${r.id}/signLinks`).send({ audience: 'employer' }).expect(409)).body.message).toBe('报告已签发，不能再生成签字链接');
    expect((await anonymous().get(`/api/public/sign/${new URL(made.url).searchParams.get('token')}`).expect(410)).body.message).toBe('报告已签发，此签字链接已失效');

    // a version not compiled yet holds nothing to sign
    const code = next();
    const [project] = await ds().query(`INSERT INTO projects (code, name, organization_id) VALUES ($1, '未编制项目', $2) RETURNING id`, [code, org]);
    const [blank] = await ds().query(`INSERT INTO reports (code, report_version, project_id, template, state, organization_id) VALUES ($1, 1, $2, 'periodic', 'compiling', $3) RETURNING id`, [code, project.id, org]);
    expect((await people.compiler.post(`/api/report/${blank.id}/signLinks`).send({ audience: 'employer' }).expect(409)).body.message).toBe('报告尚未编制，不能生成签字链接');
  });
});
