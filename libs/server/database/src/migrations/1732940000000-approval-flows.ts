import { MigrationInterface, QueryRunner } from 'typeorm';
import { indexByOrganisation, SYSTEM_COLUMNS, trigramIndexes } from './migration-sql';

/**
 * 审批流程配置 (APPROVAL_FLOW): an organisation's report approval flow per report type (one per
 * type: the unique key) and its ordered steps, each done by a role of the organisation (a role in
 * use cannot be deleted: a flow never silently opens a step to everyone). An index per declared
 * filter and sort, led by organization_id; the steps are read by flow in their order.
 */
export class ApprovalFlows1732940000000 implements MigrationInterface {
  name = 'ApprovalFlows1732940000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE approval_flows (
        id serial PRIMARY KEY,
        report_type varchar(20) NOT NULL,
        name varchar(50) NOT NULL,
        step_summary varchar(400),
        remark varchar(500),
        ${SYSTEM_COLUMNS},
        CONSTRAINT uq_approval_flows_org_type UNIQUE (organization_id, report_type)
      )`);
    await indexByOrganisation(q, 'approval_flows', ['report_type', 'created_at', 'updated_at']);
    await trigramIndexes(q, 'approval_flows', ['name']);
    await q.query(`
      CREATE TABLE approval_flow_steps (
        id serial PRIMARY KEY,
        flow_id integer NOT NULL REFERENCES approval_flows (id) ON DELETE CASCADE,
        sort integer NOT NULL CHECK (sort >= 0),
        kind varchar(20) NOT NULL CHECK (kind IN ('compile', 'check', 'review', 'approve', 'issue', 'qcSeal')),
        name varchar(20) NOT NULL,
        role_id integer REFERENCES roles (id) ON DELETE RESTRICT,
        ${SYSTEM_COLUMNS}
      )`);
    await q.query(`CREATE INDEX idx_approval_flow_steps_flow ON approval_flow_steps (flow_id, sort, id)`);
    await q.query(`CREATE INDEX idx_approval_flow_steps_role ON approval_flow_steps (role_id) WHERE role_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE approval_flow_steps`);
    await q.query(`DROP TABLE approval_flows`);
  }
}
