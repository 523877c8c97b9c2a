import { MigrationInterface, QueryRunner } from 'typeorm';
import { tryEnableTrigram } from './1732200010000-create-organizations';

const ROW_COLUMNS = `
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
  version integer NOT NULL DEFAULT 1,
  create_by varchar(50),
  update_by varchar(50),
  import_job_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()`;

/** The stock kinds and the view each declaration reads and writes (libs/contracts/src/equipment/stock.declaration.ts). */
const STOCK_VIEWS = [
  ['consumable', 'consumables'],
  ['standardSubstance', 'standard_substances'],
  ['reagent', 'reagents'],
] as const;

/**
 * Equipment and consumables (issue 12):
 * - equipment: calibration type, agency and certificate number, and `usable_until` — the last day
 *   the instrument is usable as things stand (its calibration's last valid day while 在用, else
 *   null), a generated column so every write path (edit, status, reset, import) keeps it true and
 *   lists can filter on it; the rule itself is @ohit/domain's equipmentUsable / equipmentUsableUntil;
 * - equipment_issues (设备出入库): an instrument out with a project; at most one open record
 *   (已出库 or 已遗失) per instrument (partial unique index, behind the module's own check);
 * - stock_items: consumables, standard substances and reagents in ONE table with a `kind`; each
 *   declaration's table is an automatically updatable view of its kind (WITH CHECK OPTION, the
 *   kind as the view's default), so the generic engine serves three screens over one shape. The
 *   stock can never be negative (CHECK, behind the row-lock commands' own rule); `low_stock`
 *   (at or below the minimum) is generated for the low-stock filter. A view's `*` is expanded when
 *   it is created: a later column of stock_items needs the views re-created.
 * - stock_movements: every movement (入库, 领用, 退回, 报废) with the balance after it.
 * Every declared filter and sort is indexed with organization_id first (indexes.integration-spec).
 */
