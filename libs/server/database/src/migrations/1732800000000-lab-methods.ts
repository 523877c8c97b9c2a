import { MigrationInterface, QueryRunner } from 'typeorm';
import { tryEnableTrigram } from './1732200010000-create-organizations';

/**
 * 检测方法 (declaration LAB_METHOD): the methods catalogue, one row per organisation, hazard and
 * method. Measured figures are exact numerics (flow L/min to 3 decimals, limits to 6). No
 * uniqueness beyond the id: an organisation copies a method to vary it; the standard library's
 * import finds what an organisation holds by hazard, standard and sampling type (the
 * hazard_name index leads that lookup). Every declared filter and sort is indexed with
 * organization_id first; `contains` filters get trigram indexes where pg_trgm exists.
 */
export class LabMethods1732800000000 implements MigrationInterface {
  name = 'LabMethods1732800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE lab_methods (
        id serial PRIMARY KEY,
        hazard_name varchar(100) NOT NULL,
        cas varchar(100),
        dust_fraction varchar(20),
        standard_no varchar(60) NOT NULL,
        method_name varchar(200) NOT NULL,
        sampling_type varchar(30) NOT NULL,
        collector varchar(100),
        medium varchar(200),
        flow_rate numeric(10, 3),
        duration_minutes integer,
        instrument_family varchar(30) NOT NULL,
        instrument varchar(100),
        preservation varchar(200),
        shelf_life_days integer,
        desorption varchar(200),
        breakthrough_percent numeric(5, 1),
        detection_limit numeric(18, 6),
        detection_limit_unit varchar(20),
        min_detectable_conc numeric(18, 6),
        report_decimals integer NOT NULL DEFAULT 2,
        below_lod_rule varchar(20) NOT NULL DEFAULT 'half-limit',
        field_blanks integer NOT NULL DEFAULT 2,
        blank_rule varchar(200),
        formula varchar(60),
        valid_from date,
        valid_to date,
        accredited boolean NOT NULL DEFAULT false,
        status varchar(20) NOT NULL DEFAULT '1',
        remark varchar(500),
        organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE RESTRICT,
        version integer NOT NULL DEFAULT 1,
        create_by varchar(50),
        update_by varchar(50),
        import_job_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_lab_methods_org_hazard_name ON lab_methods (organization_id, hazard_name, standard_no, sampling_type)`);
    for (const col of ['standard_no', 'dust_fraction', 'sampling_type', 'instrument_family', 'formula', 'valid_to', 'accredited', 'status', 'created_at', 'updated_at']) {
      await q.query(`CREATE INDEX idx_lab_methods_org_${col} ON lab_methods (organization_id, ${col}, id)`);
    }
    await q.query(`CREATE INDEX idx_lab_methods_import_job ON lab_methods (import_job_id) WHERE import_job_id IS NOT NULL`);
    if (await tryEnableTrigram(q)) {
      for (const col of ['hazard_name', 'cas', 'standard_no', 'method_name']) await q.query(`CREATE INDEX idx_lab_methods_${col}_trgm ON lab_methods USING gin (${col} gin_trgm_ops)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE lab_methods`);
  }
}
