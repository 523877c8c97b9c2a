import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IMPORT_FILE_FORMAT_MESSAGE } from '@ohit/domain';
import { IMPORT_JOB, type StartJobResponse } from '@ohit/contracts';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { createStorage, type StoragePort } from '@ohit/server-storage';
import { inspectWorkbook, WorkbookRejected } from '@ohit/server-xlsx';
import { badRequest } from '../../../../platform';
import { declarationFor } from '../../../resources';
import { JobLauncher } from '../../job-launcher';
import { StartImportCommand } from './start-import.command';

/**
 * Checks the workbook at the door (name, size, content against extension, zip-bomb limits),
 * stores it under a generated key and enqueues `{jobId}`; sheets and rows are the worker's.
 */
@CommandHandler(StartImportCommand)
export class StartImportHandler implements ICommandHandler<StartImportCommand> {
  private readonly storage: StoragePort;

  constructor(
    private readonly launcher: JobLauncher,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.storage = createStorage(config.storage);
  }

  async execute({ resource, actor, file, extra, reason }: StartImportCommand): Promise<StartJobResponse> {
    const decl = declarationFor(resource);
    if (!file) throw badRequest(IMPORT_FILE_FORMAT_MESSAGE);
    // multer decodes multipart file names as latin1; browsers send UTF-8.
    const fileName = Buffer.from(file.originalname, 'latin1').toString('utf8').slice(-200);
    let kind: 'xlsx' | 'xls';
    try {
      kind = await inspectWorkbook(file.buffer, fileName);
    } catch (e) {
      if (e instanceof WorkbookRejected) throw badRequest(e.message);
      throw e;
    }
    const stored = await this.storage.put(file.buffer, {
      folder: 'imports',
      ext: kind,
      contentType: kind === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'application/vnd.ms-excel',
    });
    return this.launcher.launch({
      type: IMPORT_JOB,
      resource: decl.name,
      actor,
      parameters: { fileName, ...extra },
      inputPath: stored.key,
      eventPayload: { resource: decl.name, fileName, size: file.buffer.length },
      reason,
    });
  }
}
