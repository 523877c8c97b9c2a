/**
 * 风险评估 (menu 风险评估, /risk; a row's page /riskPage → pageRiskDetail): an employer's hazard
 * grading (GBZ/T 229) computed from one project's judged results by the editions in force on the
 * project's date — a grade per post and hazard with its explanation (`gradings`, written only by the
 * module), the overall class (the worst grade), the next periodic detection due. Made by the list
 * command 计算风险评估 (one per project) and recomputed by 重新计算 (with a reason: old → new in the
 * event). 确认 writes the class and the next detection due to the project's inspected unit (an event on
 * the unit naming the assessment and its editions); a later 重新计算 that changes them writes them again.
 * Never typed, edited or deleted by hand. Organisation-scoped.
 */
import { RISK_CLASS_LABELS } from '@ohit/domain';
import type { FieldOption, ResourceDeclaration, ResourceField } from '../resources/resource-declaration';

export const RISK_CLASS_OPTIONS: FieldOption[] = Object.entries(RISK_CLASS_LABELS).map(([value, label]) => ({ value, label }));

/** GBZ 230 toxicity classes (WD) the assessor gives per chemical: no table of them is shipped. */
export const TOXICITY_CLASS_OPTIONS: FieldOption[] = [
  { value: 'extreme', label: '极度危害' },
  { value: 'high', label: '高度危害' },
  { value: 'moderate', label: '中度危害' },
  { value: 'mild', label: '轻度危害' },
];

const GRADING_FIELDS: ResourceField[] = [
  { name: 'workshop', type: 'string', label: '车间', readOnly: true, maxLength: 100, width: 110 },
  { name: 'post', type: 'string', label: '岗位', readOnly: true, maxLength: 100, width: 110 },
  { name: 'hazard', type: 'string', label: '危害因素', readOnly: true, maxLength: 100, width: 120 },
  { name: 'standard', type: 'string', label: '分级标准', readOnly: true, maxLength: 100, width: 140 },
  { name: 'inputs', type: 'text', label: '分级依据数据', readOnly: true, maxLength: 2000, width: 260 },
  { name: 'value', type: 'string', label: 'G / LEX', readOnly: true, maxLength: 30, width: 90 },
  { name: 'grade', type: 'integer', label: '级别', readOnly: true, hidden: true },
  { name: 'gradeLabel', type: 'string', label: '分级结果', readOnly: true, maxLength: 30, width: 150 },
  { name: 'explanation', type: 'text', label: '说明', readOnly: true, maxLength: 4000, width: 360 },
];

export const RISK_ASSESSMENT: ResourceDeclaration = {
  name: 'riskAssessment',
  title: '风险评估',
  url: 'api/riskAssessment',
  engine: 'generic',
  table: 'risk_assessments',
  organisationScoped: true,
  permission: 'risk',
  // made by 计算风险评估 from a project's judged results, never typed or deleted
  actions: ['export'],
  defaultSort: 'id,desc',
  autoCode: { field: 'code', sequence: 'riskAssessment', defaultPattern: 'FX-{yyyy}-{seq:4}' },
  fields: [
    { name: 'code', type: 'string', label: '评估编号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 130 },
    { name: 'employerName', type: 'string', label: '用人单位', readOnly: true, maxLength: 200, searchable: 'contains', sortable: true, width: 200 },
    { name: 'belongProject', column: 'project_id', type: 'reference', label: '项目名称', readOnly: true, reference: { resource: 'project', labelField: 'name' }, searchable: 'exact', width: 200 },
    { name: 'projectCode', type: 'string', label: '项目编号', readOnly: true, maxLength: 50, width: 150 },
    { name: 'assessDate', type: 'date', label: '评估日期', readOnly: true, searchable: 'range', sortable: true, width: 110 },
    { name: 'overallClass', type: 'dictionary', label: '风险分类', options: RISK_CLASS_OPTIONS, readOnly: true, searchable: 'in', sortable: true, width: 90 },
    { name: 'edition', type: 'string', label: '分级标准版本', readOnly: true, maxLength: 200, width: 230 },
    { name: 'note', type: 'text', label: '版本说明', readOnly: true, maxLength: 300, width: 260 },
    { name: 'nextDue', type: 'date', label: '下次检测到期', readOnly: true, searchable: 'range', sortable: true, width: 120 },
    { name: 'explanation', type: 'text', label: '评估说明', readOnly: true, maxLength: 2000, hidden: true },
    { name: 'computedAt', type: 'datetime', label: '计算时间', readOnly: true, sortable: true, width: 160 },
    { name: 'computedBy', column: 'computed_by', type: 'user', label: '计算人', readOnly: true, width: 100 },
    // 确认: the class and next due then written to the inspected unit (again on each 重新计算 that changes them)
    { name: 'confirmedAt', type: 'datetime', label: '确认时间', readOnly: true, width: 160 },
    { name: 'confirmedBy', column: 'confirmed_by', type: 'user', label: '确认人', readOnly: true, width: 100 },
  ],
  children: [{ name: 'gradings', title: '分级结果', table: 'risk_gradings', parentColumn: 'assessment_id', readOnly: true, fields: GRADING_FIELDS }],
  commands: [
    { name: 'recompute', label: '重新计算', reason: 'required' },
    { name: 'confirm', label: '确认', reason: 'optional' },
  ],
  listCommands: [{ name: 'compute', label: '计算风险评估', confirm: '按所选项目的检测结果判定计算风险评估？' }],
  detailRoute: { name: 'riskPage', query: { id: 'id' } },
};
