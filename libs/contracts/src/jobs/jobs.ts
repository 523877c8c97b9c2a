/** The jobs read model and job payloads (architecture.md "Jobs"). Payloads carry ids only. */
import type { JobData, JobType } from './job-types';

export type JobStatus = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';

export const FINISHED_JOB_STATUSES: readonly JobStatus[] = ['completed', 'failed', 'cancelled'];

/** A row of GET api/jobs and GET api/jobs/:id. */
export interface JobDto {
  id: string;
  /** A registered job type (jobTypeOf(type): its label, whether it produces a file). */
  type: JobType;
  /** Declared resource name, e.g. 'inspectedUnit'. */
  resource: string;
  /** Screen title of the resource, for the jobs drawer. */
  title: string;
  status: JobStatus;
  /** 0–100. */
  progress: number;
  rowsDone: number;
  rowsTotal: number | null;
  ownerId: number;
  organizationId: number;
  /** As the job type's contract declares them (export: the list query and ids; import: file name, belongGas, uploadType). */
  parameters: Record<string, unknown>;
  /** A file-producing type's result name (export: date + title + '数据' + ext); download at GET api/jobs/:id/download. */
  fileName: string | null;
  /** Import: the error messages (row and column named); empty on success. Failures: one message. */
  errors: string[];
  attempts: number;
  createTime: string;
  startTime: string | null;
  finishTime: string | null;
}

/** Export and import jobs carry the job id only, as every job type does (JobData). */
export type ExportJobData = JobData;
export type ImportJobData = JobData;

/** Emitted as event `jobs/<id>` (jobChannel) to the owner's `user:<id>` room. */
export interface JobProgressEvent {
  id: string;
  type: JobType;
  resource: string;
  status: JobStatus;
  progress: number;
  rowsDone: number;
  rowsTotal: number | null;
  fileName: string | null;
  errors: string[];
}

/** Event name under which every job event is also emitted (one listener for the drawer). */
export const JOB_EVENT = 'jobs';

/** Answer of POST <url>/export and POST <url>/import without ?wait=1. */
export interface StartJobResponse {
  jobId: string;
  status: JobStatus;
}

/** Import limits (also checked by the api before enqueueing). */
export const IMPORT_LIMITS = Object.freeze({
  /** Upload size. */
  maxFileBytes: 20 * 1024 * 1024,
  /** Sum of uncompressed entry sizes of an .xlsx (zip bomb guard). */
  maxUncompressedBytes: 200 * 1024 * 1024,
  /** Entries of an .xlsx zip. */
  maxEntries: 2000,
  maxRows: 200_000,
  /** Characters in one cell. */
  maxCellChars: 2000,
});

/** Rows per sheet before the export opens a new one (the xlsx limit less the header row). */
export const EXPORT_ROWS_PER_SHEET = 1_048_575;
