// 设备管理 for other modules: the module, and the refusal of an unusable instrument (sampling, laboratory).
export { EquipmentModule } from './equipment.module';
export { assertUsableEquipment, type UsableEquipment } from './assert-usable-equipment';
export { usableInstruments } from './usable-instruments';
