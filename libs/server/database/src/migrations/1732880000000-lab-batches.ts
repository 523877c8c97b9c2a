import { MigrationInterface, QueryRunner } from 'typeorm';
import { indexByOrganisation, SYSTEM_COLUMNS, trigramIndexes } from './migration-sql';

/** An item's readings (LAB_BATCH's BATCH_READING_FIELDS): exact decimals, as the instruments print them. */
const READINGS = `
  response numeric(20, 6), response_back numeric(20, 6), conc numeric(20, 6), conc_back numeric(20, 6),
  blank_conc numeric(20, 6), solution_volume numeric(14, 3), desorb_volume numeric(14, 3), dilution numeric(14, 3),
  mass_before numeric(14, 5), mass_after numeric(14, 5), sample_mass numeric(14, 5), residue_mass numeric(14, 5),
  spike_added numeric(20, 6), standard_volume numeric(14, 3),
  particles_under2 integer, particles2to5 integer, particles5to10 integer, particles_over10 integer`;

/**
 * The laboratory (检测批次, LAB_BATCH): a batch of one method on one instrument, with its standard
 * curve (lab_batch_curve_points), its items — samples and QC samples with their readings and the
 * results the server computed (lab_batch_items) — and the standard substances used
 * (lab_batch_substances). Samples gain where they come from (来样检测 samples have no plan), the
 * batch that measured them and their released result (the value, the text reported — '<0.02' —
 * the value C_TWA counts by the method's below-detection rule); a sample is in at most one batch
 * still open.
 */
export class LabBatches1732880000000 implements MigrationInterface {
  name = 'LabBatches1732880000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE lab_batches (
        id serial PRIMARY KEY,
        code varchar(50) NOT NULL,
        family varchar(30) NOT NULL,
        origin varchar(10) NOT NULL DEFAULT 'site',
        method_id integer NOT NULL REFERENCES lab_methods (id) ON DELETE RESTRICT,
        hazard varchar(200),
        project_names varchar(500),
        state varchar(20) NOT NULL DEFAULT 'assigned',
        instrument_id integer REFERENCES equipment (id) ON DELETE RESTRICT,
        analysis_date date NOT NULL,
        analyst_id integer REFERENCES users (id) ON DELETE RESTRICT,
        checker_id integer REFERENCES users (id) ON DELETE RESTRICT,
        verifier_id integer REFERENCES users (id) ON DELETE RESTRICT,
        sample_count integer NOT NULL DEFAULT 0,
        env_temperature numeric(5, 1),
        env_humidity numeric(5, 1),
        detection_limit numeric(20, 6),
        min_detectable_conc numeric(20, 6),
        desorption_efficiency numeric(8, 4),
        check_standard_expected numeric(20, 6),
        check_standard_measured numeric(20, 6),
        curve_from_id integer REFERENCES lab_batches (id) ON DELETE RESTRICT,
        curve_valid_until date,
        curve_slope numeric(30, 10),
        curve_intercept numeric(30, 10),
        curve_r varchar(20),
        qc_passed boolean,
        qc_summary varchar(2000),
        deviation_reason varchar(500),
        deviation_approved_by integer REFERENCES users (id) ON DELETE RESTRICT,
        submitted_date date,
        released_date date,
        record_version integer NOT NULL DEFAULT 0,
        remark varchar(500),
        ${SYSTEM_COLUMNS},
        CONSTRAINT uq_lab_batches_code UNIQUE (organization_id, code)
      )`);
    await indexByOrganisation(q, 'lab_batches', ['code', 'family', 'origin', 'state', 'analysis_date', 'analyst_id', 'qc_passed', 'submitted_date', 'released_date', 'created_at', 'updated_at']);
    await q.query(`CREATE INDEX idx_lab_batches_method ON lab_batches (method_id)`);
    await trigramIndexes(q, 'lab_batches', ['code', 'hazard', 'project_names']);

    await q.query(`
      CREATE TABLE lab_batch_curve_points (
        id serial PRIMARY KEY,
        batch_id integer NOT NULL REFERENCES lab_batches (id) ON DELETE CASCADE,
        level integer NOT NULL,
        concentration numeric(20, 6) NOT NULL,
        response numeric(20, 6) NOT NULL,
        ${SYSTEM_COLUMNS},
        CONSTRAINT uq_lab_batch_curve_level UNIQUE (batch_id, level)
      )`);
    await q.query(`CREATE INDEX idx_lab_batch_curve_points_batch ON lab_batch_curve_points (batch_id, id)`);

    await q.query(`
      CREATE TABLE lab_batch_items (
        id serial PRIMARY KEY,
        batch_id integer NOT NULL REFERENCES lab_batches (id) ON DELETE CASCADE,
        kind varchar(20) NOT NULL DEFAULT 'sample',
        sample_id integer REFERENCES samples (id) ON DELETE RESTRICT,
        code varchar(80),
        pair_of_id integer,
        ${READINGS},
        result_value numeric(30, 8),
        result_text varchar(40),
        result_counted numeric(30, 8),
        below_lod boolean,
        flags varchar(100),
        explanation varchar(1000),
        ${SYSTEM_COLUMNS}
      )`);
    await q.query(`CREATE INDEX idx_lab_batch_items_batch ON lab_batch_items (batch_id, id)`);
    await q.query(`CREATE INDEX idx_lab_batch_items_sample ON lab_batch_items (sample_id) WHERE sample_id IS NOT NULL`);

    await q.query(`
      CREATE TABLE lab_batch_substances (
        id serial PRIMARY KEY,
        batch_id integer NOT NULL REFERENCES lab_batches (id) ON DELETE CASCADE,
        stock_item_id integer NOT NULL REFERENCES stock_items (id) ON DELETE RESTRICT,
        usage varchar(100),
        ${SYSTEM_COLUMNS},
        CONSTRAINT uq_lab_batch_substances UNIQUE (batch_id, stock_item_id)
      )`);
    await q.query(`CREATE INDEX idx_lab_batch_substances_batch ON lab_batch_substances (batch_id, id)`);

    await q.query(`
      ALTER TABLE samples
        ALTER COLUMN plan_id DROP NOT NULL,
        ADD COLUMN origin varchar(10) NOT NULL DEFAULT 'site',
        ADD COLUMN lab_batch_id integer REFERENCES lab_batches (id) ON DELETE SET NULL,
        ADD COLUMN result_value numeric(30, 8),
        ADD COLUMN result_text varchar(40),
        ADD COLUMN result_counted numeric(30, 8),
        ADD COLUMN below_lod boolean,
        ADD COLUMN result_unit varchar(20),
        ADD COLUMN tested_date date`);
    await q.query(`CREATE INDEX idx_samples_lab_batch ON samples (lab_batch_id) WHERE lab_batch_id IS NOT NULL`);
    for (const col of ['origin', 'tested_date']) await q.query(`CREATE INDEX idx_samples_org_${col} ON samples (organization_id, ${col}, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE samples
        DROP COLUMN origin, DROP COLUMN lab_batch_id, DROP COLUMN result_value, DROP COLUMN result_text,
        DROP COLUMN result_counted, DROP COLUMN below_lod, DROP COLUMN result_unit, DROP COLUMN tested_date`);
    await q.query(`DROP TABLE lab_batch_substances`);
    await q.query(`DROP TABLE lab_batch_items`);
    await q.query(`DROP TABLE lab_batch_curve_points`);
    await q.query(`DROP TABLE lab_batches`);
  }
}
