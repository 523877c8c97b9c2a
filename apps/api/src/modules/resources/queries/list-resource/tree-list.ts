import { columnOf, fieldOf, type ResourceDeclaration, type ResourceRow } from '@ohit/contracts';
import { buildListSql, listPageSql, type ReadAccess, selectColumns, toApiRow } from '@ohit/server-resource-engine';

/** Runs one SQL statement (DataSource.query or EntityManager.query). */
export type RunSql = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/**
 * The sort of a tree list: the requested (or declared default) sort, then id ascending unless
 * the sort names id — siblings with the same `sort` value keep the order they were created in.
 */
export function treeSort(decl: ResourceDeclaration, sort: unknown): unknown {
  const list = isEmpty(sort) ? [decl.defaultSort ?? 'id,desc'] : Array.isArray(sort) ? sort : [sort];
  if (list.some((s) => typeof s !== 'string')) return sort; // refused by the list builder
  if ((list as string[]).some((s) => s.split(',')[0].trim() === 'id')) return list;
  return [...list, 'id,asc'];
}

/** The parent column of a tree declaration. */
export function parentColumn(decl: ResourceDeclaration): string {
  const field = decl.tree ? fieldOf(decl, decl.tree.parentField) : undefined;
  if (!field) throw new Error(`${decl.name}: tree parentField is not a declared field`);
  return columnOf(field);
}

/**
 * Nests rows (in list order) under their parents: `roots` in order, each node's `children`
 * in the same order. Leaves carry no `children` key — antd's Table shows an expander for any
 * row that has one, even an empty array.
 */
export function nestRows(rows: ResourceRow[], rootIds: ReadonlySet<number>, parentField: string): ResourceRow[] {
  const byId = new Map<number, ResourceRow>();
  for (const r of rows) byId.set(r.id, r);
  const roots: ResourceRow[] = [];
  for (const r of rows) {
    if (rootIds.has(r.id)) {
      roots.push(r);
      continue;
    }
    const parent = byId.get(Number(r[parentField]));
    if (!parent || parent === r) continue; // not reachable from a root of this page
    (parent.children ??= []).push(r);
  }
  return roots;
}

export interface TreePage {
  total: number;
  content: ResourceRow[];
}

/**
 * The list of a tree resource.
 *
 * - With a search (any declared filter, ids or a time slot), the matching rows come back flat,
 *   paged and counted like any generic list.
 * - Without one, the page is over the ROOTS in the caller's scope — rows with no parent, or
 *   whose parent is outside the caller's organisation scope — with the usual page, size and
 *   sort; totalElements counts roots. Every root carries its descendants as nested `children`
 *   (all depths, sorted the same way, only rows in scope), read by one recursive CTE whose
 *   UNION (not UNION ALL) stops on a cycle in the data.
 *
 * Either way the sort ends with id ascending (treeSort).
 */
export async function listTree(run: RunSql, decl: ResourceDeclaration, query: Record<string, unknown>, access: ReadAccess): Promise<TreePage> {
  const sort = treeSort(decl, query.sort);
  const full = buildListSql(decl, { ...query, sort }, access);
  const scopeOnly = buildListSql(decl, { page: query.page, size: query.size, sort, organizationId: query.organizationId }, access);
  const { table, tree } = decl;
  if (!table || !tree) throw new Error(`${decl.name}: not a generic tree resource`);

  if (full.where !== scopeOnly.where) {
    const [{ total }] = await run(`SELECT count(*)::int AS total FROM ${table} t ${full.where}`, full.params);
    const rows =
      Number(total) > full.offset
        ? await run(listPageSql(decl, full), full.params)
        : [];
    return { total: Number(total), content: rows.map((r) => toApiRow(decl, r)) };
  }

  const { params, orderBy, limit, offset } = scopeOnly;
  const inScope = scopeOnly.where ? scopeOnly.where.replace(/^WHERE /, '') : 'TRUE';
  const parent = parentColumn(decl);
  let parentInScope = '';
  if (decl.organisationScoped && access.scope) {
    params.push(access.scope);
    parentInScope = ` AND p.organization_id = ANY($${params.length}::int[])`;
  }
  const isRoot = `(t.${parent} IS NULL OR NOT EXISTS (SELECT 1 FROM ${table} p WHERE p.id = t.${parent}${parentInScope}))`;

  const [{ total }] = await run(`SELECT count(*)::int AS total FROM ${table} t WHERE ${inScope} AND ${isRoot}`, params);
  if (Number(total) <= offset) return { total: Number(total), content: [] };
  const rows = await run(
    `WITH RECURSIVE roots AS (
       SELECT t.id FROM ${table} t WHERE ${inScope} AND ${isRoot} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}
     ), tree AS (
       SELECT id FROM roots
       UNION
       SELECT t.id FROM ${table} t JOIN tree ON t.${parent} = tree.id WHERE ${inScope}
     )
     SELECT ${selectColumns(decl)}, t.id IN (SELECT id FROM roots) AS "__root"
     FROM ${table} t WHERE t.id IN (SELECT id FROM tree) ORDER BY ${orderBy}`,
    params,
  );
  const rootIds = new Set<number>();
  const apiRows = rows.map((r) => {
    const { __root, ...rest } = r;
    const row = toApiRow(decl, rest);
    if (__root) rootIds.add(row.id);
    return row;
  });
  return { total: Number(total), content: nestRows(apiRows, rootIds, tree.parentField) };
}
