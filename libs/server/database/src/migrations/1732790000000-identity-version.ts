import { MigrationInterface, QueryRunner } from 'typeorm';

/** Every table whose rows decide who a caller is and what they may do (the api's Actor). */
const IDENTITY_TABLES = ['users', 'roles', 'menus', 'role_menus', 'user_roles', 'organizations', 'role_organizations'];

/**
 * One counter that any change to identity data moves (a statement trigger, so every code path and
 * hand-written SQL counts): the api keeps each caller's Actor in memory and reloads it only when
 * the counter differs — one tiny read per request instead of four queries, and a change still
 * takes effect on the next request, on every replica.
 */
export class IdentityVersion1732790000000 implements MigrationInterface {
  name = 'IdentityVersion1732790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE identity_version (id boolean PRIMARY KEY DEFAULT true CHECK (id), version bigint NOT NULL)`);
    await q.query(`INSERT INTO identity_version (id, version) VALUES (true, 1)`);
    await q.query(`
      CREATE FUNCTION bump_identity_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE identity_version SET version = version + 1;
        RETURN NULL;
      END $$`);
    for (const table of IDENTITY_TABLES) {
      await q.query(`CREATE TRIGGER trg_${table}_identity_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION bump_identity_version()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of IDENTITY_TABLES) await q.query(`DROP TRIGGER trg_${table}_identity_version ON ${table}`);
    await q.query(`DROP FUNCTION bump_identity_version()`);
    await q.query(`DROP TABLE identity_version`);
  }
}
