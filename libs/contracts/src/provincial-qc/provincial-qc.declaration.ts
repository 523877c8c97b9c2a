/**
 * 省级质控 (省级监管与数据同步 › 省级质控, /dataGovernance/qsQualityControl/index, prefix `qsQuality`)
 * and 省级质控考核 (/qsQualityControls/index, prefix `qsQualityControls`; an organisation's part opens
 * /dataGovernance/qsQualityControl/qualityControlOrg → qualityControlOrgPage).
 *
 * A health authority's supervisor sets a QC task (盲样考核, 实验室间比对, 能力验证) with its items —
 * assigned value, σ̂ for the z score or an acceptance range — and assigns organisations of its zones
 * (by 机构编码, 分配机构). Each assignment (QS_QC_ASSIGNMENT) is the ORGANISATION's row: it enters its
 * results (exact decimals), reports them (上报结果: judged at once by `judgeProficiency`, z score or
 * range), writes its response and, when not 满意, its corrective action with evidence (提交整改). The
 * authority judges through its own task (认可 / 退回整改 with a reason, commands `accept` and
 * `returnCorrection` naming the assignment) — it never edits the organisation's row by hand.
 */
import type { FieldOption, ResourceDeclaration, ResourceField } from '../resources/resource-declaration';
import { stateOptions } from '../resources/workflows';
import { authorityNameField, orgNameField } from '../supervision/reference-block.fields';

export const QS_QC_KIND_OPTIONS: FieldOption[] = [
  { value: 'blindSample', label: '盲样考核' },
  { value: 'comparison', label: '实验室间比对' },
  { value: 'proficiency', label: '能力验证' },
];

export const QS_QC_VERDICT_OPTIONS: FieldOption[] = [
  { value: 'satisfactory', label: '满意' },
  { value: 'questionable', label: '有问题' },
  { value: 'unsatisfactory', label: '不满意' },
];

export const QS_QC_RULE_OPTIONS: FieldOption[] = [
  { value: 'zScore', label: 'z比分数' },
  { value: 'range', label: '接受范围' },
];

/** What an item of a task sets; the assignment's result rows carry a copy (the task may not change after 下达). */
const ITEM_FIELDS: ResourceField[] = [
  { name: 'itemName', type: 'string', label: '考核项目', required: true, maxLength: 100 },
  { name: 'unit', type: 'string', label: '单位', maxLength: 30 },
  { name: 'assignedValue', type: 'number', label: '指定值', scale: 6 },
  { name: 'sigma', type: 'number', label: '能力评定标准差', scale: 6 },
  { name: 'lowerLimit', type: 'number', label: '接受范围下限', scale: 6 },
  { name: 'upperLimit', type: 'number', label: '接受范围上限', scale: 6 },
];

