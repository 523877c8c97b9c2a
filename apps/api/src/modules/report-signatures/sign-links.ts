import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException, GoneException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Readable } from 'node:stream';
import { DataSource, type EntityManager } from 'typeorm';
import {
  type CreateSignLinkBody,
  type PublicSignResult,
  type PublicSignView,
  REPORT,
  type ReportContent,
  resourceEventType,
  SIGN_LINK_MESSAGES as L,
  SIGN_PAGE_ROUTES,
  SIGNATURE_AUDIENCE_LABELS,
  type SignLinkAudience,
  type SignLinkCreated,
} from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { DomainEventsService } from '@ohit/server-database';
import { organisationTemplateOptions } from '@ohit/server-report-render';
import { reportDigests } from '@ohit/server-report-signatures';
import { STORAGE, StorageNotFoundError, type StoragePort } from '@ohit/server-storage';
import { type Actor, auditOf, conflict, firstRow, inScope, inTransaction, notFound, returningRows, writeScope } from '../../platform';
import { ReportSigner } from './report-signer';
import { REPORT_SIGNATURE_MESSAGES as M } from './report-signatures.messages';
import { attachDrawnSignature } from './signature-images';

/** A link's token: 32 random bytes, base64url (43 characters); only its SHA-256 is kept. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const digestOf = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** The plain refusal of a link that no longer works: 410 Gone with its Chinese words. */
const gone = (message: string) => new GoneException(message);

interface LinkRow {
  id: number;
  report_id: number;
  report_version: number;
  content_sha256: string;
  audience: SignLinkAudience;
  expires_at: Date;
  used_at: Date | null;
  organization_id: number;
}

/** The version a link was made for, as it stands. */
interface LinkedReport {
  id: number;
  code: string | null;
  state: string;
  compiled: boolean;
  newer: boolean;
  content: ReportContent;
  content_sha256: string;
  pdf_key: string | null;
}

/** Whether a link still works, in the order a signer needs to hear it: used, expired, then what became of the report. */
function refusal(link: LinkRow, report: LinkedReport | null, now = new Date()): string | null {
  if (link.used_at) return L.used;
  if (link.expires_at.getTime() <= now.getTime()) return L.expired;
  if (!report) return L.unknown;
  if (report.state === 'issued') return L.issued;
  if (report.state === 'superseded' || report.newer) return L.superseded;
  if (report.content_sha256 !== link.content_sha256) return L.changed;
  return null;
}

/** A signer's name as printed: trimmed, 1–50 characters, no control or bidirectional-override characters. */
export function signerNameOf(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.normalize('NFC').trim() : '';
  if (!name) throw new BadRequestException(M.signerName);
  if (name.length > 50) throw new BadRequestException(M.signerNameTooLong);
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/.test(name)) throw new BadRequestException(M.signerNameInvalid);
  return name;
}

/**
 * One-time signing links (生成签字链接) and their use on the public pages: a link is made for one
 * party (技术服务机构 or 用人单位) and one report version as its content stands, lasts 7 days unless
 * said otherwise, and signs once — using it is serialised on the link's row, so of two parallel
 * uses exactly one signs and the other hears 该签字链接已使用. Only the token's digest is kept.
 */
