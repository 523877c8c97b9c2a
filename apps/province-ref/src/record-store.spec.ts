import { appendFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleProvincialRecord } from '@ohit/server-province';
import { Faults } from './faults';
import { RecordStore } from './record-store';

describe('the reference province store', () => {
  it('holds a key once, and still knows it after a restart (a torn last line from a crash is ignored)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'province-store-'));
    const store = new RecordStore(dir);
    const first = store.putOnce('u', sampleProvincialRecord('K1'));
    expect(first.duplicate).toBe(false);
    expect(store.putOnce('u', sampleProvincialRecord('K1'))).toEqual({ stored: first.stored, duplicate: true });
    appendFileSync(join(dir, 'records.jsonl'), '{"idempotencyKey":"K2","rec');
    const restarted = new RecordStore(dir);
    expect(restarted.size).toBe(1);
    expect(restarted.putOnce('u', sampleProvincialRecord('K1')).stored.provinceRecordId).toBe(first.stored.provinceRecordId);
    expect(restarted.putOnce('u', sampleProvincialRecord('K3')).stored.provinceRecordId).not.toBe(first.stored.provinceRecordId);
    expect(restarted.holdings(['K1', 'K2', 'K3']).map((h) => h.idempotencyKey)).toEqual(['K1', 'K3']);
  });

  it('faults count down: throttle, then fail, then timeout; a refusal by key holds, by count runs out', () => {
    const f = new Faults();
    f.set({ throttle: { next: 1 }, fail: { next: 1 }, timeout: { next: 1, stage: 'after' }, refuse: { key: 'K', next: 1 } });
    expect(f.beforePush()).toMatchObject({ kind: 'status', status: 429 });
    expect(f.beforePush()).toMatchObject({ kind: 'status', status: 503 });
    expect(f.beforePush()).toEqual({ kind: 'hang', stage: 'after' });
    expect(f.beforePush()).toEqual({ kind: 'none' });
    expect(f.refusal('K')).toMatchObject({ kind: 'refuse', code: '2002' });
    expect(f.refusal('other')).toMatchObject({ kind: 'refuse' });
    expect(f.refusal('other')).toEqual({ kind: 'none' });
    expect(f.refusal('K')).toMatchObject({ kind: 'refuse' });
  });

  it('a rate limit admits R pushes in a second and answers 429 to the rest', () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000_100);
    const f = new Faults();
    f.set({ rateLimit: 3 });
    expect(Array.from({ length: 5 }, () => f.beforePush().kind)).toEqual(['none', 'none', 'none', 'status', 'status']);
    now.mockReturnValue(1_000_001_000); // the next second
    expect(f.beforePush().kind).toBe('none');
    expect(f.admittedPerSecond.get(1_000_000)).toBe(3);
    now.mockRestore();
  });
});
