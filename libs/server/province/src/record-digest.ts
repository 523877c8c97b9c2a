import { createHash } from 'node:crypto';
import type { ProvincialRecord } from '@ohit/contracts';
import { canonicalJson } from './canonical';

/**
 * What a record holds, as one SHA-256 (hex) over its canonical JSON (keys sorted, no whitespace):
 * the reference province answers it with each holding, so reconciliation compares the content the
 * province keeps with the content we sent, not only its code and point count. Computed over the
 * record as each side has it, after the wire (both wires carry every field with its type).
 */
export function recordDigest(record: ProvincialRecord): string {
  return createHash('sha256').update(canonicalJson(record), 'utf8').digest('hex');
}
