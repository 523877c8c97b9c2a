import { Module } from '@nestjs/common';
import { StorageModule } from '@ohit/server-storage';
import { FileStore } from './store-upload';
import { UploadsController } from './uploads.controller';

/** Uploads and downloads through the storage port (STORAGE); FileStore is shared with app releases. */
@Module({ imports: [StorageModule], controllers: [UploadsController], providers: [FileStore], exports: [FileStore] })
export class UploadsModule {}
