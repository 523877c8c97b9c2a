import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type PageResult, PUBLIC_DISCLOSURE_URL, type PublicDisclosureDetail, type PublicDisclosureItem, type PublicDisclosureOrganisation } from '@ohit/contracts';
import { Public } from '../../platform';
import { DisclosureIdPipe } from './disclosure-id.pipe';
import { sendPhoto } from './disclosure-photos';
import { PublicDisclosureQueryDto } from './public-disclosure.dto';
import { PublicDisclosureReads } from './public-disclosure-reads';

/** 报告公示's public pages (/orgReportFormula, /orgReportFormulaDetails): no token, published disclosures only. */
@ApiTags('report-disclosure')
@Public()
@Controller(PUBLIC_DISCLOSURE_URL)
export class PublicDisclosureController {
  constructor(private readonly reads: PublicDisclosureReads) {}

  @Get()
  list(@Query() q: PublicDisclosureQueryDto): Promise<PageResult<PublicDisclosureItem>> {
    return this.reads.list(q);
  }

  // before ':id', which it would otherwise be taken for
  @Get('organisations')
  organisations(): Promise<PublicDisclosureOrganisation[]> {
    return this.reads.organisations();
  }

  @Get(':id')
  one(@Param('id', DisclosureIdPipe) id: number): Promise<PublicDisclosureDetail> {
    return this.reads.one(id);
  }

  @Get(':id/photos/:attachmentId')
  async photo(@Param('id', DisclosureIdPipe) id: number, @Param('attachmentId', DisclosureIdPipe) attachmentId: number, @Res() res: Response): Promise<void> {
    // short: a disclosure withdrawn stops showing its photos soon after
    sendPhoto(res, await this.reads.photo(id, attachmentId), `disclosure-${id}-${attachmentId}`, 'public, max-age=60');
  }
}
