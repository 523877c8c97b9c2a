/**
 * 职业卫生报告 (menu 省级监管与数据同步 › 职业卫生报告, /dataGovernance/occupationalHealthReport/index)
 * and 数据同步 (/dataGovernance/dataSynchronization/differentPlatform/index, prefix alias `dataSync`):
 * one provincial push per issued report version (新增推送 names an issued report; never typed). Its
 * record — employer, organisation, report and detection points — is mapped from our data at 提交
 * (blockers such as an unmapped hazard or a missing employer fact refuse it, listed one by one) and
 * kept as the snapshot sent. 主管 and 质控 review it (each rejection with its reason); 质控审核通过
 * queues the push job (推送中), which ends it 已推送 or 推送失败 with the province's message.
 * Organisation-scoped.
 */
import type { FieldOption, ResourceDeclaration } from '../resources/resource-declaration';
import { stateOptions } from '../resources/workflows';
import { CHECK_TYPE_OPTIONS } from '../projects/project.declaration';

/** States in which 推送 (the batch job) takes a push: queued and not finished, or failed. */
export const PUSHABLE_STATES: readonly string[] = ['pushing', 'pushFailed'];

export const PROVINCIAL_PUSH_STATE_OPTIONS: FieldOption[] = stateOptions('provincialPush');

export const PROVINCIAL_PUSH: ResourceDeclaration = {
  name: 'provincialPush',
  title: '职业卫生报告推送',
  url: 'api/provincialPush',
  engine: 'generic',
  table: 'provincial_pushes',
  organisationScoped: true,
  permission: 'ohReport',
  permissionAliases: ['dataSync'],
  // made only from an issued report (新增推送), deleted only before its first submission
  actions: ['del', 'export'],
  defaultSort: 'id,desc',
  workflow: {
    field: 'state',
    machine: 'provincialPush',
    deletableIn: ['pendingSubmission'],
    // the push job ends a push; people never do
    moduleEvents: ['pushSucceeded', 'pushRefused'],
  },
  fields: [
    { name: 'code', column: 'report_code', type: 'string', label: '报告编号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 170 },
    { name: 'reportVersion', type: 'integer', label: '版本', readOnly: true, width: 60 },
    { name: 'belongReport', column: 'report_id', type: 'reference', label: '报告', readOnly: true, reference: { resource: 'report', labelField: 'code' }, hidden: true, exportable: false },
    { name: 'belongProject', column: 'project_id', type: 'reference', label: '项目名称', readOnly: true, reference: { resource: 'project', labelField: 'name' }, searchable: 'exact', width: 200 },
    { name: 'checkType', type: 'dictionary', label: '检测类型', options: CHECK_TYPE_OPTIONS, readOnly: true, searchable: 'in', sortable: true, width: 100 },
    { name: 'employerName', type: 'string', label: '用人单位', readOnly: true, maxLength: 200, searchable: 'contains', sortable: true, width: 200 },
    { name: 'employerCreditCode', type: 'string', label: '统一社会信用代码', readOnly: true, maxLength: 18, searchable: 'exact', width: 170 },
    { name: 'employerAreaCode', type: 'string', label: '行政区划代码', readOnly: true, maxLength: 9, searchable: 'exact', hidden: true },
    { name: 'state', type: 'dictionary', label: '推送状态', options: PROVINCIAL_PUSH_STATE_OPTIONS, readOnly: true, importable: false, searchable: 'in', sortable: true, width: 110 },
    { name: 'submittedBy', column: 'submitted_by', type: 'user', label: '提交人', readOnly: true, width: 90 },
    { name: 'submittedAt', type: 'datetime', label: '提交时间', readOnly: true, searchable: 'range', sortable: true, width: 160 },
    { name: 'supervisorApprovedBy', column: 'supervisor_approved_by', type: 'user', label: '主管审核人', readOnly: true, hidden: true },
    { name: 'supervisorApprovedAt', type: 'datetime', label: '主管审核时间', readOnly: true, hidden: true },
    { name: 'qcApprovedBy', column: 'qc_approved_by', type: 'user', label: '质控审核人', readOnly: true, hidden: true },
    { name: 'qcApprovedAt', type: 'datetime', label: '质控审核时间', readOnly: true, hidden: true },
    { name: 'supervisorRejectReason', type: 'text', label: '主管驳回原因', readOnly: true, maxLength: 500, hidden: true },
    { name: 'qcRejectReason', type: 'text', label: '质控驳回原因', readOnly: true, maxLength: 500, hidden: true },
    { name: 'pushedAt', type: 'datetime', label: '推送时间', readOnly: true, searchable: 'range', sortable: true, width: 160 },
    { name: 'provinceRecordId', type: 'string', label: '省平台记录号', readOnly: true, maxLength: 100, searchable: 'exact', width: 150 },
    { name: 'attempts', type: 'integer', label: '推送次数', readOnly: true, width: 80 },
    { name: 'lastError', type: 'text', label: '失败原因', readOnly: true, maxLength: 1000, width: 220 },
    { name: 'idempotencyKey', type: 'string', label: '幂等键', readOnly: true, maxLength: 200, hidden: true, exportable: false },
    { name: 'lastJobId', type: 'string', label: '推送任务', readOnly: true, maxLength: 36, hidden: true, exportable: false },
  ],
  listCommands: [
    { name: 'generate', label: '新增推送', confirm: '为选中的已签发报告生成推送记录？' },
    { name: 'push', label: '推送', confirm: '推送选中的记录到省平台？' },
  ],
  // by the report's number and version (the spec's query fields: code, flag, organizationId)
  detailRoute: { name: 'ohReportPage', query: { code: 'code', flag: 'reportVersion', organizationId: 'organizationId' } },
};
