import { MigrationInterface, QueryRunner } from 'typeorm';
import { tryEnableTrigram } from './1732200010000-create-organizations';

/**
 * 设备分类 (declaration EQUIPMENT_CATEGORY), the generic engine's first tree resource.
 *
 * - The parent is a self-reference through (organization_id, parent_id) → (organization_id, id),
 *   so a parent is always in the row's own organisation, and ON DELETE RESTRICT keeps a category
 *   that still has children (the delete command refuses first with a business message).
 * - 分类名称 is unique among siblings: a unique index on (organization_id, parent or 0, name);
 *   the same name may sit under different parents (粉尘采样器 under two kinds of 采样设备).
 * - A blank 排序 is stored as 999 (a BEFORE trigger), so siblings always order by a number.
 * - Indexed for every declared filter and sort with organization_id first (lists are
 *   organisation-scoped), (organization_id, parent_id) for the tree's roots and children, and
 *   parent_id alone for descending the tree across organisations (administrators); the key
 *   (organization_id, id) the parent reference needs also serves sorts by id.
 */
export class CreateEquipmentCategories1732510000000 implements MigrationInterface {
  name = 'CreateEquipmentCategories1732510000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE equipment_categories (
        id serial PRIMARY KEY,
        name varchar(100) NOT NULL,
        code varchar(50),
        parent_id integer,
        sort integer NOT NULL DEFAULT 999,
        remark varchar(500),
        organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
        version integer NOT NULL DEFAULT 1,
        create_by varchar(50),
        update_by varchar(50),
        import_job_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT uq_equipment_categories_org_id UNIQUE (organization_id, id),
        CONSTRAINT fk_equipment_categories_parent FOREIGN KEY (organization_id, parent_id)
          REFERENCES equipment_categories (organization_id, id) ON DELETE RESTRICT,
        CONSTRAINT ck_equipment_categories_not_own_parent CHECK (parent_id IS NULL OR parent_id <> id)
      )`);
    await q.query(`CREATE UNIQUE INDEX uq_equipment_categories_sibling_name ON equipment_categories (organization_id, COALESCE(parent_id, 0), name)`);
    for (const col of ['parent_id', 'name', 'code', 'sort', 'created_at', 'updated_at']) {
      await q.query(`CREATE INDEX idx_equipment_categories_org_${col} ON equipment_categories (organization_id, ${col})`);
    }
    await q.query(`CREATE INDEX idx_equipment_categories_parent ON equipment_categories (parent_id) WHERE parent_id IS NOT NULL`);
    await q.query(`CREATE INDEX idx_equipment_categories_import_job ON equipment_categories (import_job_id) WHERE import_job_id IS NOT NULL`);
    if (await tryEnableTrigram(q)) {
      for (const col of ['name', 'code']) await q.query(`CREATE INDEX idx_equipment_categories_${col}_trgm ON equipment_categories USING gin (${col} gin_trgm_ops)`);
    }

    await q.query(`
      CREATE FUNCTION equipment_categories_default_sort() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.sort := COALESCE(NEW.sort, 999);
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER equipment_categories_default_sort BEFORE INSERT OR UPDATE OF sort ON equipment_categories
      FOR EACH ROW EXECUTE FUNCTION equipment_categories_default_sort()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE equipment_categories`);
    await q.query(`DROP FUNCTION equipment_categories_default_sort()`);
  }
}
