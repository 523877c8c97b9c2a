import type { DataSource } from 'typeorm';
import { EVENT_TYPES, formatAutoCode, PROJECT } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';

/** Demo inspected units of organisation A (name, credit code, risk class, employees). */
const UNITS = [
  { name: '示例化工有限公司', creditCode: '91320000MA1DEMO001', riskClass: 'serious', employees: 320, industry: 'C' },
  { name: '示例机械制造有限公司', creditCode: '91320000MA1DEMO002', riskClass: 'general', employees: 180, industry: 'C' },
  { name: '示例建材有限公司', creditCode: '91320000MA1DEMO003', riskClass: 'serious', employees: 95, industry: 'C' },
] as const;

/** Demo projects: unit index, name, check type, state, responsible person, team (user, role). */
const PROJECTS = [
  { unit: 0, name: '2026年度职业病危害因素定期检测', type: '10', state: 'sampling', responser: 'surveyor', team: [['surveyor', '140'], ['surveyor', '110'], ['sampler', '120'], ['analyst', '130']] },
  { unit: 1, name: '噪声与粉尘定期检测', type: '10', state: 'contracted', responser: 'surveyor', team: [['surveyor', '140'], ['sampler', '120']] },
  { unit: 2, name: '职业病危害现状评价', type: '31', state: 'created', responser: null, team: [] },
  { unit: 0, name: '监督抽检（来样）', type: '20', state: 'testing', responser: 'surveyor', team: [['analyst', '130']], incoming: true },
] as const;

/**
 * `npm start`'s demo business data for organisation A — three inspected units and four projects in
 * different stages, with their teams — so the screens show real rows at once. Only the seed CLI runs
 * it (never the tests, never production); it writes nothing when the first demo unit exists.
 */
export async function seedDemoProjects(ds: DataSource, organizationId: number): Promise<number> {
  return ds.transaction(async (m) => {
    const [done] = await m.query(`SELECT 1 FROM inspected_units WHERE organization_id = $1 AND name = $2`, [organizationId, UNITS[0].name]);
    if (done) return 0;
    const users: { id: number; username: string }[] = await m.query(`SELECT id, username FROM users WHERE organization_id = $1`, [organizationId]);
    const userId = (name: string | null) => users.find((u) => u.username === name)?.id ?? null;
    const unitIds: number[] = [];
    for (const u of UNITS) {
      const [row] = await m.query(
        `INSERT INTO inspected_units (name, credit_code, risk_class, employee_count, industry, organization_id, create_by, update_by,
                                      scale, exposed_count, economic_type_code, industry_code, area, area_code, address, registered_address, legal_person, contact, phone)
         VALUES ($1, $2, $3, $4, $5, $6, 'seed', 'seed', '3', $7, '159', '2641', '江苏省/南京市/江宁区', '320115000', '南京市江宁区示例路1号', '南京市江宁区示例路1号', '示例法人', '王经理', '13800000100') RETURNING id`,
        [u.name, u.creditCode, u.riskClass, u.employees, u.industry, organizationId, Math.round(u.employees / 4)],
      );
      unitIds.push(row.id);
    }
    // the organisation's own credit code, which a provincial push sends (kept when already set)
    await m.query(`UPDATE organizations SET credit_code = COALESCE(credit_code, '91320100MA1DEMOORG') WHERE id = $1`, [organizationId]);
    const year = new Date().getFullYear();
    for (const p of PROJECTS) {
      const [{ last_value: seq }] = await m.query(
        `INSERT INTO code_sequences AS s (organization_id, sequence, year, last_value) VALUES ($1, 'project', $2, 1)
         ON CONFLICT (organization_id, sequence, year) DO UPDATE SET last_value = s.last_value + 1 RETURNING last_value`,
        [organizationId, year],
      );
      const code = formatAutoCode(PROJECT.autoCode?.defaultPattern ?? 'XM-{yyyy}-{seq:4}', year, seq);
      const contracted = p.state !== 'created';
      const [project] = await m.query(
        `INSERT INTO projects (code, name, inspected_unit_id, check_type, state, responser_id, incoming_sample, contract_no, contract_amount, contract_date,
                               survey_date, sampling_date, lab_date, samples_planned, organization_id, create_by, update_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 'seed', 'seed') RETURNING id`,
        [
          code,
          p.name,
          unitIds[p.unit],
          p.type,
          p.state,
          userId(p.responser),
          'incoming' in p && p.incoming === true,
          contracted ? `HT-${code}` : null,
          contracted ? '28600.00' : null,
          contracted ? `${year}-01-15` : null,
          p.state === 'sampling' ? `${year}-02-10` : null,
          p.state === 'sampling' ? `${year}-03-02` : null,
          p.state === 'testing' ? `${year}-03-20` : null,
          p.state === 'sampling' ? 24 : 0,
          organizationId,
        ],
      );
      for (const [user, role] of p.team) {
        if (!userId(user)) continue;
        await m.query(`INSERT INTO project_members (project_id, user_id, role, organization_id, create_by, update_by) VALUES ($1, $2, $3, $4, 'seed', 'seed') ON CONFLICT DO NOTHING`, [
          project.id,
          userId(user),
          role,
          organizationId,
        ]);
      }
    }
    await new DomainEventsService().append(m, {
      type: EVENT_TYPES.DemoDataSeeded,
      aggregateType: 'seed',
      aggregateId: 'demo-projects',
      payload: { organizationId, units: unitIds.length, projects: PROJECTS.length },
      reason: 'demo seed',
    });
    return PROJECTS.length;
  });
}
