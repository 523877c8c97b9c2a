import type { EntityManager } from 'typeorm';
import type { ResourceDeclaration } from '@ohit/contracts';
import type { Actor } from '../../../platform';
import { oneInWriteScope } from '../shared/resource-write';
import type { AttachmentChange, ChildChange, ResourceExtensions } from './resource-extensions';

interface ParentWrite {
  m: EntityManager;
  actor: Actor;
  decl: ResourceDeclaration;
  parentId: number;
  reason: string | null;
}

/**
 * Runs the module's beforeChildWrite hooks with the parent row as it is (read only when a module
 * hooks it), inside the child command's transaction after the parent is locked.
 */
export async function beforeChildWrite(extensions: ResourceExtensions, w: ParentWrite, change: ChildChange): Promise<void> {
  if (!extensions.has(w.decl.name, 'beforeChildWrite')) return;
  const parent = await oneInWriteScope(w.m, w.decl, w.actor, w.parentId);
  await extensions.run(w.decl.name, 'beforeChildWrite', { m: w.m, actor: w.actor, decl: w.decl, reason: w.reason }, parent, change);
}

/** Runs the module's beforeAttachmentWrite hooks, like beforeChildWrite. */
export async function beforeAttachmentWrite(extensions: ResourceExtensions, w: ParentWrite, change: AttachmentChange): Promise<void> {
  if (!extensions.has(w.decl.name, 'beforeAttachmentWrite')) return;
  const parent = await oneInWriteScope(w.m, w.decl, w.actor, w.parentId);
  await extensions.run(w.decl.name, 'beforeAttachmentWrite', { m: w.m, actor: w.actor, decl: w.decl, reason: w.reason }, parent, change);
}