export class EquipmentAndStock1732810000000 implements MigrationInterface {
  name = 'EquipmentAndStock1732810000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE equipment
        ADD COLUMN calibration_type varchar(10),
        ADD COLUMN calibration_agency varchar(100),
        ADD COLUMN certificate_no varchar(100),
        ADD COLUMN usable_until date GENERATED ALWAYS AS (CASE WHEN status = '1' THEN calibration_due_date END) STORED`);
    for (const col of ['usable_until', 'certificate_no']) {
      await q.query(`CREATE INDEX idx_equipment_org_${col} ON equipment (organization_id, ${col})`);
    }

    await q.query(`
      CREATE TABLE equipment_issues (
        id serial PRIMARY KEY,
        code varchar(50) NOT NULL,
        equipment_id integer NOT NULL REFERENCES equipment (id) ON DELETE RESTRICT,
        project_id integer NOT NULL REFERENCES projects (id) ON DELETE RESTRICT,
        state varchar(30) NOT NULL DEFAULT 'issued',
        issued_by_id integer REFERENCES users (id) ON DELETE SET NULL,
        receiver_id integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        issue_time timestamptz NOT NULL DEFAULT now(),
        expected_return_date date,
        return_time timestamptz,
        returned_to_id integer REFERENCES users (id) ON DELETE SET NULL,
        return_remark varchar(500),
        remark varchar(500),
        ${ROW_COLUMNS},
        CONSTRAINT uq_equipment_issues_org_code UNIQUE (organization_id, code)
      )`);
    await q.query(`CREATE UNIQUE INDEX uq_equipment_issues_open ON equipment_issues (equipment_id) WHERE state IN ('issued', 'lost')`);
    for (const col of ['equipment_id', 'project_id', 'state', 'issued_by_id', 'receiver_id', 'issue_time', 'expected_return_date', 'return_time', 'created_at', 'updated_at']) {
      await q.query(`CREATE INDEX idx_equipment_issues_org_${col} ON equipment_issues (organization_id, ${col}, id)`);
    }

    await q.query(`
      CREATE TABLE stock_items (
        id serial PRIMARY KEY,
        kind varchar(30) NOT NULL CONSTRAINT ck_stock_items_kind CHECK (kind IN ('consumable', 'standardSubstance', 'reagent')),
        code varchar(50) NOT NULL,
        name varchar(100) NOT NULL,
        specification varchar(100),
        standard_no varchar(50),
        certificate_no varchar(100),
        concentration numeric(20, 6),
        concentration_unit varchar(20),
        uncertainty varchar(50),
        grade varchar(20),
        batch_no varchar(50),
        unit varchar(20) NOT NULL,
        stock_quantity numeric(14, 3) NOT NULL DEFAULT 0 CONSTRAINT ck_stock_items_not_negative CHECK (stock_quantity >= 0),
        min_stock numeric(14, 3),
        low_stock boolean GENERATED ALWAYS AS (min_stock IS NOT NULL AND stock_quantity <= min_stock) STORED,
        expiry_date date,
        storage_place varchar(100),
        manufacturer varchar(100),
        remark varchar(500),
        ${ROW_COLUMNS},
        CONSTRAINT uq_stock_items_org_kind_code UNIQUE (organization_id, kind, code)
      )`);
    for (const col of ['code', 'name', 'batch_no', 'stock_quantity', 'low_stock', 'expiry_date', 'standard_no', 'certificate_no', 'grade', 'created_at', 'updated_at']) {
      await q.query(`CREATE INDEX idx_stock_items_org_${col} ON stock_items (organization_id, ${col}, id)`);
    }
    await q.query(`CREATE INDEX idx_stock_items_import_job ON stock_items (import_job_id) WHERE import_job_id IS NOT NULL`);
    for (const [kind, view] of STOCK_VIEWS) {
      await q.query(`CREATE VIEW ${view} AS SELECT * FROM stock_items WHERE kind = '${kind}' WITH CASCADED CHECK OPTION`);
      await q.query(`ALTER VIEW ${view} ALTER COLUMN kind SET DEFAULT '${kind}'`);
    }

    await q.query(`
      CREATE TABLE stock_movements (
        id serial PRIMARY KEY,
        item_id integer NOT NULL REFERENCES stock_items (id) ON DELETE RESTRICT,
        movement_type varchar(10) NOT NULL CONSTRAINT ck_stock_movements_type CHECK (movement_type IN ('in', 'issue', 'return', 'scrap')),
        quantity numeric(14, 3) NOT NULL CONSTRAINT ck_stock_movements_quantity CHECK (quantity > 0),
        balance numeric(14, 3) NOT NULL CONSTRAINT ck_stock_movements_balance CHECK (balance >= 0),
        project_id integer REFERENCES projects (id) ON DELETE RESTRICT,
        receiver_id integer REFERENCES users (id) ON DELETE RESTRICT,
        remark varchar(500),
        organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
        version integer NOT NULL DEFAULT 1,
        create_by varchar(50),
        update_by varchar(50),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_stock_movements_item ON stock_movements (item_id, id)`);
    await q.query(`CREATE INDEX idx_stock_movements_project ON stock_movements (project_id, item_id) WHERE project_id IS NOT NULL`);

    if (await tryEnableTrigram(q)) {
      await q.query(`CREATE INDEX idx_equipment_issues_code_trgm ON equipment_issues USING gin (code gin_trgm_ops)`);
      for (const col of ['code', 'name']) await q.query(`CREATE INDEX idx_stock_items_${col}_trgm ON stock_items USING gin (${col} gin_trgm_ops)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE stock_movements`);
    for (const [, view] of STOCK_VIEWS) await q.query(`DROP VIEW ${view}`);
    await q.query(`DROP TABLE stock_items`);
    await q.query(`DROP TABLE equipment_issues`);
    await q.query(`ALTER TABLE equipment DROP COLUMN usable_until, DROP COLUMN certificate_no, DROP COLUMN calibration_agency, DROP COLUMN calibration_type`);
  }
}
