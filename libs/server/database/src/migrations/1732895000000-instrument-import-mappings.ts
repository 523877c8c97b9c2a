import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 仪器数据导入: the column mapping last used for an instrument's export (which column is the
 * sample code, which the reading keys), one per organisation and instrument, offered again on
 * the next import from the same instrument. Removing the instrument removes its mapping.
 */
export class InstrumentImportMappings1732895000000 implements MigrationInterface {
  name = 'InstrumentImportMappings1732895000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE instrument_import_mappings (
        id serial PRIMARY KEY,
        organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
        equipment_id integer NOT NULL REFERENCES equipment (id) ON DELETE CASCADE,
        mapping jsonb NOT NULL,
        update_by varchar(50),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT instrument_import_mappings_unique UNIQUE (organization_id, equipment_id),
        CONSTRAINT instrument_import_mappings_object CHECK (jsonb_typeof(mapping) = 'object')
      )`);
    await q.query(`CREATE INDEX instrument_import_mappings_equipment ON instrument_import_mappings (equipment_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS instrument_import_mappings`);
  }
}
