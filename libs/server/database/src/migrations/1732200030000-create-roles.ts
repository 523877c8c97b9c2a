import { MigrationInterface, QueryRunner } from 'typeorm';
import { tryEnableTrigram } from './1732200010000-create-organizations';

export class CreateRoles1732200030000 implements MigrationInterface {
  name = 'CreateRoles1732200030000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE roles (
        id serial PRIMARY KEY,
        name varchar(50) NOT NULL,
        level integer NOT NULL DEFAULT 3 CHECK (level BETWEEN 1 AND 999),
        data_scope varchar(10) NOT NULL DEFAULT 'OWN_ORG' CHECK (data_scope IN ('ALL', 'OWN_ORG', 'CUSTOM')),
        description varchar(255),
        organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_roles_org_name UNIQUE (organization_id, name)
      )`);
    await q.query(`CREATE INDEX idx_roles_org_id ON roles (organization_id, id)`);
    await q.query(`CREATE INDEX idx_roles_level ON roles (level)`);
    await q.query(`CREATE INDEX idx_roles_created ON roles (created_at)`);
    await q.query(`
      CREATE TABLE role_menus (
        role_id integer NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
        menu_id integer NOT NULL REFERENCES menus (id) ON DELETE CASCADE,
        PRIMARY KEY (role_id, menu_id)
      )`);
    await q.query(`CREATE INDEX idx_role_menus_menu ON role_menus (menu_id)`);
    await q.query(`
      CREATE TABLE role_organizations (
        role_id integer NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
        organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        PRIMARY KEY (role_id, organization_id)
      )`);
    await q.query(`CREATE INDEX idx_role_organizations_org ON role_organizations (organization_id)`);
    if (await tryEnableTrigram(q)) {
      await q.query(`CREATE INDEX idx_roles_name_trgm ON roles USING gin (name gin_trgm_ops)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE role_organizations`);
    await q.query(`DROP TABLE role_menus`);
    await q.query(`DROP TABLE roles`);
  }
}
