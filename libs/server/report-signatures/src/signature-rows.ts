import type { EntityManager } from 'typeorm';
import { REPORT, REPORT_SIGNATURES_CHILD, resourceEventType, type SignatureAudience } from '@ohit/contracts';
import { type DomainEventsService, firstRow } from '@ohit/server-database';

type Run = Pick<EntityManager, 'query'>;

/** Who writes a signature row: a user of the house, or nobody logged in (a signing link) — then `actorId` is null. */
export interface SignatureWriter {
  actorId: number | null;
  /** The audit name written as create_by / update_by (50 characters at most). */
  username: string;
}

/** A report version as its signatures see it: what it holds now and the digests a signature binds to. */
export interface ReportDigests {
  id: number;
  organizationId: number;
  code: string | null;
  reportVersion: number;
  state: string;
  /** SHA-256 of the compiled content as stored (the jsonb text). */
  contentSha256: string;
  /**
   * SHA-256 of the PDF the signatures bind to: the rendered PDF when it is the PDF of the current
   * content (rendered after the last compile), else null; once issued, the PDF the signers reviewed
   * (the issued file is printed from it with their signatures and signed — it is not a change).
   */
  pdfSha256: string | null;
}

/**
 * The report's digests, the row locked when asked (every signing step takes the lock, so signing,
 * voiding and the use of a link on one report run one after another).
 */
export async function reportDigests(m: Run, reportId: number, lock = false): Promise<ReportDigests | null> {
  const row = firstRow<{ id: number; organization_id: number; code: string | null; report_version: number; state: string; content_sha256: string; pdf_sha256: string | null }>(
    await m.query(
      `SELECT r.id, r.organization_id, r.code, r.report_version, r.state,
              encode(sha256(convert_to(r.content::text, 'UTF8')), 'hex') AS content_sha256,
              CASE WHEN f.report_id IS NOT NULL THEN f.reviewed_pdf_sha256
                   WHEN r.pdf_sha256 IS NOT NULL AND (r.compiled_at IS NULL OR r.pdf_rendered_at >= r.compiled_at) THEN r.pdf_sha256 END AS pdf_sha256
       FROM reports r LEFT JOIN report_issued_files f ON f.report_id = r.id
       WHERE r.id = $1 ${lock ? 'FOR UPDATE OF r' : ''}`,
      [reportId],
    ),
  );
  if (!row) return null;
  return {
    id: row.id,
    organizationId: row.organization_id,
    code: row.code,
    reportVersion: row.report_version,
    state: row.state,
    contentSha256: row.content_sha256,
    pdfSha256: row.pdf_sha256,
  };
}

export interface SignatureRow {
  id: number;
  reportId: number;
  reportVersion: number;
  stepKey: string;
  stepName: string;
  audience: SignatureAudience;
  signerName: string;
  signerUser: number | null;
  signerUserName: string | null;
  attachmentId: number | null;
  contentSha256: string;
  pdfSha256: string | null;
  signedAt: string;
  voided: boolean;
  voidReason: string | null;
  version: number;
  organizationId: number;
}

const COLUMNS = `s.id, s.report_id, s.report_version, s.step_key, s.step_name, s.audience, s.signer_name, s.signer_user_id,
  COALESCE(NULLIF(u.nick_name, ''), u.username) AS signer_user_name, s.attachment_id, s.content_sha256, s.pdf_sha256, s.signed_at,
  s.voided, s.void_reason, s.version, s.organization_id`;

interface DbRow {
  id: number;
  report_id: number;
  report_version: number;
  step_key: string;
  step_name: string;
  audience: SignatureAudience;
  signer_name: string;
  signer_user_id: number | null;
  signer_user_name: string | null;
  attachment_id: number | null;
  content_sha256: string;
  pdf_sha256: string | null;
  signed_at: Date | string;
  voided: boolean;
  void_reason: string | null;
  version: number;
  organization_id: number;
}

const iso = (d: Date | string): string => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

function toRow(r: DbRow): SignatureRow {
  return {
    id: r.id,
    reportId: r.report_id,
    reportVersion: r.report_version,
    stepKey: r.step_key,
    stepName: r.step_name,
    audience: r.audience,
    signerName: r.signer_name,
    signerUser: r.signer_user_id,
    signerUserName: r.signer_user_name,
    attachmentId: r.attachment_id,
    contentSha256: r.content_sha256,
    pdfSha256: r.pdf_sha256,
    signedAt: iso(r.signed_at),
    voided: r.voided,
    voidReason: r.void_reason,
    version: r.version,
    organizationId: r.organization_id,
  };
}

/** A report's signatures (all, or those in force), oldest first. */
export async function signaturesOf(m: Run, reportId: number, live = false): Promise<SignatureRow[]> {
  const rows: DbRow[] = await m.query(
    `SELECT ${COLUMNS} FROM report_signatures s LEFT JOIN users u ON u.id = s.signer_user_id
     WHERE s.report_id = $1 ${live ? 'AND NOT s.voided' : ''} ORDER BY s.id`,
    [reportId],
  );
  return rows.map(toRow);
}

