import { Body, Controller, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { permissionCodes, REPORT, REPORT_ISSUED_PDF_JOB, SIGN_LINK_DEFAULT_DAYS, type SignLinkCreated, type StartJobResponse } from '@ohit/contracts';
import { issuedFileOf } from '@ohit/server-report-signatures';
import { type Actor, badRequest, conflict, CurrentActor, firstRow, inScope, notFound, readScope, RequirePermissions } from '../../platform';
import { JobLauncher } from '../jobs';
import { CreateSignLinkDto } from './report-signatures.dto';
import { SignLinks } from './sign-links';

const idPipe = new ParseIntPipe({ exceptionFactory: () => badRequest('报告id必须是整数') });

/** The report's signing commands beside the generic `api/report`: 生成签字链接, and the issued file made again after a failure. */
@ApiTags(REPORT.name)
@Controller()
export class SignLinksController {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly links: SignLinks,
    private readonly launcher: JobLauncher,
  ) {}

  /** 生成签字链接 (button `<prefix>:signLink`): the one-time address, answered once. */
  @Post('api/report/:id/signLinks')
  @HttpCode(201)
  @RequirePermissions(...permissionCodes(REPORT, 'signLink'))
  create(@CurrentActor() actor: Actor, @Param('id', idPipe) id: number, @Body() dto: CreateSignLinkDto): Promise<SignLinkCreated> {
    return this.links.create(actor, id, { audience: dto.audience, days: dto.days ?? SIGN_LINK_DEFAULT_DAYS }, dto.reason ?? null);
  }

  /**
   * 签发版PDF once more: an issued version whose issued file was not made (the job failed — no
   * certificate configured, the printer down) gets it again; one that has it is a 409.
   */
  @Post('api/report/:id/issuedPdf')
  @HttpCode(201)
  @RequirePermissions(...permissionCodes(REPORT, 'export'))
  async issuedPdf(@CurrentActor() actor: Actor, @Param('id', idPipe) id: number): Promise<StartJobResponse> {
    const report = firstRow<{ organization_id: number; code: string | null; report_version: number; state: string }>(
      await this.ds.query(`SELECT organization_id, code, report_version, state FROM reports WHERE id = $1`, [id]),
    );
    if (!report || !inScope(readScope(actor), report.organization_id)) throw notFound();
    if (report.state !== 'issued') throw conflict('报告未签发，不能生成签发版PDF');
    if (await issuedFileOf(this.ds, id)) throw conflict('签发版PDF已生成');
    const parameters = { reportId: id, code: report.code, reportVersion: report.report_version };
    return this.launcher.launch({ type: REPORT_ISSUED_PDF_JOB, resource: REPORT.name, actor, parameters, eventPayload: parameters });
  }
}
