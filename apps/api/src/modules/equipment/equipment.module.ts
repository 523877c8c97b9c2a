import { Module } from '@nestjs/common';
import { ResourcesModule } from '../resources';
import { EquipmentIssueRules } from './equipment-issue-rules';
import { StockRules } from './stock-rules';
import { StockUploadsController } from './stock-uploads.controller';

/**
 * 设备管理: the generic engine serves the ledger (api/equipment), 设备出入库 (api/eqpIn) and the
 * three stock kinds (api/projectConsumablesMaterial, …Standard, …Reagent) from their
 * declarations; this module adds their rules as hooks and row commands, serves the spec's stock
 * upload endpoints onto the items' slots, and gives other modules assertUsableEquipment.
 */
@Module({
  imports: [ResourcesModule],
  controllers: [StockUploadsController],
  providers: [EquipmentIssueRules, StockRules],
})
export class EquipmentModule {}
