/**
 * 专家任务 (省级监管 › 专家任务, /expertManage/taskList/index; detail routes taskListPage, orgZkJcPage,
 * opinionDetail): a health authority's provincial QC task. The authority keeps an expert pool (专家库,
 * EXPERT, each expert with the organisations they must not review); a task names the organisations it
 * reviews (by 机构编码) and its expert group (one 组长, no expert reviewing a conflicted organisation —
 * expertGroupRefusal); 开始检查 opens one 质控检查 per organisation (EXPERT_CHECK: items checked, the
 * group's conclusion, the organisation's answer received, closing), and each expert records an
 * opinion per check (EXPERT_OPINION: per item a finding, severity and score, the scores totalled). All
 * these rows belong to the authority's organisation; the organisation reviewed answers on its own row
 * (EXPERT_CHECK_RESPONSE, expert-check-response.declaration.ts) — supervisors never change its records.
 */
import type { FieldOption, ResourceDeclaration } from '../resources/resource-declaration';
import { stateOptions } from '../resources/workflows';
import { orgCodeField, orgNameField } from './reference-block.fields';

export const EXPERT_TASK_PERMISSION = 'expertTask';

export const EXPERT_ROLE_OPTIONS: FieldOption[] = [
  { value: 'leader', label: '组长' },
  { value: 'member', label: '组员' },
];

export const EXPERT_TASK_TYPE_OPTIONS: FieldOption[] = [
  { value: 'annual', label: '年度质控' },
  { value: 'special', label: '专项检查' },
  { value: 'flight', label: '飞行检查' },
];

export const FINDING_SEVERITY_OPTIONS: FieldOption[] = [
  { value: 'minor', label: '一般' },
  { value: 'major', label: '较重' },
  { value: 'critical', label: '严重' },
];

export const CHECK_CONCLUSION_OPTIONS: FieldOption[] = [
  { value: 'conform', label: '符合' },
  { value: 'basicallyConform', label: '基本符合' },
  { value: 'nonConform', label: '不符合' },
];

export const EXPERT: ResourceDeclaration = {
  name: 'expert',
  title: '专家库',
  url: 'api/expert',
  engine: 'generic',
  table: 'experts',
  organisationScoped: true,
  permission: EXPERT_TASK_PERMISSION,
  actions: ['add', 'edit', 'del', 'export'],
  defaultSort: 'id,desc',
  fields: [
    { name: 'name', type: 'string', label: '专家姓名', required: true, maxLength: 50, searchable: 'contains', sortable: true, width: 100 },
    { name: 'title', type: 'string', label: '职称', maxLength: 50, width: 100 },
    { name: 'speciality', type: 'string', label: '专业领域', maxLength: 100, searchable: 'contains', width: 140 },
    { name: 'workUnit', type: 'string', label: '工作单位', maxLength: 200, searchable: 'contains', width: 180 },
    { name: 'phone', type: 'string', label: '联系电话', maxLength: 20, validators: ['mobile'], width: 120 },
    // organisations (by 机构编码) the expert must not review: employer, former employer, kin …
    { name: 'conflictOrgCodes', type: 'string', label: '回避机构编码', maxLength: 500, width: 160 },
  ],
  deleteGuards: [{ table: 'expert_task_members', column: 'expert_id', message: '该专家已加入专家组，不能删除' }],
};

