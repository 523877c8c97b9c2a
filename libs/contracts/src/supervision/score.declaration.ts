/**
 * 评分管理 (省级监管 › 评分管理, /score/index; detail routes /score/scoreDetails → reportReviewPage,
 * unitOnSiteVerificationPage, orgOnSiteVerificationPage): a health authority's scoring sheets (评分表:
 * items with their points and deduction rules, three kinds, versioned — one 启用 is never edited, a copy is
 * its next version) and its scorings (评分记录) of a pushed report's review, of an employer's on-site
 * verification and of an organisation's on-site verification: per item the points deducted and why; the
 * total and the grade are computed on 提交评分 by scoreBySheet (@ohit/domain), never typed.
 */
import { SCORE_GRADE_LABELS } from '@ohit/domain';
import type { FieldOption, ResourceDeclaration } from '../resources/resource-declaration';
import { stateOptions } from '../resources/workflows';

export const SCORE_PERMISSION = 'score';

export const SCORE_KIND_OPTIONS: FieldOption[] = [
  { value: 'reportReview', label: '报告评审' },
  { value: 'unitOnSite', label: '用人单位现场核查' },
  { value: 'orgOnSite', label: '机构现场核查' },
];

/** Each kind's detail route under /score/scoreDetails (spec §2). */
export const SCORE_DETAIL_ROUTES: Readonly<Record<string, string>> = {
  reportReview: 'reportReviewPage',
  unitOnSite: 'unitOnSiteVerificationPage',
  orgOnSite: 'orgOnSiteVerificationPage',
};

/**
 * The reports a 报告评审 may review: the chosen organisation's provincial pushes 已推送, newest first
 * (`?orgCode=&keyword=&page=&size=`; keyword matches the report code or the employer). Zone-scoped.
 */
export const SCORE_PUSHED_REPORTS_PATH = 'api/scorePushedReports';

export interface ScorePushedReport {
  reportCode: string;
  employerName: string;
  checkType: string | null;
  checkTypeName: string;
  pushedDate: string | null;
  provinceRecordId: string | null;
}

export const SCORE_GRADE_OPTIONS: FieldOption[] = Object.entries(SCORE_GRADE_LABELS).map(([value, label]) => ({ value, label }));

