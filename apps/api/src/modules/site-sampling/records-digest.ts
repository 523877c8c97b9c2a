import { createHash } from 'node:crypto';
import { MEASUREMENT_FIELDS, type ResourceDeclaration, type ResourceRow, SAMPLING_CONDITION_FIELDS, SAMPLING_DAY, SAMPLING_RECORD } from '@ohit/contracts';
import { selectColumns, toApiRow } from '@ohit/server-resource-engine';
import type { ExtensionContext } from '../resources';

type Run = ExtensionContext['m'];

/** What a signature vouches for: the day's conditions, every record's and every measurement's own values (not who saved them, or when). */
const RECORD_FIELDS = SAMPLING_RECORD.fields.filter((f) => !['samplingDay', 'belongProject'].includes(f.name)).map((f) => f.name);
const DAY_FIELDS = [...SAMPLING_CONDITION_FIELDS.map((f) => f.name), 'samplingDate', 'samplers', 'accompanyName'];
const MEASUREMENT_NAMES = MEASUREMENT_FIELDS.map((f) => f.name);
/** The measurement rows read as the API shows them (times as ISO text), without the instrument's label. */
const MEASUREMENT_VIEW: ResourceDeclaration = { ...SAMPLING_DAY, table: 'sampling_day_measurements', fields: MEASUREMENT_FIELDS, children: undefined, workflow: undefined, autoCode: undefined };

const pick = (row: ResourceRow, names: readonly string[]) => names.map((n) => [n, row[n] ?? null]);

/**
 * SHA-256 of the day's records and measurements as they stand, in a fixed order: a signature
 * stores it, and the day is submitted only while every signature's digest is the current one (an
 * edit changes it). A day without measurements hashes as it did before they existed, so the
 * signatures of such days stay current.
 */
export async function recordsDigest(m: Run, day: ResourceRow): Promise<string> {
  const rows: Record<string, unknown>[] = await m.query(`SELECT ${selectColumns(SAMPLING_RECORD)} FROM ${SAMPLING_RECORD.table} t WHERE t.day_id = $1 ORDER BY t.id`, [day.id]);
  const records = rows.map((r) => pick(toApiRow(SAMPLING_RECORD, r), RECORD_FIELDS));
  const measured: Record<string, unknown>[] = await m.query(
    `SELECT ${selectColumns(MEASUREMENT_VIEW, MEASUREMENT_FIELDS, { referenceLabels: false })} FROM ${MEASUREMENT_VIEW.table} t WHERE t.day_id = $1 ORDER BY t.id`,
    [day.id],
  );
  const measurements = measured.map((r) => pick(toApiRow(MEASUREMENT_VIEW, r), MEASUREMENT_NAMES));
  const vouched = measurements.length > 0 ? { day: pick(day, DAY_FIELDS), records, measurements } : { day: pick(day, DAY_FIELDS), records };
  return createHash('sha256').update(JSON.stringify(vouched)).digest('hex');
}

/** How many sampling records and physical measurements the day has: what there is to sign and submit. */
export async function entryCount(m: Run, dayId: number): Promise<number> {
  const [row] = await m.query(
    `SELECT (SELECT count(*) FROM ${SAMPLING_RECORD.table} WHERE day_id = $1) + (SELECT count(*) FROM ${MEASUREMENT_VIEW.table} WHERE day_id = $1) AS n`,
    [dayId],
  );
  return Number(row?.n ?? 0);
}
