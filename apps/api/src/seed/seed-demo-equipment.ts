import type { DataSource, EntityManager } from 'typeorm';
import { CONSUMABLE, EQUIPMENT_ISSUE, EVENT_TYPES, formatAutoCode, REAGENT, type ResourceDeclaration, STANDARD_SUBSTANCE } from '@ohit/contracts';
import { DomainEventsService } from '@ohit/server-database';

/** A day counted from today, 'YYYY-MM-DD'. */
function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Instruments: one usable, one due soon, one lapsed, one under repair — what 设备台账's filters and the issue rules show. */
const INSTRUMENTS = [
  { code: 'SB-001', name: '粉尘采样器', model: 'FC-2', status: '1', due: 200, location: '设备室A柜' },
  { code: 'SB-002', name: '大气采样器', model: 'QC-2', status: '1', due: 20, location: '设备室A柜' },
  { code: 'SB-003', name: '噪声统计分析仪', model: 'AWA6228+', status: '1', due: -10, location: '设备室B柜' },
  { code: 'SB-004', name: '个体采样泵', model: 'GilAir Plus', status: '3', due: 120, location: '维修间' },
] as const;

/** Stock per kind: name, specification, unit, stock, minimum, expiry (days from today), a kind's own columns. */
const STOCK: { decl: ResourceDeclaration; name: string; spec: string; unit: string; stock: string; min: string; expiry: number; extra?: Record<string, string> }[] = [
  { decl: CONSUMABLE, name: '活性炭管', spec: '100mg/50mg', unit: '支', stock: '200', min: '50', expiry: 300 },
  { decl: CONSUMABLE, name: '微孔滤膜', spec: 'Φ37mm 0.8μm', unit: '张', stock: '30', min: '50', expiry: 500 },
  { decl: STANDARD_SUBSTANCE, name: '苯标准溶液', spec: '1mL/支', unit: '支', stock: '4', min: '2', expiry: 20, extra: { standard_no: 'GBW(E)081234', concentration: '1000', concentration_unit: 'μg/mL', uncertainty: 'Urel=2%，k=2' } },
  { decl: REAGENT, name: '二硫化碳', spec: '500mL', unit: '瓶', stock: '3', min: '2', expiry: 400, extra: { grade: 'HPLC' } },
];

async function nextCode(m: EntityManager, organizationId: number, decl: ResourceDeclaration): Promise<string> {
  const year = new Date().getFullYear();
  const [{ last_value: seq }] = await m.query(
    `INSERT INTO code_sequences AS s (organization_id, sequence, year, last_value) VALUES ($1, $2, $3, 1)
     ON CONFLICT (organization_id, sequence, year) DO UPDATE SET last_value = s.last_value + 1 RETURNING last_value`,
    [organizationId, decl.autoCode?.sequence, year],
  );
  return formatAutoCode(decl.autoCode?.defaultPattern ?? '{seq:4}', year, seq);
}

/**
 * `npm start`'s demo 设备管理 for organisation A — four instruments (usable, due soon, lapsed,
 * under repair), the usable one issued to the demo project being sampled, and stock of each kind
 * with its first 入库 (one below its minimum, one expiring soon). Only the seed CLI runs it, after
 * the demo projects; it writes nothing when the first instrument exists.
 */
export async function seedDemoEquipment(ds: DataSource, organizationId: number): Promise<number> {
  return ds.transaction(async (m) => {
    const [done] = await m.query(`SELECT 1 FROM equipment WHERE organization_id = $1 AND code = $2`, [organizationId, INSTRUMENTS[0].code]);
    if (done) return 0;
    const ids: number[] = [];
    for (const i of INSTRUMENTS) {
      const [row] = await m.query(
        `INSERT INTO equipment (code, name, model, status, calibration_type, calibration_date, calibration_due_date, calibration_agency, location, organization_id, create_by, update_by)
         VALUES ($1, $2, $3, $4, '1', $5, $6, '省计量科学研究院', $7, $8, 'seed', 'seed') RETURNING id`,
        [i.code, i.name, i.model, i.status, day(i.due - 365), day(i.due), i.location, organizationId],
      );
      ids.push(row.id);
    }
    const [project] = await m.query(`SELECT id FROM projects WHERE organization_id = $1 AND state = 'sampling' ORDER BY id LIMIT 1`, [organizationId]);
    // the project's sampler (team role 120) takes it, else the organisation's first user
    const [sampler] = project
      ? await m.query(
          `SELECT u.id FROM users u LEFT JOIN project_members pm ON pm.user_id = u.id AND pm.project_id = $2 AND pm.role = '120'
            WHERE u.organization_id = $1 ORDER BY (pm.id IS NULL), u.id LIMIT 1`,
          [organizationId, project.id],
        )
      : [];
    if (project && sampler) {
      await m.query(
        `INSERT INTO equipment_issues (code, equipment_id, project_id, state, issued_by_id, receiver_id, issue_time, expected_return_date, organization_id, create_by, update_by)
         VALUES ($1, $2, $3, 'issued', $4, $4, now(), $5, $6, 'seed', 'seed')`,
        [await nextCode(m, organizationId, EQUIPMENT_ISSUE), ids[0], project.id, sampler.id, day(3), organizationId],
      );
    }
    for (const s of STOCK) {
      const extra = Object.entries(s.extra ?? {});
      const [item] = await m.query(
        `INSERT INTO ${s.decl.table} (code, name, specification, unit, stock_quantity, min_stock, expiry_date, batch_no, storage_place${extra.map(([c]) => `, ${c}`).join('')}, organization_id, create_by, update_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '耗材库', ${extra.map((_, i) => `$${i + 10}`).join(', ')}${extra.length ? ', ' : ''}$9, 'seed', 'seed') RETURNING id`,
        [await nextCode(m, organizationId, s.decl), s.name, s.spec, s.unit, s.stock, s.min, day(s.expiry), `B${new Date().getFullYear()}01`, organizationId, ...extra.map(([, v]) => v)],
      );
      await m.query(
        `INSERT INTO stock_movements (item_id, movement_type, quantity, balance, remark, organization_id, create_by, update_by) VALUES ($1, 'in', $2, $2, '期初入库', $3, 'seed', 'seed')`,
        [item.id, s.stock, organizationId],
      );
    }
    await new DomainEventsService().append(m, {
      type: EVENT_TYPES.DemoDataSeeded,
      aggregateType: 'seed',
      aggregateId: 'demo-equipment',
      payload: { organizationId, equipment: INSTRUMENTS.length, stock: STOCK.length },
      reason: 'demo seed',
    });
    return INSTRUMENTS.length + STOCK.length;
  });
}
