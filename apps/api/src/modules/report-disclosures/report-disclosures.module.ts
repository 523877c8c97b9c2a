import { Module } from '@nestjs/common';
import { StorageModule } from '@ohit/server-storage';
import { ResourcesModule } from '../resources';
import { WorkingCalendarModule } from '../working-calendar';
import { DisclosureAdminController } from './disclosure-admin.controller';
import { DisclosureCreation } from './disclosure-creation';
import { DisclosureRules } from './disclosure-rules';
import { PublicDisclosureController } from './public-disclosure.controller';
import { PublicDisclosureReads } from './public-disclosure-reads';

/**
 * 报告公示: the generic engine serves `api/reportDisclosure` (REPORT_DISCLOSURE: list, detail,
 * history, 审核通过/发布/退回/不予公示/撤回/重新审核, export); this module makes a disclosure when a
 * report is issued (and by 生成公示), keeps the steps' rules (four eyes on 发布), serves a
 * disclosure's facts, photos and the calendar of its deadline, and the public pages without a token.
 * The daily deadline check (due within 3 working days, overdue) is the worker's.
 */
@Module({
  imports: [ResourcesModule, StorageModule, WorkingCalendarModule],
  controllers: [DisclosureAdminController, PublicDisclosureController],
  providers: [DisclosureCreation, DisclosureRules, PublicDisclosureReads],
})
export class ReportDisclosuresModule {}
