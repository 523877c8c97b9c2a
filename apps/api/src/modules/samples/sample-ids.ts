import { SAMPLE_BATCH_MAX } from '@ohit/contracts';
import { badRequest } from '../../platform';
import { SAMPLE_MESSAGES as M } from './samples.messages';

/** A batch's sample ids from a body: 1 to SAMPLE_BATCH_MAX positive integers, duplicates dropped (400 otherwise). */
export function sampleIdsOf(raw: unknown, missing: string): number[] {
  if (!Array.isArray(raw) || raw.length === 0) throw badRequest(missing);
  const ids = raw.map((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v));
  if (!ids.every((id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647)) throw badRequest(M.samplesIdsInvalid);
  const unique = [...new Set(ids)];
  if (unique.length > SAMPLE_BATCH_MAX) throw badRequest(M.tooMany(SAMPLE_BATCH_MAX));
  return unique;
}
