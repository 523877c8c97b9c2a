import { returningRows } from '@ohit/server-database';
import { type FieldType, IMPORT_LIMITS, type ResourceDeclaration, type ResourceField, allFields, coerceField, columnOf, importFields } from '@ohit/contracts';
import { columnLetter, readWorkbookRows, type WorkbookKind } from '@ohit/server-xlsx';
import { referenceCellText, resolveReferenceCells } from './reference-import';
import { vocabularyRefusal, vocabularyValue } from './vocabulary';
import { isLabelled } from './reference-sql';
import { toDbValue } from './resource-sql';

/** Runs SQL inside the caller's transaction (TypeORM EntityManager.query or pg). */
export type RunSql = (sql: string, params: unknown[]) => Promise<unknown>;

export interface ImportOptions {
  run: RunSql;
  decl: ResourceDeclaration;
  buf: Buffer;
  kind: WorkbookKind;
  /** Every inserted row carries it: a re-run sees the committed import and writes nothing. */
  jobId: string;
  organizationId: number;
  username: string;
  maxRows?: number;
  maxErrors?: number;
  onProgress?: (rowsRead: number) => Promise<void> | void;
}

export interface ImportResult {
  /** Row- and column-named messages; empty on success. The caller rolls back when not empty. */
  errors: string[];
  inserted: number;
  /** The job's rows were already committed by an earlier run (a crash after commit). */
  alreadyImported: boolean;
}

type Batch = { rowNumber: number; values: unknown[]; key: unknown; keyColumn: string }[];

/** The array type each field's values travel in (assignment casts take them to the column's own type). */
const ARRAY_TYPES: Record<FieldType, string> = {
  string: 'text',
  text: 'text',
  dictionary: 'text',
  area: 'text',
  integer: 'int8',
  number: 'numeric',
  boolean: 'bool',
  date: 'date',
  datetime: 'timestamptz',
  reference: 'int8',
  user: 'int8',
};


/**
 * Validates every row by the declaration and inserts valid rows in batches inside the
 * caller's transaction; any error means the caller rolls the whole file back. Unique fields
 * are checked by the database (ON CONFLICT DO NOTHING RETURNING), which also catches
 * duplicates within the file.
 */
