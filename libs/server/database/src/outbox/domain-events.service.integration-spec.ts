import { DataSource } from 'typeorm';
import { resourceEventType } from '@ohit/contracts';
import { createDataSource, DomainEventsService } from '../index';

describe('DomainEventsService (real PostgreSQL)', () => {
  let ds: DataSource;
  const service = new DomainEventsService();

  beforeAll(async () => {
    const url = new URL(process.env.DATABASE_URL as string);
    url.searchParams.set('application_name', 'domain-events-spec'); // to find this suite's sessions
    ds = createDataSource({ url: url.toString(), poolSize: 4 });
    await ds.initialize();
  });
  afterAll(() => ds.destroy());

  const event = (aggregateId: string) => ({
    type: resourceEventType('testThing', 'Created'),
    aggregateType: 'test-thing',
    aggregateId,
    payload: { new: { name: 'x' } },
    actorId: 1,
    organizationId: 7,
    reason: 'test',
  });

  it('appends events inside the caller transaction', async () => {
    const [row] = await ds.transaction((m) => service.append(m, event('a1')));
    const [stored] = await ds.query(`SELECT type, payload, organization_id, actor_id, reason, dispatched_at, seq::text AS seq FROM domain_events WHERE id = $1`, [row.id]);
    expect(stored).toEqual(expect.objectContaining({ type: 'TestThingCreated', payload: { new: { name: 'x' } }, organization_id: 7, actor_id: 1, reason: 'test', dispatched_at: null }));
    expect(stored.seq).toBe(row.seq);
    expect(Number(stored.seq)).toBeGreaterThan(0);
  });

  it('loses the events when the transaction rolls back', async () => {
    await expect(
      ds.transaction(async (m) => {
        await service.append(m, event('rolled-back'));
        throw new Error('command failed');
      }),
    ).rejects.toThrow('command failed');
    const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM domain_events WHERE aggregate_id = 'rolled-back'`);
    expect(n).toBe(0);
  });

  it('refuses to append outside a transaction', async () => {
    await expect(service.append(ds.manager, event('no-tx'))).rejects.toThrow('inside a transaction');
  });

  it('claims a batch with a lease in one statement: others skip it, release or expiry gives it back, dispatched rows never return', async () => {
    const rows = await ds.transaction((m) => service.append(m, [event('c1'), event('c2'), event('c3')]));
    const mine = new Set(rows.map((r) => r.id));
    const claimAll = async (leaseMs = 60_000) => {
      const claimed = await service.claim(ds, 10_000, leaseMs);
      const ours = claimed.filter((e) => mine.has(e.id));
      await service.release(ds, claimed.filter((e) => !mine.has(e.id)).map((e) => e.id)); // other suites' events
      return ours;
    };
    const first = await claimAll();
    expect(first.map((e) => e.aggregateId)).toEqual(['c1', 'c2', 'c3']); // seq order
    expect(first[0]).toMatchObject({ type: 'TestThingCreated', aggregateType: 'test-thing' });
    const [{ open }] = await ds.query(`SELECT count(*)::int AS open FROM pg_stat_activity WHERE application_name = 'domain-events-spec' AND state LIKE 'idle in transaction%'`);
    expect(open).toBe(0); // the claim left no transaction behind
    expect(await claimAll()).toEqual([]); // leased to the first relay

    await service.markDispatched(ds, [first[0].id]);
    await service.release(ds, [first[1].id, first[2].id]);
    const again = await claimAll(1);
    expect(again.map((e) => e.aggregateId)).toEqual(['c2', 'c3']); // released, not the dispatched one
    await new Promise((r) => setTimeout(r, 20));
    expect((await claimAll()).map((e) => e.aggregateId)).toEqual(['c2', 'c3']); // a 1 ms lease has run out
    await service.markDispatched(ds, [first[1].id, first[2].id]);
    expect(await claimAll()).toEqual([]);
    const stored = await ds.query(`SELECT dispatched_at, claimed_until FROM domain_events WHERE id = ANY($1::uuid[])`, [[...mine]]);
    expect(stored.every((r: { dispatched_at: Date | null; claimed_until: Date | null }) => r.dispatched_at && !r.claimed_until)).toBe(true);
  });

  it('keeps the audit trail append-only', async () => {
    const [row] = await ds.transaction((m) => service.append(m, event('immutable')));
    await expect(ds.query(`UPDATE domain_events SET payload = '{}' WHERE id = $1`, [row.id])).rejects.toThrow('append-only');
    await expect(ds.query(`DELETE FROM domain_events WHERE id = $1`, [row.id])).rejects.toThrow('append-only');
  });
});
