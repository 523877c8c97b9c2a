import { Module } from '@nestjs/common';
import { StorageModule } from '@ohit/server-storage';
import { DeleteFilesHandler } from './commands/delete-files/delete-files.handler';
import { StoreFileHandler } from './commands/store-file/store-file.handler';
import { GetStoredFileHandler } from './queries/get-stored-file/get-stored-file.handler';
import { ListFilesHandler } from './queries/list-files/list-files.handler';
import { FileStore } from './store-upload';
import { UploadsController } from './uploads.controller';

/** Uploads and downloads through the storage port (STORAGE); FileStore is shared with app releases and help documents. */
@Module({
  imports: [StorageModule],
  controllers: [UploadsController],
  providers: [FileStore, StoreFileHandler, DeleteFilesHandler, ListFilesHandler, GetStoredFileHandler],
  exports: [FileStore],
})
export class UploadsModule {}
