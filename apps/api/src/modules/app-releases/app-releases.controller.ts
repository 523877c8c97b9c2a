import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Post, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { PageResult } from '@ohit/contracts';
import { type Actor, CurrentActor, Public, RequirePermissions } from '../../platform';
import { FileUpload, type UploadedFile, uploadedReason } from '../uploads';
import type { AppReleaseView } from './app-release-view';
import { APK_MAX_BYTES } from './app-release-version';
import { ApkDownloadQueryDto, ApkIdsDto, IsNewQueryDto } from './app-releases.dto';
import { APK_MESSAGES } from './app-releases.messages';
import { DeleteAppReleasesCommand } from './commands/delete-app-releases/delete-app-releases.command';
import { PublishAppReleaseCommand } from './commands/publish-app-release/publish-app-release.command';
import { type AppVersionCheck, CheckAppVersionQuery } from './queries/check-app-version/check-app-version.query';
import { GetAppReleaseFileQuery } from './queries/get-app-release-file/get-app-release-file.query';
import { GetLatestAppReleaseQuery } from './queries/get-latest-app-release/get-latest-app-release.query';
import { ListAppReleasesQuery } from './queries/list-app-releases/list-app-releases.query';

type UploadRequest = Request & { uploaded: UploadedFile };

/** App packages of the companion Android app (spec §7 app releases). */
@ApiTags('app-releases')
@Controller()
export class AppReleasesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Multipart: `file` (.apk), `version`, optional `description` (≤ 500) and `reason`. */
  @Post('api/apkAffix/upload')
  @RequirePermissions('apk:add', 'apk:upload')
  @UseInterceptors(FileUpload({ types: ['apk'], maxBytes: APK_MAX_BYTES }))
  upload(@CurrentActor() actor: Actor, @Req() req: UploadRequest): Promise<AppReleaseView> {
    const { version, description } = req.uploaded.fields;
    return this.commands.execute(new PublishAppReleaseCommand(actor, req.uploaded, version, description, uploadedReason(req.uploaded)));
  }

  @Get('api/apkAffix/queryAll')
  @RequirePermissions('apk:list', 'apk:add', 'apk:upload')
  queryAll(): Promise<PageResult<AppReleaseView>> {
    return this.queries.execute(new ListAppReleasesQuery());
  }

  @Get('api/apkAffix/queryNew')
  async queryNew(): Promise<AppReleaseView> {
    const latest = await this.queries.execute(new GetLatestAppReleaseQuery());
    if (!latest) throw new NotFoundException(APK_MESSAGES.none);
    return latest;
  }

  /** The user menu's download dialog: `{code: 200, body: {path}}`, or code 404 without a path. */
  @Get('api/apkAffix/latest')
  async latest() {
    const latest = await this.queries.execute(new GetLatestAppReleaseQuery());
    if (!latest) return { code: 404, body: {}, message: APK_MESSAGES.none };
    return { code: 200, body: { path: latest.path, version: latest.version, description: latest.description, size: latest.size } };
  }

  @Get('api/apkAffix/isNew')
  isNew(@Query() q: IsNewQueryDto): Promise<AppVersionCheck> {
    return this.queries.execute(new CheckAppVersionQuery(q.version));
  }

  @Delete('api/apkAffix/delete')
  @HttpCode(200)
  @RequirePermissions('apk:del')
  async remove(@CurrentActor() actor: Actor, @Body() dto: ApkIdsDto): Promise<Record<string, never>> {
    await this.commands.execute(new DeleteAppReleasesCommand(actor, dto.ids, dto.reason));
    return {};
  }

  /** Public download of the latest package (or of ?version=). Spelled as the spec spells it. */
  @Public()
  @Get('api/dispalyView/apk')
  async download(@Query() q: ApkDownloadQueryDto, @Res() res: Response): Promise<void> {
    const file = await this.queries.execute(new GetAppReleaseFileQuery(q.version));
    res.setHeader('Content-Type', 'application/vnd.android.package-archive');
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Disposition', `attachment; filename="ohit-${file.version.replace(/[^0-9A-Za-z.]/g, '')}.apk"`);
    file.stream.on('error', () => res.destroy());
    file.stream.pipe(res);
  }
}
