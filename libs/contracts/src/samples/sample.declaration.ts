/**
 * 样品 (menus 样品管理 › 样品库, 样品分发; the hidden route sampleDetail that a label's QR code
 * opens): every sample an approved sampling plan numbered, over the samples table, its state bound
 * to @ohit/domain's sample machine from 待采样 to 已处置. The chain of custody is its read-only
 * `custody` collection (送样, 接收, 拒收, 分发, 改派, 撤销分发, 偏离, 处置 — who gave, who received,
 * when, the condition and temperature on receipt), written by the samples module's commands.
 * Receipt sets the method (matched from the organisation's methods catalogue), its instrument
 * family and shelf life; the deadline is computed from the sampling date (保存截止日期).
 */
import { INSTRUMENT_FAMILY_OPTIONS } from '../methods/instrument-families';
import { PLAN_SAMPLE_KIND_OPTIONS, PLAN_SAMPLE_TYPE_OPTIONS } from '../sampling-plans/sampling-plan.declaration';
import type { ChildCollection, FieldOption, ResourceDeclaration, ResourceField } from '../resources/resource-declaration';
import { stateOptions } from '../resources/workflows';

/** 样品状况 on receipt. */
export const SAMPLE_CONDITION_OPTIONS: FieldOption[] = [
  { value: 'intact', label: '完好' },
  { value: 'damaged', label: '破损' },
  { value: 'leaking', label: '泄漏' },
  { value: 'sealBroken', label: '密封失效' },
  { value: 'labelUnclear', label: '标签不清' },
  { value: 'other', label: '其他' },
];

/** 样品来源 (the same codes as a batch's SAMPLE_ORIGIN_OPTIONS): sampled by us, or handed in by a client (来样检测). */
const SAMPLE_ORIGINS: FieldOption[] = [
  { value: 'site', label: '现场采样' },
  { value: 'incoming', label: '来样检测' },
];

/** A step of the chain of custody. */
export const CUSTODY_STEP_OPTIONS: FieldOption[] = [
  { value: 'dispatch', label: '送样' },
  { value: 'receive', label: '接收' },
  { value: 'reject', label: '拒收' },
  { value: 'distribute', label: '分发' },
  { value: 'reassign', label: '改派' },
  { value: 'undistribute', label: '撤销分发' },
  { value: 'deviation', label: '记录偏离' },
  { value: 'dispose', label: '处置' },
];

/** One step of a sample's chain of custody: who handed it to whom, when, in what condition, and why. */
export const CUSTODY_FIELDS: ResourceField[] = [
  { name: 'step', type: 'dictionary', label: '环节', options: CUSTODY_STEP_OPTIONS, readOnly: true },
  { name: 'at', type: 'datetime', label: '时间', readOnly: true },
  { name: 'giver', type: 'user', label: '交出人', readOnly: true },
  { name: 'receiver', type: 'user', label: '接收人', readOnly: true },
  { name: 'handoverCode', type: 'string', label: '送样单号', readOnly: true, maxLength: 50 },
  { name: 'condition', type: 'dictionary', label: '样品状况', options: SAMPLE_CONDITION_OPTIONS, readOnly: true },
  { name: 'temperature', type: 'number', scale: 1, label: '接收温度（℃）', readOnly: true },
  { name: 'instrumentName', type: 'string', label: '检测仪器', readOnly: true, maxLength: 200 },
  { name: 'remark', type: 'text', label: '说明', readOnly: true, maxLength: 500 },
];

const SAMPLE_CHILDREN: ChildCollection[] = [{ name: 'custody', title: '流转记录', table: 'sample_custody', parentColumn: 'sample_id', fields: CUSTODY_FIELDS, readOnly: true }];

/** The analyst and the instrument a sample is assigned to (分发, 改派). */
export const ASSIGNMENT_FIELDS: ResourceField[] = [
  { name: 'analyst', column: 'analyst_id', type: 'user', label: '检测人', required: true },
  { name: 'instrument', column: 'instrument_id', type: 'reference', label: '检测仪器', required: true, reference: { resource: 'equipment', labelField: 'name', carry: { instrumentCode: 'code' } } },
];

/** Sample events the samples module takes with its own inputs (the generic transition refuses them). */
export const SAMPLE_MODULE_EVENTS = ['collect', 'cancel', 'restore', 'dispatch', 'receive', 'distribute'];

