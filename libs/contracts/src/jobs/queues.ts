/** Queue and job names are explicit strings, never class names (architecture.md "Jobs"). */
export enum QueueName {
  Outbox = 'outbox',
  Exports = 'exports',
  Imports = 'imports',
  ProvinceSync = 'province-sync',
  /** One provincial record per job, consumed under BullMQ's rate limiter (PROVINCE_RATE_PER_SECOND). */
  ProvinceRecords = 'province-records',
  /** 报告公示's daily deadline check (a repeatable job the worker schedules). */
  DisclosureDeadlines = 'disclosure-deadlines',
}

export enum JobName {
  RelayEvent = 'relay-event',
  ExportXlsx = 'export-xlsx',
  ImportXlsx = 'import-xlsx',
  ProvincePush = 'province-push',
  CheckDisclosureDeadlines = 'check-disclosure-deadlines',
}

/** The queues named here; allQueues() (job-types.ts) adds every registered job type's queue. */
export const ALL_QUEUES: readonly QueueName[] = Object.values(QueueName);

/** Outbox relay job: carries only the event id; the consumer reads the row. */
export interface RelayEventJobData {
  eventId: string;
}
