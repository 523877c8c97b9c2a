import { Body, Controller, HttpCode, Inject, Post, Req, Res, Type, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { permissionCodes, type ResourceDeclaration } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { type Actor, CurrentActor, RequirePermissions, requestReason } from '../../platform';
import { startExportRoute, wantsWait } from './export-route';
import { StartImportCommand, type UploadedWorkbook } from './commands/start-import/start-import.command';
import { JobFiles } from './job-files';
import { JobReader } from './job-view';
import { WorkbookUploadInterceptor } from './workbook-upload.interceptor';

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
      @Inject(CommandBus) readonly commands: CommandBus,
      @Inject(JobReader) readonly reader: JobReader,
      @Inject(JobFiles) readonly files: JobFiles,
      @Inject(APP_CONFIG) readonly config: AppConfig,
    ) {}

    @Post(decl.exportSuffix ?? 'export')
    @HttpCode(202)
    @RequirePermissions(...permissionCodes(decl, 'export'))
    export(@CurrentActor() actor: Actor, @Req() req: Request, @Res() res: Response, @Body() body: unknown): Promise<void> {
      return startExportRoute(this, name, actor, req, res, body);
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
      if (!wantsWait(req)) return started;
      const row = await this.reader.waitFinished(started.jobId, this.config.http.jobWaitTimeoutMs);
      if (!row) return started;
      res.status(200);
      return row.errors ?? [];
    }
  }
  Object.defineProperty(ResourceJobsController, 'name', { value: `${name[0].toUpperCase()}${name.slice(1)}JobsController` });
  return ResourceJobsController;
}
