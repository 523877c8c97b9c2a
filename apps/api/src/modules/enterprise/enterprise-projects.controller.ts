import { Controller, Get, Inject, NotFoundException, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { ENTERPRISE_PROJECT_PERMISSION, type EnterpriseProjectDetail, type EnterpriseProjectRow, type PageResult } from '@ohit/contracts';
import { MAX_PAGE_SIZE } from '@ohit/domain';
import { STORAGE, StorageNotFoundError, type StoragePort } from '@ohit/server-storage';
import { type Actor, badRequest, CurrentActor, RequirePermissions } from '../../platform';
import { enterpriseProjectDetail, issuedFileInReach, listEnterpriseProjects } from './enterprise-project-reads';
import { ENTERPRISE_MESSAGES as M } from './enterprise.messages';

const idPipe = new ParseIntPipe({ exceptionFactory: () => badRequest(M.badId) });
const LIST = `${ENTERPRISE_PROJECT_PERMISSION}:list`;

function pageOf(raw: unknown, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > max) throw badRequest(`分页参数必须是0到${max}之间的整数`);
  return n;
}

/**
 * 企业项目 (`enterpriseProject:list`): an enterprise user's own projects across the organisations
 * that served its employer (by credit code), or an organisation's clients' projects — with the
 * stage, issued reports (the issued PDF downloaded here, never another employer's) and due dates.
 */
@ApiTags('enterpriseProject')
@Controller('api/enterpriseProject')
export class EnterpriseProjectsController {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(STORAGE) private readonly storage: StoragePort,
  ) {}

  @Get()
  @RequirePermissions(LIST)
  list(@CurrentActor() actor: Actor, @Query() q: Record<string, unknown>): Promise<PageResult<EnterpriseProjectRow>> {
    const blurry = typeof q.blurry === 'string' ? q.blurry.trim().slice(0, 100) : '';
    return listEnterpriseProjects(this.ds, actor, { page: pageOf(q.page, 0, 10_000_000), size: Math.max(1, pageOf(q.size, 10, MAX_PAGE_SIZE)), blurry: blurry || undefined });
  }

  @Get(':id')
  @RequirePermissions(LIST)
  async detail(@CurrentActor() actor: Actor, @Param('id', idPipe) id: number): Promise<EnterpriseProjectDetail> {
    const detail = await enterpriseProjectDetail(this.ds, actor, id);
    if (!detail) throw new NotFoundException(M.projectNotFound);
    return detail;
  }

  /** The issued (signed) PDF of an issued report of the project. */
  @Get(':id/reports/:reportId/file')
  @RequirePermissions(LIST)
  async file(@CurrentActor() actor: Actor, @Param('id', idPipe) id: number, @Param('reportId', idPipe) reportId: number, @Res() res: Response): Promise<void> {
    const file = await issuedFileInReach(this.ds, actor, id, reportId);
    if (!file) throw new NotFoundException(M.reportNotFound);
    let stream: NodeJS.ReadableStream;
    try {
      stream = await this.storage.get(file.key);
    } catch (e) {
      if (e instanceof StorageNotFoundError) throw new NotFoundException(M.reportNotFound);
      throw e;
    }
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Disposition', `attachment; filename="report-${reportId}.pdf"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  }
}
