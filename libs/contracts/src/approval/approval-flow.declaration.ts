/**
 * 审批流程配置 (APPROVAL_FLOW, a tab of the 审批流程 page): an organisation's report approval flow per
 * report type — the project's check type, 来样检测, or 通用 for every type without its own — and its
 * steps as a child collection (顺序, 步骤类型, 步骤名称, 办理角色 from the organisation's roles).
 * A new flow starts as the default 编制 → 校核 → 审核 → 签发; every change of its steps must leave a
 * flow (@ohit/domain approvalFlowProblems: 编制 first, one 签发, an approval step between). A
 * report takes a copy of its flow when it is submitted, so a later change never moves a report
 * already in approval. An organisation without a flow for a type uses 通用, else the default.
 */
import { APPROVAL_STEP_KIND_LABELS, APPROVAL_STEP_NAME_MAX } from '@ohit/domain';
import { CHECK_TYPE_OPTIONS } from '../projects/project.declaration';
import type { ChildCollection, FieldOption, ResourceDeclaration, ResourceField } from '../resources/resource-declaration';

/** The flow every report type without its own uses. */
export const GENERAL_REPORT_TYPE = 'default';
/** Reports of incoming samples (来样检测), whatever their check type. */
export const INCOMING_REPORT_TYPE = 'incoming';

export const APPROVAL_REPORT_TYPE_OPTIONS: FieldOption[] = [
  { value: GENERAL_REPORT_TYPE, label: '通用（未单独配置的报告类型）' },
  ...CHECK_TYPE_OPTIONS,
  { value: INCOMING_REPORT_TYPE, label: '来样检测' },
];

export const APPROVAL_STEP_KIND_OPTIONS: FieldOption[] = Object.entries(APPROVAL_STEP_KIND_LABELS).map(([value, label]) => ({ value, label }));

/** The name a flow made for a new organisation (and by the seed) carries. */
export const DEFAULT_APPROVAL_FLOW_NAME = '默认审批流程';

export const APPROVAL_STEP_FIELDS: ResourceField[] = [
  { name: 'sort', type: 'integer', label: '顺序', required: true, validators: ['nonNegativeInteger'], width: 80 },
  { name: 'kind', type: 'dictionary', label: '步骤类型', options: APPROVAL_STEP_KIND_OPTIONS, required: true, width: 110 },
  { name: 'name', type: 'string', label: '步骤名称', required: true, maxLength: APPROVAL_STEP_NAME_MAX, width: 140 },
  // blank: anyone holding the approval permission (审批) may do the step
  { name: 'role', column: 'role_id', type: 'reference', label: '办理角色', reference: { resource: 'roles', labelField: 'name' }, width: 160 },
];

const STEPS: ChildCollection = { name: 'steps', title: '审批步骤', table: 'approval_flow_steps', parentColumn: 'flow_id', fields: APPROVAL_STEP_FIELDS, orderBy: 'sort' };

export const APPROVAL_FLOW: ResourceDeclaration = {
  name: 'approvalFlow',
  title: '审批流程配置',
  url: 'api/approvalFlow',
  engine: 'generic',
  table: 'approval_flows',
  organisationScoped: true,
  permission: 'approvalFlow',
  // the 审批流程 menu's buttons (approval:add …) manage the flows shown on its 流程配置 tab
  permissionAliases: ['approval'],
  actions: ['add', 'edit', 'del', 'export'],
  fields: [
    {
      name: 'reportType',
      type: 'dictionary',
      label: '报告类型',
      options: APPROVAL_REPORT_TYPE_OPTIONS,
      labelAs: 'reportTypeName',
      required: true,
      unique: true,
      searchable: 'exact',
      sortable: true,
      width: 200,
    },
    { name: 'name', type: 'string', label: '流程名称', required: true, maxLength: 50, searchable: 'contains', width: 180 },
    // the steps in order (编制 → 校核 → …), kept by the approval module whenever a step changes
    { name: 'stepSummary', type: 'string', label: '审批步骤', readOnly: true, importable: false, maxLength: 400, width: 320 },
    { name: 'remark', type: 'text', label: '备注', maxLength: 500, hidden: true },
  ],
  children: [STEPS],
  defaultSort: 'reportType,asc',
};
