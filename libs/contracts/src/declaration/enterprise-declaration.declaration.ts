/**
 * 企业申报 (menu 企业申报, /dataGovernance/enterpriseDeclaration/declarationShow → pageDeclaration): an
 * employer's 职业病危害项目申报 (domain.md §9) — 初次申报 or 变更申报 with its reason and the day of the
 * event that makes it due (declarationDueDate: 30 days after a project's acceptance, 15 after a
 * change), the employer's facts, its health-management staff, totals of workers and of
 * occupational-disease cases, per hazard category present or not with its exposed headcount, and
 * the work site × hazard × exposed table (child rows, pre-filled from the latest survey of the
 * employer's projects). enterpriseDeclarationStateMachine: 草稿 → 已提交 (→ 退回 with a reason) → 已受理.
 * Employer-scoped by 统一社会信用代码: an enterprise user files and sees its own employer's
 * only; an organisation sees its clients' (apps/api/src/modules/enterprise).
 */
import {
  DECLARATION_CHANGE_REASON_LABELS,
  DECLARATION_TYPE_LABELS,
  HAZARD_CATEGORIES,
  HAZARD_CATEGORY_LABELS,
  type HazardCategory,
} from '@ohit/domain';
import type { AttachmentSlot, FieldOption, ResourceDeclaration, ResourceField } from '../resources/resource-declaration';
import { stateOptions } from '../resources/workflows';
import { ENTERPRISE_SCALE_OPTIONS, INDUSTRY_OPTIONS } from '../resources/employer-options';

const options = (labels: Record<string, string>): FieldOption[] => Object.entries(labels).map(([value, label]) => ({ value, label }));

export const DECLARATION_TYPE_OPTIONS: FieldOption[] = options(DECLARATION_TYPE_LABELS);
export const DECLARATION_CHANGE_REASON_OPTIONS: FieldOption[] = options(DECLARATION_CHANGE_REASON_LABELS);
export const HAZARD_CATEGORY_OPTIONS: FieldOption[] = options(HAZARD_CATEGORY_LABELS);

/** 登记注册类型 (GB/T 国家统计局登记注册类型, the main ones). */
export const REGISTRATION_TYPE_OPTIONS: FieldOption[] = [
  { value: '110', label: '国有企业' },
  { value: '120', label: '集体企业' },
  { value: '150', label: '有限责任公司' },
  { value: '160', label: '股份有限公司' },
  { value: '170', label: '私营企业' },
  { value: '200', label: '港、澳、台商投资企业' },
  { value: '300', label: '外商投资企业' },
  { value: '900', label: '其他' },
];

/** The category fields of a declaration: `<category>Present` and `<category>Exposed`. */
export const categoryPresentField = (c: HazardCategory) => `${c}Present`;
export const categoryExposedField = (c: HazardCategory) => `${c}Exposed`;

const CATEGORY_FIELDS: ResourceField[] = HAZARD_CATEGORIES.flatMap((c): ResourceField[] => [
  { name: categoryPresentField(c), type: 'boolean', label: `${HAZARD_CATEGORY_LABELS[c]}（有无）`, defaultValue: false, hidden: true },
  { name: categoryExposedField(c), type: 'integer', label: `${HAZARD_CATEGORY_LABELS[c]}接触人数`, validators: ['nonNegativeInteger'], defaultValue: 0, hidden: true },
]);

export const DECLARATION_ATTACHMENT_TYPES = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx', 'xls', 'xlsx'];
const MAX_BYTES = 20 * 1024 * 1024;

export const DECLARATION_ATTACHMENTS: AttachmentSlot[] = [
  { name: 'refusalImage', label: '拒签凭证图片', accept: ['jpg', 'jpeg', 'png'], maxBytes: MAX_BYTES },
  { name: 'receipt', label: '申报回执', accept: DECLARATION_ATTACHMENT_TYPES, maxBytes: MAX_BYTES },
  { name: 'other', label: '其他附件', accept: DECLARATION_ATTACHMENT_TYPES, maxBytes: MAX_BYTES },
];

/** The spec's upload endpoint (multipart `file` + `declarationId`) → the slot it fills. */
export const DECLARATION_UPLOAD_ENDPOINTS: Readonly<Record<string, string>> = { 'api/refusalImageDeclaration/upload': 'refusalImage' };

/** States in which the employer still changes its declaration (and in which a due date is open). */
export const DECLARATION_OPEN_STATES: readonly string[] = ['draft', 'returned'];

