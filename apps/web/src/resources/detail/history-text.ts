import { allFields, fieldOf, labelFieldOf, type FieldOption, type HistoryChange, type ResourceDeclaration, type ResourceField } from '@ohit/contracts';
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

/** One line of an entry: "合同编号：（空） → HT-001". */
export interface ShownChange {
  key: string;
  label: string;
  from: string;
  to: string;
}

const labelled = (f: ResourceField | undefined): boolean => !!f && (f.type === 'user' || f.type === 'reference');

/**
 * The changes of an entry as lines: the server's label (else the declared one), old → new. A
 * user or reference field is recorded twice — its id and its label (`<name>Name`) as they read
 * then — and shows once, by the label.
 */
export function shownChanges(decl: ResourceDeclaration, changes: HistoryChange[], optionsOf: (f: ResourceField) => FieldOption[]): ShownChange[] {
  const byField = new Map(changes.map((c) => [c.field, c]));
  const out: ShownChange[] = [];
  for (const c of changes) {
    const field = fieldOf(decl, c.field);
    const base = !field && c.field.endsWith('Name') ? fieldOf(decl, c.field.slice(0, -'Name'.length)) : undefined;
    if (base && labelled(base)) {
      // shown with its id's line; alone (only the label was recorded) under the field's label
      if (!byField.has(base.name)) out.push({ key: c.field, label: base.label, from: historyValue(undefined, c.old, []), to: historyValue(undefined, c.new, []) });
      continue;
    }
    if (field && labelled(field)) {
      const names = byField.get(labelFieldOf(field));
      out.push({
        key: c.field,
        label: c.label || field.label,
        from: historyValue(undefined, names?.old ?? c.old, []),
        to: historyValue(undefined, names?.new ?? c.new, []),
      });
      continue;
    }
    const options = field ? optionsOf(field) : [];
    out.push({ key: c.field, label: c.label || field?.label || c.field, from: historyValue(field, c.old, options), to: historyValue(field, c.new, options) });
  }
  return out;
}
