import type { DataSource, EntityManager } from 'typeorm';
import { EVENT_TYPES } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';

/** The authority's demo scoring sheet (报告评审, enabled), its items summing to 100. */
const DEMO_SHEET = {
  code: 'PFB-DEMO-001',
  name: '职业卫生检测报告评审表（演示）',
  kind: 'reportReview',
  items: [
    ['S01', '报告格式与完整性', '10.0', '缺项每项扣1分'],
    ['S02', '现场调查与采样方案', '25.0', '采样点、采样时间不符合GBZ 159每处扣2分'],
    ['S03', '检测方法与质量控制', '25.0', '方法不适用或质控缺失每项扣5分'],
    ['S04', '结果计算与判定', '30.0', '计算或判定错误每处扣5分'],
    ['S05', '结论与建议', '10.0', '结论不明确扣5分'],
  ],
} as const;

const DEMO_EXPERTS = [
  ['陈专家', '主任医师', '职业卫生评价', '省疾控中心', '13700000011', ''],
  ['林专家', '高级工程师', '化学检测', '市职防院', '13700000012', ''],
  ['黄专家', '副主任技师', '物理因素', '某检测公司', '13700000013', 'ORG-A'],
] as const;

/** Organisation A's demo integral rules (积分规则), in force from 2024. */
const DEMO_RULES = [
  ['JF-DEMO-001', 'qcPassed', 5, '三方质控结果合格加5分'],
  ['JF-DEMO-002', 'qcFailed', -3, '三方质控结果不合格扣3分'],
  ['JF-DEMO-003', 'rectifiedOnTime', 1, '按期完成整改加1分'],
  ['JF-DEMO-004', 'rectificationOverdue', -10, '整改逾期扣10分'],
] as const;

async function seedSheet(m: EntityManager, authority: number): Promise<number> {
  const [sheet] = await m.query(
    `INSERT INTO score_sheets (code, name, kind, sheet_version, excellent_min, good_min, pass_min, state, organization_id, create_by, update_by)
     SELECT $1::varchar, $2::varchar, $3::varchar, 1, 90, 80, 60, 'inUse', $4::int, 'seed', 'seed'
      WHERE NOT EXISTS (SELECT 1 FROM score_sheets WHERE organization_id = $4::int AND code = $1::varchar)
     RETURNING id`,
    [DEMO_SHEET.code, DEMO_SHEET.name, DEMO_SHEET.kind, authority],
  );
  if (!sheet) return 0;
  for (const [code, name, max, rule] of DEMO_SHEET.items) {
    await m.query(`INSERT INTO score_sheet_items (sheet_id, item_code, item_name, max_points, deduction_rule, organization_id, create_by, update_by) VALUES ($1, $2, $3, $4, $5, $6, 'seed', 'seed')`, [
      sheet.id,
      code,
      name,
      max,
      rule,
      authority,
    ]);
  }
  for (const [name, title, speciality, unit, phone, conflicts] of DEMO_EXPERTS) {
    await m.query(`INSERT INTO experts (name, title, speciality, work_unit, phone, conflict_org_codes, organization_id, create_by, update_by) VALUES ($1, $2, $3, $4, $5, NULLIF($6, ''), $7, 'seed', 'seed')`, [
      name,
      title,
      speciality,
      unit,
      phone,
      conflicts,
      authority,
    ]);
  }
  return 1;
}

/**
 * 评分管理's demo scoring sheet and 专家库 for the health authority (organisation S), and 积分规则 for
 * organisation A; added once (by code), running it twice adds nothing. Only the seed CLI runs it.
 */
export async function seedDemoSupervision(ds: DataSource, authority: number, organisationA: number): Promise<number> {
  return ds.transaction(async (m) => {
    let added = await seedSheet(m, authority);
    for (const [code, kind, points, description] of DEMO_RULES) {
      const rows = await m.query(
        `INSERT INTO sf_integral_rules (code, event_kind, points, effective_from, description, organization_id, create_by, update_by)
         SELECT $1::varchar, $2::varchar, $3::int, DATE '2024-01-01', $4::varchar, $5::int, 'seed', 'seed'
          WHERE NOT EXISTS (SELECT 1 FROM sf_integral_rules WHERE organization_id = $5::int AND code = $1::varchar)
         RETURNING id`,
        [code, kind, points, description, organisationA],
      );
      added += rows.length;
    }
    if (added) {
      await new DomainEventsService().append(m, {
        type: EVENT_TYPES.DemoDataSeeded,
        aggregateType: 'seed',
        aggregateId: 'demo-supervision',
        payload: { authority, organisationA, added },
        reason: 'demo seed',
      });
    }
    return added;
  });
}
