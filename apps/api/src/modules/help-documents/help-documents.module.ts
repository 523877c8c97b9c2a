import { Module } from '@nestjs/common';
import { StorageModule } from '@ohit/server-storage';
import { UploadsModule } from '../uploads';
import { DeleteHelpDocumentsHandler } from './commands/delete-help-documents/delete-help-documents.handler';
import { UploadHelpDocumentHandler } from './commands/upload-help-document/upload-help-document.handler';
import { HelpDocumentsController } from './help-documents.controller';
import { GetHelpDocumentFileHandler } from './queries/get-help-document-file/get-help-document-file.handler';
import { ListHelpDocumentsHandler } from './queries/list-help-documents/list-help-documents.handler';

/** 帮助文档 (spec §2 /helper, §8 '暂未提供帮助文档'): files through the storage port, scoped by organisation. */
@Module({
  imports: [StorageModule, UploadsModule],
  controllers: [HelpDocumentsController],
  providers: [UploadHelpDocumentHandler, DeleteHelpDocumentsHandler, ListHelpDocumentsHandler, GetHelpDocumentFileHandler],
})
export class HelpDocumentsModule {}
