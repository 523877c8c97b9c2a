/**
 * 质量监督 (/qualitySupervision/index, prefix `qualitySupervision`): a health authority's quality
 * inspections of the organisations of its zones and each organisation's rectification.
 *
 * QS_INSPECTION is the AUTHORITY's row: the organisation inspected (by 机构编码, in the supervisor's
 * zones), the date, inspectors, basis, findings (child rows, changed only in 草稿), the rectification
 * deadline and conclusion; 下达整改 opens the organisation's QS_RECTIFICATION with the findings copied.
 * QS_RECTIFICATION is the ORGANISATION's row: its measures per finding, completion date, evidence, 提交整改;
 * the authority answers through its inspection (认可整改 with an opinion, 退回整改 with a reason) and
 * then 关闭检查 — it never edits the organisation's row.
 */
import type { FieldOption, ResourceDeclaration } from '../resources/resource-declaration';
import { stateOptions } from '../resources/workflows';
import { authorityNameField, orgCodeField, orgNameField } from '../supervision/reference-block.fields';

export const FINDING_SEVERITY_LEVELS: FieldOption[] = [
  { value: 'minor', label: '一般' },
  { value: 'major', label: '较重' },
  { value: 'critical', label: '严重' },
];

export const QS_INSPECTION: ResourceDeclaration = {
  name: 'qsInspection',
  title: '质量监督检查',
  url: 'api/qsInspection',
  engine: 'generic',
  table: 'qs_inspections',
  organisationScoped: true,
  permission: 'qualitySupervision',
  actions: ['add', 'edit', 'del', 'export'],
  defaultSort: 'id,desc',
  autoCode: { field: 'code', sequence: 'qsInspection', defaultPattern: 'ZLJD-{yyyy}-{seq:4}' },
  workflow: { field: 'state', machine: 'qsInspection', deletableIn: ['draft'], stamp: { issue: 'issuedDate', close: 'closedDate' } },
  fields: [
    { name: 'code', type: 'string', label: '检查编号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 140 },
    orgCodeField('typed', 120),
    orgNameField('被检查机构', 100, 200),
    { name: 'inspectionDate', type: 'date', label: '检查日期', required: true, searchable: 'range', sortable: true, width: 110 },
    { name: 'inspectors', type: 'string', label: '检查人员', maxLength: 200, width: 160 },
    { name: 'basis', type: 'text', label: '检查依据', maxLength: 1000, hidden: true },
    { name: 'rectifyDue', type: 'date', label: '整改期限', required: true, searchable: 'range', sortable: true, width: 110 },
    { name: 'conclusion', type: 'text', label: '检查结论', maxLength: 2000, hidden: true },
    { name: 'state', type: 'dictionary', label: '检查状态', options: stateOptions('qsInspection'), readOnly: true, importable: false, searchable: 'in', sortable: true, width: 100 },
    { name: 'rectificationCode', type: 'string', label: '整改编号', readOnly: true, maxLength: 50, width: 140 },
    { name: 'issuedDate', type: 'date', label: '下达日期', readOnly: true, hidden: true },
    { name: 'closedDate', type: 'date', label: '关闭日期', readOnly: true, hidden: true },
  ],
  children: [
    {
      name: 'findings',
      title: '检查发现',
      table: 'qs_inspection_findings',
      parentColumn: 'inspection_id',
      fields: [
        { name: 'item', type: 'string', label: '检查项目', maxLength: 200 },
        { name: 'finding', type: 'text', label: '问题描述', required: true, maxLength: 1000 },
        { name: 'severity', type: 'dictionary', label: '严重程度', options: FINDING_SEVERITY_LEVELS, required: true },
        { name: 'requirement', type: 'text', label: '整改要求', maxLength: 1000 },
      ],
    },
  ],
  commands: [
    { name: 'acceptRectification', label: '认可整改', reason: 'optional', states: ['issued'], fields: [{ name: 'opinion', type: 'text', label: '评价意见', maxLength: 1000 }] },
    { name: 'returnRectification', label: '退回整改', reason: 'required', states: ['issued'] },
  ],
  detailRoute: { name: 'qsInspectionPage', query: { code: 'code', organizationId: 'organizationId' } },
};

export const QS_RECTIFICATION: ResourceDeclaration = {
  name: 'qsRectification',
  title: '整改',
  url: 'api/qsRectification',
  engine: 'generic',
  table: 'qs_rectifications',
  organisationScoped: true,
  permission: 'qualitySupervision',
  // opened by the authority's 下达整改; the organisation answers it, never adds or deletes one
  actions: ['edit', 'export'],
  defaultSort: 'id,desc',
  autoCode: { field: 'code', sequence: 'qsRectification', defaultPattern: 'ZGTZ-{yyyy}-{seq:4}' },
  workflow: {
    field: 'state',
    machine: 'qsRectification',
    deletableIn: [],
    stamp: { submitRectification: 'submittedDate', acceptRectification: 'acceptedDate' },
    moduleEvents: ['acceptRectification', 'returnRectification'],
  },
  fields: [
    { name: 'code', type: 'string', label: '整改编号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 140 },
    { name: 'inspectionCode', type: 'string', label: '检查编号', readOnly: true, maxLength: 50, searchable: 'exact', sortable: true, width: 140 },
    authorityNameField('检查单位', 180),
    orgNameField('被检查机构', 100, 200),
    { name: 'inspectionDate', type: 'date', label: '检查日期', readOnly: true, width: 110 },
    { name: 'rectifyDue', type: 'date', label: '整改期限', readOnly: true, searchable: 'range', sortable: true, width: 110 },
    { name: 'state', type: 'dictionary', label: '整改状态', options: stateOptions('qsRectification'), readOnly: true, importable: false, searchable: 'in', sortable: true, width: 100 },
    { name: 'measures', type: 'text', label: '整改措施', maxLength: 2000, hidden: true },
    { name: 'completedDate', type: 'date', label: '整改完成日期', width: 120 },
    { name: 'submittedDate', type: 'date', label: '提交日期', readOnly: true, width: 110 },
    { name: 'opinion', type: 'text', label: '监管评价意见', readOnly: true, maxLength: 1000, hidden: true },
    { name: 'acceptedDate', type: 'date', label: '认可日期', readOnly: true, hidden: true },
    { name: 'inspectionId', type: 'integer', label: '检查', readOnly: true, hidden: true, exportable: false },
  ],
  children: [
    {
      name: 'findings',
      title: '问题与整改',
      table: 'qs_rectification_items',
      parentColumn: 'rectification_id',
      fields: [
        { name: 'item', type: 'string', label: '检查项目', readOnly: true, maxLength: 200 },
        { name: 'finding', type: 'text', label: '问题描述', readOnly: true, maxLength: 1000 },
        { name: 'severity', type: 'dictionary', label: '严重程度', options: FINDING_SEVERITY_LEVELS, readOnly: true },
        { name: 'requirement', type: 'text', label: '整改要求', readOnly: true, maxLength: 1000 },
        { name: 'fix', type: 'text', label: '整改情况', maxLength: 1000 },
      ],
    },
  ],
  attachments: [{ name: 'evidence', label: '整改证明', accept: ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx', 'xls', 'xlsx'], maxBytes: 20 * 1024 * 1024 }],
  detailRoute: { name: 'qsRectificationPage', query: { code: 'code', organizationId: 'organizationId' } },
};
