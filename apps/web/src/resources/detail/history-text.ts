import { allFields, fieldOf, labelFieldOf, type FieldOption, type HistoryChange, type ResourceDeclaration, type ResourceField } from '@ohit/contracts';
import { t } from '../../i18n';
import { humanSize } from '../../ui/file-table';
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
const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** What an attachment's event records of its file, as lines: its name and size (the slot is in the action already). */
const ATTACHMENT_LINES: Record<string, { label: string; show: (v: unknown) => string } | null> = {
  fileName: { label: t('resourceSections.fileName'), show: String },
  size: { label: t('resourceSections.size'), show: (v) => humanSize(Number(v)) },
  slot: null,
  contentType: null,
};

/**
 * The changes of an entry as lines: the server's label (else the declared one), old → new. A
 * user or reference field shows once, by its label (recorded beside the id as `<name>Name`, or
 * already in its place; an id alone takes the row's current label when it still points there).
 * An attachment's event shows the file's name and size; empty → empty lines are left out.
 */
export function shownChanges(
  decl: ResourceDeclaration,
  entryType: string,
  changes: HistoryChange[],
  optionsOf: (f: ResourceField) => FieldOption[],
  row?: Record<string, unknown> | null,
): ShownChange[] {
  const byField = new Map(changes.map((c) => [c.field, c]));
  // an id recorded without its label: the row's current label when it still points there
  const named = (field: ResourceField, v: unknown) => (row && !isEmpty(v) && String(row[field.name]) === String(v) && row[labelFieldOf(field)] ? row[labelFieldOf(field)] : v);
  const attachment = /Attachment(Added|Removed)$/.test(entryType);
  const out: ShownChange[] = [];
  for (const c of changes) {
    if (isEmpty(c.old) && isEmpty(c.new)) continue; // nothing to read: an empty field of a new row
    const field = fieldOf(decl, c.field);
    if (!field && attachment && c.field in ATTACHMENT_LINES) {
      const line = ATTACHMENT_LINES[c.field];
      const show = (v: unknown) => (isEmpty(v) ? t('resourceDetail.empty') : (line?.show(v) ?? ''));
      if (line) out.push({ key: c.field, label: line.label, from: show(c.old), to: show(c.new) });
      continue;
    }
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
        from: historyValue(undefined, names?.old ?? named(field, c.old), []),
        to: historyValue(undefined, names?.new ?? named(field, c.new), []),
      });
      continue;
    }
    const options = field ? optionsOf(field) : [];
    out.push({ key: c.field, label: c.label || field?.label || c.field, from: historyValue(field, c.old, options), to: historyValue(field, c.new, options) });
  }
  return out;
}
