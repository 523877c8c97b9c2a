import { QueryFailedError, type EntityManager } from 'typeorm';
import { type ChildCollection, type ResourceDeclaration, type ResourceEventVerb, type ResourceRow, resourceEventType } from '@ohit/contracts';
import type { DomainEventsService } from '@ohit/server-database';
import { type Actor, auditOf, badRequest } from '../../../platform';
import { declarationFor } from '../shared/resource-access';
import { validateFor } from '../shared/resource-write';
import type { ParentRow } from '../shared/parent-scope';
import { childCollectionOf, childDeclaration, childLabels, childValues } from './child-collection';
import { CHILD_MESSAGES as M } from './children.messages';

export interface ChildTarget {
  decl: ResourceDeclaration;
  child: ChildCollection;
  /** The child rows as a declaration (validation, SELECT list, row mapping). */
  view: ResourceDeclaration;
}

export function childTarget(resource: string, childName: string): ChildTarget {
  const decl = declarationFor(resource);
  const child = childCollectionOf(decl, childName);
  return { decl, child, view: childDeclaration(decl, child) };
}

/**
 * A child's values as a write accepts them: the same coercion and validators as the parent's
 * fields (dictionaries as the parent's organisation keeps them), and user and reference values
 * pointing into that organisation (validateFor runs checkReferenceFields; on an edit, `before`
 * spares a value the row already holds, so a member disabled since stays on the team).
 */
export function validateChild(m: EntityManager, target: ChildTarget, parent: ParentRow, body: Record<string, unknown>, before?: ResourceRow): Promise<Record<string, unknown>> {
  return validateFor(m, target.view, parent.organizationId, body, before !== undefined, before);
}

/**
 * One event on the PARENT's aggregate, so its history and its live list see the change: `old`
 * and `new` hold the fields that changed (all of them on add and remove) with the labels of
 * user and reference fields as they read at the time; `labels` names the row (whose role changed).
 */
export async function appendChildEvent(
  events: DomainEventsService,
  m: EntityManager,
  target: ChildTarget,
  verb: Extract<ResourceEventVerb, 'ChildAdded' | 'ChildEdited' | 'ChildRemoved'>,
  change: { actor: Actor; parent: ParentRow; before: ResourceRow | null; after: ResourceRow | null; reason: string | null },
): Promise<void> {
  const { before, after } = change;
  const row = after ?? before;
  if (!row) throw new Error('appendChildEvent: neither a row before nor after the change');
  const fields = before && after ? target.child.fields.filter((f) => JSON.stringify(before[f.name] ?? null) !== JSON.stringify(after[f.name] ?? null)) : target.child.fields;
  await events.append(m, {
    type: resourceEventType(target.decl.name, verb),
    aggregateType: target.decl.name,
    aggregateId: change.parent.id,
    payload: {
      ids: [change.parent.id],
      child: target.child.name,
      childId: row.id,
      labels: childLabels(target.child.fields, row),
      old: before && childValues(fields, before),
      new: after && childValues(fields, after),
    },
    ...auditOf(change.actor),
    // the parent's organisation: the realtime room of the list that shows it
    organizationId: change.parent.organizationId,
    reason: change.reason,
  });
}

/** Runs a child write, answering a unique violation (the same member and role twice…) with a 400 a person understands. */
export async function refusingDuplicates<T>(target: ChildTarget, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    const code = e instanceof QueryFailedError ? (e as QueryFailedError & { driverError?: { code?: string } }).driverError?.code : undefined;
    if (code === '23505') throw badRequest(M.duplicate(target.child.title));
    throw e;
  }
}
