import { MigrationInterface, QueryRunner } from 'typeorm';
import { indexByOrganisation, SYSTEM_COLUMNS, trigramIndexes } from './migration-sql';

/** The SQLSTATE of a write the database refuses because a project's technical file is archived (the api answers 409 with the message). */
export const ARCHIVED_REFUSAL_SQLSTATE = 'OH409';

/** Tables holding a project's records by their project_id column (the technical file's rows). */
export const ARCHIVED_PROJECT_ROW_TABLES = [
  'project_members',
  'site_surveys',
  'sampling_plans',
  'samples',
  'sampling_days',
  'sampling_records',
  'project_adjustments',
  'sample_handovers',
  'incoming_orders',
  'reports',
] as const;

/**
 * Tables with a project_id that stay writable once the project is archived: equipment and stock
 * issued to it must still come back (returns are movements of the equipment and the stock, not of
 * the technical file), the archive row keeps its own rules (its box and shelf may change), and the
 * issued report's public disclosure goes on after the file is archived (published, withheld); a risk
 * assessment is computed from the frozen judged results and may be made or recomputed after the archive;
 * an issued report's provincial push happens after the file is archived (the record is the issued data).
 */
export const ARCHIVE_UNGUARDED_PROJECT_TABLES = ['equipment_issues', 'stock_movements', 'project_archives', 'report_disclosures', 'risk_assessments', 'provincial_pushes'] as const;

/** Child tables of those rows: [table, parent table, column naming the parent]. */
export const ARCHIVED_CHILD_TABLES: ReadonlyArray<readonly [string, string, string]> = [
  ...[
    'site_survey_processes',
    'site_survey_materials',
    'site_survey_products',
    'site_survey_equipment',
    'site_survey_posts',
    'site_survey_post_hazards',
    'site_survey_protections',
    'site_survey_ppe',
    'site_survey_emergency',
  ].map((t) => [t, 'site_surveys', 'survey_id'] as const),
  ['sampling_plan_rows', 'sampling_plans', 'plan_id'],
  ['sampling_day_signatures', 'sampling_days', 'day_id'],
  ['sampling_day_media', 'sampling_days', 'day_id'],
  ['sampling_day_measurements', 'sampling_days', 'day_id'],
  ['sample_handover_items', 'sample_handovers', 'handover_id'],
  ['sample_custody', 'samples', 'sample_id'],
  ['incoming_order_items', 'incoming_orders', 'order_id'],
];

/** A laboratory batch's own rows (a batch belongs to the projects of its samples). */
export const ARCHIVED_LAB_CHILD_TABLES = ['lab_batch_curve_points', 'lab_batch_items', 'lab_batch_substances'] as const;

/**
 * Declared resources whose attachments belong to a project through their table's project_id
 * (`project` is the project itself, `labBatch` goes through its samples).
 */
export const ARCHIVE_ATTACHMENT_TABLES: Readonly<Record<string, string>> = {
  siteSurvey: 'site_surveys',
  samplingPlan: 'sampling_plans',
  samplingDay: 'sampling_days',
  samplingRecord: 'sampling_records',
  projectAdjustment: 'project_adjustments',
  sample: 'samples',
  sampleHandover: 'sample_handovers',
  incomingOrder: 'incoming_orders',
  report: 'reports',
  projectArchive: 'project_archives',
};

const READ_ONLY = `RAISE EXCEPTION USING ERRCODE = '${ARCHIVED_REFUSAL_SQLSTATE}', MESSAGE = '项目已归档，资料只读'`;

/**
 * 档案 (PROJECT_ARCHIVE): a project's technical file — one row per project, numbered per
 * organisation and year, 在编 → 已归档 with who and when, the retention years it was archived under
 * and the day it must be kept until, the paper file's box and shelf. Organisations get their
 * retention setting (10 years by default and at least, the certificate agreement's term).
 *
 * Archived is read-only, in the database itself: triggers refuse any insert, update or delete of
 * a row of an archived project's records (the project, its survey, plan, samples, sampling days
 * and records with signatures and media, custody, incoming order, reports, each with its child
 * rows), of a laboratory batch holding one of its samples (lab_batches.archived, set when the
 * project is archived) and of their attachments — whatever path writes them, kernel or module
 * SQL — with SQLSTATE OH409 and '项目已归档，资料只读', which the api answers as a 409. An
 * attachment of an archived file is deleted only after its retain-until day ('档案保存期限至…').
 * The checks read the project's state without locking it: a lock taken here would deadlock the
 * modules that write a project's rows and then lock the project (its sample counters); 项目归档
 * locks the project and the batches FOR UPDATE, so the writers that lock them serialise with it.
 */