export const ENTERPRISE_DECLARATION: ResourceDeclaration = {
  name: 'enterpriseDeclaration',
  title: '企业申报',
  url: 'api/enterpriseDeclaration',
  engine: 'generic',
  table: 'enterprise_declarations',
  organisationScoped: true,
  employerScope: { field: 'creditCode' },
  permission: 'declaration',
  // 导出: the export job reads under the owner's employer scope, like the list
  actions: ['add', 'edit', 'del', 'export'],
  defaultSort: 'id,desc',
  autoCode: { field: 'code', sequence: 'enterpriseDeclaration', defaultPattern: 'SB-{yyyy}-{seq:4}' },
  workflow: { field: 'state', machine: 'enterpriseDeclaration', deletableIn: ['draft'], stamp: { submit: 'submittedDate', accept: 'acceptedDate' } },
  fields: [
    { name: 'code', type: 'string', label: '申报编号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 130 },
    { name: 'declarationType', type: 'dictionary', label: '申报类型', options: DECLARATION_TYPE_OPTIONS, required: true, defaultValue: 'initial', searchable: 'exact', sortable: true, width: 100 },
    { name: 'changeReason', type: 'dictionary', label: '变更原因', options: DECLARATION_CHANGE_REASON_OPTIONS, searchable: 'exact', width: 170 },
    { name: 'eventDate', type: 'date', label: '验收或变更日期', hidden: true },
    {
      name: 'dueDate',
      type: 'date',
      label: '申报期限',
      readOnly: true,
      importable: false,
      computed: { fn: 'declarationDueDate', inputs: ['declarationType', 'changeReason', 'eventDate'] },
      // 7 → due within 7 days, overdue included
      searchable: 'withinDays',
      sortable: true,
      width: 110,
    },
    { name: 'state', type: 'dictionary', label: '申报状态', options: stateOptions('enterpriseDeclaration'), readOnly: true, importable: false, searchable: 'in', sortable: true, width: 90 },
    { name: 'creditCode', type: 'string', label: '统一社会信用代码', validators: ['creditCode'], maxLength: 18, searchable: 'exact', sortable: true, width: 180 },
    { name: 'employerName', type: 'string', label: '用人单位名称', maxLength: 200, searchable: 'contains', sortable: true, width: 200 },
    { name: 'registeredAddress', type: 'string', label: '注册地址', maxLength: 300, hidden: true },
    { name: 'workAddress', type: 'string', label: '作业场所地址', maxLength: 300, hidden: true },
    { name: 'industry', type: 'dictionary', label: '所属行业', dictionary: 'industry', options: INDUSTRY_OPTIONS, hidden: true },
    { name: 'registrationType', type: 'dictionary', label: '登记注册类型', options: REGISTRATION_TYPE_OPTIONS, hidden: true },
    { name: 'scale', type: 'dictionary', label: '企业规模', dictionary: 'enterprise_scale', options: ENTERPRISE_SCALE_OPTIONS, hidden: true },
    { name: 'legalRepresentative', type: 'string', label: '法定代表人', maxLength: 50, hidden: true },
    { name: 'contact', type: 'string', label: '联系人', maxLength: 50 },
    { name: 'contactPhone', type: 'string', label: '联系电话', maxLength: 30 },
    { name: 'healthStaffFullTime', type: 'integer', label: '职业卫生管理人员（专职）', validators: ['nonNegativeInteger'], defaultValue: 0, hidden: true },
    { name: 'healthStaffPartTime', type: 'integer', label: '职业卫生管理人员（兼职）', validators: ['nonNegativeInteger'], defaultValue: 0, hidden: true },
    { name: 'workerCount', type: 'integer', label: '劳动者总人数', validators: ['nonNegativeInteger'], sortable: true },
    { name: 'diseaseCaseCount', type: 'integer', label: '职业病累计人数', validators: ['nonNegativeInteger'], defaultValue: 0, hidden: true },
    ...CATEGORY_FIELDS,
    { name: 'exposedCount', type: 'integer', label: '接害总人数', readOnly: true, importable: false, width: 100 },
    { name: 'prefillSource', type: 'string', label: '危害因素带入来源', readOnly: true, importable: false, maxLength: 300, hidden: true },
    { name: 'submittedDate', type: 'date', label: '提交日期', readOnly: true, importable: false, searchable: 'range', sortable: true, width: 110 },
    { name: 'acceptedDate', type: 'date', label: '受理日期', readOnly: true, importable: false, hidden: true },
    { name: 'returnReason', type: 'text', label: '退回原因', readOnly: true, importable: false, maxLength: 500, hidden: true },
    { name: 'remark', type: 'text', label: '备注', maxLength: 500, hidden: true },
  ],
  children: [
    {
      name: 'hazards',
      title: '作业场所职业病危害因素',
      table: 'enterprise_declaration_hazards',
      parentColumn: 'declaration_id',
      fields: [
        { name: 'workSite', type: 'string', label: '作业场所', required: true, maxLength: 100 },
        { name: 'hazard', type: 'string', label: '危害因素', required: true, maxLength: 200 },
        { name: 'category', type: 'dictionary', label: '危害因素类别', options: HAZARD_CATEGORY_OPTIONS, required: true },
        { name: 'exposedCount', type: 'integer', label: '接触人数', required: true, validators: ['nonNegativeInteger'] },
      ],
    },
  ],
  attachments: DECLARATION_ATTACHMENTS,
  commands: [
    // 从调查带入: the hazard table and the category totals again from the latest survey (while 草稿 or 退回)
    { name: 'prefill', label: '从现场调查带入', reason: 'optional', states: DECLARATION_OPEN_STATES },
  ],
  detailRoute: { name: 'pageDeclaration', query: { id: 'id', code: 'code' } },
};
