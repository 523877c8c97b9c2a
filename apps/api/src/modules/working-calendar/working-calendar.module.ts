import { Module } from '@nestjs/common';
import { ResourcesModule } from '../resources';
import { WorkingCalendarController } from './working-calendar.controller';
import { WorkingCalendarRules } from './working-calendar-rules';
import { WorkingDays } from './working-days';

/**
 * 工作日历: the generic engine serves the rows (`api/workCalendarDay`, WORKING_CALENDAR); this
 * module adds their rules as hooks, the calculator endpoints, and gives other modules
 * `WorkingDays` — deadlines in working days (the report disclosure's 20).
 */
@Module({
  imports: [ResourcesModule],
  controllers: [WorkingCalendarController],
  providers: [WorkingCalendarRules, WorkingDays],
  exports: [WorkingDays],
})
export class WorkingCalendarModule {}
