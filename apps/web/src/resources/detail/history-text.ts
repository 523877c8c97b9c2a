import { allFields, type FieldOption, type HistoryChange, type ResourceDeclaration, type ResourceField } from '@ohit/contracts';
import { t } from '../../i18n';
import { cellText } from '../field-inputs';

/**
 * The declaration the history reads field meanings from: the row's own fields, the system ones
 * and its child collections' (a team member's role is a dictionary too). The row's own win.
 */
export function historyDeclaration(decl: ResourceDeclaration): ResourceDeclaration {
  const own = new Set(allFields(decl).map((f) => f.name));
  const childFields = (decl.children ?? []).flatMap((c) => c.fields).filter((f) => !own.has(f.name));
  return childFields.length === 0 ? decl : { ...decl, fields: [...decl.fields, ...childFields] };
}

/** One value of a change as a person reads it: dictionary labels, 是/否, dates; empty as （空）. */
export function historyValue(field: ResourceField | undefined, value: unknown, options: FieldOption[]): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return t('resourceDetail.empty');
  if (field) return cellText(field, value, options) || t('resourceDetail.empty');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** "合同编号：（空） → HT-001" — the server's label (else the declared one), old → new. */
export function changeText(change: HistoryChange, field: ResourceField | undefined, options: FieldOption[]): { label: string; from: string; to: string } {
  return {
    label: change.label || field?.label || change.field,
    from: historyValue(field, change.old, options),
    to: historyValue(field, change.new, options),
  };
}
