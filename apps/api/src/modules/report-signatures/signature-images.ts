import type { EntityManager } from 'typeorm';
import { EVENT_TYPES, REPORT, REPORT_SIGNATURE_SLOT, resourceEventType } from '@ohit/contracts';
import type { DomainEventsService } from '@ohit/server-database';
import type { ReportDigests, SignatureWriter } from '@ohit/server-report-signatures';
import type { StoragePort } from '@ohit/server-storage';
import { firstRow } from '../../platform';

interface StoredImage {
  id: number;
  key: string;
  contentType: string;
  size: number;
  suffix: string;
}

/**
 * A signature image kept on the report version it was signed on: a `signature` attachment of the
 * report (ReportAttachmentAdded on its history). Read only by whoever may read the report; the
 * issued PDF prints it. Never served anywhere else.
 */
async function attach(m: EntityManager, events: DomainEventsService, report: ReportDigests, image: StoredImage, fileName: string, who: SignatureWriter & { name: string | null }, reason: string | null): Promise<number> {
  const row = firstRow<{ id: number }>(
    await m.query(
      `INSERT INTO resource_attachments (resource, record_id, slot, stored_file_id, file_name, content_type, size, organization_id, uploaded_by, uploader_name)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10) RETURNING id`,
      [REPORT.name, report.id, REPORT_SIGNATURE_SLOT.name, image.id, fileName, image.contentType, image.size, report.organizationId, who.actorId, who.name?.slice(0, 50) ?? null],
    ),
  );
  if (!row) throw new Error('resource_attachments: INSERT returned no row');
  await events.append(m, {
    type: resourceEventType(REPORT.name, 'AttachmentAdded'),
    aggregateType: REPORT.name,
    aggregateId: report.id,
    payload: { ids: [report.id], slot: REPORT_SIGNATURE_SLOT.name, attachmentId: row.id, old: null, new: { slot: REPORT_SIGNATURE_SLOT.name, fileName, size: image.size, contentType: image.contentType } },
    actorId: who.actorId ?? undefined,
    organizationId: report.organizationId,
    reason,
  });
  return row.id;
}

/**
 * The signer's own signature image (我的签名, kept through the storage port) placed on this version:
 * the same stored file (replaced signatures are never deleted, so the version keeps the one it was
 * signed with). Null when the user keeps no signature: the name is printed instead.
 */
export async function attachUserSignature(m: EntityManager, events: DomainEventsService, report: ReportDigests, who: SignatureWriter & { actorId: number; name: string }, reason: string | null): Promise<number | null> {
  const image = firstRow<{ id: number; key: string; content_type: string; size: string; suffix: string }>(
    await m.query(`SELECT f.id, f.key, f.content_type, f.size, f.suffix FROM users u JOIN stored_files f ON f.key = u.signature AND f.kind = 'signature' WHERE u.id = $1`, [who.actorId]),
  );
  if (!image) return null;
  const stored = { id: image.id, key: image.key, contentType: image.content_type, size: Number(image.size), suffix: image.suffix };
  return attach(m, events, report, stored, `签字-${who.name}.${stored.suffix}`, who, reason);
}

/**
 * A signature drawn on a public signing page: the PNG put through the storage port, recorded in
 * stored_files (FileUploaded) and attached to the version. The caller removes the stored object
 * (`storedKey`) should its transaction fail.
 */
export async function attachDrawnSignature(
  m: EntityManager,
  events: DomainEventsService,
  storage: StoragePort,
  report: ReportDigests,
  png: Buffer,
  signerName: string,
  reason: string,
  onStored: (key: string) => void,
): Promise<number> {
  const put = await storage.put(png, { folder: 'attachment', ext: 'png', contentType: 'image/png' });
  onStored(put.key);
  const fileName = `签字-${signerName}.png`;
  const stored = firstRow<{ id: number }>(
    await m.query(
      `INSERT INTO stored_files (key, original_name, suffix, content_type, size, kind, organization_id, uploaded_by, uploader_name)
       VALUES ($1, $2, 'png', 'image/png', $3, 'attachment', $4, NULL, $5) RETURNING id`,
      [put.key, fileName, put.size, report.organizationId, signerName.slice(0, 50)],
    ),
  );
  if (!stored) throw new Error('stored_files: INSERT returned no row');
  await events.append(m, {
    type: EVENT_TYPES.FileUploaded,
    aggregateType: 'stored-file',
    aggregateId: stored.id,
    payload: { old: null, new: { key: put.key, name: fileName, kind: 'attachment', size: put.size, contentType: 'image/png', organizationId: report.organizationId } },
    organizationId: report.organizationId,
    reason,
  });
  return attach(m, events, report, { id: stored.id, key: put.key, contentType: 'image/png', size: put.size, suffix: 'png' }, fileName, { actorId: null, username: signerName, name: signerName }, reason);
}
