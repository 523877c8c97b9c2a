import { returningRows } from '@ohit/server-database';
import { type FieldOption, mergeOptions, type ResourceDeclaration } from '@ohit/contracts';
import type { RunSql } from './resource-import';

interface DictionaryRow {
  name: string;
  value: string;
  label: string;
}


/**
 * The declaration as seen by one organisation: every field that names a dictionary gets the
 * dictionary's current entries (platform-wide, then the organisation's own) as its options, so
 * exports write the labels people maintain in 字典管理 and imports accept them. One query for
 * all of the declaration's dictionaries.
 */
export async function withDictionaryOptions(run: RunSql, decl: ResourceDeclaration, organizationId: number): Promise<ResourceDeclaration> {
  const names = [...new Set(decl.fields.flatMap((f) => (f.dictionary ? [f.dictionary] : [])))];
  if (!names.length) return decl;
  const rows = returningRows<DictionaryRow>(
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