export const SAMPLE: ResourceDeclaration = {
  name: 'sample',
  title: '样品',
  url: 'api/sample',
  engine: 'generic',
  table: 'samples',
  organisationScoped: true,
  // 样品库 owns the samples; the other sample screens read them under their own prefixes (来样检测: an
  // incoming order's samples, distributed from its page by the menu's 分发)
  permission: 'sampleStore',
  permissionAliases: ['sampleDistribute', 'sampleFlow', 'sampleConfirm', 'incomingSample'],
  actions: ['edit', 'export'],
  workflow: { field: 'state', machine: 'sample', stamp: { dispose: 'disposedDate' }, moduleEvents: SAMPLE_MODULE_EVENTS },
  fields: [
    { name: 'code', type: 'string', label: '样品编号', readOnly: true, maxLength: 80, searchable: 'contains', sortable: true, width: 170 },
    {
      name: 'belongProject',
      column: 'project_id',
      type: 'reference',
      label: '项目名称',
      readOnly: true,
      reference: { resource: 'project', labelField: 'name', carry: { projectCode: 'code' } },
      searchable: 'exact',
      sortable: true,
      width: 200,
    },
    { name: 'hazard', type: 'string', label: '检测因素', readOnly: true, maxLength: 200, searchable: 'contains', width: 160 },
    { name: 'blank', type: 'boolean', label: '空白样', readOnly: true, searchable: 'exact', width: 80 },
    { name: 'state', type: 'dictionary', label: '样品状态', options: stateOptions('sample'), readOnly: true, searchable: 'in', sortable: true, width: 100 },
    { name: 'workshop', type: 'string', label: '车间/区域', readOnly: true, maxLength: 100, hidden: true },
    { name: 'post', type: 'string', label: '岗位/采样点', readOnly: true, maxLength: 100 },
    { name: 'sampleType', type: 'dictionary', label: '采样方式', options: PLAN_SAMPLE_TYPE_OPTIONS, readOnly: true, hidden: true },
    { name: 'kind', type: 'dictionary', label: '样品类别', options: PLAN_SAMPLE_KIND_OPTIONS, readOnly: true, hidden: true },
    { name: 'day', type: 'integer', label: '采样天次', readOnly: true, hidden: true },
    { name: 'collector', type: 'string', label: '收集器', readOnly: true, maxLength: 100, hidden: true },
    { name: 'sampledDate', type: 'date', label: '采样日期', readOnly: true, searchable: 'range', sortable: true },
    { name: 'method', column: 'method_id', type: 'reference', label: '检测方法', readOnly: true, reference: { resource: 'labMethod', labelField: 'methodName', carry: { standardNo: 'standardNo' } }, hidden: true },
    { name: 'instrumentFamily', type: 'dictionary', label: '仪器类别', options: INSTRUMENT_FAMILY_OPTIONS, readOnly: true, searchable: 'in', sortable: true, width: 100 },
    { name: 'shelfLifeDays', type: 'integer', label: '保存期限（天）', readOnly: true, hidden: true },
    // 7 → the deadline is within 7 days, those already past included
    { name: 'shelfLifeDeadline', type: 'date', label: '保存截止日期', computed: { fn: 'sampleShelfLifeDeadline', inputs: ['sampledDate', 'shelfLifeDays'] }, searchable: 'withinDays', sortable: true, width: 120 },
    { name: 'storagePlace', type: 'string', label: '存放位置', maxLength: 100, searchable: 'contains', width: 120 },
    { name: 'handover', column: 'handover_id', type: 'reference', label: '送样单', readOnly: true, reference: { resource: 'sampleHandover', labelField: 'code' }, hidden: true },
    { name: 'receivedAt', type: 'datetime', label: '接收时间', readOnly: true, searchable: 'range', sortable: true, hidden: true },
    { name: 'receivedBy', column: 'received_by', type: 'user', label: '接收人', readOnly: true, hidden: true },
    { ...ASSIGNMENT_FIELDS[0], required: false, readOnly: true, searchable: 'exact', width: 100 },
    { ...ASSIGNMENT_FIELDS[1], required: false, readOnly: true, width: 150 },
    { name: 'distributedAt', type: 'datetime', label: '分发时间', readOnly: true, sortable: true, hidden: true },
    { name: 'deviationReason', type: 'text', label: '偏离原因', readOnly: true, maxLength: 500, hidden: true },
    { name: 'deviationApprovedBy', column: 'deviation_approved_by', type: 'user', label: '偏离批准人', readOnly: true, hidden: true },
    { name: 'disposedDate', type: 'date', label: '处置日期', readOnly: true, hidden: true },
    // the released result of the batch that measured it (检测批次): the value, what the report writes, what C_TWA counts
    { name: 'origin', type: 'dictionary', label: '样品来源', options: SAMPLE_ORIGINS, readOnly: true, defaultValue: 'site', searchable: 'exact', hidden: true },
    { name: 'labBatch', column: 'lab_batch_id', type: 'reference', label: '检测批次', readOnly: true, reference: { resource: 'labBatch', labelField: 'code' }, hidden: true },
    { name: 'resultText', type: 'string', label: '检测结果', readOnly: true, maxLength: 40, width: 100 },
    { name: 'resultValue', type: 'number', scale: 8, label: '结果（未修约）', readOnly: true, hidden: true },
    { name: 'resultCounted', type: 'number', scale: 8, label: '计入值', readOnly: true, hidden: true },
    { name: 'belowLod', type: 'boolean', label: '低于检出限', readOnly: true, hidden: true },
    { name: 'resultUnit', type: 'string', label: '结果单位', readOnly: true, maxLength: 20, hidden: true },
    { name: 'testedDate', type: 'date', label: '检测完成日期', readOnly: true, searchable: 'range', sortable: true, hidden: true },
    { name: 'remark', type: 'text', label: '备注', maxLength: 500, hidden: true },
  ],
  children: SAMPLE_CHILDREN,
  commands: [
    // a method chosen by hand when the catalogue gave none (or another one): family and shelf life follow
    { name: 'assignMethod', label: '指定检测方法', fields: [{ name: 'method', column: 'method_id', type: 'reference', label: '检测方法', required: true, reference: { resource: 'labMethod', labelField: 'methodName' } }] },
    { name: 'reassign', label: '改派', reason: 'required', fields: ASSIGNMENT_FIELDS },
    // the reason is the deviation's; another person approved it
    { name: 'recordDeviation', label: '记录偏离', reason: 'required', fields: [{ name: 'deviationApprovedBy', column: 'deviation_approved_by', type: 'user', label: '偏离批准人', required: true }] },
  ],
  detailRoute: { name: 'sampleDetail', query: { code: 'code', organizationId: 'organizationId' } },
};
