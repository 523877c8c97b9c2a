/**
 * 采样方案 (menu 项目与现场 › 采样方案): one plan per project, generated from its site survey and
 * the methods catalogue (GBZ 159 points, subjects, shifts, short- and long-time samples), edited
 * row by row, checked live against GBZ 159 (the checker: GET <url>/:id/check), submitted and
 * approved (samplingPlanStateMachine). Approval numbers its samples (the samples table, per
 * organisation by a configurable pattern). Each row keeps a stable key (workshop|post|hazard|
 * sample type|kind) so regeneration shows what the survey changed instead of overwriting edits.
 */
import type { ChildCollection, FieldOption, ResourceDeclaration, ResourceField } from '../resources/resource-declaration';
import { PROJECT_ROW_FIELDS } from '../projects/project-row-fields';
import { stateOptions } from '../resources/workflows';

/** 采样方式 of a plan row (domain SampleType). */
export const PLAN_SAMPLE_TYPE_OPTIONS: FieldOption[] = [
  { value: 'fixed', label: '定点' },
  { value: 'individual', label: '个体' },
];

/** Which limit a row's samples serve: long-time TWA, short-time STEL or MAC (15 min). */
export const PLAN_SAMPLE_KIND_OPTIONS: FieldOption[] = [
  { value: 'TWA', label: '长时间（TWA）' },
  { value: 'STEL', label: '短时间（STEL）' },
  { value: 'MAC', label: '最高浓度（MAC）' },
];

/** How the individual subjects are chosen (GBZ 159 表1 / 表2). */
export const SUBJECT_SELECTION_OPTIONS: FieldOption[] = [
  { value: 'known-highest', label: '已知最高接触者' },
  { value: 'random', label: '随机选择' },
];

export const PLAN_ATTACHMENT_TYPES = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx', 'xls', 'xlsx', 'dwg', 'zip'];
export const PLAN_ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;

/** Spec §7 upload endpoint (multipart `file` + `planId`) → the plan's attachment slot it fills. */
export const PLAN_UPLOAD_ENDPOINTS: Readonly<Record<string, string>> = {
  'api/samplingPlan/projectLayout/upload': 'projectLayout',
};

export const PLAN_ROW_FIELDS: ResourceField[] = [
  // workshop|post|hazard|sampleType|kind, computed by the database from the row (its identity across regeneration)
  { name: 'rowKey', type: 'string', label: '行标识', readOnly: true, hidden: true, exportable: false },
  { name: 'workshop', type: 'string', label: '车间/区域', required: true, maxLength: 100 },
  { name: 'post', type: 'string', label: '岗位/采样点', required: true, maxLength: 100 },
  { name: 'hazard', type: 'string', label: '检测因素', required: true, maxLength: 200, vocabulary: { name: 'hazard' } },
  { name: 'sampleType', type: 'dictionary', label: '采样方式', options: PLAN_SAMPLE_TYPE_OPTIONS, required: true },
  { name: 'kind', type: 'dictionary', label: '样品类别', options: PLAN_SAMPLE_KIND_OPTIONS, required: true },
  { name: 'points', type: 'integer', label: '采样点数', validators: ['nonNegativeInteger'], defaultValue: 0 },
  { name: 'subjects', type: 'integer', label: '个体采样人数', validators: ['nonNegativeInteger'], defaultValue: 0 },
  { name: 'selection', type: 'dictionary', label: '采样对象选择', options: SUBJECT_SELECTION_OPTIONS },
  { name: 'headcount', type: 'integer', label: '接触人数', readOnly: true },
  { name: 'equipmentUnits', type: 'integer', label: '同类设备台数', readOnly: true },
  { name: 'days', type: 'integer', label: '采样天数（班）', required: true, validators: ['nonNegativeInteger'], defaultValue: 1 },
  { name: 'samplesPerUnit', type: 'integer', label: '每点（人）每天样品数', required: true, validators: ['nonNegativeInteger'], defaultValue: 1 },
  { name: 'durationMinutes', type: 'integer', label: '采样时长（min）', validators: ['nonNegativeInteger'] },
  { name: 'flow', type: 'number', scale: 3, label: '采样流量（L/min）', validators: ['positiveNumber'] },
  { name: 'collector', type: 'string', label: '收集器', maxLength: 100 },
  { name: 'medium', type: 'string', label: '采样介质', maxLength: 200 },
  { name: 'blanksPerBatch', type: 'integer', label: '每批空白数', validators: ['nonNegativeInteger'], defaultValue: 2 },
  { name: 'method', type: 'string', label: '检测方法', maxLength: 300 },
  // the values the generator gave the row last time (JSON): a difference from them is the user's edit
  { name: 'baseline', type: 'text', label: '生成值', readOnly: true, hidden: true, exportable: false },
];

