import { Body, Controller, Get, HttpCode, NotFoundException, Param, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { JobDto, PageResult } from '@ohit/contracts';
import { MAX_PAGE_SIZE } from '@ohit/domain';
import { badRequest, type Actor, CurrentActor } from '../../platform';
import { CancelJobCommand } from './commands/cancel-job/cancel-job.command';
import { JobFiles } from './job-files';
import { JobReader, toJobDto } from './job-view';
import { CancelJobDto } from './jobs.dto';
import { ListJobsQuery } from './queries/list-jobs/list-jobs.query';

const int = (v: unknown, dflt: number, min: number, max: number, name: string): number => {
  if (v === undefined || v === '') return dflt;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw badRequest(`${name}必须是${min}到${max}之间的整数`);
  return n;
};

/** Any logged-in user: their own jobs (administrators: `all=true` for every job in scope). */
@ApiTags('jobs')
@Controller('api/jobs')
export class JobsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly reader: JobReader,
    private readonly files: JobFiles,
  ) {}

  @Get()
  list(@CurrentActor() actor: Actor, @Req() req: Request): Promise<PageResult<JobDto>> {
    const q = req.query as Record<string, string | undefined>;
    return this.queries.execute(new ListJobsQuery(actor, int(q.page, 0, 0, 100_000, 'page'), int(q.size, 20, 1, MAX_PAGE_SIZE, 'size'), q.all === 'true' || q.all === '1', q.sort));
  }

  @Get(':id')
  async get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<JobDto> {
    const row = await this.reader.visible(actor, id);
    if (!row) throw new NotFoundException('任务不存在');
    return toJobDto(row);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  cancel(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() dto: CancelJobDto): Promise<JobDto> {
    return this.commands.execute(new CancelJobCommand(actor, id, dto.reason));
  }

  @Get(':id/download')
  async download(@CurrentActor() actor: Actor, @Param('id') id: string, @Res() res: Response): Promise<void> {
    const row = await this.reader.visible(actor, id);
    if (!row) throw new NotFoundException('任务不存在');
    await this.files.send(row, res);
  }
}
