import { Module } from '@nestjs/common';
import { ResourcesModule } from '../resources';
import { EquipmentIssueRules } from './equipment-issue-rules';
import { StockRules } from './stock-rules';

/**
 * 设备管理: the generic engine serves the ledger (api/equipment), 设备出入库 (api/eqpIn) and the
 * three stock kinds (api/projectConsumablesMaterial, …Standard, …Reagent) from their
 * declarations; this module adds their rules as hooks and row commands, and gives other modules
 * assertUsableEquipment.
 */
@Module({
  imports: [ResourcesModule],
  providers: [EquipmentIssueRules, StockRules],
})
export class EquipmentModule {}