export async function importRows(o: ImportOptions): Promise<ImportResult> {
  const { decl } = o;
  const maxRows: number = o.maxRows ?? IMPORT_LIMITS.maxRows;
  const maxErrors = o.maxErrors ?? 500;
  const prior = returningRows(await o.run(`SELECT count(*)::int AS n FROM ${decl.table} WHERE import_job_id = $1`, [o.jobId]));
  if (Number(prior[0]?.n) > 0) return { errors: [], inserted: Number(prior[0].n), alreadyImported: true };

  // Trigram (GIN) indexes take new entries into their pending list instead of the index proper
  // for the rest of this transaction; autovacuum merges them soon after (it runs after large
  // inserts). A bulk load is the case the pending list exists for.
  await o.run(`SET LOCAL gin_pending_list_limit = '64MB'`, []);
  const fields = importFields(decl);
  const unique = fields.find((f) => f.unique);
  const errors: string[] = [];
  const fail = (msg: string) => {
    if (errors.length < maxErrors) errors.push(msg);
  };
  let columns: { index: number; field: ResourceField }[] | null = null;
  let batch: Batch = [];
  let inserted = 0;
  let read = 0;
  // One statement per batch with one array parameter per column (INSERT … SELECT FROM unnest):
  // PostgreSQL parses 15 parameters instead of ~30,000, which is most of the time a VALUES list costs.
  const returning = unique ? columnOf(unique) : 'id';
  const n = fields.length;
  const insertSql = `INSERT INTO ${decl.table} (${[...fields.map(columnOf), 'organization_id', 'create_by', 'update_by', 'import_job_id'].join(', ')})
    SELECT u.*, $${n + 1}::int, $${n + 2}::text, $${n + 2}::text, $${n + 3}::uuid
      FROM unnest(${fields.map((f, i) => `$${i + 1}::${ARRAY_TYPES[f.type]}[]`).join(', ')}) AS u
    ON CONFLICT DO NOTHING RETURNING ${returning} AS k`;
  const perBatch = 2_500;

  // Tree resources: a parent named in the file must already exist in the owner's organisation.
  const parentAt = decl.tree ? fields.findIndex((f) => f.name === decl.tree?.parentField) : -1;
  const orphansOf = async (rows: Batch): Promise<Batch> => {
    const wanted = [...new Set(rows.map((r) => r.values[parentAt]).filter((v) => v !== null && v !== undefined))];
    if (!wanted.length) return [];
    const found = new Set(returningRows(await o.run(`SELECT id FROM ${decl.table} WHERE id = ANY($1::int[]) AND organization_id = $2`, [wanted, o.organizationId])).map((r) => String(r.id)));
    return rows.filter((r) => r.values[parentAt] !== null && r.values[parentAt] !== undefined && !found.has(String(r.values[parentAt])));
  };

  // Reference and user cells hold a label (or an id): resolved to ids within the organisation, per batch.
  const labelledAt = fields.flatMap((f, i) => (isLabelled(f) ? [i] : []));
  const resolveReferences = async (rows: Batch): Promise<boolean> => {
    let ok = true;
    for (const i of labelledAt) {
      const texts = [...new Set(rows.map((r) => r.values[i]).filter((v): v is string => typeof v === 'string'))];
      if (!texts.length) continue;
      const found = await resolveReferenceCells(o.run, fields[i], o.organizationId, texts);
      const at = columns?.find((c) => c.field === fields[i]);
      for (const r of rows) {
        const hit = typeof r.values[i] === 'string' ? found.get(r.values[i] as string) : undefined;
        if (hit === undefined || typeof hit === 'number') {
          if (hit !== undefined) r.values[i] = hit;
          continue;
        }
        fail(`第${r.rowNumber}行${at ? columnLetter(at.index + 1) : ''}列：${hit}`);
        ok = false;
      }
    }
    return ok;
  };

  const insert = async (rows: Batch) => {
    if (!(await resolveReferences(rows))) return;
    if (parentAt >= 0) {
      const orphans = await orphansOf(rows);
      if (orphans.length) {
        const parent = fields[parentAt];
        const at = columns?.find((c) => c.field === parent);
        for (const r of orphans) fail(`第${r.rowNumber}行${at ? columnLetter(at.index + 1) : ''}列：${parent.label}“${String(r.values[parentAt])}”不存在或不属于同一机构`);
        return;
      }
    }
    const params: unknown[] = [...fields.map((_, i) => rows.map((r) => r.values[i])), o.organizationId, o.username, o.jobId];
    const got = returningRows(await o.run(insertSql, params));
    inserted += got.length;
    if (got.length < rows.length && unique) {
      // Each returned key accounts for one row of the batch, first occurrence first (a repeat within the file is the one refused).
      const left = new Map<string, number>();
      for (const r of got) left.set(String(r.k), (left.get(String(r.k)) ?? 0) + 1);
      for (const r of rows) {
        const n = left.get(String(r.key)) ?? 0;
        if (n > 0) {
          left.set(String(r.key), n - 1);
          continue;
        }
        fail(`第${r.rowNumber}行${r.keyColumn}列：${unique.label}“${String(r.key)}”已存在`);
      }
    } else if (got.length < rows.length) fail('部分数据已存在');
  };

  // The INSERT of one batch runs in PostgreSQL while the next is read and validated here (one
  // statement in flight at a time on the transaction's connection). Its failure is kept, not
  // left unhandled, and rethrown at the next flush.
  let inFlight: Promise<void> = Promise.resolve();
  let failure: unknown = null;
  const settle = async () => {
    await inFlight;
    if (failure) throw failure;
  };
  const flush = async () => {
    await settle();
    if (!batch.length) return;
    const rows = batch;
    batch = [];
    inFlight = insert(rows).catch((e: unknown) => {
      failure = e;
    });
  };

  // Rows are never read wider than the declaration's columns (what an export writes at most).
  for await (const row of readWorkbookRows(o.buf, o.kind, maxRows, allFields(decl).length)) {
    if (!columns) {
      const labels = row.cells.map((c) => (c.value === null || c.value === undefined ? '' : String(c.value).trim()));
      columns = fields.flatMap((field) => {
        const index = labels.indexOf(field.label);
        return index >= 0 ? [{ index, field }] : [];
      });
      const missing = fields.filter((f) => f.required && !columns!.some((c) => c.field === f));
      if (missing.length) return { errors: [`第${row.rowNumber}行（表头）缺少必填列：${missing.map((f) => f.label).join('、')}`], inserted: 0, alreadyImported: false };
      if (!columns.length) return { errors: [`第${row.rowNumber}行（表头）没有可导入的列，请使用导出的表头`], inserted: 0, alreadyImported: false };
      continue;
    }
    read += 1;
    if (read > maxRows) {
      fail(`数据行数超过上限${maxRows}行`);
      break;
    }
    const values = new Map<ResourceField, unknown>();
    let rowOk = true;
    for (const { index, field } of columns) {
      const cell = row.cells[index] ?? { value: null };
      const where = `第${row.rowNumber}行${columnLetter(index + 1)}列`;
      if (cell.formula) {
        fail(`${where}：${field.label}不能是公式`);
        rowOk = false;
        continue;
      }
      if (typeof cell.value === 'string' && cell.value.length > IMPORT_LIMITS.maxCellChars) {
        fail(`${where}：${field.label}内容过长（超过${IMPORT_LIMITS.maxCellChars}个字符）`);
        rowOk = false;
        continue;
      }
      const [coerced, coerceMessage] = isLabelled(field) ? referenceCellText(field, cell.value) : coerceField(field, cell.value);
      const message = coerceMessage ?? vocabularyRefusal(field, coerced);
      const value = vocabularyValue(field, coerced);
      if (message) {
        fail(`${where}：${message}`);
        rowOk = false;
      } else values.set(field, value);
    }
    // Fields without a column take their default.
    for (const f of fields) if (!values.has(f) && !columns.some((c) => c.field === f)) values.set(f, f.defaultValue ?? null);
    if (rowOk && errors.length === 0) {
      const uniqueColumn = unique ? columns.find((c) => c.field === unique) : undefined;
      batch.push({
        rowNumber: row.rowNumber,
        values: fields.map((f) => toDbValue(f, values.get(f))),
        key: unique ? values.get(unique) : null,
        keyColumn: uniqueColumn ? columnLetter(uniqueColumn.index + 1) : '',
      });
      if (batch.length >= perBatch) await flush();
    }
    if (read % 1000 === 0) await o.onProgress?.(read);
  }
  if (errors.length === 0) await flush();
  await settle();
  await o.onProgress?.(read);
  if (!columns) return { errors: ['工作表为空，没有定义数据范围（!ref）'], inserted: 0, alreadyImported: false };
  if (read === 0 && errors.length === 0) return { errors: ['没有可导入的数据行'], inserted: 0, alreadyImported: false };
  return { errors, inserted, alreadyImported: false };
}
