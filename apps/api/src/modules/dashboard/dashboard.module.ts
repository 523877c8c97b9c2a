import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller';
import { GetSummaryHandler } from './queries/get-summary/get-summary.handler';

/** The home page's figures (首页): projects by state, units due, my open projects, jobs in flight. */
@Module({
  controllers: [DashboardController],
  providers: [GetSummaryHandler],
})
export class DashboardModule {}
