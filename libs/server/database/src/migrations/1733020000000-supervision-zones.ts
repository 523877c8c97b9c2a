import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A health authority's supervisor (issue 15): a role whose data scope is ZONE reads the
 * organisations whose zone_code starts with one of its zones (area-code prefixes, '32' a province,
 * '3201' a city) and writes none of them. role_zones moves the identity counter as the other
 * identity tables do, so a changed zone takes effect on the next request.
 */
export class SupervisionZones1733020000000 implements MigrationInterface {
  name = 'SupervisionZones1733020000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE roles DROP CONSTRAINT roles_data_scope_check`);
    await q.query(`ALTER TABLE roles ADD CONSTRAINT roles_data_scope_check CHECK (data_scope IN ('ALL', 'OWN_ORG', 'CUSTOM', 'ZONE'))`);
    await q.query(`
      CREATE TABLE role_zones (
        role_id integer NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
        zone_code varchar(20) NOT NULL CHECK (zone_code ~ '^[0-9]{2,12}$'),
        PRIMARY KEY (role_id, zone_code)
      )`);
    // the organisations of a zone are found by prefix
    await q.query(`CREATE INDEX idx_organizations_zone_prefix ON organizations (zone_code varchar_pattern_ops)`);
    await q.query(`CREATE TRIGGER trg_role_zones_identity_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_zones FOR EACH STATEMENT EXECUTE FUNCTION bump_identity_version()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE role_zones`);
    await q.query(`DROP INDEX idx_organizations_zone_prefix`);
    await q.query(`DELETE FROM roles WHERE data_scope = 'ZONE'`);
    await q.query(`ALTER TABLE roles DROP CONSTRAINT roles_data_scope_check`);
    await q.query(`ALTER TABLE roles ADD CONSTRAINT roles_data_scope_check CHECK (data_scope IN ('ALL', 'OWN_ORG', 'CUSTOM'))`);
  }
}
