import type { FieldOption, ResourceAction, ResourceDeclaration, ResourceField } from './resource-declaration';

// What the engine, the web and the export/import jobs ask of a declaration's fields.

/** The standard fields every generic row carries (spec §3 "Generic list row"). */
export const SYSTEM_FIELDS: ResourceField[] = [
  { name: 'id', type: 'integer', label: 'ID', readOnly: true, sortable: true, hidden: true, importable: false, exportable: false },
  { name: 'version', type: 'integer', label: '版本', readOnly: true, hidden: true, importable: false, exportable: false },
  { name: 'organizationId', type: 'integer', label: '所属机构', readOnly: true, hidden: true, importable: false, exportable: false, searchable: 'exact' },
  // Who created and last changed a row, and when, travel with every export (traceability of records).
  { name: 'createBy', type: 'string', label: '创建人', readOnly: true, hidden: true, importable: false },
  { name: 'updateBy', type: 'string', label: '更新人', readOnly: true, hidden: true, importable: false },
  { name: 'createTime', column: 'created_at', type: 'datetime', label: '创建时间', readOnly: true, sortable: true, importable: false, searchable: 'range' },
  { name: 'updateTime', column: 'updated_at', type: 'datetime', label: '更新时间', readOnly: true, sortable: true, hidden: true, importable: false },
];

export function columnOf(field: ResourceField): string {
  return field.column ?? field.name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** Every field of a declaration, its own then the system ones it does not redefine. */
export function allFields(decl: ResourceDeclaration): ResourceField[] {
  const own = new Set(decl.fields.map((f) => f.name));
  return [...decl.fields, ...SYSTEM_FIELDS.filter((f) => !own.has(f.name))];
}

export function fieldOf(decl: ResourceDeclaration, name: string): ResourceField | undefined {
  return allFields(decl).find((f) => f.name === name);
}

/** Fields a user may write (create, edit, import): never read-only, computed or workflow-bound ones. */
export function writableFields(decl: ResourceDeclaration): ResourceField[] {
  return decl.fields.filter((f) => !f.readOnly && !f.computed && f.name !== decl.workflow?.field);
}

/** The label field a reference or user field carries beside its id (`inspectedUnitId` → `inspectedUnitIdName`). */
export function labelFieldOf(field: ResourceField): string {
  return `${field.name}Name`;
}

export function exportFields(decl: ResourceDeclaration): ResourceField[] {
  return allFields(decl).filter((f) => f.exportable !== false);
}

export function importFields(decl: ResourceDeclaration): ResourceField[] {
  return decl.fields.filter((f) => !f.readOnly && f.importable !== false);
}

/** Codes that grant an action: `<prefix>:<action>` for the prefix and each alias. The list action is `list`. */
export function permissionCodes(decl: Pick<ResourceDeclaration, 'permission' | 'permissionAliases'>, action: ResourceAction | 'list' | (string & {})): string[] {
  return [decl.permission, ...(decl.permissionAliases ?? [])].map((p) => `${p}:${action}`);
}

/** Label of a dictionary value (the value itself when unknown). */
export function optionLabel(field: ResourceField, value: unknown): string {
  if (value === null || value === undefined) return '';
  const hit = field.options?.find((o) => o.value === String(value));
  return hit ? hit.label : String(value);
}

/** Value of a dictionary label or value as typed into an import workbook. */
export function optionValue(field: ResourceField, text: string): string | undefined {
  const t = text.trim();
  return field.options?.find((o) => o.label === t || o.value === t)?.value;
}

/**
 * A dictionary field's options as maintained: an entry's label replaces the built-in label of
 * the same value, new values are appended in dictionary order, and a later entry (an
 * organisation's own) overrides an earlier one (the platform-wide). Server and web both use it.
 */
export function mergeOptions(builtIn: readonly FieldOption[], entries: readonly FieldOption[]): FieldOption[] {
  const merged = new Map<string, string>(builtIn.map((o) => [o.value, o.label]));
  for (const e of entries) merged.set(e.value, e.label);
  return [...merged].map(([value, label]) => ({ value, label }));
}
