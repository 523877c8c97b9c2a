import { allFields, type ResourceDeclaration, type ResourceField, type ResourceRow } from '@ohit/contracts';
import { DIALOG_WIDTHS } from '@ohit/domain';

/**
 * Fields of the list: the declared ones and the system ones. Hand-written (custom) endpoints
 * filter and sort only by what their declaration names, so their system fields are plain columns.
 */
export function listFields(decl: ResourceDeclaration): ResourceField[] {
  if (decl.engine === 'generic') return allFields(decl);
  const own = new Set(decl.fields.map((f) => f.name));
  return [...decl.fields, ...allFields(decl).filter((f) => !own.has(f.name)).map((f) => ({ ...f, searchable: undefined, sortable: false }))];
}

/**
 * Columns the chooser offers and detail pages show: declared and system fields except the technical
 * ones — a field hidden and never exported (a search keyword, a row key, a stamp) is the server's own.
 */
export function columnFields(decl: ResourceDeclaration): ResourceField[] {
  return listFields(decl).filter((f) => f.name !== 'version' && f.name !== 'organizationId' && !(f.hidden && f.exportable === false));
}

/** Tree rows: `children: []` would show an expander on a leaf. */
export function normaliseTree(rows: ResourceRow[]): ResourceRow[] {
  return rows.map((r) => {
    if (!Array.isArray(r.children)) return r;
    if (r.children.length === 0) {
      const { children: _omit, ...rest } = r;
      return rest as ResourceRow;
    }
    return { ...r, children: normaliseTree(r.children) };
  });
}

/** Spec §2/§9 dialog widths (500, 800, 850) by the number of form fields. */
export function dialogWidth(count: number): number {
  if (count <= 6) return DIALOG_WIDTHS.small;
  if (count <= 12) return DIALOG_WIDTHS.medium;
  return DIALOG_WIDTHS.large;
}
