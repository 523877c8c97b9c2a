import { type ResourceRow, SAMPLING_DAY } from '@ohit/contracts';
import { selectColumns, toApiRow } from '@ohit/server-resource-engine';
import { badRequest, firstRow } from '../../platform';
import type { ExtensionContext } from '../resources';
import { SITE_SAMPLING_MESSAGES as M } from './site-sampling.messages';

/**
 * A sampling day as the API shows it, locked until the caller's transaction ends: a record's
 * change, a signature and the submission of the day serialise on it, so a signature never
 * vouches for records that changed under it.
 */
export async function lockSamplingDay(m: ExtensionContext['m'], dayId: unknown): Promise<ResourceRow> {
  const row = firstRow<Record<string, unknown>>(await m.query(`SELECT ${selectColumns(SAMPLING_DAY)} FROM ${SAMPLING_DAY.table} t WHERE t.id = $1 FOR UPDATE OF t`, [dayId]));
  if (!row) throw badRequest(M.dayNotFound);
  return toApiRow(SAMPLING_DAY, row);
}
