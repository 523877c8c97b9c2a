import type { Readable } from 'node:stream';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ARCHIVE_ZIP_JOB, type ArchiveZipInput, PROJECT, PROJECT_ARCHIVE, type ResourceRow, type StartJobResponse, type TechnicalFileView } from '@ohit/contracts';
import { type ArchiveState, archiveStateMachine } from '@ohit/domain';
import { APP_CONFIG, type AppConfig } from '@ohit/server-config';
import { createStorage, StorageNotFoundError, type StoragePort } from '@ohit/server-storage';
import { type Actor, checkVersion, conflict, firstRow, inTransaction, notFound } from '../../platform';
import { JobLauncher } from '../jobs';
import { transitionRow } from '../resources';
import { archiveForRead, lockArchiveForWrite, projectRow } from './archive-rows';
import { ArchiveRules } from './archive-rules';
import { ARCHIVE_MESSAGES as M } from './archives.messages';
import { storedTechnicalFile, technicalFileView } from './technical-file-reads';

export interface ArchiveFile {
  fileName: string;
  contentType: string;
  size: number;
  stream: Readable;
}

/**
 * What the archive page does beyond the generic resource: read the technical file, 项目归档 (the
 * checklist, then the project's 归档 which archives the file — ArchiveRules), download one of its
 * files, and 打包下载 (the archiveZip job over the files listed now).
 */
@Injectable()
export class ArchiveCommands {
  private readonly storage: StoragePort;

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly rules: ArchiveRules,
    private readonly launcher: JobLauncher,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.storage = createStorage(config.storage);
  }

  async technicalFile(actor: Actor, id: number): Promise<TechnicalFileView> {
    return this.ds.transaction('REPEATABLE READ', async (m) => technicalFileView(await storedTechnicalFile(m, await archiveForRead(m, actor, id))));
  }

  /**
   * 项目归档: the archive and its project locked (the modules writing the project's records lock
   * it too, so they wait), the checklist refused with every gap named, then the project's 归档
   * through its machine — whose hooks archive the file and flag the batches — in this one transaction.
   */
  async archive(actor: Actor, id: number, version: number | undefined, reason: string | null): Promise<ResourceRow> {
    return inTransaction(this.ds, async (m) => {
      const archive = await lockArchiveForWrite(m, actor, id);
      checkVersion(version, archive.version);
      const refused = archiveStateMachine.check(String(archive.state) as ArchiveState, 'archive', {});
      if (!refused.ok) throw conflict(refused.reason);
      const project = await projectRow(m, Number(archive.belongProject), true);
      if (!project) throw notFound();
      const ctx = { m, actor, decl: PROJECT, reason };
      // the whole list first, even when the project's state alone would refuse (报告编制中 …)
      await this.rules.assertComplete(ctx, project);
      await transitionRow(this.rules, ctx, project, 'archive');
      return archiveForRead(m, actor, id);
    });
  }

  /** One file of the archive's technical file, for whoever may read the archive (not only the record's own readers). */
  async file(actor: Actor, id: number, attachmentId: number): Promise<ArchiveFile> {
    const doc = await this.ds.transaction('REPEATABLE READ', async (m) => {
      const archive = await archiveForRead(m, actor, id);
      const file = await storedTechnicalFile(m, archive);
      const found = file.documents.find((d) => d.attachmentId === attachmentId);
      if (!found) throw new NotFoundException(M.fileNotInArchive);
      const [row] = await m.query(`SELECT content_type FROM resource_attachments WHERE id = $1`, [attachmentId]);
      return { ...found, contentType: String(row?.content_type ?? 'application/octet-stream') };
    });
    try {
      return { fileName: doc.fileName, contentType: doc.contentType, size: doc.size, stream: await this.storage.get(doc.key) };
    } catch (e) {
      if (e instanceof StorageNotFoundError) throw new NotFoundException(M.fileNotInArchive);
      throw e;
    }
  }

  /** 打包下载: the technical file listed now (checklist and files) stored as the job's input; the worker packs it. */
  async zip(actor: Actor, id: number, reason: string | null): Promise<StartJobResponse> {
    const input = await this.ds.transaction('REPEATABLE READ', async (m): Promise<ArchiveZipInput> => {
      const archive = await archiveForRead(m, actor, id);
      const file = await storedTechnicalFile(m, archive);
      const org = firstRow<{ name: string }>(await m.query(`SELECT name FROM organizations WHERE id = $1`, [archive.organizationId]));
      return {
        archiveCode: String(archive.code),
        projectCode: file.projectCode,
        projectName: file.projectName,
        organisationName: org?.name ?? '',
        listedAt: new Date().toISOString(),
        archiveState: String(archive.state),
        retainUntil: (archive.retainUntil as string | null) ?? null,
        items: file.items,
        files: file.documents.map((d) => ({ key: d.key, path: d.path, group: d.group, source: d.source, title: d.title, fileName: d.fileName, size: d.size })),
      };
    });
    const stored = await this.storage.put(Buffer.from(JSON.stringify(input), 'utf8'), { folder: 'archive-zips', ext: 'json', contentType: 'application/json' });
    return this.launcher.launch({
      type: ARCHIVE_ZIP_JOB,
      resource: PROJECT_ARCHIVE.name,
      actor,
      parameters: { archiveId: id, code: input.archiveCode, projectCode: input.projectCode },
      inputPath: stored.key,
      eventPayload: { archiveId: id, code: input.archiveCode, projectCode: input.projectCode, files: input.files.length },
      reason,
    });
  }
}
