import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox relay claims a batch with a lease instead of holding row locks for as long as
 * publishing takes (a Redis outage kept one transaction open for its whole length): a claimed,
 * undispatched row is skipped by other relays until `claimed_until`, and taken again after it
 * (a relay that died mid-batch). Not audit content: the append-only guard lets it change.
 */
export class DomainEventsClaimLease1732610000000 implements MigrationInterface {
  name = 'DomainEventsClaimLease1732610000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE domain_events ADD COLUMN claimed_until timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE domain_events DROP COLUMN claimed_until`);
  }
}
