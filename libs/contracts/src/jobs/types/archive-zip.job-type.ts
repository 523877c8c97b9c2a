import { EVENT_TYPES } from '../../events';
import type { TechnicalFileItem } from '../../archive/technical-file';
import { registerJobType } from '../job-types';

/** 档案打包: which archive, and its number and the project's code as they read when asked (the file's name). */
export interface ArchiveZipJobParameters extends Record<string, unknown> {
  archiveId: number;
  code: string;
  projectCode: string;
}

/**
 * POST api/archive/:id/zip: every document of a project's technical file (the api lists them with
 * the checklist as the job's input) streamed by the worker into one zip with an index.html and
 * index.csv naming each file with its SHA-256; downloaded from the job (api/jobs/:id/download).
 * Its progress counts the files packed.
 */
export const ARCHIVE_ZIP_JOB = registerJobType<ArchiveZipJobParameters>({
  name: 'archiveZip',
  queue: 'archive-zips',
  jobName: 'archive-zip',
  label: '档案打包',
  display: { unit: '个文件', completed: '档案已打包', failed: '档案打包失败' },
  producesFile: true,
  faultMessage: '档案打包失败，请稍后重试',
  requestedBy: EVENT_TYPES.ArchiveZipRequested,
});

/** A file the worker packs: where it is stored, its place in the zip and what the index says of it. */
export interface ArchiveZipFile {
  /** The stored object's key (storage port). */
  key: string;
  path: string;
  group: string;
  source: string;
  title: string;
  fileName: string;
  size: number;
}

/** What the api lists for the job (its stored input): the file's identity, the checklist and the files. */
export interface ArchiveZipInput {
  archiveCode: string;
  projectCode: string;
  projectName: string;
  organisationName: string;
  /** When the list was taken (ISO). */
  listedAt: string;
  archiveState: string;
  retainUntil: string | null;
  items: TechnicalFileItem[];
  files: ArchiveZipFile[];
}
