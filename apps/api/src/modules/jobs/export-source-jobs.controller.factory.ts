import { Body, Controller, HttpCode, Inject, Post, Req, Res, Type } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { ExportSourceContract } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { type Actor, CurrentActor, RequirePermissions } from '../../platform';
import { startExportRoute } from './export-route';
import { JobFiles } from './job-files';
import { JobReader } from './job-view';

/**
 * `POST <url>/export` of an export source (a module's own list, see ExportSourceContract): the
 * same export job as a declared resource's, needing the source's permission.
 */
export function exportSourceJobsController(source: ExportSourceContract): Type<unknown> {
  @ApiTags(source.name)
  @Controller(source.url)
  class ExportSourceJobsController {
    constructor(
      @Inject(CommandBus) readonly commands: CommandBus,
      @Inject(JobReader) readonly reader: JobReader,
      @Inject(JobFiles) readonly files: JobFiles,
      @Inject(APP_CONFIG) readonly config: AppConfig,
    ) {}

    @Post('export')
    @HttpCode(202)
    @RequirePermissions(source.permission)
    export(@CurrentActor() actor: Actor, @Req() req: Request, @Res() res: Response, @Body() body: unknown): Promise<void> {
      return startExportRoute(this, source.name, actor, req, res, body);
    }
  }
  Object.defineProperty(ExportSourceJobsController, 'name', { value: `${source.name[0].toUpperCase()}${source.name.slice(1)}ExportJobsController` });
  return ExportSourceJobsController;
}
