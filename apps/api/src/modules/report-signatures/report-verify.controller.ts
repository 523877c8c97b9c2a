import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { REPORT_VERIFY_URL, type ReportVerifyView } from '@ohit/contracts';
import { Public } from '../../platform';
import { ReportVerifyQueryDto } from './report-signatures.dto';
import { ReportVerify } from './report-verify';

/** GET api/public/reportVerify?no=&v= — the page the report's QR code opens (/reportVerify), no login. */
@ApiTags('report-signatures')
@Public()
@Controller(REPORT_VERIFY_URL)
export class ReportVerifyController {
  constructor(private readonly verify: ReportVerify) {}

  @Get()
  find(@Query() q: ReportVerifyQueryDto): Promise<ReportVerifyView[]> {
    return this.verify.find(q.no, Number(q.v));
  }
}
