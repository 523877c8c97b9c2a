import { commandRefusal, permissionCodes, transitionOptions, type ResourceDeclaration, type ResourceField } from '@ohit/contracts';
import { checkPermission } from '../../permission/check';

/** A button of a detail page's action bar: a workflow event or a module's own command. */
export interface DetailAction {
  kind: 'transition' | 'command';
  /** The event or command name (also the permission action, `<prefix>:<name>`). */
  name: string;
  label: string;
  /** What the confirmation dialog asks: a reason that must be given, may be given, or none. */
  reason: 'required' | 'optional' | 'none';
  /** Why it cannot happen now (the machine's Chinese words); null when it can. */
  refusal: string | null;
  /** A command's own inputs, asked in its dialog (prefilled from the row). */
  fields?: ResourceField[];
}

/**
 * The action bar of a row: the events its state defines (transitionOptions, in the machine's
 * order) then the declaration's own commands — only those the user holds `<prefix>:<name>` for
 * (or an alias's). An event the machine refuses now stays, disabled, with the machine's reason; so
 * does a command declared for other states than the row's.
 */
export function detailActions(decl: ResourceDeclaration, row: Record<string, unknown> | null | undefined, userCodes: readonly string[] | null | undefined): DetailAction[] {
  if (!row) return [];
  const permitted = (name: string) => checkPermission(userCodes, permissionCodes(decl, name));
  const transitions: DetailAction[] = transitionOptions(decl, row)
    .filter((o) => permitted(o.event))
    .map((o) => ({ kind: 'transition', name: o.event, label: o.label, reason: o.requiresReason ? 'required' : 'optional', refusal: o.allowed ? null : o.refusal }));
  const commands: DetailAction[] = (decl.commands ?? [])
    .filter((c) => permitted(c.name))
    .map((c) => ({ kind: 'command', name: c.name, label: c.label, reason: c.reason ?? 'none', refusal: commandRefusal(decl, c, row), fields: c.fields }));
  return [...transitions, ...commands];
}
