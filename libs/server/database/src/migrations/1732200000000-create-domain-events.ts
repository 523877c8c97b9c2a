import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateDomainEvents1732200000000 implements MigrationInterface {
  name = 'CreateDomainEvents1732200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE domain_events (
        id uuid PRIMARY KEY,
        seq bigserial NOT NULL UNIQUE,
        type varchar(120) NOT NULL,
        aggregate_type varchar(80) NOT NULL,
        aggregate_id varchar(64) NOT NULL,
        payload jsonb NOT NULL,
        actor_id integer,
        organization_id integer,
        reason text,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        dispatched_at timestamptz
      )`);
    await q.query(`CREATE INDEX idx_domain_events_undispatched ON domain_events (seq) WHERE dispatched_at IS NULL`);
    await q.query(`CREATE INDEX idx_domain_events_aggregate ON domain_events (aggregate_type, aggregate_id)`);
    // The audit trail is append-only: rows may be marked dispatched, never rewritten or removed.
    await q.query(`
      CREATE FUNCTION domain_events_guard() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN RAISE EXCEPTION 'domain_events is append-only'; END IF;
        IF NEW.id <> OLD.id OR NEW.type <> OLD.type OR NEW.payload <> OLD.payload
           OR NEW.aggregate_id <> OLD.aggregate_id OR NEW.occurred_at <> OLD.occurred_at THEN
          RAISE EXCEPTION 'domain_events is append-only';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER domain_events_append_only BEFORE UPDATE OR DELETE ON domain_events
      FOR EACH ROW EXECUTE FUNCTION domain_events_guard()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE domain_events`);
    await q.query(`DROP FUNCTION domain_events_guard`);
  }
}