export const QS_QC_TASK: ResourceDeclaration = {
  name: 'qsQcTask',
  title: '省级质控任务',
  url: 'api/qsQcTask',
  engine: 'generic',
  table: 'qs_qc_tasks',
  organisationScoped: true,
  permission: 'qsQuality',
  actions: ['add', 'edit', 'del', 'export'],
  defaultSort: 'id,desc',
  autoCode: { field: 'code', sequence: 'qsQcTask', defaultPattern: 'SZK-{yyyy}-{seq:4}' },
  workflow: { field: 'state', machine: 'qsQcTask', deletableIn: ['draft'], stamp: { issue: 'issuedDate', close: 'closedDate' } },
  fields: [
    { name: 'code', type: 'string', label: '任务编号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 140 },
    { name: 'name', type: 'string', label: '任务名称', required: true, maxLength: 200, searchable: 'contains', sortable: true, width: 220 },
    { name: 'kind', type: 'dictionary', label: '考核方式', options: QS_QC_KIND_OPTIONS, required: true, searchable: 'in', sortable: true, width: 110 },
    { name: 'taskYear', type: 'integer', label: '年度', required: true, validators: ['nonNegativeInteger'], searchable: 'exact', sortable: true, width: 70 },
    authorityNameField('组织单位', 180),
    { name: 'dueDate', type: 'date', label: '上报截止日期', required: true, searchable: 'range', sortable: true, width: 120 },
    { name: 'state', type: 'dictionary', label: '任务状态', options: stateOptions('qsQcTask'), readOnly: true, importable: false, searchable: 'in', sortable: true, width: 100 },
    { name: 'issuedDate', type: 'date', label: '下达日期', readOnly: true, width: 110 },
    { name: 'closedDate', type: 'date', label: '结束日期', readOnly: true, hidden: true },
    { name: 'description', type: 'text', label: '任务说明', maxLength: 2000, hidden: true },
  ],
  children: [{ name: 'items', title: '考核项目', table: 'qs_qc_task_items', parentColumn: 'task_id', fields: ITEM_FIELDS }],
  commands: [
    {
      name: 'assign',
      label: '分配机构',
      states: ['issued'],
      fields: [{ name: 'organizationCode', type: 'string', label: '机构编码', required: true, maxLength: 50 }],
    },
    {
      name: 'accept',
      label: '认可',
      reason: 'optional',
      states: ['issued'],
      fields: [
        { name: 'assignmentCode', type: 'string', label: '考核编号', required: true, maxLength: 50 },
        { name: 'opinion', type: 'text', label: '评价意见', maxLength: 1000 },
      ],
    },
    {
      name: 'returnCorrection',
      label: '退回整改',
      reason: 'required',
      states: ['issued'],
      fields: [{ name: 'assignmentCode', type: 'string', label: '考核编号', required: true, maxLength: 50 }],
    },
  ],
  detailRoute: { name: 'qsQcTaskPage', query: { code: 'code', organizationId: 'organizationId' } },
};

export const QS_QC_ASSIGNMENT: ResourceDeclaration = {
  name: 'qsQcAssignment',
  title: '省级质控考核',
  url: 'api/qsQcAssignment',
  engine: 'generic',
  table: 'qs_qc_assignments',
  organisationScoped: true,
  permission: 'qsQualityControls',
  // made by the authority's 分配机构; the organisation answers it, never adds or deletes one
  actions: ['edit', 'export'],
  defaultSort: 'id,desc',
  autoCode: { field: 'code', sequence: 'qsQcAssignment', defaultPattern: 'ZKKH-{yyyy}-{seq:5}' },
  workflow: { field: 'state', machine: 'qsQcAssignment', deletableIn: [], stamp: { report: 'reportedDate', submitCorrection: 'correctionDate', accept: 'closedDate' }, moduleEvents: ['accept', 'returnCorrection'] },
  fields: [
    { name: 'code', type: 'string', label: '考核编号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 140 },
    { name: 'taskCode', type: 'string', label: '任务编号', readOnly: true, maxLength: 50, searchable: 'exact', sortable: true, width: 140 },
    { name: 'taskName', type: 'string', label: '任务名称', readOnly: true, maxLength: 200, searchable: 'contains', sortable: true, width: 200 },
    { name: 'kind', type: 'dictionary', label: '考核方式', options: QS_QC_KIND_OPTIONS, readOnly: true, searchable: 'in', sortable: true, width: 110 },
    { name: 'taskYear', type: 'integer', label: '年度', readOnly: true, searchable: 'exact', sortable: true, width: 70 },
    authorityNameField('组织单位', 160),
    orgNameField('考核机构', 100, 180),
    { name: 'dueDate', type: 'date', label: '上报截止日期', readOnly: true, searchable: 'range', sortable: true, width: 120 },
    { name: 'state', type: 'dictionary', label: '考核状态', options: stateOptions('qsQcAssignment'), readOnly: true, importable: false, searchable: 'in', sortable: true, width: 100 },
    { name: 'verdict', type: 'dictionary', label: '评价结果', options: QS_QC_VERDICT_OPTIONS, readOnly: true, searchable: 'in', sortable: true, width: 90 },
    { name: 'reportedDate', type: 'date', label: '上报日期', readOnly: true, width: 110 },
    { name: 'response', type: 'text', label: '机构说明', maxLength: 2000, hidden: true },
    { name: 'correctiveAction', type: 'text', label: '整改措施', maxLength: 2000, hidden: true },
    { name: 'correctionDate', type: 'date', label: '整改提交日期', readOnly: true, hidden: true },
    { name: 'opinion', type: 'text', label: '监管评价意见', readOnly: true, maxLength: 1000, hidden: true },
    { name: 'closedDate', type: 'date', label: '完结日期', readOnly: true, hidden: true },
    { name: 'taskId', type: 'integer', label: '任务', readOnly: true, hidden: true, exportable: false },
  ],
  children: [
    {
      name: 'results',
      title: '考核结果',
      table: 'qs_qc_results',
      parentColumn: 'assignment_id',
      fields: [
        ...ITEM_FIELDS.map((f) => ({ ...f, readOnly: true, required: false })),
        { name: 'reportedValue', type: 'number', label: '上报结果', scale: 6 },
        { name: 'zScore', type: 'number', label: 'z比分数', scale: 2, readOnly: true },
        { name: 'rule', type: 'dictionary', label: '评价方法', options: QS_QC_RULE_OPTIONS, readOnly: true },
        { name: 'verdict', type: 'dictionary', label: '评价', options: QS_QC_VERDICT_OPTIONS, readOnly: true },
      ],
    },
  ],
  attachments: [{ name: 'evidence', label: '整改证明', accept: ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx', 'xls', 'xlsx'], maxBytes: 20 * 1024 * 1024 }],
  detailRoute: { name: 'qualityControlOrgPage', query: { code: 'code', organizationId: 'organizationId' } },
};
