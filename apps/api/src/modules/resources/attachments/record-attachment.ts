import type { EntityManager } from 'typeorm';
import { type ResourceAttachment, type ResourceDeclaration, resourceEventType } from '@ohit/contracts';
import type { DomainEventsService } from '@ohit/server-database';
import { type Actor, auditOf, firstRow } from '../../../platform';
import { checkHeldFile, type FileStore, type StoredFileView } from '../../uploads';
import { beforeAttachmentWrite } from '../extensions/parent-hooks';
import type { ExtensionContext, ResourceExtensions } from '../extensions/resource-extensions';
import { lockParentForWrite, type ParentRow } from '../shared/parent-scope';
import { ATTACHMENT_COLUMNS, ATTACHMENT_FILE_KIND, attachmentFacts, type AttachmentRow, attachmentView } from './attachment-rows';
import { slotPolicy } from './resource-attachments.controller.factory';

/** The resource_attachments row of a stored file and AttachmentAdded on the parent's aggregate, in the caller's transaction (the parent locked, its rules run). */
export async function insertAttachment(
  m: EntityManager,
  events: DomainEventsService,
  write: { decl: ResourceDeclaration; actor: Actor; parent: ParentRow; slot: string; reason: string | null },
  stored: StoredFileView,
): Promise<ResourceAttachment> {
  const { decl, actor, parent, slot, reason } = write;
  const row = firstRow<AttachmentRow>(
    await m.query(
      `INSERT INTO resource_attachments AS a (resource, record_id, slot, stored_file_id, file_name, content_type, size, organization_id, uploaded_by, uploader_name)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10) RETURNING ${ATTACHMENT_COLUMNS}`,
      [decl.name, parent.id, slot, stored.id, stored.name, stored.type, stored.size, parent.organizationId, actor.id, stored.operate],
    ),
  );
  if (!row) throw new Error('resource_attachments: INSERT returned no row');
  const added = attachmentView(row);
  await events.append(m, {
    type: resourceEventType(decl.name, 'AttachmentAdded'),
    aggregateType: decl.name,
    aggregateId: parent.id,
    payload: { ids: [parent.id], slot, attachmentId: added.id, old: null, new: attachmentFacts(added) },
    ...auditOf(actor),
    organizationId: parent.organizationId,
    reason,
  });
  return added;
}

/** What recordAttachment needs of the kernel. */
export interface AttachmentDeps {
  files: FileStore;
  events: DomainEventsService;
  extensions: ResourceExtensions;
}

/**
 * A file a module's own command keeps as an attachment of a row, in the command's transaction —
 * as `POST <url>/:id/attachments/<slot>` would: the parent locked in the actor's write scope, the
 * slot's types, size and content checked (4xx in Chinese), the module's beforeAttachmentWrite
 * hooks, the file stored (stored_files + FileUploaded), the row and AttachmentAdded. `storedKey`
 * is for the caller to discard (FileStore.discard) should its transaction fail after this.
 */
export async function recordAttachment(
  deps: AttachmentDeps,
  ctx: ExtensionContext,
  parentId: number,
  slotName: string,
  file: { content: Buffer; fileName: string },
): Promise<{ attachment: ResourceAttachment; storedKey: string }> {
  const { m, actor, decl } = ctx;
  const reason = ctx.reason ?? null;
  const slot = decl.attachments?.find((s) => s.name === slotName);
  if (!slot) throw new Error(`${decl.name} has no attachment slot ${slotName}`);
  const held = checkHeldFile(slotPolicy(slot), file.fileName, file.content);
  const parent = await lockParentForWrite(m, decl, actor, parentId);
  await beforeAttachmentWrite(deps.extensions, { m, actor, decl, parentId, reason }, { slot: slotName, kind: 'add' });
  const stored = await deps.files.storeIn(m, actor, held, ATTACHMENT_FILE_KIND, parent.organizationId, reason);
  try {
    return { attachment: await insertAttachment(m, deps.events, { decl, actor, parent, slot: slotName, reason }, stored), storedKey: stored.key };
  } catch (e) {
    await deps.files.discard(stored.key);
    throw e;
  }
}