export const SCORE_SHEET: ResourceDeclaration = {
  name: 'scoreSheet',
  title: '评分表',
  url: 'api/scoreSheet',
  engine: 'generic',
  table: 'score_sheets',
  organisationScoped: true,
  permission: SCORE_PERMISSION,
  actions: ['add', 'edit', 'copy', 'del', 'export'],
  defaultSort: 'id,desc',
  autoCode: { field: 'code', sequence: 'scoreSheet', defaultPattern: 'PFB-{yyyy}-{seq:3}' },
  workflow: { field: 'state', machine: 'scoreSheet', deletableIn: ['draft'] },
  fields: [
    { name: 'code', type: 'string', label: '评分表编号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 130 },
    { name: 'name', type: 'string', label: '评分表名称', required: true, maxLength: 200, searchable: 'contains', sortable: true, width: 200 },
    { name: 'kind', type: 'dictionary', label: '评分类型', options: SCORE_KIND_OPTIONS, required: true, searchable: 'exact', width: 130 },
    // the next version of its name, set on create and copy
    { name: 'sheetVersion', type: 'integer', label: '版本', readOnly: true, width: 60 },
    { name: 'excellentMin', type: 'number', label: '优秀分数线', scale: 1, required: true, defaultValue: '90', width: 90 },
    { name: 'goodMin', type: 'number', label: '良好分数线', scale: 1, required: true, defaultValue: '80', width: 90 },
    { name: 'passMin', type: 'number', label: '合格分数线', scale: 1, required: true, defaultValue: '60', width: 90 },
    { name: 'state', type: 'dictionary', label: '状态', options: stateOptions('scoreSheet'), readOnly: true, importable: false, searchable: 'in', sortable: true, width: 80 },
  ],
  children: [
    {
      name: 'items',
      title: '评分项',
      table: 'score_sheet_items',
      parentColumn: 'sheet_id',
      orderBy: 'itemCode',
      copyWithParent: true,
      fields: [
        { name: 'itemCode', type: 'string', label: '项目编号', required: true, maxLength: 20 },
        { name: 'itemName', type: 'string', label: '评分项目', required: true, maxLength: 200 },
        { name: 'maxPoints', type: 'number', label: '分值', scale: 1, required: true },
        { name: 'deductionRule', type: 'string', label: '扣分规则', maxLength: 500 },
      ],
    },
  ],
};

export const SCORE_RECORD: ResourceDeclaration = {
  name: 'scoreRecord',
  title: '评分记录',
  url: 'api/scoreRecord',
  engine: 'generic',
  table: 'score_records',
  organisationScoped: true,
  permission: SCORE_PERMISSION,
  actions: ['add', 'edit', 'del', 'export'],
  defaultSort: 'id,desc',
  autoCode: { field: 'code', sequence: 'scoreRecord', defaultPattern: 'PF-{yyyy}-{seq:4}' },
  workflow: { field: 'state', machine: 'scoreRecord', deletableIn: ['scoring'] },
  fields: [
    { name: 'code', type: 'string', label: '评分编号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 130 },
    { name: 'kind', type: 'dictionary', label: '评分类型', options: SCORE_KIND_OPTIONS, required: true, searchable: 'exact', width: 130 },
    { name: 'sheet', column: 'sheet_id', type: 'reference', label: '评分表', required: true, reference: { resource: 'scoreSheet', labelField: 'code', carry: { sheetTitle: 'name' } }, width: 120 },
    { name: 'orgCode', type: 'string', label: '机构编码', required: true, maxLength: 50, searchable: 'exact', width: 100 },
    { name: 'orgName', type: 'string', label: '被评机构', readOnly: true, maxLength: 200, searchable: 'contains', sortable: true, width: 180 },
    {
      name: 'reportCode',
      type: 'string',
      label: '报告编号',
      maxLength: 50,
      searchable: 'contains',
      width: 150,
      // picked from the organisation's 已推送 reports; the server still refuses any other code
      lookup: { url: SCORE_PUSHED_REPORTS_PATH, dependsOn: 'orgCode', dependsOnLabel: '机构编码', valueField: 'reportCode', describe: ['employerName', 'checkTypeName', 'pushedDate'], fill: { unitName: 'employerName' } },
    },
    { name: 'unitName', type: 'string', label: '用人单位', maxLength: 200, searchable: 'contains', width: 180 },
    { name: 'scoreDate', type: 'date', label: '评分日期', searchable: 'range', sortable: true, width: 110 },
    { name: 'totalScore', type: 'number', label: '总分', scale: 1, readOnly: true, sortable: true, width: 80 },
    { name: 'grade', type: 'dictionary', label: '等级', options: SCORE_GRADE_OPTIONS, readOnly: true, searchable: 'in', width: 80 },
    { name: 'state', type: 'dictionary', label: '状态', options: stateOptions('scoreRecord'), readOnly: true, importable: false, searchable: 'in', sortable: true, width: 90 },
  ],
  children: [
    {
      name: 'items',
      title: '扣分明细',
      table: 'score_record_items',
      parentColumn: 'record_id',
      orderBy: 'itemCode',
      fields: [
        { name: 'itemCode', type: 'string', label: '项目编号', required: true, maxLength: 20 },
        { name: 'deduction', type: 'number', label: '扣分', scale: 1, required: true },
        { name: 'reason', type: 'string', label: '扣分原因', maxLength: 500 },
      ],
    },
  ],
  // the 报告评审 page by default; the score screen's tabs lead each kind to its own page (SCORE_DETAIL_ROUTES)
  detailRoute: { name: 'reportReviewPage', query: { code: 'code', organizationId: 'organizationId', type: 'kind' } },
};
