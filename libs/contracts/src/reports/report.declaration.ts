/**
 * 报告 (menus 报告预览 /reportPreview and 报告预览（新） /reportPreviewNew for incoming samples): a
 * project's report, compiled from the project's data (never typed — the content is a snapshot of
 * ReportContent stored with the row, read at `api/report/:id/content`), numbered per organisation,
 * year and type by a configurable pattern (OHIT-DJ-2026-0001: {type} is the template's letters,
 * each type its own gap-free running number), moved by @ohit/domain's report machine (编制中 → 审批中 →
 * 已签发) through the organisation's approval flow (the approvals module: 提交审批, 通过 each step, 退回;
 * the step waiting is `approvalStepName`). After issue a change is an amendment (ISO/IEC 17025 7.8.8): a new row
 * with the same number and the next version, `amends` naming the version it amends and the
 * reason; the amended version stays as it was (已签发, then 已作废（被替代） once its amendment is issued).
 * The PDF is rendered by the worker into the `pdf` slot (its id, SHA-256 and time on the row).
 */
import type { AttachmentSlot, FieldOption, ResourceDeclaration, ResourceField } from '../resources/resource-declaration';
import { stateOptions } from '../resources/workflows';
import type { ReportTemplateKind } from './report-content';
import { REPORT_SIGNATURE_SLOT, REPORT_SIGNATURES_CHILD } from './report-signatures';

/** The templates a report is printed with: by the project's check type, and the incoming-sample one. */
export const REPORT_TEMPLATE_OPTIONS: FieldOption[] = [
  { value: 'periodic', label: '定期检测' },
  { value: 'evaluation', label: '评价检测' },
  { value: 'supervision', label: '监督检测' },
  { value: 'incoming', label: '来样检测' },
];

/** The letters a report number prints for its template ({type} in the pattern). */
export const REPORT_TYPE_CODES: Readonly<Record<ReportTemplateKind, string>> = { periodic: 'DJ', evaluation: 'PJ', supervision: 'JD', incoming: 'LY' };

/** Check types (PROJECT's CHECK_TYPE_OPTIONS) → template: 定期 10, 监督 20, the evaluations 30–33. */
const TEMPLATE_BY_CHECK_TYPE: Readonly<Record<string, ReportTemplateKind>> = { '10': 'periodic', '20': 'supervision', '30': 'evaluation', '31': 'evaluation', '32': 'evaluation', '33': 'evaluation' };

/** The template of a project's report: incoming samples have their own; otherwise by its check type (定期检测 when unknown). */
export function reportTemplateOf(project: Readonly<Record<string, unknown>>): ReportTemplateKind {
  if (project.incomingSample === true) return 'incoming';
  return TEMPLATE_BY_CHECK_TYPE[String(project.type ?? '')] ?? 'periodic';
}

/** The templates of each report screen: 报告预览 the site projects', 报告预览（新） the incoming samples'. */
export const SITE_REPORT_TEMPLATES: readonly ReportTemplateKind[] = ['periodic', 'evaluation', 'supervision'];
export const INCOMING_REPORT_TEMPLATES: readonly ReportTemplateKind[] = ['incoming'];

export const REPORT_CONCLUSION_OPTIONS: FieldOption[] = ['符合', '不符合', '无法判定'].map((value) => ({ value, label: value }));

/** The rendered PDF (the worker's render job writes it; never uploaded by hand). */
export const REPORT_PDF_SLOT: AttachmentSlot = { name: 'pdf', label: '报告PDF', accept: ['pdf'], maxBytes: 50 * 1024 * 1024 };

