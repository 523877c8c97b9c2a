/** Request and response shapes of the generic resource endpoints (docs/api.md, "Resource engine and jobs"). */
import type { RelationPayload } from './resource-declaration';

/** A row: declared fields plus id, version, organizationId, createBy, updateBy, createTime, updateTime. */
export type ResourceRow = Record<string, unknown> & { id: number; version: number; children?: ResourceRow[] };

/** What `POST <url>/:id/commands/:name` answers: the updated row, with a Chinese sentence when the command says what it did (`已取消3个未采样品`). */
export type CommandResultRow = ResourceRow & { message?: string };

/** Body of `PUT <url>/edit`: the id, the version read, and the fields changed. */
export type EditResourceRequest = Record<string, unknown> & { id: number; version: number };

/** `PUT <url>/status`: every id gets `status` (default '2'). */
export interface ChangeStatusRequest {
  ids: number[];
  status?: string;
}

/** `DELETE <url>/delete` body: `{ids}` or a bare array of ids. */
export interface DeleteResourcesRequest {
  ids: number[];
}

export type RelationRequest = RelationPayload;

/** One current relation of a row (`GET <url>/:id/relations`): the relation payload as stored, plus the project's code and name (null outside the caller's scope). */
export interface ResourceRelation {
  id: number;
  /** As stored by the relation command (text); null when none. */
  projectId: string | null;
  projectCode: string | null;
  projectName: string | null;
  phyId: string | null;
  blkSampleIds: string[];
  hazardNames: string[];
  createTime: string;
}

/** The conditional-update refusal (HTTP 409). */
export const STALE_VERSION_MESSAGE = '数据已被他人修改，请刷新后重试';

/** Body of `POST <url>/:id/transitions/:event` (and of custom commands): the version read and, where required, the reason. */
export interface TransitionRequest {
  version: number;
  reason?: string;
}

/** One field's change in a history entry: old → new, with the field's Chinese label. */
export interface HistoryChange {
  field: string;
  label: string;
  old: unknown;
  new: unknown;
}

/**
 * One entry of a record's timeline (`GET <url>/:id/history`, ISO/IEC 17025 7.5): who did what
 * when, the fields changed old → new, the transition's from → to, and the reason.
 */
export interface HistoryEntry {
  id: string;
  type: string;
  /** What happened, in Chinese (新增, 编辑, the machine's event label, 新增项目组成员 …). */
  action: string;
  actorId: number | null;
  actorName: string | null;
  occurredAt: string;
  reason: string | null;
  changes: HistoryChange[];
  /** For transitions: the states before and after, with their labels. */
  transition: { event: string; from: string; to: string; fromLabel: string; toLabel: string } | null;
}

/** A stored attachment of a row (`GET <url>/:id/attachments`). */
export interface ResourceAttachment {
  id: number;
  slot: string;
  fileName: string;
  size: number;
  contentType: string;
  uploadedBy: string | null;
  uploadTime: string;
}

/** `GET|PUT <url>/codePattern`: an organisation's numbering pattern of the declaration's auto code. */
export interface CodePatternView {
  pattern: string;
  defaultPattern: string;
  /** The organisation keeps its own pattern (else the default applies). */
  custom: boolean;
  /** The code the next row would get this year (of the first type, for a declaration numbering per type). */
  next: string;
  /** Per type (AutoCode.type): the code the next row of each type would get this year. */
  nextByType?: { type: string; code: string; next: string }[];
}
