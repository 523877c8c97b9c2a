import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { AppReleasesController } from './app-releases.controller';

@Module({ imports: [UploadsModule], controllers: [AppReleasesController] })
export class AppReleasesModule {}
