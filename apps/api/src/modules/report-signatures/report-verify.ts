import { createHash } from 'node:crypto';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import type { ReportDigitalSignatureView, ReportVerifyView } from '@ohit/contracts';
import { verifyPdfSignature } from '@ohit/server-pdf-sign';
import { STORAGE, type StoragePort } from '@ohit/server-storage';
import { REPORT_SIGNATURE_MESSAGES as M } from './report-signatures.messages';

interface VerifyRow {
  id: number;
  code: string;
  report_version: number;
  state: string;
  organisation_name: string;
  employer_name: string | null;
  issue_date: string | null;
  pdf_sha256: string | null;
  amends_version: number | null;
  amendment_reason: string | null;
  superseded_by: number | null;
  issued_key: string | null;
  issued_sha256: string | null;
  demo_certificate: boolean | null;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * The public verification page of an issued report (the QR code on every page opens it): the
 * number, version, organisation, employer, issue date and SHA-256 of the issued PDF, 修改版 with its
 * reason, a later version that replaced it — and the issued file's digital signature checked on the
 * server as a reader would (verifyPdfSignature on the stored bytes). Only issued versions (已签发 or
 * 已作废（被替代）) are shown; a number is per organisation, so every organisation's match is listed.
 */
@Injectable()
export class ReportVerify {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StoragePort,
  ) {}

  async find(no: string, version: number): Promise<ReportVerifyView[]> {
    const rows: VerifyRow[] = await this.ds.query(
      `SELECT r.id, r.code, r.report_version, r.state, o.name AS organisation_name, r.content #>> '{employer,name}' AS employer_name,
              to_char(r.issue_date, 'YYYY-MM-DD') AS issue_date, r.pdf_sha256, a.report_version AS amends_version, r.amendment_reason,
              (SELECT n.report_version FROM reports n WHERE n.amends_id = r.id AND n.state IN ('issued', 'superseded')) AS superseded_by,
              sf.key AS issued_key, f.pdf_sha256 AS issued_sha256, f.demo_certificate
       FROM reports r
       JOIN organizations o ON o.id = r.organization_id
       LEFT JOIN reports a ON a.id = r.amends_id
       LEFT JOIN report_issued_files f ON f.report_id = r.id
       LEFT JOIN resource_attachments ra ON ra.id = f.attachment_id
       LEFT JOIN stored_files sf ON sf.id = ra.stored_file_id
       WHERE r.code = $1 AND r.report_version = $2 AND r.state IN ('issued', 'superseded')
       ORDER BY r.id`,
      [no, version],
    );
    if (rows.length === 0) throw new NotFoundException(M.verifyNotFound);
    return Promise.all(rows.map((r) => this.view(r)));
  }

  private async view(r: VerifyRow): Promise<ReportVerifyView> {
    return {
      reportNo: r.code,
      reportVersion: r.report_version,
      organisationName: r.organisation_name,
      employerName: r.employer_name ?? '',
      issueDate: r.issue_date,
      pdfSha256: r.issued_sha256 ?? r.pdf_sha256,
      amended: r.report_version > 1,
      amendsVersion: r.amends_version,
      amendmentReason: r.amendment_reason,
      supersededBy: r.superseded_by,
      digitalSignature: r.issued_key ? await this.check(r.issued_key, r.issued_sha256, r.demo_certificate === true) : null,
    };
  }

  /** The stored issued file checked again: its bytes still have the recorded digest, and its signature verifies. */
  private async check(key: string, sha256: string | null, demo: boolean): Promise<ReportDigitalSignatureView> {
    let pdf: Buffer;
    try {
      pdf = await bytesOf(await this.storage.get(key));
    } catch {
      return { valid: false, problem: '签发版PDF文件缺失', signer: null, signedAt: null, certificateFingerprint: null, demo };
    }
    const check = verifyPdfSignature(pdf);
    const same = createHash('sha256').update(pdf).digest('hex') === sha256;
    return {
      valid: check.valid && same,
      problem: check.problem ?? (same ? null : '签发版PDF与登记的摘要不一致'),
      signer: check.signer,
      signedAt: check.signedAt ? check.signedAt.toISOString() : null,
      certificateFingerprint: check.certificateFingerprint,
      demo,
    };
  }
}