const PLAN_CHILDREN: ChildCollection[] = [
  { name: 'rows', title: '采样计划明细', table: 'sampling_plan_rows', parentColumn: 'plan_id', fields: PLAN_ROW_FIELDS },
];

export const SAMPLING_PLAN: ResourceDeclaration = {
  name: 'samplingPlan',
  title: '采样方案',
  url: 'api/samplingPlan',
  engine: 'generic',
  table: 'sampling_plans',
  organisationScoped: true,
  permission: 'samplePlan',
  actions: ['add', 'edit', 'del', 'export'],
  workflow: { field: 'state', machine: 'samplingPlan', stamp: { approve: 'approvedDate' }, deletableIn: ['draft'] },
  fields: [
    ...PROJECT_ROW_FIELDS,
    { name: 'state', type: 'dictionary', label: '方案状态', options: stateOptions('samplingPlan'), readOnly: true, importable: false, searchable: 'in', sortable: true, width: 100 },
    { name: 'samplingStartDate', type: 'date', label: '计划采样日期', searchable: 'range', sortable: true },
    // 评价检测 samples 3 consecutive shifts: false says they are not (the checker then refuses)
    { name: 'consecutiveShifts', type: 'boolean', label: '连续采样', defaultValue: true, hidden: true },
    { name: 'needsRegenerating', type: 'boolean', label: '调查已变更', readOnly: true, importable: false, defaultValue: false, searchable: 'exact', width: 100 },
    { name: 'generatedAt', type: 'datetime', label: '生成时间', readOnly: true, importable: false, hidden: true },
    { name: 'sampleCount', type: 'integer', label: '样品数', readOnly: true, importable: false, defaultValue: 0, width: 90 },
    { name: 'approvedDate', type: 'date', label: '批准日期', readOnly: true, importable: false, searchable: 'range', sortable: true },
    // an override lets a plan with GBZ 159 shortfalls be submitted: asked with a reason, approved by another person
    { name: 'overrideReason', type: 'text', label: '放行原因', readOnly: true, importable: false, hidden: true },
    { name: 'overrideRequestedBy', type: 'string', label: '放行申请人', readOnly: true, importable: false, hidden: true },
    { name: 'overrideApprovedBy', type: 'string', label: '放行批准人', readOnly: true, importable: false, hidden: true },
    { name: 'overrideIssues', type: 'text', label: '放行的问题', readOnly: true, importable: false, exportable: false, hidden: true },
    // the survey facts the rows were generated from (a fingerprint): another one means the survey changed
    { name: 'surveyStamp', type: 'string', label: '调查版本', readOnly: true, importable: false, exportable: false, hidden: true },
    { name: 'remark', type: 'text', label: '备注', maxLength: 500, hidden: true },
  ],
  commands: [
    { name: 'generate', label: '生成方案' },
    { name: 'requestOverride', label: '申请放行', reason: 'required' },
    { name: 'approveOverride', label: '批准放行', reason: 'optional' },
  ],
  children: PLAN_CHILDREN,
  attachments: [
    { name: 'samplingPlan', label: '采样方案文件', accept: PLAN_ATTACHMENT_TYPES, maxBytes: PLAN_ATTACHMENT_MAX_BYTES },
    { name: 'projectLayout', label: '采样点布置图', accept: PLAN_ATTACHMENT_TYPES, maxBytes: PLAN_ATTACHMENT_MAX_BYTES },
  ],
  detailRoute: {
    name: 'samplePlanDetail',
    // one plan per project: the page finds it by its project
    query: {
      belongProject: 'belongProject',
      code: 'projectCode',
      belongInspect: 'belongInspect',
      belongInspectName: 'belongInspectName',
      type: 'checkType',
      organizationId: 'organizationId',
    },
  },
};
