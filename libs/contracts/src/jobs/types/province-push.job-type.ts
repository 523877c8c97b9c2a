import { EVENT_TYPES } from '../../events';
import { registerJobType } from '../job-types';

/** 推送: the pushes of one batch (ids of the organisation's pushes, each 推送中 when the job was asked). */
export interface ProvincePushJobParameters extends Record<string, unknown> {
  pushIds: number[];
}

/**
 * 省平台推送 (质控审核通过 of one push, or 推送 of selected pushes): the batch job fans out one
 * record job per push onto PROVINCE_RECORD_QUEUE — consumed under BullMQ's own rate limiter, so the
 * rate holds across any number of workers — with a deterministic job id per push and batch
 * (a re-enqueue after a crash never duplicates), and counts the records finished as its progress.
 */
export const PROVINCE_PUSH_JOB = registerJobType<ProvincePushJobParameters>({
  name: 'provincePush',
  queue: 'province-sync',
  jobName: 'province-push',
  label: '省平台推送',
  display: { unit: '条', completed: '省平台推送完成', failed: '省平台推送失败' },
  producesFile: false,
  faultMessage: '省平台推送失败，请稍后重试',
  requestedBy: EVENT_TYPES.ProvincePushRequested,
});

/** The queue of the single records (rate-limited); its jobs carry the push id and generation only. */
export const PROVINCE_RECORD_QUEUE = 'province-records';
export const PROVINCE_RECORD_JOB_NAME = 'province-push-record';

export interface ProvinceRecordJobData {
  pushId: number;
  /** The batch's jobs row (its progress). */
  batchJobId: string;
}

/**
 * One record job per push and batch: the batch re-run after a crash enqueues the same BullMQ job
 * again (a no-op), while a later 重新推送 is a new batch. The province keeps it once whatever
 * happens: the record's idempotency key is the same for every send of one submission.
 */
export const provinceRecordJobId = (pushId: number, batchJobId: string): string => `push-${pushId}-${batchJobId}`;