@Injectable()
export class SignLinks {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(STORAGE) private readonly storage: StoragePort,
    readonly events: DomainEventsService,
    private readonly signer: ReportSigner,
  ) {}

  /** 生成签字链接: the address is answered once (only its digest is kept); the report's history records the link, never the token. */
  create(actor: Actor, reportId: number, body: Required<CreateSignLinkBody>, reason: string | null): Promise<SignLinkCreated> {
    return inTransaction(this.ds, async (m) => {
      const report = firstRow<{ id: number; organization_id: number; report_version: number; state: string; compiled: boolean; newer: boolean }>(
        await m.query(
          `SELECT r.id, r.organization_id, r.report_version, r.state,
                  (r.content ? 'title' AND jsonb_typeof(r.content -> 'points') = 'array') AS compiled,
                  EXISTS (SELECT 1 FROM reports n WHERE n.project_id = r.project_id AND n.report_version > r.report_version) AS newer
           FROM reports r WHERE r.id = $1 FOR UPDATE OF r`,
          [reportId],
        ),
      );
      // another organisation's report is never revealed: the same answer as a missing one
      if (!report || !inScope(writeScope(actor), report.organization_id)) throw notFound();
      if (!report.compiled) throw conflict(M.linkNotCompiled);
      if (report.state === 'issued') throw conflict(M.linkIssued);
      if (report.state === 'superseded') throw conflict(M.linkSuperseded);
      if (report.newer) throw conflict(M.linkNewerVersion);
      const digests = await reportDigests(m, reportId);
      if (!digests) throw notFound();
      const token = randomBytes(32).toString('base64url');
      const made = firstRow<{ id: number; expires_at: Date }>(
        await m.query(
          `INSERT INTO report_sign_links (token_sha256, report_id, report_version, content_sha256, audience, expires_at, created_by, organization_id)
           VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6), $7, $8) RETURNING id, expires_at`,
          [digestOf(token), reportId, report.report_version, digests.contentSha256, body.audience, body.days, actor.id, report.organization_id],
        ),
      );
      if (!made) throw new Error('report_sign_links: INSERT returned no row');
      const link = made;
      const expiresAt = new Date(link.expires_at).toISOString();
      await this.events.append(m, {
        type: resourceEventType(REPORT.name, 'CommandRun'),
        aggregateType: REPORT.name,
        aggregateId: reportId,
        payload: { ids: [reportId], command: 'signLink', linkId: link.id, audience: body.audience, reportVersion: report.report_version, expiresAt, contentSha256: digests.contentSha256 },
        ...auditOf(actor),
        organizationId: report.organization_id,
        reason,
      });
      const url = `${this.config.http.publicBaseUrl}${SIGN_PAGE_ROUTES[body.audience]}?token=${token}`;
      return { url, audience: body.audience, reportId, reportVersion: report.report_version, expiresAt };
    });
  }

  /** The link of a token and the version it signs, refused plainly when it does not work (404 unknown, 410 used/expired/replaced). */
  private async open(m: Pick<EntityManager, 'query'>, token: string, lock: boolean): Promise<{ link: LinkRow; report: LinkedReport }> {
    if (!TOKEN.test(token)) throw new NotFoundException(L.unknown);
    const link = firstRow<LinkRow>(
      await m.query(
        `SELECT id, report_id, report_version, content_sha256, audience, expires_at, used_at, organization_id FROM report_sign_links WHERE token_sha256 = $1 ${lock ? 'FOR UPDATE' : ''}`,
        [digestOf(token)],
      ),
    );
    if (!link) throw new NotFoundException(L.unknown);
    const report = firstRow<LinkedReport>(
      await m.query(
        `SELECT r.id, r.code, r.state, r.content,
                (r.content ? 'title' AND jsonb_typeof(r.content -> 'points') = 'array') AS compiled,
                EXISTS (SELECT 1 FROM reports n WHERE n.project_id = r.project_id AND n.report_version > r.report_version) AS newer,
                encode(sha256(convert_to(r.content::text, 'UTF8')), 'hex') AS content_sha256,
                CASE WHEN r.pdf_sha256 IS NOT NULL AND (r.compiled_at IS NULL OR r.pdf_rendered_at >= r.compiled_at) THEN f.key END AS pdf_key
         FROM reports r
         LEFT JOIN resource_attachments a ON a.id = r.pdf_attachment_id
         LEFT JOIN stored_files f ON f.id = a.stored_file_id
         WHERE r.id = $1 ${lock ? 'FOR UPDATE OF r' : ''}`,
        [link.report_id],
      ),
    );
    const why = refusal(link, report && report.compiled ? report : null);
    if (why === L.unknown || !report) throw new NotFoundException(L.unknown);
    if (why) throw gone(why);
    return { link, report };
  }

  /** GET api/public/sign/:token: what the signing page shows. */
  async view(token: string): Promise<PublicSignView> {
    const { link, report } = await this.open(this.ds, token, false);
    return {
      audience: link.audience,
      audienceLabel: SIGNATURE_AUDIENCE_LABELS[link.audience],
      reportNo: report.code,
      reportVersion: link.report_version,
      title: report.content.title,
      employerName: report.content.employer?.name ?? '',
      organisationName: report.content.organisation?.name ?? '',
      expiresAt: new Date(link.expires_at).toISOString(),
      hasPdf: report.pdf_key !== null,
    };
  }

  /** The content the link signs and the organisation's 报告模板 (cover picture, 声明), for the public preview as the PDF prints it. */
  async printed(token: string): Promise<{ content: ReportContent; own: Awaited<ReturnType<typeof organisationTemplateOptions>> }> {
    const { link, report } = await this.open(this.ds, token, false);
    const own = await organisationTemplateOptions((sql, params) => this.ds.query(sql, params), this.storage, link.organization_id, report.content.template);
    return { content: report.content, own };
  }

  /** The version's PDF of its current content, when rendered. */
  async pdf(token: string): Promise<{ stream: Readable; fileName: string }> {
    const { report } = await this.open(this.ds, token, false);
    if (!report.pdf_key) throw new NotFoundException(M.noPdf);
    try {
      return { stream: await this.storage.get(report.pdf_key), fileName: `${report.code ?? 'report'}.pdf` };
    } catch (e) {
      if (e instanceof StorageNotFoundError) throw new NotFoundException(M.noPdf);
      throw e;
    }
  }

  /**
   * POST api/public/sign/:token: the drawn PNG kept on the version, the party's signature recorded
   * bound to the version's digests, the link marked used — one transaction, serialised on the
   * link's row; the stored image is removed again when it does not commit.
   */
  async sign(token: string, rawName: unknown, png: Buffer): Promise<PublicSignResult> {
    const signerName = signerNameOf(rawName);
    let storedKey: string | null = null;
    try {
      return await inTransaction(this.ds, async (m) => {
        const { link } = await this.open(m, token, true);
        const report = await reportDigests(m, link.report_id, true);
        if (!report) throw new NotFoundException(L.unknown);
        const party = SIGNATURE_AUDIENCE_LABELS[link.audience];
        const reason = M.signedByLink(party, signerName);
        const attachmentId = await attachDrawnSignature(m, this.events, this.storage, report, png, signerName, reason, (key) => (storedKey = key));
        const signature = await this.signer.signAsParty(m, report, link.audience, signerName, attachmentId, reason);
        const used = returningRows<{ id: number }>(await m.query(`UPDATE report_sign_links SET used_at = now(), signature_id = $2 WHERE id = $1 AND used_at IS NULL RETURNING id`, [link.id, signature.id]));
        if (used.length !== 1) throw gone(L.used);
        return { signerName, signedAt: signature.signedAt, reportNo: report.code, reportVersion: report.reportVersion };
      });
    } catch (e) {
      if (storedKey) await this.storage.delete(storedKey).catch(() => undefined);
      throw e;
    }
  }
}

