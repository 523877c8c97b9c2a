import { NotFoundException } from '@nestjs/common';
import { type ChildCollection, type ResourceDeclaration, type ResourceField, type ResourceRow, labelFieldOf } from '@ohit/contracts';
import { CHILD_MESSAGES as M } from './children.messages';

/** A child collection of a declaration by its URL name (404 when the declaration has none of that name). */
export function childCollectionOf(decl: ResourceDeclaration, name: string): ChildCollection {
  const child = decl.children?.find((c) => c.name === name);
  if (!child) throw new NotFoundException(M.unknownChild);
  return child;
}

/**
 * The child rows seen as a declaration of their own (their table, their fields, the system
 * fields every row carries), so the engine's validation, SELECT list and row mapping apply to
 * them unchanged. Scoped like the parent: a child row carries its parent's organisation.
 */
export function childDeclaration(decl: ResourceDeclaration, child: ChildCollection): ResourceDeclaration {
  return {
    name: decl.name,
    title: child.title,
    url: `${decl.url}/children/${child.name}`,
    engine: 'generic',
    table: child.table,
    organisationScoped: true,
    permission: decl.permission,
    permissionAliases: decl.permissionAliases,
    fields: child.fields,
    actions: [],
  };
}

const labelled = (f: ResourceField) => f.type === 'user' || f.type === 'reference';

/** The given fields' values of a child row, with the labels of user and reference fields: what an event records. */
export function childValues(fields: ResourceField[], row: ResourceRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    out[f.name] = row[f.name] ?? null;
    if (labelled(f)) out[labelFieldOf(f)] = row[labelFieldOf(f)] ?? null;
  }
  return out;
}

/** The labels of a child row's user and reference fields (`userIdName` …): who or what the row is about. */
export function childLabels(fields: ResourceField[], row: ResourceRow): Record<string, unknown> {
  return Object.fromEntries(fields.filter(labelled).map((f) => [labelFieldOf(f), row[labelFieldOf(f)] ?? null]));
}
