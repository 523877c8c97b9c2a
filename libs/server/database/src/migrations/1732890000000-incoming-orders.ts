import { MigrationInterface, QueryRunner } from 'typeorm';
import { indexByOrganisation, SYSTEM_COLUMNS, trigramIndexes } from './migration-sql';

/**
 * 来样检测: incoming orders (INCOMING_ORDER, numbered LY-… per organisation) — the client unit,
 * contact, when and how the samples came, the project 登记样品 makes for them (the samples belong
 * to it, so samples.project_id stays NOT NULL) — with the samples handed in
 * (incoming_order_items: hazard, type and kind, collector, the client's number, count, sampling
 * date, V0 and duration when given, the codes they were registered under). Each registered sample
 * names the item it came from (samples.incoming_item_id), where the laboratory finds the V0 the
 * client gave. An index per declared filter and sort, led by organization_id; trigram indexes
 * for the `contains` filters when pg_trgm is installed.
 */
export class IncomingOrders1732890000000 implements MigrationInterface {
  name = 'IncomingOrders1732890000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE incoming_orders (
        id serial PRIMARY KEY,
        code varchar(50) NOT NULL,
        inspected_unit_id integer NOT NULL REFERENCES inspected_units (id) ON DELETE RESTRICT,
        check_type varchar(20) NOT NULL,
        purpose varchar(200),
        contact_name varchar(50),
        contact_phone varchar(30),
        received_date date NOT NULL,
        delivered_by varchar(50) NOT NULL,
        condition varchar(20) NOT NULL DEFAULT 'intact',
        temperature numeric(4, 1),
        storage_place varchar(100),
        state varchar(20) NOT NULL DEFAULT 'pending',
        sample_count integer NOT NULL DEFAULT 0 CHECK (sample_count >= 0),
        project_id integer REFERENCES projects (id) ON DELETE RESTRICT,
        registered_at timestamptz,
        registered_by integer REFERENCES users (id) ON DELETE RESTRICT,
        remark varchar(500),
        ${SYSTEM_COLUMNS},
        CONSTRAINT uq_incoming_orders_code UNIQUE (organization_id, code),
        CONSTRAINT uq_incoming_orders_project UNIQUE (project_id)
      )`);
    await indexByOrganisation(q, 'incoming_orders', ['code', 'inspected_unit_id', 'check_type', 'received_date', 'state', 'registered_at', 'created_at', 'updated_at']);
    await trigramIndexes(q, 'incoming_orders', ['code']);

    await q.query(`
      CREATE TABLE incoming_order_items (
        id serial PRIMARY KEY,
        order_id integer NOT NULL REFERENCES incoming_orders (id) ON DELETE CASCADE,
        name varchar(100) NOT NULL,
        hazard varchar(200) NOT NULL,
        sample_type varchar(20),
        kind varchar(10),
        collector varchar(100),
        client_sample_no varchar(50),
        post varchar(100),
        count integer NOT NULL DEFAULT 1 CHECK (count >= 0),
        sampled_date date,
        standard_volume numeric(14, 3),
        duration_minutes integer CHECK (duration_minutes >= 0),
        description varchar(200),
        sample_codes varchar(2000),
        ${SYSTEM_COLUMNS}
      )`);
    await q.query(`CREATE INDEX idx_incoming_order_items_order ON incoming_order_items (order_id, id)`);

    await q.query(`ALTER TABLE samples ADD COLUMN incoming_item_id integer REFERENCES incoming_order_items (id) ON DELETE RESTRICT`);
    await q.query(`CREATE INDEX idx_samples_incoming_item ON samples (incoming_item_id) WHERE incoming_item_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE samples DROP COLUMN incoming_item_id`);
    await q.query(`DROP TABLE incoming_order_items`);
    await q.query(`DROP TABLE incoming_orders`);
  }
}
