/** Request and response shapes of the generic resource endpoints (docs/api.md, "Resource engine and jobs"). */
import type { RelationPayload } from './resource-declaration';

/** A row: declared fields plus id, version, organizationId, createBy, updateBy, createTime, updateTime. */
export type ResourceRow = Record<string, unknown> & { id: number; version: number; children?: ResourceRow[] };

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
