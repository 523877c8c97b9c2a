import { DataSource } from 'typeorm';
import { resourceEventType } from '@ohit/contracts';
import { createDataSource, DomainEventEntity, DomainEventsService } from '../index';

describe('DomainEventsService (real PostgreSQL)', () => {
  let ds: DataSource;
  const service = new DomainEventsService();

  beforeAll(async () => {
    ds = createDataSource({ url: process.env.DATABASE_URL as string, poolSize: 4 });
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
    const stored = await ds.getRepository(DomainEventEntity).findOneByOrFail({ id: row.id });
    expect(stored.type).toBe('TestThingCreated');
    expect(stored.payload).toEqual({ new: { name: 'x' } });
    expect(stored.organizationId).toBe(7);
    expect(stored.dispatchedAt).toBeNull();
    expect(Number(stored.seq)).toBeGreaterThan(0);
  });

  it('loses the events when the transaction rolls back', async () => {
    await expect(
      ds.transaction(async (m) => {
        await service.append(m, event('rolled-back'));
        throw new Error('command failed');
      }),
    ).rejects.toThrow('command failed');
    expect(await ds.getRepository(DomainEventEntity).countBy({ aggregateId: 'rolled-back' })).toBe(0);
  });

  it('refuses to append outside a transaction', async () => {
    await expect(service.append(ds.manager, event('no-tx'))).rejects.toThrow('inside a transaction');
  });

  it('lets two relays claim disjoint batches (FOR UPDATE SKIP LOCKED) and marks them dispatched', async () => {
    await ds.transaction((m) => service.append(m, [event('c1'), event('c2'), event('c3'), event('c4')]));
    const runner = ds.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    const first = await service.claimUndispatched(runner.manager, 2);
    const second = await ds.transaction((m) => service.claimUndispatched(m, 10));
    const firstIds = first.map((e) => e.id);
    expect(first).toHaveLength(2);
    expect(second.some((e) => firstIds.includes(e.id))).toBe(false);
    await service.markDispatched(runner.manager, firstIds);
    await runner.commitTransaction();
    await runner.release();
    const left = await ds.transaction((m) => service.claimUndispatched(m, 100));
    expect(left.some((e) => firstIds.includes(e.id))).toBe(false);
  });

  it('keeps the audit trail append-only', async () => {
    const [row] = await ds.transaction((m) => service.append(m, event('immutable')));
    await expect(ds.query(`UPDATE domain_events SET payload = '{}' WHERE id = $1`, [row.id])).rejects.toThrow('append-only');
    await expect(ds.query(`DELETE FROM domain_events WHERE id = $1`, [row.id])).rejects.toThrow('append-only');
  });
});
