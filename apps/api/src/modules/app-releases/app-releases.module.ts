import { Module } from '@nestjs/common';
import { StorageModule } from '@ohit/server-storage';
import { UploadsModule } from '../uploads';
import { AppReleasesController } from './app-releases.controller';
import { DeleteAppReleasesHandler } from './commands/delete-app-releases/delete-app-releases.handler';
import { PublishAppReleaseHandler } from './commands/publish-app-release/publish-app-release.handler';
import { CheckAppVersionHandler } from './queries/check-app-version/check-app-version.handler';
import { GetAppReleaseFileHandler } from './queries/get-app-release-file/get-app-release-file.handler';
import { GetLatestAppReleaseHandler } from './queries/get-latest-app-release/get-latest-app-release.handler';
import { ListAppReleasesHandler } from './queries/list-app-releases/list-app-releases.handler';

/** Packages of the companion Android app: publish, list, check for updates, download, delete. */
@Module({
  imports: [StorageModule, UploadsModule],
  controllers: [AppReleasesController],
  providers: [PublishAppReleaseHandler, DeleteAppReleasesHandler, ListAppReleasesHandler, GetLatestAppReleaseHandler, CheckAppVersionHandler, GetAppReleaseFileHandler],
})
export class AppReleasesModule {}