export const EXPERT_TASK: ResourceDeclaration = {
  name: 'expertTask',
  title: '专家任务',
  url: 'api/expertTask',
  engine: 'generic',
  table: 'expert_tasks',
  organisationScoped: true,
  permission: EXPERT_TASK_PERMISSION,
  actions: ['add', 'edit', 'del', 'export'],
  defaultSort: 'id,desc',
  autoCode: { field: 'code', sequence: 'expertTask', defaultPattern: 'ZJRW-{yyyy}-{seq:4}' },
  workflow: { field: 'state', machine: 'expertTask', deletableIn: ['draft'], stamp: { close: 'closedDate' } },
  fields: [
    { name: 'code', type: 'string', label: '任务编号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 140 },
    { name: 'name', type: 'string', label: '任务名称', required: true, maxLength: 200, searchable: 'contains', sortable: true, width: 220 },
    { name: 'taskType', type: 'dictionary', label: '任务类型', options: EXPERT_TASK_TYPE_OPTIONS, required: true, searchable: 'exact', width: 100 },
    { name: 'plannedStart', type: 'date', label: '计划开始', searchable: 'range', sortable: true, width: 110 },
    { name: 'plannedEnd', type: 'date', label: '计划结束', width: 110 },
    { name: 'description', type: 'text', label: '任务说明', maxLength: 2000, hidden: true },
    { name: 'state', type: 'dictionary', label: '任务状态', options: stateOptions('expertTask'), readOnly: true, importable: false, searchable: 'in', sortable: true, width: 110 },
    { name: 'closedDate', type: 'date', label: '完成日期', readOnly: true, width: 110 },
  ],
  children: [
    {
      name: 'orgs',
      title: '被检查机构',
      table: 'expert_task_orgs',
      parentColumn: 'task_id',
      fields: [
        { name: 'orgCode', type: 'string', label: '机构编码', required: true, maxLength: 50 },
        { name: 'note', type: 'string', label: '备注', maxLength: 200 },
      ],
    },
    {
      name: 'members',
      title: '专家组',
      table: 'expert_task_members',
      parentColumn: 'task_id',
      fields: [
        { name: 'expertId', column: 'expert_id', type: 'reference', label: '专家', required: true, reference: { resource: 'expert', labelField: 'name', carry: { expertSpeciality: 'speciality' } } },
        { name: 'role', type: 'dictionary', label: '组内角色', options: EXPERT_ROLE_OPTIONS, required: true, defaultValue: 'member' },
      ],
    },
  ],
  detailRoute: { name: 'taskListPage', query: { code: 'code', organizationId: 'organizationId' } },
};

export const EXPERT_CHECK: ResourceDeclaration = {
  name: 'expertCheck',
  title: '质控检查',
  url: 'api/expertCheck',
  engine: 'generic',
  table: 'expert_checks',
  organisationScoped: true,
  permission: EXPERT_TASK_PERMISSION,
  // opened by 开始检查 of its task, one per organisation reviewed; never typed or deleted
  actions: ['edit', 'export'],
  defaultSort: 'id,desc',
  autoCode: { field: 'code', sequence: 'expertCheck', defaultPattern: 'ZKJC-{yyyy}-{seq:4}' },
  workflow: { field: 'state', machine: 'expertCheck', deletableIn: [], context: { conclusion: 'conclusion', response: 'response' }, stamp: { respond: 'responseDate', close: 'closedDate' } },
  fields: [
    { name: 'code', type: 'string', label: '检查编号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 140 },
    { name: 'task', column: 'task_id', type: 'reference', label: '专家任务', readOnly: true, reference: { resource: 'expertTask', labelField: 'code', carry: { taskTitle: 'name' } }, searchable: 'exact', width: 140 },
    orgCodeField('carried', 110),
    orgNameField('被检查机构', 200, 200),
    { name: 'checkDate', type: 'date', label: '检查日期', width: 110 },
    { name: 'conclusionGrade', type: 'dictionary', label: '检查结论', options: CHECK_CONCLUSION_OPTIONS, searchable: 'in', width: 100 },
    { name: 'conclusion', type: 'text', label: '专家组结论', maxLength: 2000, hidden: true },
    // the organisation's own submitted answer (质控检查答复), copied by 接收机构答复 — never typed here
    { name: 'response', type: 'text', label: '机构答复', readOnly: true, maxLength: 2000, hidden: true },
    { name: 'responseDate', type: 'date', label: '反馈日期', readOnly: true, width: 110 },
    { name: 'state', type: 'dictionary', label: '检查状态', options: stateOptions('expertCheck'), readOnly: true, importable: false, searchable: 'in', sortable: true, width: 110 },
    { name: 'closedDate', type: 'date', label: '关闭日期', readOnly: true, hidden: true },
  ],
  children: [
    {
      name: 'items',
      title: '检查项目',
      table: 'expert_check_items',
      parentColumn: 'check_id',
      fields: [
        { name: 'itemName', type: 'string', label: '检查项目', required: true, maxLength: 200 },
        { name: 'requirement', type: 'string', label: '检查要求', maxLength: 500 },
        { name: 'finding', type: 'string', label: '检查发现', maxLength: 1000 },
      ],
    },
  ],
  detailRoute: { name: 'orgZkJcPage', query: { code: 'code', organizationId: 'organizationId' } },
};

export const EXPERT_OPINION: ResourceDeclaration = {
  name: 'expertOpinion',
  title: '专家意见',
  url: 'api/expertOpinion',
  engine: 'generic',
  table: 'expert_opinions',
  organisationScoped: true,
  permission: EXPERT_TASK_PERMISSION,
  actions: ['add', 'edit', 'del', 'export'],
  defaultSort: 'id,desc',
  autoCode: { field: 'code', sequence: 'expertOpinion', defaultPattern: 'ZJYJ-{yyyy}-{seq:4}' },
  fields: [
    { name: 'code', type: 'string', label: '意见编号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 140 },
    { name: 'check', column: 'check_id', type: 'reference', label: '质控检查', required: true, reference: { resource: 'expertCheck', labelField: 'code', carry: { checkOrgName: 'orgName' } }, searchable: 'exact', width: 140 },
    { name: 'expertId', column: 'expert_id', type: 'reference', label: '专家', required: true, reference: { resource: 'expert', labelField: 'name' }, searchable: 'exact', width: 100 },
    { name: 'opinionDate', type: 'date', label: '意见日期', searchable: 'range', sortable: true, width: 110 },
    { name: 'opinion', type: 'text', label: '总体意见', required: true, maxLength: 2000, width: 300 },
    // the exact sum of the item scores (opinionScoreTotal), kept by the server on every item's change
    { name: 'totalScore', type: 'number', label: '总评分', scale: 1, readOnly: true, width: 80 },
  ],
  children: [
    {
      name: 'items',
      title: '逐项意见',
      table: 'expert_opinion_items',
      parentColumn: 'opinion_id',
      fields: [
        { name: 'itemName', type: 'string', label: '检查项目', required: true, maxLength: 200 },
        { name: 'finding', type: 'string', label: '发现问题', maxLength: 1000 },
        { name: 'severity', type: 'dictionary', label: '严重程度', options: FINDING_SEVERITY_OPTIONS },
        { name: 'score', type: 'number', label: '评分', scale: 1 },
      ],
    },
  ],
  detailRoute: { name: 'opinionDetail', query: { code: 'code', organizationId: 'organizationId' } },
};