export class ProjectArchives1732960000000 implements MigrationInterface {
  name = 'ProjectArchives1732960000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE organizations
        ADD COLUMN archive_retention_years integer NOT NULL DEFAULT 10 CONSTRAINT ck_organizations_archive_retention CHECK (archive_retention_years BETWEEN 10 AND 100)`);

    await q.query(`
      CREATE TABLE project_archives (
        id serial PRIMARY KEY,
        code varchar(50) NOT NULL,
        project_id integer NOT NULL REFERENCES projects (id) ON DELETE RESTRICT,
        inspected_unit_id integer REFERENCES inspected_units (id) ON DELETE RESTRICT,
        state varchar(20) NOT NULL DEFAULT 'compiling',
        box_no varchar(50),
        location varchar(100),
        archived_at timestamptz,
        archived_by integer REFERENCES users (id) ON DELETE RESTRICT,
        retention_years integer CHECK (retention_years BETWEEN 10 AND 100),
        retain_until date,
        remark varchar(500),
        ${SYSTEM_COLUMNS},
        CONSTRAINT uq_project_archives_project UNIQUE (project_id),
        CONSTRAINT uq_project_archives_code UNIQUE (organization_id, code),
        CONSTRAINT ck_project_archives_archived CHECK ((state = 'archived') = (archived_at IS NOT NULL AND retain_until IS NOT NULL AND retention_years IS NOT NULL))
      )`);
    await indexByOrganisation(q, 'project_archives', ['code', 'project_id', 'inspected_unit_id', 'state', 'box_no', 'archived_at', 'retain_until', 'created_at', 'updated_at']);
    await trigramIndexes(q, 'project_archives', ['code', 'box_no', 'location']);

    // a batch of an archived project's samples: set by 项目归档 (one flag read per write of its rows)
    await q.query(`ALTER TABLE lab_batches ADD COLUMN archived boolean NOT NULL DEFAULT false`);

    await q.query(`
      CREATE FUNCTION refuse_if_archived(project_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE archived boolean;
      BEGIN
        SELECT bool_or(state = 'archived') INTO archived FROM projects WHERE id = ANY(project_ids);
        IF archived THEN ${READ_ONLY}; END IF;
      END $$`);

    await q.query(`
      CREATE FUNCTION archived_project_readonly() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.state = 'archived' THEN ${READ_ONLY}; END IF;
        IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER trg_projects_archived_readonly BEFORE UPDATE OR DELETE ON projects FOR EACH ROW EXECUTE FUNCTION archived_project_readonly()`);

    await q.query(`
      CREATE FUNCTION archived_rows_readonly() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN PERFORM refuse_if_archived(ARRAY[OLD.project_id]); END IF;
        IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
        PERFORM refuse_if_archived(ARRAY[NEW.project_id]);
        RETURN NEW;
      END $$`);
    for (const table of ARCHIVED_PROJECT_ROW_TABLES) {
      await q.query(`CREATE TRIGGER trg_${table}_archived_readonly BEFORE INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION archived_rows_readonly()`);
    }

    // TG_ARGV: the parent table and the column naming the parent row
    await q.query(`
      CREATE FUNCTION archived_children_readonly() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE parents integer[] := '{}'; project_ids integer[];
      BEGIN
        IF TG_OP <> 'INSERT' THEN parents := parents || (to_jsonb(OLD) ->> TG_ARGV[1])::integer; END IF;
        IF TG_OP <> 'DELETE' THEN parents := parents || (to_jsonb(NEW) ->> TG_ARGV[1])::integer; END IF;
        EXECUTE format('SELECT array_agg(project_id) FROM %I WHERE id = ANY($1)', TG_ARGV[0]) INTO project_ids USING parents;
        PERFORM refuse_if_archived(project_ids);
        IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
        RETURN NEW;
      END $$`);
    for (const [table, parent, column] of ARCHIVED_CHILD_TABLES) {
      await q.query(
        `CREATE TRIGGER trg_${table}_archived_readonly BEFORE INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION archived_children_readonly('${parent}', '${column}')`,
      );
    }

    // a batch: archived once 项目归档 flags it; its rows follow it
    await q.query(`
      CREATE FUNCTION archived_lab_batch_readonly() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.archived THEN ${READ_ONLY}; END IF;
        IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER trg_lab_batches_archived_readonly BEFORE UPDATE OR DELETE ON lab_batches FOR EACH ROW EXECUTE FUNCTION archived_lab_batch_readonly()`);
    await q.query(`
      CREATE FUNCTION archived_lab_rows_readonly() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE batches integer[] := '{}'; archived boolean;
      BEGIN
        IF TG_OP <> 'INSERT' THEN batches := batches || OLD.batch_id; END IF;
        IF TG_OP <> 'DELETE' THEN batches := batches || NEW.batch_id; END IF;
        SELECT bool_or(b.archived) INTO archived FROM lab_batches b WHERE b.id = ANY(batches);
        IF archived THEN ${READ_ONLY}; END IF;
        IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
        RETURN NEW;
      END $$`);
    for (const table of ARCHIVED_LAB_CHILD_TABLES) {
      await q.query(`CREATE TRIGGER trg_${table}_archived_readonly BEFORE INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION archived_lab_rows_readonly()`);
    }

    // attachments: the projects of the row they belong to (none for a resource outside the technical file)
    const cases = Object.entries(ARCHIVE_ATTACHMENT_TABLES)
      .map(([resource, table]) => `WHEN '${resource}' THEN '${table}'`)
      .join(' ');
    await q.query(`
      CREATE FUNCTION archive_resource_projects(resource text, record_id integer) RETURNS integer[] LANGUAGE plpgsql STABLE AS $$
      DECLARE tbl text; project_ids integer[];
      BEGIN
        IF resource = 'project' THEN RETURN ARRAY[record_id]; END IF;
        IF resource = 'labBatch' THEN
          SELECT array_agg(DISTINCT s.project_id) INTO project_ids FROM lab_batch_items i JOIN samples s ON s.id = i.sample_id WHERE i.batch_id = record_id;
          RETURN COALESCE(project_ids, '{}');
        END IF;
        tbl := CASE resource ${cases} END;
        IF tbl IS NULL THEN RETURN '{}'; END IF;
        EXECUTE format('SELECT array_agg(project_id) FROM %I WHERE id = $1', tbl) INTO project_ids USING record_id;
        RETURN COALESCE(project_ids, '{}');
      END $$`);
    await q.query(`
      CREATE FUNCTION archived_attachments_readonly() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE r record; archived boolean; kept_until date;
      BEGIN
        IF TG_OP = 'INSERT' THEN r := NEW; ELSE r := OLD; END IF;
        IF r.resource = 'labBatch' THEN
          SELECT b.archived INTO archived FROM lab_batches b WHERE b.id = r.record_id;
        ELSE
          SELECT bool_or(state = 'archived') INTO archived FROM projects WHERE id = ANY(archive_resource_projects(r.resource, r.record_id));
        END IF;
        IF archived AND TG_OP = 'DELETE' THEN
          -- a file of an archived technical file is removed only after its retention
          SELECT max(a.retain_until) INTO kept_until FROM project_archives a WHERE a.project_id = ANY(archive_resource_projects(r.resource, r.record_id)) AND a.state = 'archived';
          IF kept_until IS NULL THEN ${READ_ONLY}; END IF;
          IF kept_until >= current_date THEN
            RAISE EXCEPTION USING ERRCODE = '${ARCHIVED_REFUSAL_SQLSTATE}', MESSAGE = format('档案保存期限至%s，期满前不能删除', to_char(kept_until, 'YYYY-MM-DD'));
          END IF;
        ELSIF archived THEN ${READ_ONLY};
        END IF;
        IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER trg_resource_attachments_archived_readonly BEFORE INSERT OR UPDATE OR DELETE ON resource_attachments FOR EACH ROW EXECUTE FUNCTION archived_attachments_readonly()`);
  }

  async down(q: QueryRunner): Promise<void> {
    const tables = ['projects', ...ARCHIVED_PROJECT_ROW_TABLES, ...ARCHIVED_CHILD_TABLES.map(([t]) => t), 'lab_batches', ...ARCHIVED_LAB_CHILD_TABLES, 'resource_attachments'];
    for (const table of tables) await q.query(`DROP TRIGGER IF EXISTS trg_${table}_archived_readonly ON ${table}`);
    for (const fn of [
      'archived_attachments_readonly()',
      'archive_resource_projects(text, integer)',
      'archived_lab_rows_readonly()',
      'archived_lab_batch_readonly()',
      'archived_children_readonly()',
      'archived_rows_readonly()',
      'archived_project_readonly()',
      'refuse_if_archived(integer[])',
    ]) {
      await q.query(`DROP FUNCTION IF EXISTS ${fn}`);
    }
    await q.query(`ALTER TABLE lab_batches DROP COLUMN archived`);
    await q.query(`DROP TABLE project_archives`);
    await q.query(`ALTER TABLE organizations DROP COLUMN archive_retention_years`);
  }
}
