import { permissionCodes, type ResourceAction, type ResourceDeclaration } from '@ohit/contracts';
import { CONFIRM_PROMPTS } from '@ohit/domain';
import { checkPermission } from '../permission/check';

/** The row menu 'operation' of spec §2, in the spec's order. */
export type RowActionKey = 'reset' | 'cancelRelation' | 'relation' | 'edit' | 'copy' | 'del';

export const ROW_ACTION_ORDER: readonly RowActionKey[] = ['reset', 'cancelRelation', 'relation', 'edit', 'copy', 'del'];

export interface RowAction {
  key: RowActionKey;
  /** Any of these permission codes grants the action (`<prefix>:<action>` and the aliases'). */
  codes: string[];
  /** The popover prompt (spec §2), verbatim; edit and copy open a dialog instead. */
  confirm: string | null;
}

const PROMPTS: Record<RowActionKey, string | null> = {
  reset: CONFIRM_PROMPTS.reset,
  cancelRelation: CONFIRM_PROMPTS.cancelRelation,
  relation: CONFIRM_PROMPTS.relate,
  edit: null,
  copy: null,
  del: CONFIRM_PROMPTS.delete,
};

/** Codes of a toolbar or row action (`<prefix>:<action>` for the prefix and every alias). */
export function codesFor(decl: ResourceDeclaration, action: ResourceAction | 'list'): string[] {
  return permissionCodes(decl, action);
}

/** Row actions the declaration offers and the user may use (each guarded by its permission). */
export function rowActionsFor(decl: ResourceDeclaration, userCodes: readonly string[] | null | undefined): RowAction[] {
  return ROW_ACTION_ORDER.filter((key) => decl.actions.includes(key as ResourceAction))
    .map((key) => ({ key, codes: codesFor(decl, key as ResourceAction), confirm: PROMPTS[key] }))
    .filter((a) => checkPermission(userCodes, a.codes));
}

/** Toolbar action visible to the user? (add, export, import, status…) */
export function mayUse(decl: ResourceDeclaration, action: ResourceAction, userCodes: readonly string[] | null | undefined): boolean {
  return decl.actions.includes(action) && checkPermission(userCodes, codesFor(decl, action));
}
