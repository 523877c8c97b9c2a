import { exportSourceOf, type ExportSourceContract, type ResourceField } from '@ohit/contracts';
import type { ReadAccess } from '../resource-sql';

/** A custom read as SQL: `SELECT <select> <from> ORDER BY <orderBy>` (values only as parameters). */
export interface ExportReadSql {
  select: string;
  /** `FROM … WHERE …`, the caller's scope included. */
  from: string;
  orderBy: string;
  params: unknown[];
}

/**
 * The kernel's extension point for exports of a module's own list (a join, not a declared table):
 * its columns (Chinese labels, types as a declaration's fields: dictionaries written as labels,
 * decimals exact) and the read — the very function its list runs, given the same query and the
 * owner's read rules (`ownerAccess`: organisation scope, a supervisor's zones, an enterprise user's
 * employer). A query the list would refuse throws `ResourceQueryError` (a 400 in the api, a
 * refused job in the worker). `row` adds values computed outside SQL.
 */
export interface ExportRead {
  source: ExportSourceContract;
  columns: ResourceField[];
  read(query: Record<string, unknown>, access: ReadAccess): ExportReadSql;
  row?(values: Record<string, unknown>): Record<string, unknown>;
}

const READS = new Map<string, ExportRead>();

/** Registers the server side of an export source (its contract must be registered in @ohit/contracts). */
export function registerExportRead(read: ExportRead): ExportRead {
  if (exportSourceOf(read.source.name) !== read.source) throw new Error(`export read ${read.source.name}: no such export source contract`);
  READS.set(read.source.name, read);
  return read;
}

export function exportReadOf(name: string): ExportRead | undefined {
  return READS.get(name);
}
