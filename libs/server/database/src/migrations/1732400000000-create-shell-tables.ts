import { MigrationInterface, QueryRunner } from 'typeorm';

/** Announcements and their send records, dictionaries, stored files, app releases, platform addresses. */
export class CreateShellTables1732400000000 implements MigrationInterface {
  name = 'CreateShellTables1732400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE announcements (
        id serial PRIMARY KEY,
        titile varchar(200) NOT NULL,
        msg_abstract varchar(500),
        msg_content text NOT NULL DEFAULT '',
        msg_category smallint NOT NULL CHECK (msg_category IN (1, 2)),
        priority smallint NOT NULL DEFAULT 0 CHECK (priority IN (0, 1, 2)),
        sender_id integer NOT NULL,
        sender_name varchar(50) NOT NULL,
        organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
        send_status smallint NOT NULL DEFAULT 0 CHECK (send_status IN (0, 1)),
        send_time timestamptz,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_announcements_org_created ON announcements (organization_id, created_at)`);
    await q.query(`
      CREATE TABLE announcement_sends (
        id serial PRIMARY KEY,
        announcement_id integer NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        read_flag smallint NOT NULL DEFAULT 0 CHECK (read_flag IN (0, 1)),
        send_status smallint NOT NULL DEFAULT 1,
        send_time timestamptz NOT NULL DEFAULT now(),
        read_time timestamptz,
        update_by varchar(50),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_announcement_sends_recipient UNIQUE (announcement_id, user_id)
      )`);
    await q.query(`CREATE INDEX idx_announcement_sends_user ON announcement_sends (user_id, read_flag, send_time DESC)`);

    await q.query(`
      CREATE TABLE dictionaries (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL,
        description varchar(255),
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_dictionaries_name UNIQUE (name)
      )`);
    await q.query(`
      CREATE TABLE dictionary_details (
        id serial PRIMARY KEY,
        dict_id integer NOT NULL REFERENCES dictionaries (id) ON DELETE CASCADE,
        label varchar(255) NOT NULL,
        value varchar(255) NOT NULL,
        dict_sort integer NOT NULL DEFAULT 999,
        organization_id integer REFERENCES organizations (id) ON DELETE CASCADE,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_dictionary_details_dict ON dictionary_details (dict_id, organization_id, dict_sort)`);
    await q.query(`CREATE UNIQUE INDEX uq_dictionary_details_value ON dictionary_details (dict_id, COALESCE(organization_id, 0), value)`);

    await q.query(`
      CREATE TABLE stored_files (
        id serial PRIMARY KEY,
        key varchar(200) NOT NULL,
        original_name varchar(255) NOT NULL,
        suffix varchar(20) NOT NULL,
        content_type varchar(100) NOT NULL,
        size bigint NOT NULL,
        kind varchar(20) NOT NULL,
        organization_id integer REFERENCES organizations (id) ON DELETE SET NULL,
        uploaded_by integer,
        uploader_name varchar(50),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_stored_files_key UNIQUE (key)
      )`);
    await q.query(`CREATE INDEX idx_stored_files_org_kind ON stored_files (organization_id, kind, created_at)`);

    await q.query(`
      CREATE TABLE app_releases (
        id serial PRIMARY KEY,
        version varchar(50) NOT NULL,
        version_rank bigint NOT NULL,
        description varchar(500),
        file_key varchar(200) NOT NULL,
        file_name varchar(255) NOT NULL,
        size bigint NOT NULL,
        created_by varchar(50),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_app_releases_version UNIQUE (version)
      )`);
    await q.query(`CREATE INDEX idx_app_releases_rank ON app_releases (version_rank DESC, id DESC)`);

    await q.query(`
      CREATE TABLE platform_addresses (
        id serial PRIMARY KEY,
        type smallint NOT NULL CHECK (type IN (3, 5, 6, 7)),
        name varchar(100) NOT NULL,
        ip varchar(255) NOT NULL,
        port integer NOT NULL CHECK (port BETWEEN 1 AND 65535),
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_platform_addresses_type UNIQUE (type)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE platform_addresses`);
    await q.query(`DROP TABLE app_releases`);
    await q.query(`DROP TABLE stored_files`);
    await q.query(`DROP TABLE dictionary_details`);
    await q.query(`DROP TABLE dictionaries`);
    await q.query(`DROP TABLE announcement_sends`);
    await q.query(`DROP TABLE announcements`);
  }
}
