import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateMenus1732200020000 implements MigrationInterface {
  name = 'CreateMenus1732200020000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE menus (
        id serial PRIMARY KEY,
        pid integer REFERENCES menus (id) ON DELETE CASCADE,
        type smallint NOT NULL CHECK (type IN (0, 1, 2)),
        title varchar(100) NOT NULL,
        component_name varchar(100),
        component varchar(255),
        path varchar(255),
        icon varchar(100),
        sort integer NOT NULL DEFAULT 999,
        i_frame boolean NOT NULL DEFAULT false,
        cache boolean NOT NULL DEFAULT false,
        hidden boolean NOT NULL DEFAULT false,
        permission varchar(100),
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT ck_menus_not_own_parent CHECK (pid IS NULL OR pid <> id)
      )`);
    await q.query(`CREATE INDEX idx_menus_pid_sort ON menus (pid, sort)`);
    await q.query(`CREATE INDEX idx_menus_permission ON menus (permission) WHERE permission IS NOT NULL`);
    await q.query(`CREATE INDEX idx_menus_created ON menus (created_at)`);
    // Route names must be unique for the router.
    await q.query(`CREATE UNIQUE INDEX uq_menus_component_name ON menus (component_name) WHERE component_name IS NOT NULL AND type < 2`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE menus`);
  }
}
