/**
 * 项目管理 (menu 项目与现场 › 项目管理): one service for a client from registration to archive,
 * the first business resource on the kernel — workflow state (projectStateMachine), references
 * (inspected unit, linked evaluation project), a user reference (responsible person), a child
 * collection (the team), exact decimals (contract amount), attachments (contract scan) and an
 * auto-numbered code.
 */
import { type FieldOption, type ResourceDeclaration, type ResourceField } from '../resources/resource-declaration';
import { stateOptions } from '../resources/workflows';
import { reportStateMachine } from '@ohit/domain';

/** Provincial check-type codes (省级平台 检测类型): printed into reports and pushed as they are. */
export const CHECK_TYPE_OPTIONS: FieldOption[] = [
  { value: '10', label: '定期检测' },
  { value: '20', label: '监督检测' },
  { value: '30', label: '评价检测' },
  { value: '31', label: '现状评价' },
  { value: '32', label: '控制效果评价' },
  { value: '33', label: '预评价' },
];

export const ENTRUST_TYPE_OPTIONS: FieldOption[] = [
  { value: '1', label: '单位委托' },
  { value: '2', label: '政府委托' },
  { value: '3', label: '招投标' },
];

export const URGENCY_OPTIONS: FieldOption[] = [
  { value: '1', label: '普通' },
  { value: '2', label: '加急' },
  { value: '3', label: '特急' },
];

export const YES_NO_OPTIONS: FieldOption[] = [
  { value: '0', label: '否' },
  { value: '1', label: '是' },
];

/** Team roles (项目组成员角色); the codes are printed into reports and pushed to the province. */
export const PROJECT_ROLE_OPTIONS: FieldOption[] = [
  { value: '110', label: '现场调查' },
  { value: '120', label: '采样' },
  { value: '130', label: '实验室检测' },
  { value: '140', label: '项目负责人' },
  { value: '150', label: '报告编制' },
  { value: '160', label: '调查陪同' },
  { value: '170', label: '采样陪同' },
];

const REPORT_STATE_OPTIONS: FieldOption[] = reportStateMachine.states.map((value) => ({ value, label: reportStateMachine.stateLabel(value) }));

/** Permitted extensions of a contract scan and other project attachments. */
export const PROJECT_ATTACHMENT_TYPES = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx', 'xls', 'xlsx', 'zip'];
export const PROJECT_ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;

/** Survey facts locked once the survey is finished (spec §8 notice '该项目已结束调查'). */
export const PROJECT_SURVEY_FIELDS = ['surveyPlanDate', 'surveyDate'] as const;
export const SURVEY_FINISHED_MESSAGE = '该项目已结束调查';

/** Planned dates per stage: set freely until the contract is signed, then only through 调整计划 with a reason. */
export const PROJECT_PLAN_FIELDS = ['surveyPlanDate', 'samplingPlanDate', 'labPlanDate', 'reportPlanDate', 'issuePlanDate'] as const;

