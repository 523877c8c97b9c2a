import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { DISCLOSURE_CALENDAR_PATH, type DisclosureCalendarView, type DisclosureFacts, type DisclosureFactsView, disclosurePhotoPath, permissionCodes, REPORT_DISCLOSURE } from '@ohit/contracts';
import type { CalendarDay } from '@ohit/domain';
import { STORAGE, type StoragePort } from '@ohit/server-storage';
import { type Actor, CurrentActor, firstRow, inScope, notFound, readScope, RequirePermissions } from '../../platform';
import { localDate } from '../resources';
import { disclosurePhoto, sendPhoto } from './disclosure-photos';
import { factsView } from './disclosure-views';
import { DisclosureIdPipe } from './disclosure-id.pipe';

/**
 * 报告公示 beside the generic `api/reportDisclosure`: a disclosure's facts and photos for whoever may
 * read the disclosures, within their organisation scope (another organisation's is a 404), and the
 * working-day calendar the list counts the days left on.
 */
@ApiTags(REPORT_DISCLOSURE.name)
@Controller()
export class DisclosureAdminController {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StoragePort,
  ) {}

  /** Today on the server and every row of the 工作日历 (a few dozen a year): the list counts days left with @ohit/domain's disclosureDue. */
  @Get(DISCLOSURE_CALENDAR_PATH)
  @RequirePermissions(...permissionCodes(REPORT_DISCLOSURE, 'list'))
  async calendar(): Promise<DisclosureCalendarView> {
    const days: CalendarDay[] = await this.ds.query(`SELECT to_char(date, 'YYYY-MM-DD') AS date, kind, name FROM working_calendar_days ORDER BY date`);
    const coveredYears = [...new Set(days.map((d) => Number(d.date.slice(0, 4))))];
    return { today: localDate(), coveredYears, days };
  }

  @Get('api/reportDisclosure/:id/facts')
  @RequirePermissions(...permissionCodes(REPORT_DISCLOSURE, 'list'))
  async facts(@CurrentActor() actor: Actor, @Param('id', DisclosureIdPipe) id: number): Promise<DisclosureFactsView> {
    const facts = await this.readable(actor, id);
    return factsView(facts, (attachmentId) => `/${disclosurePhotoPath(id, attachmentId)}`);
  }

  @Get('api/reportDisclosure/:id/photos/:attachmentId')
  @RequirePermissions(...permissionCodes(REPORT_DISCLOSURE, 'list'))
  async photo(@CurrentActor() actor: Actor, @Param('id', DisclosureIdPipe) id: number, @Param('attachmentId', DisclosureIdPipe) attachmentId: number, @Res() res: Response): Promise<void> {
    const file = await disclosurePhoto(this.ds, this.storage, await this.readable(actor, id), attachmentId);
    sendPhoto(res, file, `disclosure-${id}-${attachmentId}`, 'private, max-age=300');
  }

  private async readable(actor: Actor, id: number): Promise<DisclosureFacts> {
    const row = firstRow<{ facts: DisclosureFacts; organization_id: number }>(await this.ds.query(`SELECT facts, organization_id FROM report_disclosures WHERE id = $1`, [id]));
    if (!row || !inScope(readScope(actor), row.organization_id)) throw notFound();
    return row.facts;
  }
}