/** The fields of a signature as the kernel's child events carry them (the declared child fields, labels beside). */
function eventValues(s: SignatureRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of REPORT_SIGNATURES_CHILD.fields) out[f.name] = (s as unknown as Record<string, unknown>)[f.name] ?? null;
  out.signerUserName = s.signerUserName;
  return out;
}

async function childEvent(m: Run & EntityManager, events: DomainEventsService, verb: 'ChildAdded' | 'ChildEdited', before: SignatureRow | null, after: SignatureRow, who: SignatureWriter, reason: string | null) {
  const changed = before ? REPORT_SIGNATURES_CHILD.fields.filter((f) => JSON.stringify(eventValues(before)[f.name]) !== JSON.stringify(eventValues(after)[f.name])).map((f) => f.name) : null;
  const pick = (s: SignatureRow) => (changed ? Object.fromEntries(changed.map((k) => [k, eventValues(s)[k]])) : eventValues(s));
  await events.append(m, {
    type: resourceEventType(REPORT.name, verb),
    aggregateType: REPORT.name,
    aggregateId: after.reportId,
    // the kernel's child event shape: the report's history shows 签字记录 added or changed, old → new
    payload: { ids: [after.reportId], child: REPORT_SIGNATURES_CHILD.name, childId: after.id, labels: { signerUserName: after.signerUserName }, old: before && pick(before), new: pick(after) },
    actorId: who.actorId ?? undefined,
    organizationId: after.organizationId,
    reason,
  });
}

export interface NewSignature {
  report: ReportDigests;
  stepKey: string;
  stepName: string;
  audience: SignatureAudience;
  signerName: string;
  signerUserId: number | null;
  attachmentId: number | null;
}

/**
 * Records a signature bound to what the report holds now (its content and PDF digests), with its
 * ChildAdded event on the report's history. The caller holds the report's lock and has voided the
 * step's earlier signature (one in force per step).
 */
export async function insertSignature(m: EntityManager, events: DomainEventsService, s: NewSignature, who: SignatureWriter, reason: string | null): Promise<SignatureRow> {
  const inserted = firstRow<{ id: number }>(
    await m.query(
      `INSERT INTO report_signatures (report_id, report_version, step_key, step_name, audience, signer_user_id, signer_name, attachment_id, content_sha256, pdf_sha256, organization_id, create_by, update_by)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$12) RETURNING id`,
      [s.report.id, s.report.reportVersion, s.stepKey, s.stepName, s.audience, s.signerUserId, s.signerName, s.attachmentId, s.report.contentSha256, s.report.pdfSha256, s.report.organizationId, who.username.slice(0, 50)],
    ),
  );
  if (!inserted) throw new Error('report_signatures: INSERT returned no row');
  const row = (await signaturesOf(m, s.report.id)).find((r) => r.id === inserted.id);
  if (!row) throw new Error('report_signatures: the row just written is not there');
  await childEvent(m, events, 'ChildAdded', null, row, who, reason);
  return row;
}

/** Voids signatures in force (voided, the reason), each with its ChildEdited event; returns those voided. */
export async function voidSignatures(m: EntityManager, events: DomainEventsService, reportId: number, ids: readonly number[], voidReason: string, who: SignatureWriter): Promise<SignatureRow[]> {
  if (ids.length === 0) return [];
  const before = (await signaturesOf(m, reportId, true)).filter((s) => ids.includes(s.id));
  if (before.length === 0) return [];
  await m.query(
    `UPDATE report_signatures SET voided = true, void_reason = $3, version = version + 1, updated_at = now(), update_by = $4
     WHERE report_id = $1 AND id = ANY($2::int[]) AND NOT voided`,
    [reportId, before.map((s) => s.id), voidReason.slice(0, 500), who.username.slice(0, 50)],
  );
  const after = (await signaturesOf(m, reportId)).filter((s) => before.some((b) => b.id === s.id));
  for (const a of after) {
    const was = before.find((b) => b.id === a.id);
    if (was) await childEvent(m, events, 'ChildEdited', was, a, who, voidReason);
  }
  return after;
}

/** Why a signature in force no longer binds to the report as it stands, or null while it does. */
export function staleness(s: Pick<SignatureRow, 'contentSha256' | 'pdfSha256'>, now: Pick<ReportDigests, 'contentSha256' | 'pdfSha256'>): string | null {
  if (s.contentSha256 !== now.contentSha256) return '报告内容已变更（重新编制），签字失效';
  if (s.pdfSha256 !== null && now.pdfSha256 !== null && s.pdfSha256 !== now.pdfSha256) return `报告PDF已重新生成（摘要由 ${s.pdfSha256.slice(0, 12)}… 变为 ${now.pdfSha256.slice(0, 12)}…），签字失效`;
  return null;
}

/** Voids every signature in force that no longer binds to the report as it stands, each with its own reason. */
export async function voidStaleSignatures(m: EntityManager, events: DomainEventsService, report: ReportDigests, who: SignatureWriter): Promise<SignatureRow[]> {
  const voided: SignatureRow[] = [];
  for (const s of await signaturesOf(m, report.id, true)) {
    const why = staleness(s, report);
    if (why) voided.push(...(await voidSignatures(m, events, report.id, [s.id], why, who)));
  }
  return voided;
}
