import { Module } from '@nestjs/common';
import { GetStatisticsHandler } from './queries/get-statistics/get-statistics.handler';
import { QualityControlController } from './quality-control.controller';

/**
 * 质量控制: the quality statistics — QC pass rates per method, analyst and instrument, the failed
 * checks, standard curves near their validity end, amendments and the projects' stage turnaround.
 * Reads only; the batches' checks come from the laboratory's engine (storedBatchResults).
 */
@Module({
  controllers: [QualityControlController],
  providers: [GetStatisticsHandler],
})
export class QualityControlModule {}
