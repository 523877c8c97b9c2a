import { MigrationInterface, QueryRunner } from 'typeorm';
import { tryEnableTrigram } from './1732200010000-create-organizations';

export class CreateUsers1732200040000 implements MigrationInterface {
  name = 'CreateUsers1732200040000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        username varchar(50) NOT NULL,
        nick_name varchar(50) NOT NULL,
        phone varchar(20),
        email varchar(100),
        password_hash varchar(255) NOT NULL,
        is_admin boolean NOT NULL DEFAULT false,
        is_qy smallint NOT NULL DEFAULT 0 CHECK (is_qy IN (0, 1)),
        expiry_date timestamptz,
        enabled boolean NOT NULL DEFAULT true,
        organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
        avatar varchar(255),
        signature varchar(255),
        password_changed_at timestamptz,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_users_username UNIQUE (username)
      )`);
    await q.query(`CREATE UNIQUE INDEX uq_users_username_lower ON users (lower(username))`);
    await q.query(`CREATE INDEX idx_users_org_id ON users (organization_id, id)`);
    await q.query(`CREATE INDEX idx_users_org_enabled ON users (organization_id, enabled)`);
    await q.query(`CREATE INDEX idx_users_created ON users (created_at)`);
    await q.query(`CREATE INDEX idx_users_expiry ON users (expiry_date)`);
    await q.query(`
      CREATE TABLE user_roles (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        role_id integer NOT NULL REFERENCES roles (id) ON DELETE RESTRICT,
        PRIMARY KEY (user_id, role_id)
      )`);
    await q.query(`CREATE INDEX idx_user_roles_role ON user_roles (role_id)`);
    if (await tryEnableTrigram(q)) {
      await q.query(`CREATE INDEX idx_users_blurry_trgm ON users USING gin (username gin_trgm_ops, nick_name gin_trgm_ops, phone gin_trgm_ops)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE user_roles`);
    await q.query(`DROP TABLE users`);
  }
}
