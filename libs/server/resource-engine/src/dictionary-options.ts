import { type FieldOption, mergeOptions, type ResourceDeclaration } from '@ohit/contracts';
import type { RunSql } from './resource-import';

interface DictionaryRow {
  name: string;
  value: string;
  label: string;
}

const rowsOf = (r: unknown): DictionaryRow[] => (Array.isArray(r) && r.length === 2 && Array.isArray(r[0]) && typeof r[1] === 'number' ? r[0] : (r as DictionaryRow[]));

/**
 * The declaration as seen by one organisation: every field that names a dictionary gets the
 * dictionary's current entries (platform-wide, then the organisation's own) as its options, so
 * exports write the labels people maintain in 字典管理 and imports accept them. One query for
 * all of the declaration's dictionaries.
 */
export async function withDictionaryOptions(run: RunSql, decl: ResourceDeclaration, organizationId: number): Promise<ResourceDeclaration> {
  const names = [...new Set(decl.fields.flatMap((f) => (f.dictionary ? [f.dictionary] : [])))];
  if (!names.length) return decl;
  const rows = rowsOf(
    await run(
      `SELECT d.name, x.value, x.label
         FROM dictionary_details x JOIN dictionaries d ON d.id = x.dict_id
        WHERE d.name = ANY($1::text[]) AND (x.organization_id IS NULL OR x.organization_id = $2)
        ORDER BY d.name, (x.organization_id IS NOT NULL), x.dict_sort, x.id`,
      [names, organizationId],
    ),
  );
  const byName = new Map<string, FieldOption[]>();
  for (const r of rows) {
    const list = byName.get(r.name) ?? [];
    list.push({ value: String(r.value), label: String(r.label) });
    byName.set(r.name, list);
  }
  return {
    ...decl,
    fields: decl.fields.map((f) => (f.dictionary && byName.has(f.dictionary) ? { ...f, options: mergeOptions(f.options ?? [], byName.get(f.dictionary)!) } : f)),
  };
}
