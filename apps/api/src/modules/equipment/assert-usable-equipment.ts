import type { EntityManager } from 'typeorm';
import { EQUIPMENT_IN_SERVICE, EQUIPMENT_STATUS_OPTIONS } from '@ohit/contracts';
import { assertEquipmentUsable } from '@ohit/domain';
import { badRequest, firstRow } from '../../platform';
import { EQUIPMENT_MESSAGES as M } from './equipment.messages';

/** An instrument as the usability rule and its messages need it. */
export interface UsableEquipment {
  id: number;
  code: string;
  name: string;
  status: string;
  /** 'YYYY-MM-DD' or null. */
  calibrationDueDate: string | null;
  organizationId: number;
  /** How people name it in messages: 名称（编号）. */
  label: string;
}

/** Reads an instrument of the organisation (optionally locked), or refuses with a 400. */
export async function loadEquipment(m: EntityManager, equipmentId: number, organizationId: number, lock = false): Promise<UsableEquipment> {
  const row = firstRow<{ id: number; code: string; name: string; status: string; due: string | null; organization_id: number }>(
    await m.query(
      `SELECT id, code, name, status, to_char(calibration_due_date, 'YYYY-MM-DD') AS due, organization_id
         FROM equipment WHERE id = $1 AND organization_id = $2${lock ? ' FOR UPDATE' : ''}`,
      [equipmentId, organizationId],
    ),
  );
  if (!row) throw badRequest(M.notFound);
  return { id: row.id, code: row.code, name: row.name, status: row.status, calibrationDueDate: row.due, organizationId: row.organization_id, label: `${row.name}（${row.code}）` };
}

/**
 * The server's refusal of an instrument that may not be used on `on` ('YYYY-MM-DD'): out of
 * service (停用, 维修, 报废) or its calibration lapsed (@ohit/domain's equipmentUsable, through
 * qcInstrumentUsable) — a 400 such as '设备不可用于采样：粉尘采样器（SB-001）检定/校准已于
 * 2026-06-30 过期'. For every module that records the use of an instrument: issuing it to a
 * project, on-site sampling, laboratory records. Pass `lock` inside a transaction that must see
 * the instrument unchanged until it commits.
 */
export async function assertUsableEquipment(
  m: EntityManager,
  equipmentId: number,
  use: { organizationId: number; on: string; purpose?: string; lock?: boolean },
): Promise<UsableEquipment> {
  const equipment = await loadEquipment(m, equipmentId, use.organizationId, use.lock);
  assertEquipmentUsable(
    {
      name: equipment.label,
      inService: equipment.status === EQUIPMENT_IN_SERVICE,
      statusLabel: EQUIPMENT_STATUS_OPTIONS.find((o) => o.value === equipment.status)?.label ?? equipment.status,
      calibrationValidUntil: equipment.calibrationDueDate,
    },
    use.on,
    use.purpose,
  );
  return equipment;
}
