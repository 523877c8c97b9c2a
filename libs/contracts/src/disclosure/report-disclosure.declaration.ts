/**
 * 报告公示 (menu 省级监管与数据同步 › 报告公示, /dataGovernance/reportFormula/index; public pages
 * /orgReportFormula and /orgReportFormulaDetails): the public disclosure of an issued report — the
 * facts the regulation asks to publish (用人单位, the project team, who surveyed, sampled and tested
 * and when, the employer's accompanying persons, photo evidence, the conclusions), compiled from the
 * project's data when the report is issued (never typed; a snapshot read at `…/:id/facts`), reviewed
 * by a supervisor and published by quality (reportDisclosureStateMachine) within
 * DISCLOSURE_WORKING_DAYS working days of the issue (`deadline`, counted on the 工作日历; `deadlineCovered`
 * false when a year it crossed was not maintained). It may be withheld (不予公示) or withdrawn (撤回)
 * with a reason. Organisation-scoped; one row per issued report version.
 */
import type { ResourceDeclaration } from '../resources/resource-declaration';
import { stateOptions } from '../resources/workflows';
import { REPORT_CONCLUSION_OPTIONS } from '../reports/report.declaration';

/** The state a disclosure is public in (the public pages show no other). */
export const DISCLOSURE_PUBLISHED = 'published';

/** States still waiting for publication: past the deadline in one of these, a disclosure is overdue. */
export const DISCLOSURE_OPEN_STATES: readonly string[] = ['pending', 'reviewed'];

export const REPORT_DISCLOSURE: ResourceDeclaration = {
  name: 'reportDisclosure',
  title: '报告公示',
  url: 'api/reportDisclosure',
  engine: 'generic',
  table: 'report_disclosures',
  organisationScoped: true,
  permission: 'reportFormula',
  // made only from an issued report (on issue, or 生成公示), never typed or deleted
  actions: ['export'],
  defaultSort: 'id,desc',
  autoCode: { field: 'code', sequence: 'reportDisclosure', defaultPattern: 'GS-{yyyy}-{seq:4}' },
  workflow: { field: 'state', machine: 'reportDisclosure', deletableIn: [] },
  fields: [
    { name: 'code', type: 'string', label: '公示编号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 130 },
    { name: 'reportCode', type: 'string', label: '报告编号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 170 },
    { name: 'reportVersion', type: 'integer', label: '版本', readOnly: true, width: 60 },
    { name: 'belongReport', column: 'report_id', type: 'reference', label: '报告', readOnly: true, reference: { resource: 'report', labelField: 'code' }, hidden: true, exportable: false },
    { name: 'belongProject', column: 'project_id', type: 'reference', label: '项目名称', readOnly: true, reference: { resource: 'project', labelField: 'name' }, searchable: 'exact', width: 200 },
    { name: 'employerName', type: 'string', label: '用人单位', readOnly: true, maxLength: 200, searchable: 'contains', sortable: true, width: 200 },
    { name: 'employerAddress', type: 'string', label: '用人单位地址', readOnly: true, maxLength: 300, hidden: true },
    { name: 'checkTypeName', type: 'string', label: '检测类型', readOnly: true, maxLength: 20, width: 90 },
    { name: 'conclusion', type: 'dictionary', label: '检测结论', options: REPORT_CONCLUSION_OPTIONS, readOnly: true, searchable: 'in', width: 90 },
    { name: 'issueDate', type: 'date', label: '签发日期', readOnly: true, searchable: 'range', sortable: true, width: 110 },
    { name: 'deadline', type: 'date', label: '公示期限', readOnly: true, searchable: 'range', sortable: true, width: 110 },
    { name: 'deadlineCovered', type: 'boolean', label: '期限按工作日历计算', readOnly: true, hidden: true },
    { name: 'deadlineWarning', type: 'text', label: '期限提示', readOnly: true, maxLength: 300, hidden: true, exportable: false },
    { name: 'state', type: 'dictionary', label: '公示状态', options: stateOptions('reportDisclosure'), readOnly: true, importable: false, searchable: 'in', sortable: true, width: 110 },
    { name: 'reviewedBy', column: 'reviewed_by', type: 'user', label: '主管审核人', readOnly: true, width: 100 },
    { name: 'reviewedAt', type: 'datetime', label: '审核时间', readOnly: true, hidden: true },
    { name: 'publishedBy', column: 'published_by', type: 'user', label: '发布人', readOnly: true, hidden: true },
    { name: 'publishedAt', type: 'datetime', label: '发布时间', readOnly: true, searchable: 'range', sortable: true, width: 160 },
    { name: 'withheldReason', type: 'text', label: '不予公示原因', readOnly: true, maxLength: 500, hidden: true },
    { name: 'withdrawalReason', type: 'text', label: '撤回原因', readOnly: true, maxLength: 500, hidden: true },
  ],
  listCommands: [{ name: 'generate', label: '生成公示', confirm: '为本机构已签发但尚未生成公示的报告生成公示记录？' }],
  detailRoute: { name: 'reportFormulaDetail', query: { code: 'code', organizationId: 'organizationId' } },
};
