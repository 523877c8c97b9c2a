import { createHash } from 'node:crypto';
import { SAMPLING_CONDITION_FIELDS, SAMPLING_RECORD, type ResourceRow } from '@ohit/contracts';
import { selectColumns, toApiRow } from '@ohit/server-resource-engine';
import type { ExtensionContext } from '../resources';

type Run = ExtensionContext['m'];

/** What a signature vouches for: the day's conditions and every record's own values (not who saved them, or when). */
const RECORD_FIELDS = SAMPLING_RECORD.fields.filter((f) => !['samplingDay', 'belongProject'].includes(f.name)).map((f) => f.name);
const DAY_FIELDS = [...SAMPLING_CONDITION_FIELDS.map((f) => f.name), 'samplingDate', 'samplers', 'accompanyName'];

const pick = (row: ResourceRow, names: readonly string[]) => names.map((n) => [n, row[n] ?? null]);

/**
 * SHA-256 of the day's records as they stand, in a fixed order: a signature stores it, and the
 * day is submitted only while every signature's digest is the current one (an edit changes it).
 */
export async function recordsDigest(m: Run, day: ResourceRow): Promise<string> {
  const rows: Record<string, unknown>[] = await m.query(`SELECT ${selectColumns(SAMPLING_RECORD)} FROM ${SAMPLING_RECORD.table} t WHERE t.day_id = $1 ORDER BY t.id`, [day.id]);
  const records = rows.map((r) => pick(toApiRow(SAMPLING_RECORD, r), RECORD_FIELDS));
  return createHash('sha256')
    .update(JSON.stringify({ day: pick(day, DAY_FIELDS), records }))
    .digest('hex');
}

/** How many records the day has. */
export async function recordCount(m: Run, dayId: number): Promise<number> {
  const [row] = await m.query(`SELECT count(*)::int AS n FROM ${SAMPLING_RECORD.table} WHERE day_id = $1`, [dayId]);
  return Number(row?.n ?? 0);
}
