import { GENERIC_RESOURCES, allFields, columnOf, labelFieldOf } from '@ohit/contracts';
import { isLabelled, referenceTarget } from '@ohit/server-resource-engine';
import { dataSourceOf } from '../../testing/identity';
import { createTestApp, TestApp } from '../../testing/test-app';

jest.setTimeout(60_000);

interface IndexInfo {
  method: string;
  columns: string[];
}

/**
 * The rule "indexed for every declared filter and sort", checked against the migrated
 * schema for every generic resource: an exact/in/range filter or a sort needs a b-tree index
 * led by its column (or by organization_id then its column, the shape every scoped list
 * uses); a `contains` filter needs a trigram index when pg_trgm is installed. A declaration
 * served by a view of one table (the stock kinds over stock_items) is indexed on that table.
 */
describe('every declared filter and sort of a generic resource is indexed', () => {
  let t: TestApp;
  let trigram = false;
  const indexes = new Map<string, IndexInfo[]>();
  const viewBase = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
    const ds = dataSourceOf(t.app);
    trigram = (await ds.query(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`)).length > 0;
    const rows: { tbl: string; method: string; columns: string[] }[] = await ds.query(
      `SELECT c.relname AS tbl, am.amname AS method,
              array(SELECT a.attname FROM unnest(i.indkey) WITH ORDINALITY k(attnum, ord)
                    JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum ORDER BY k.ord)::text[] AS columns
         FROM pg_index i
         JOIN pg_class c ON c.oid = i.indrelid
         JOIN pg_class ic ON ic.oid = i.indexrelid
         JOIN pg_am am ON am.oid = ic.relam
         JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()`,
    );
    for (const r of rows) indexes.set(r.tbl, [...(indexes.get(r.tbl) ?? []), { method: r.method, columns: r.columns }]);
    const views: { view_name: string; table_name: string }[] = await ds.query(
      `SELECT view_name, table_name FROM information_schema.view_table_usage WHERE view_schema = current_schema()`,
    );
    for (const v of views) viewBase.set(v.view_name, v.table_name);
  });
  afterAll(() => t.close());

  const cases = GENERIC_RESOURCES.flatMap((decl) =>
    allFields(decl)
      .filter((f) => f.searchable || f.sortable)
      .map((f) => [decl.name, f.name, decl.table as string, columnOf(f), f.searchable, Boolean(f.sortable)] as const),
  );

  it.each(cases)('%s.%s', (_name, _field, table, column, search, sortable) => {
    const own = indexes.get(viewBase.get(table) ?? table) ?? [];
    const btree = own.some((i) => i.method === 'btree' && (i.columns[0] === column || (i.columns[0] === 'organization_id' && i.columns[1] === column)));
    const gin = own.some((i) => i.method === 'gin' && i.columns[0] === column);
    const needs = { btree: sortable || (search !== undefined && search !== 'contains'), gin: search === 'contains' && trigram };
    expect({ btree: needs.btree ? btree : true, gin: needs.gin ? gin : true }).toEqual({ btree: true, gin: true });
  });

  // A searchable reference or user field also filters by its target's label (`<name>Name`, contains).
  const labelCases = GENERIC_RESOURCES.flatMap((decl) =>
    allFields(decl)
      .filter((f) => f.searchable && isLabelled(f))
      .flatMap((f) => referenceTarget(f).matchColumns.map((column) => [decl.name, labelFieldOf(f), referenceTarget(f).table, column] as const)),
  );

  it.each(labelCases)('%s.%s (label filter on %s.%s)', (_name, _key, table, column) => {
    const gin = (indexes.get(viewBase.get(table) ?? table) ?? []).some((i) => i.method === 'gin' && i.columns.includes(column));
    expect(trigram ? gin : true).toBe(true);
  });
});
