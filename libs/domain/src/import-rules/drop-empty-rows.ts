/** A cell is empty when it is undefined, null, or a string of only whitespace. */
export function isEmptyCell(cell: unknown): boolean {
  return cell === undefined || cell === null || (typeof cell === 'string' && cell.trim() === '');
}

/**
 * Drops rows whose first column is empty (spec §5), for rows read as arrays of cells
 * (e.g. a sheet read with `header: 1`). `0` and `false` are values, not empty.
 */
export function dropRowsWithEmptyFirstColumn<R extends readonly unknown[]>(rows: readonly R[]): R[] {
  return rows.filter((row) => !isEmptyCell(row[0]));
}

/**
 * The same rule for rows read as records keyed by column header: the caller names the
 * first column, because a record omits missing cells and its key order proves nothing.
 */
export function dropRecordsWithEmptyFirstColumn<R extends Readonly<Record<string, unknown>>>(
  rows: readonly R[],
  firstColumn: keyof R & string,
): R[] {
  return rows.filter((row) => !isEmptyCell(row[firstColumn]));
}
