import { MigrationInterface, QueryRunner } from 'typeorm';
import { indexByOrganisation, SYSTEM_COLUMNS, trigramIndexes } from './migration-sql';

const child = (parentColumn: string, parent: string) => `
  ${parentColumn} integer NOT NULL REFERENCES ${parent} (id) ON DELETE CASCADE,
  ${SYSTEM_COLUMNS}`;

const SEVERITY = `CHECK (severity IN ('minor', 'major', 'critical'))`;

/**
 * 质量监督 (issue 15, S1): a health authority's inspections of the organisations of its zones
 * (qs_inspections, the authority's rows, with their findings) and each organisation's rectification
 * (qs_rectifications, the ORGANISATION's rows, the findings copied with its fix). No project_id.
 */
export class QualityInspections1733020000200 implements MigrationInterface {
  name = 'QualityInspections1733020000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE qs_inspections (
        id serial PRIMARY KEY, code varchar(50) NOT NULL, org_code varchar(50) NOT NULL, inspected_org_id integer REFERENCES organizations (id) ON DELETE RESTRICT,
        org_name varchar(100), inspection_date date NOT NULL, inspectors varchar(200), basis text, rectify_due date NOT NULL, conclusion text,
        state varchar(20) NOT NULL DEFAULT 'draft', rectification_code varchar(50), issued_date date, closed_date date, ${SYSTEM_COLUMNS},
        CONSTRAINT uq_qs_inspections_code UNIQUE (organization_id, code)
      )`);
    await indexByOrganisation(q, 'qs_inspections', ['org_code', 'org_name', 'inspection_date', 'rectify_due', 'state', 'created_at', 'updated_at']);
    await trigramIndexes(q, 'qs_inspections', ['code', 'org_name']);
    await q.query(`
      CREATE TABLE qs_inspection_findings (
        id serial PRIMARY KEY, item varchar(200), finding text NOT NULL, severity varchar(20) NOT NULL ${SEVERITY}, requirement text,
        ${child('inspection_id', 'qs_inspections')}
      )`);
    await q.query(`CREATE INDEX idx_qs_inspection_findings_inspection ON qs_inspection_findings (inspection_id, id)`);

    await q.query(`
      CREATE TABLE qs_rectifications (
        id serial PRIMARY KEY, code varchar(50) NOT NULL, inspection_id integer NOT NULL REFERENCES qs_inspections (id) ON DELETE RESTRICT,
        inspection_code varchar(50), authority_name varchar(100), org_name varchar(100), inspection_date date, rectify_due date,
        state varchar(20) NOT NULL DEFAULT 'pending', measures text, completed_date date, submitted_date date, opinion text, accepted_date date, ${SYSTEM_COLUMNS},
        CONSTRAINT uq_qs_rectifications_code UNIQUE (organization_id, code),
        CONSTRAINT uq_qs_rectifications_inspection UNIQUE (inspection_id)
      )`);
    await indexByOrganisation(q, 'qs_rectifications', ['inspection_code', 'org_name', 'rectify_due', 'state', 'created_at', 'updated_at']);
    await trigramIndexes(q, 'qs_rectifications', ['code', 'org_name']);
    await q.query(`
      CREATE TABLE qs_rectification_items (
        id serial PRIMARY KEY, item varchar(200), finding text, severity varchar(20) ${SEVERITY}, requirement text, fix text,
        ${child('rectification_id', 'qs_rectifications')}
      )`);
    await q.query(`CREATE INDEX idx_qs_rectification_items_rectification ON qs_rectification_items (rectification_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE qs_rectification_items`);
    await q.query(`DROP TABLE qs_rectifications`);
    await q.query(`DROP TABLE qs_inspection_findings`);
    await q.query(`DROP TABLE qs_inspections`);
  }
}
