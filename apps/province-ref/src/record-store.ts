import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProvincialRecord } from '@ohit/contracts';
import { type ProvincialHolding, recordDigest } from '@ohit/server-province';

/** One stored record, as a line of the append-only log. */
export interface StoredRecord extends ProvincialHolding {
  userId: string;
  record: ProvincialRecord;
}

/**
 * What the province holds: an append-only JSONL file under the data directory (one line per
 * record, written synchronously before the answer, so an accepted record survives a restart) and
 * an in-memory index by idempotency key. Check-and-append runs without an await in between, so
 * two concurrent sends of one key can never both be stored.
 */
export class RecordStore {
  private readonly byKey = new Map<string, StoredRecord>();
  private readonly file: string;
  private sequence = 0;
  /** Sends of a key already held (answered as duplicates), per key. */
  readonly duplicatesByKey = new Map<string, number>();

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.file = join(dataDir, 'records.jsonl');
    let text = '';
    try {
      text = readFileSync(this.file, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        const stored = JSON.parse(line) as StoredRecord;
        this.byKey.set(stored.idempotencyKey, stored);
        this.sequence++;
      } catch {
        // a torn last line from a crash mid-write: that record was never acknowledged
      }
    }
  }

  get(key: string): StoredRecord | undefined {
    return this.byKey.get(key);
  }

  /** Stores a record unless its key is held; answers the held one and whether it was new. */
  putOnce(userId: string, record: ProvincialRecord): { stored: StoredRecord; duplicate: boolean } {
    const held = this.byKey.get(record.idempotencyKey);
    if (held) {
      this.duplicatesByKey.set(held.idempotencyKey, (this.duplicatesByKey.get(held.idempotencyKey) ?? 0) + 1);
      return { stored: held, duplicate: true };
    }
    const receivedAt = new Date();
    const stored: StoredRecord = {
      idempotencyKey: record.idempotencyKey,
      provinceRecordId: `ZJ${receivedAt.toISOString().slice(0, 10).replace(/-/g, '')}${String(++this.sequence).padStart(8, '0')}`,
      reportCode: record.report.code,
      pointCount: record.points.length,
      receivedAt: receivedAt.toISOString(),
      userId,
      record,
    };
    appendFileSync(this.file, `${JSON.stringify(stored)}\n`);
    this.byKey.set(stored.idempotencyKey, stored);
    return { stored, duplicate: false };
  }

  holdings(keys: readonly string[]): ProvincialHolding[] {
    return keys.flatMap((k) => {
      const s = this.byKey.get(k);
      return s ? [{ idempotencyKey: s.idempotencyKey, provinceRecordId: s.provinceRecordId, reportCode: s.reportCode, pointCount: s.pointCount, receivedAt: s.receivedAt, digest: recordDigest(s.record) }] : [];
    });
  }

  /** How many lines the log holds per key (a correct platform: exactly 1 each). */
  linesPerKey(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const line of readFileSync(this.file, { encoding: 'utf8', flag: 'a+' }).split('\n')) {
      if (!line.trim()) continue;
      try {
        const key = (JSON.parse(line) as StoredRecord).idempotencyKey;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      } catch {
        // torn line
      }
    }
    return counts;
  }

  /** When the first and the last held record arrived (ISO), for achieved-rate checks. */
  receivedSpan(): { first: string | null; last: string | null } {
    let first: string | null = null;
    let last: string | null = null;
    for (const s of this.byKey.values()) {
      if (first === null || s.receivedAt < first) first = s.receivedAt;
      if (last === null || s.receivedAt > last) last = s.receivedAt;
    }
    return { first, last };
  }

  get size(): number {
    return this.byKey.size;
  }

  reset(): void {
    writeFileSync(this.file, '');
    this.byKey.clear();
    this.duplicatesByKey.clear();
    this.sequence = 0;
  }
}
