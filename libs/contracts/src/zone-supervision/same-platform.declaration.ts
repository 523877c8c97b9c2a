/**
 * 分区监管 (/dataGovernance/zoningSupervision/samePlatform/index, prefix `zoning`): what the
 * organisations of a supervisor's zones pushed to the province (provincial pushes in 已推送), by
 * zone and period, with counts per zone and organisation, and a push's page (pageSamePush) showing
 * the record as the province received it. Read only; served by apps/api/src/modules/same-platform
 * (the list joins the organisations' zones, so it is not a generic table list).
 */
import type { ResourceDeclaration } from '../resources/resource-declaration';
import { CHECK_TYPE_OPTIONS } from '../projects/project.declaration';
import type { ProvincialRecord } from '../province/province-record';
import { registerExportSource } from '../jobs/export-sources';

export const SAME_PLATFORM_PUSH: ResourceDeclaration = {
  name: 'samePlatformPush',
  title: '分区监管',
  url: 'api/samePlatformPush',
  engine: 'custom',
  organisationScoped: true,
  permission: 'zoning',
  // 导出: an export job of the page's filters (SAME_PLATFORM_EXPORT)
  actions: ['export'],
  defaultSort: 'pushedAt,desc',
  fields: [
    { name: 'reportCode', type: 'string', label: '报告编号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 170 },
    { name: 'reportVersion', type: 'integer', label: '版本', readOnly: true, width: 60 },
    { name: 'organizationName', type: 'string', label: '检测机构', readOnly: true, maxLength: 100, searchable: 'contains', sortable: true, width: 200 },
    { name: 'zoneCode', type: 'string', label: '机构区划', readOnly: true, maxLength: 12, searchable: 'exact', sortable: true, width: 100 },
    { name: 'checkType', type: 'dictionary', label: '检测类型', options: CHECK_TYPE_OPTIONS, readOnly: true, searchable: 'in', sortable: true, width: 100 },
    { name: 'employerName', type: 'string', label: '用人单位', readOnly: true, maxLength: 200, searchable: 'contains', sortable: true, width: 200 },
    { name: 'employerCreditCode', type: 'string', label: '统一社会信用代码', readOnly: true, maxLength: 18, searchable: 'exact', width: 170 },
    { name: 'employerAreaCode', type: 'string', label: '用人单位区划', readOnly: true, maxLength: 9, width: 110 },
    { name: 'pushedAt', type: 'datetime', label: '推送时间', readOnly: true, searchable: 'range', sortable: true, width: 160 },
  ],
  // the push's id travels as `code` (one of the spec's row-detail query fields)
  detailRoute: { name: 'pageSamePush', query: { code: 'id' } },
};

/** The filters of the list and the counts (besides page, size, sort and orgId — one organisation of the caller's scope). */
export const SAME_PLATFORM_FILTERS = ['zoneCode', 'organizationName', 'reportCode', 'checkType', 'employerName', 'employerCreditCode', 'pushedAt'] as const;

/** One row of 分区监管. */
export interface SamePlatformPushRow {
  id: number;
  organizationId: number;
  organizationName: string;
  zoneCode: string | null;
  reportCode: string;
  reportVersion: number;
  checkType: string;
  employerName: string;
  employerCreditCode: string | null;
  employerAreaCode: string | null;
  pushedAt: string | null;
}

/** A push's page (pageSamePush): the row and the record exactly as the province received it. */
export interface SamePlatformPushDetail extends SamePlatformPushRow {
  record: ProvincialRecord | null;
}

/** Counts of the filtered pushes per zone (the organisations' zone codes) and per organisation. */
export interface SamePlatformSummary {
  total: number;
  zones: { zoneCode: string | null; organizations: number; pushes: number }[];
  organizations: { organizationId: number; organizationName: string; zoneCode: string | null; pushes: number; lastPushedAt: string | null }[];
}

/** 分区监管's 导出 (`zoning:export`): the filtered pushes of the caller's scope, as an export job (columns: the declaration's). */
export const SAME_PLATFORM_EXPORT = registerExportSource({ name: SAME_PLATFORM_PUSH.name, title: SAME_PLATFORM_PUSH.title, url: SAME_PLATFORM_PUSH.url, permission: 'zoning:export' });
