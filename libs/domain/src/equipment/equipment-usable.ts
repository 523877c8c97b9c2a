import { DomainError } from '../errors/domain-error';
import { qcInstrumentUsable, type QcInstrumentCheck } from '../qc/instrument-usable';

/** What decides whether an instrument may go out for sampling or be used in the laboratory. */
export interface EquipmentUsability {
  /** Display name, e.g. '粉尘采样器（SB-001）'. */
  readonly name: string;
  /** In service (在用); false for 停用, 维修, 报废. */
  readonly inService: boolean;
  /** The state's label when not in service (维修…), for the message. */
  readonly statusLabel?: string | null;
  /** Last day the calibration (检定/校准) is valid, YYYY-MM-DD; null when never calibrated. */
  readonly calibrationValidUntil: string | null;
}

export const EQUIPMENT_NOT_USABLE = 'EQUIPMENT_NOT_USABLE';

/**
 * Whether an instrument may be used on `on` (domain.md §7): in service, and its calibration valid
 * that day (qcInstrumentUsable; the periodic QC check is the laboratory's own rule, not asked here).
 */
export function equipmentUsable(equipment: EquipmentUsability, on: string): QcInstrumentCheck {
  const calibration = qcInstrumentUsable({ name: equipment.name, calibrationValidUntil: equipment.calibrationValidUntil, lastQc: null }, on, { requireQc: false });
  const reasons = equipment.inService ? [...calibration.reasons] : [`${equipment.name}处于“${equipment.statusLabel ?? '停用'}”状态`, ...calibration.reasons];
  return { usable: reasons.length === 0, reasons };
}

/** Same check, refusing with a DomainError (a 400 with the reasons in Chinese) when the instrument may not be used. */
export function assertEquipmentUsable(equipment: EquipmentUsability, on: string, purpose = '使用'): void {
  const check = equipmentUsable(equipment, on);
  if (!check.usable) {
    throw new DomainError(EQUIPMENT_NOT_USABLE, `设备不可${purpose}：${check.reasons.join('；')}`, { equipment: equipment.name, reasons: check.reasons });
  }
}

/**
 * The last day an instrument is usable as things stand: its calibration's last valid day while in
 * service, else null (not usable at all). "Usable on D" is exactly "usableUntil ≥ D" — the
 * equipment table stores this as a generated column so lists can filter on it.
 */
export function equipmentUsableUntil(inService: boolean, calibrationValidUntil: string | null): string | null {
  return inService ? calibrationValidUntil : null;
}