const PROJECT_FIELDS: ResourceField[] = [
    { name: 'code', type: 'string', label: '项目编号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 150 },
    { name: 'name', type: 'string', label: '项目名称', required: true, maxLength: 200, searchable: 'contains', sortable: true, width: 220 },
    {
      name: 'belongInspect',
      column: 'inspected_unit_id',
      type: 'reference',
      label: '受检单位',
      required: true,
      reference: { resource: 'inspectedUnit', labelField: 'name', carry: { iuiCode: 'creditCode' } },
      searchable: 'exact',
      sortable: true,
      width: 200,
    },
    { name: 'type', column: 'check_type', type: 'dictionary', label: '检测类型', dictionary: 'check_type', options: CHECK_TYPE_OPTIONS, labelAs: 'typeName', required: true, searchable: 'in', sortable: true },
    { name: 'state', type: 'dictionary', label: '项目状态', options: stateOptions('project'), readOnly: true, importable: false, searchable: 'in', sortable: true, width: 120 },
    { name: 'responser', column: 'responser_id', type: 'user', label: '项目负责人', searchable: 'exact', sortable: true },
    { name: 'incomingSample', type: 'boolean', label: '来样检测', defaultValue: false, searchable: 'exact', hidden: true },
    { name: 'urgency', type: 'dictionary', label: '紧急程度', dictionary: 'project_urgency', options: URGENCY_OPTIONS, defaultValue: '1', searchable: 'exact', sortable: true },
    { name: 'entrustType', type: 'dictionary', label: '委托类型', dictionary: 'entrust_type', options: ENTRUST_TYPE_OPTIONS, defaultValue: '1', searchable: 'exact', hidden: true },
    { name: 'jcbgFlag', type: 'dictionary', label: '出具检测报告', options: YES_NO_OPTIONS, defaultValue: '1', hidden: true },
    { name: 'pjbgFlag', type: 'dictionary', label: '关联评价报告', options: YES_NO_OPTIONS, defaultValue: '0', hidden: true },
    {
      name: 'projectIdGl',
      column: 'linked_project_id',
      type: 'reference',
      label: '关联评价项目',
      reference: { resource: 'project', labelField: 'code', carry: { typeGl: 'type' } },
      hidden: true,
    },
    { name: 'contractNo', type: 'string', label: '合同编号', maxLength: 50, searchable: 'contains', hidden: true },
    { name: 'contractAmount', type: 'number', scale: 2, label: '合同金额（元）', validators: ['nonNegativeNumber'], sortable: true, hidden: true },
    { name: 'contractDate', type: 'date', label: '合同签订日期', searchable: 'range', sortable: true, hidden: true },
    { name: 'surveyPlanDate', type: 'date', label: '计划调查日期', searchable: 'range', sortable: true, hidden: true },
    { name: 'surveyDate', type: 'date', label: '现场调查日期', readOnly: true, searchable: 'range', sortable: true, hidden: true },
    { name: 'samplingPlanDate', type: 'date', label: '计划采样日期', searchable: 'range', sortable: true },
    { name: 'samplingDate', type: 'date', label: '现场采样日期', readOnly: true, searchable: 'range', sortable: true, hidden: true },
    { name: 'labPlanDate', type: 'date', label: '计划检测日期', hidden: true },
    { name: 'labDate', type: 'date', label: '实验室检测日期', readOnly: true, hidden: true },
    { name: 'reportPlanDate', type: 'date', label: '计划报告日期', searchable: 'range', sortable: true, hidden: true },
    { name: 'reportDate', type: 'date', label: '报告编制日期', readOnly: true, hidden: true },
    { name: 'issuePlanDate', type: 'date', label: '计划签发日期', searchable: 'range', sortable: true },
    { name: 'issueDate', type: 'date', label: '报告签发日期', readOnly: true, searchable: 'range', sortable: true, hidden: true },
    { name: 'samplesPlanned', type: 'integer', label: '计划样品数', readOnly: true, importable: false, defaultValue: 0, sortable: true, width: 100 },
    { name: 'samplesCollected', type: 'integer', label: '已采样品数', readOnly: true, importable: false, defaultValue: 0, sortable: true, width: 100 },
    { name: 'samplesTested', type: 'integer', label: '已检样品数', readOnly: true, importable: false, defaultValue: 0, sortable: true, width: 100 },
    { name: 'reportState', type: 'dictionary', label: '报告状态', options: REPORT_STATE_OPTIONS, readOnly: true, importable: false, searchable: 'in', width: 110 },
    { name: 'suspendedFrom', type: 'string', label: '挂起前状态', readOnly: true, importable: false, exportable: false, hidden: true },
    { name: 'remark', type: 'text', label: '备注', maxLength: 500, hidden: true },
];

export const PROJECT: ResourceDeclaration = {
  name: 'project',
  title: '项目管理',
  url: 'api/project',
  engine: 'generic',
  table: 'projects',
  organisationScoped: true,
  permission: 'project',
  actions: ['add', 'edit', 'del', 'export', 'codePattern'],
  autoCode: { field: 'code', sequence: 'project', defaultPattern: 'XM-{yyyy}-{seq:4}' },
  workflow: {
    field: 'state',
    machine: 'project',
    context: { incomingSamples: 'incomingSample', suspendedFrom: 'suspendedFrom' },
    // a stage's actual date is the day it started (the first time; a resumed project keeps it)
    stamp: { startSurvey: 'surveyDate', startSampling: 'samplingDate', startTesting: 'labDate', completeTesting: 'reportDate', issueReport: 'issueDate' },
    // 合同签订后不可删除
    deletableIn: ['created'],
  },
  fields: PROJECT_FIELDS,
  commands: [
    // 调整计划: the plan dates after the contract, with a reason (one definition of each field)
    { name: 'reschedule', label: '调整计划', reason: 'required', fields: PROJECT_FIELDS.filter((f) => (PROJECT_PLAN_FIELDS as readonly string[]).includes(f.name)) },
    // 取消未采样品: field work over, the planned samples never taken are cancelled so testing and the report can proceed
    { name: 'cancelUntakenSamples', label: '取消未采样品', reason: 'required', states: ['sampling', 'testing'] },
  ],
  children: [
    {
      name: 'team',
      title: '项目组成员',
      table: 'project_members',
      parentColumn: 'project_id',
      fields: [
        { name: 'userId', column: 'user_id', type: 'user', label: '成员', required: true },
        { name: 'role', type: 'dictionary', label: '项目角色', dictionary: 'project_role', options: PROJECT_ROLE_OPTIONS, required: true },
        { name: 'remark', type: 'string', label: '备注', maxLength: 200 },
      ],
    },
  ],
  attachments: [
    { name: 'contract', label: '合同扫描件', accept: PROJECT_ATTACHMENT_TYPES, maxBytes: PROJECT_ATTACHMENT_MAX_BYTES },
    { name: 'other', label: '其他附件', accept: PROJECT_ATTACHMENT_TYPES, maxBytes: PROJECT_ATTACHMENT_MAX_BYTES },
  ],
  detailRoute: {
    name: 'projectDetail',
    query: {
      belongProject: 'id',
      code: 'code',
      belongInspect: 'belongInspect',
      belongInspectName: 'belongInspectName',
      inspectCode: 'iuiCode',
      type: 'type',
      typeName: 'typeName',
      organizationId: 'organizationId',
      typeGl: 'typeGl',
      pjbgFlag: 'pjbgFlag',
      projectIdGl: 'projectIdGl',
      responser: 'responserName',
    },
  },
};
