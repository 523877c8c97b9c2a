export { assertEquipmentUsable, EQUIPMENT_NOT_USABLE, equipmentUsable, equipmentUsableUntil } from './equipment-usable';
export type { EquipmentUsability } from './equipment-usable';
