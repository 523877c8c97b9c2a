import { Body, Controller, HttpCode, Inject, Post, Req, Res, Type, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { permissionCodes, type ResourceDeclaration } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { badRequest, type Actor, CurrentActor, RequirePermissions, requestReason } from '../../platform';
import { normaliseQuery } from '../resources';
import { StartExportCommand } from './commands/start-export/start-export.command';
import { StartImportCommand, type UploadedWorkbook } from './commands/start-import/start-import.command';
import { JobFiles } from './job-files';
import { unfinishedJobError } from './job-failure';
import { JobReader } from './job-view';
import { WorkbookUploadInterceptor } from './workbook-upload.interceptor';

const wants = (req: Request) => ['1', 'true'].includes(String((req.query as Record<string, unknown>).wait ?? ''));

/**
 * `POST <url>/export` (query + ids in the body and/or query string) and `POST <url>/import`
 * (multipart `file`, belongGas, uploadType), each with an optional `reason` (body or multipart
 * field) for its event: each starts a job and answers `{jobId, status}` at
 * once; with `?wait=1` the spec's synchronous contracts: the file itself, or the error list.
 */
export function resourceJobsController(decl: ResourceDeclaration): Type<unknown> {
  const name = decl.name;

  @ApiTags(decl.name)
  @Controller(decl.url)
  class ResourceJobsController {
    constructor(
      @Inject(CommandBus) private readonly commands: CommandBus,
      @Inject(JobReader) private readonly reader: JobReader,
      @Inject(JobFiles) private readonly files: JobFiles,
      @Inject(APP_CONFIG) private readonly config: AppConfig,
    ) {}

    @Post(decl.exportSuffix ?? 'export')
    @HttpCode(202)
    @RequirePermissions(...permissionCodes(decl, 'export'))
    async export(@CurrentActor() actor: Actor, @Req() req: Request, @Res() res: Response, @Body() body: unknown): Promise<void> {
      if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) throw badRequest('请求内容必须是JSON对象');
      const { reason, ...fields } = (body as Record<string, unknown>) ?? {};
      const query = { ...normaliseQuery(req.query as Record<string, unknown>), ...fields };
      delete query.wait;
      delete query.reason;
      const started = await this.commands.execute(new StartExportCommand(name, actor, query, requestReason(reason)));
      const row = wants(req) ? await this.reader.waitFinished(started.jobId, this.config.http.jobWaitTimeoutMs) : null;
      if (!row) {
        res.status(202).json(started);
        return;
      }
      if (row.status !== 'completed') throw unfinishedJobError(row);
      res.status(200);
      await this.files.send(row, res);
    }

    @Post('import')
    @HttpCode(202)
    @RequirePermissions(...permissionCodes(decl, 'import'))
    @UseInterceptors(WorkbookUploadInterceptor)
    async import(@CurrentActor() actor: Actor, @Req() req: Request & { file?: UploadedWorkbook }, @Res({ passthrough: true }) res: Response): Promise<unknown> {
      const b = (req.body ?? {}) as Record<string, unknown>;
      const extra: Record<string, string> = {};
      for (const k of ['belongGas', 'uploadType']) if (typeof b[k] === 'string' && b[k]) extra[k] = (b[k] as string).slice(0, 100);
      const started = await this.commands.execute(new StartImportCommand(name, actor, req.file, extra, requestReason(b.reason)));
      if (!wants(req)) return started;
      const row = await this.reader.waitFinished(started.jobId, this.config.http.jobWaitTimeoutMs);
      if (!row) return started;
      res.status(200);
      return row.errors ?? [];
    }
  }
  Object.defineProperty(ResourceJobsController, 'name', { value: `${name[0].toUpperCase()}${name.slice(1)}JobsController` });
  return ResourceJobsController;
}