const REPORT_FIELDS: ResourceField[] = [
  { name: 'code', type: 'string', label: '报告编号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 180 },
  // the report's edition (1 the first issue, 2, 3 … its amendments); the row's own `version` is the kernel's lock
  { name: 'reportVersion', type: 'integer', label: '版本', readOnly: true, importable: false, sortable: true, width: 70 },
  {
    name: 'belongProject',
    column: 'project_id',
    type: 'reference',
    label: '项目名称',
    readOnly: true,
    reference: { resource: 'project', labelField: 'name', carry: { projectCode: 'code' } },
    searchable: 'exact',
    sortable: true,
    width: 220,
  },
  { name: 'belongInspect', column: 'inspected_unit_id', type: 'reference', label: '受检单位', readOnly: true, reference: { resource: 'inspectedUnit', labelField: 'name' }, searchable: 'exact', sortable: true, width: 200 },
  { name: 'template', type: 'dictionary', label: '报告类型', options: REPORT_TEMPLATE_OPTIONS, readOnly: true, searchable: 'in', sortable: true, width: 100 },
  { name: 'checkTypeName', type: 'string', label: '检测类型', readOnly: true, maxLength: 20, width: 100 },
  { name: 'state', type: 'dictionary', label: '报告状态', options: stateOptions('report'), readOnly: true, importable: false, searchable: 'in', sortable: true, width: 110 },
  // the approval step waiting (校核, 审核, 签发 …) as the report's flow names it; written by the approvals module with each step
  { name: 'approvalStepName', type: 'string', label: '审批步骤', readOnly: true, importable: false, maxLength: 20, width: 100 },
  { name: 'conclusion', type: 'dictionary', label: '检测结论', options: REPORT_CONCLUSION_OPTIONS, readOnly: true, searchable: 'in', width: 100 },
  { name: 'compiledAt', type: 'datetime', label: '编制时间', readOnly: true, searchable: 'range', sortable: true, width: 160 },
  { name: 'compiledBy', column: 'compiled_by', type: 'user', label: '编制人', readOnly: true, searchable: 'exact', width: 90 },
  { name: 'issueDate', type: 'date', label: '签发日期', readOnly: true, searchable: 'range', sortable: true, width: 110 },
  { name: 'amends', column: 'amends_id', type: 'reference', label: '修改自', readOnly: true, reference: { resource: 'report', labelField: 'code', carry: { amendsVersion: 'reportVersion' } }, hidden: true },
  { name: 'amendmentReason', type: 'text', label: '修改原因', readOnly: true, maxLength: 500, hidden: true },
  { name: 'pdfAttachmentId', type: 'integer', label: 'PDF文件', readOnly: true, hidden: true, exportable: false },
  { name: 'pdfSha256', type: 'string', label: 'PDF摘要（SHA-256）', readOnly: true, maxLength: 64, hidden: true },
  { name: 'pdfRenderedAt', type: 'datetime', label: 'PDF生成时间', readOnly: true, hidden: true },
];

export const REPORT: ResourceDeclaration = {
  name: 'report',
  title: '检测报告',
  url: 'api/report',
  engine: 'generic',
  table: 'reports',
  organisationScoped: true,
  permission: 'reportPreview',
  // 报告预览（新）: the incoming samples' reports, the same rows under its menu's buttons
  permissionAliases: ['reportPreviewNew'],
  // made only by 编制报告 and 修改报告, never typed, never deleted (the numbers stay gap-free)
  actions: ['export', 'codePattern'],
  defaultSort: 'id,desc',
  autoCode: { field: 'code', sequence: 'report', defaultPattern: 'OHIT-{type}-{yyyy}-{seq:4}', type: { field: 'template', codes: REPORT_TYPE_CODES } },
  workflow: {
    field: 'state',
    machine: 'report',
    stamp: { issue: 'issueDate' },
    // the approval steps are the approvals module's (api/reportApproval: the flow's rules decide who and where to);
    // 修改 makes a new version (修改报告) and never re-opens a signed one; 作废 follows the amendment's issue
    moduleEvents: ['submit', 'pass', 'issue', 'return', 'returnToCompiler', 'amend', 'supersede'],
  },
  fields: REPORT_FIELDS,
  commands: [
    { name: 'recompile', label: '重新编制', reason: 'required' },
    { name: 'amendReport', label: '修改报告', reason: 'required' },
    // a one-time link for 技术服务机构 or 用人单位 to sign this version (its own route: the address is shown once)
    { name: 'signLink', label: '生成签字链接' },
  ],
  listCommands: [{ name: 'compile', label: '编制报告', confirm: '根据项目数据编制报告？' }],
  attachments: [REPORT_PDF_SLOT, REPORT_SIGNATURE_SLOT],
  children: [REPORT_SIGNATURES_CHILD],
  // versions share the number: the link names the version (the spec's `flag` query field)
  detailRoute: { name: 'reportDetail', query: { code: 'code', flag: 'reportVersion', organizationId: 'organizationId' } },
};
