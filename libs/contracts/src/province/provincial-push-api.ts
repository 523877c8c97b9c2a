/**
 * Wire shapes of a push beyond its generic row: the record as the province will see it (or why it
 * cannot be made yet), the exchanges of its pushes (the audit log) and the reconciliation of what
 * the province holds against what we sent.
 */
import type { ProvincialRecord } from './province-record';

/** GET api/provincialPush/:id/record — the snapshot sent once submitted, else the record as mapped now with its blockers. */
export interface ProvincialPushRecordView {
  record: ProvincialRecord | null;
  /** Why 提交 is refused now (an unmapped hazard, a missing employer fact), each in Chinese; empty when none. */
  blockers: string[];
  /** 'snapshot': what was submitted (and sent); 'preview': mapped now from the current data. */
  source: 'snapshot' | 'preview';
}

/** One request and response of a push (provincial_push_exchanges). */
export interface ProvincialExchangeView {
  id: number;
  attempt: number;
  protocol: string;
  url: string;
  request: string;
  response: string;
  status: number | null;
  outcome: string;
  startedAt: string;
  durationMs: number;
}

export type ReconciliationMark = 'matched' | 'missing' | 'mismatched' | 'extra';

/** GET api/provincialPushReconciliation — each pushed (or pushing) record against the province's holding. */
export interface ReconciliationRow {
  pushId: number | null;
  reportCode: string;
  idempotencyKey: string;
  state: string | null;
  sentPoints: number | null;
  provinceRecordId: string | null;
  heldPoints: number | null;
  receivedAt: string | null;
  mark: ReconciliationMark;
  note: string;
}

export const provincialPushRecordPath = (id: number | string): string => `api/provincialPush/${encodeURIComponent(String(id))}/record`;
export const provincialPushExchangesPath = (id: number | string): string => `api/provincialPush/${encodeURIComponent(String(id))}/exchanges`;
export const PROVINCIAL_RECONCILIATION_PATH = 'api/provincialPushReconciliation';

/** GET api/provincialPushCandidates — the caller's issued reports without a push yet (新增推送 picks one). */
export interface PushCandidate {
  reportId: number;
  code: string;
  reportVersion: number;
  projectName: string;
  employerName: string;
  issueDate: string | null;
}

export const PROVINCIAL_PUSH_CANDIDATES_PATH = 'api/provincialPushCandidates';
