/**
 * The declared resources. `inspectedUnit`, `equipment` and `equipmentCategory` (a tree) are served by the generic engine;
 * `users`, `roles` and `organization` describe identity's hand-written endpoints so the web's
 * generic screen can drive them too.
 */
import { HAZARD_RISK_CLASS_LABELS, INSPECTED_UNIT_HAS_PROJECTS_MESSAGE } from '@ohit/domain';
import type { FieldOption, ResourceDeclaration } from './resource-declaration';
import { PROJECT } from '../projects/project.declaration';
import { LAB_METHOD } from '../methods/lab-method.declaration';
import { SITE_SURVEY } from '../surveys/site-survey.declaration';
import { SAMPLING_PLAN } from '../sampling-plans/sampling-plan.declaration';
import { PROJECT_ADJUSTMENT } from '../site-sampling/project-adjustment.declaration';
import { SAMPLING_DAY } from '../site-sampling/sampling-day.declaration';
import { SAMPLING_RECORD } from '../site-sampling/sampling-record.declaration';
import { EQUIPMENT_ISSUE } from '../equipment/equipment-issue.declaration';
import { STOCK_DECLARATIONS } from '../equipment/stock.declaration';
import { DATA_TEMPLATE_DECLARATIONS } from '../data-templates/data-template.declaration';
import { SAMPLE } from '../samples/sample.declaration';
import { SAMPLE_HANDOVER } from '../samples/sample-handover.declaration';
import { INCOMING_ORDER } from '../samples/incoming-order.declaration';
import { STAFF_AUTHORIZATION } from '../staff/staff-authorization.declaration';
import { LAB_BATCH } from '../laboratory/lab-batch.declaration';
import { WORKING_CALENDAR } from '../calendar/working-calendar.declaration';
import { INDUSTRY_NEWS } from '../news/industry-news.declaration';
import { APPROVAL_FLOW } from '../approval/approval-flow.declaration';
import { REPORT } from '../reports/report.declaration';
import { ORGANIZATION_REPORT_FACTS } from '../reports/organisation-report-facts';
import { REPORT_TEMPLATE } from '../reports/report-template.declaration';
import { PROJECT_ARCHIVE } from '../archive/project-archive.declaration';
import { QS_QC_ASSIGNMENT, QS_QC_TASK } from '../provincial-qc/provincial-qc.declaration';
import { QS_INSPECTION, QS_RECTIFICATION } from '../provincial-qc/quality-inspection.declaration';
import { REPORT_DISCLOSURE } from '../disclosure/report-disclosure.declaration';
import { PROVINCIAL_PUSH } from '../province/provincial-push.declaration';
import { PROVINCE_HAZARD_CODE } from '../province/province-hazard-code.declaration';
import { ENTERPRISE_DECLARATION } from '../declaration/enterprise-declaration.declaration';
import { ENTERPRISE_SCALE_OPTIONS, INDUSTRY_OPTIONS } from './employer-options';
import { EXPERT, EXPERT_CHECK, EXPERT_OPINION, EXPERT_TASK } from '../supervision/expert-task.declaration';
import { EXPERT_CHECK_RESPONSE } from '../supervision/expert-check-response.declaration';
import { SCORE_RECORD, SCORE_SHEET } from '../supervision/score.declaration';
import { SF_FINANCE, SF_INTEGRAL_RULE, SF_QUALITY } from '../supervision/third-party-qc.declaration';
import { RISK_ASSESSMENT } from '../risk/risk-assessment.declaration';

export const ENABLED_STATUS_OPTIONS: FieldOption[] = [
  { value: '1', label: '正常' },
  { value: '2', label: '停用' },
];

export { ENTERPRISE_SCALE_OPTIONS, INDUSTRY_OPTIONS } from './employer-options';

export const EQUIPMENT_STATUS_OPTIONS: FieldOption[] = [
  { value: '1', label: '在用' },
  { value: '2', label: '停用' },
  { value: '3', label: '维修' },
  { value: '4', label: '报废' },
];

/** 在用: the only equipment status in which an instrument may be used (the others are out of service). */
export const EQUIPMENT_IN_SERVICE = '1';

export const CALIBRATION_TYPE_OPTIONS: FieldOption[] = [
  { value: '1', label: '检定' },
  { value: '2', label: '校准' },
  { value: '3', label: '自校' },
];

export const EQUIPMENT_HAS_ISSUES_MESSAGE = '已有出库记录的设备不能删除，可停用或报废';

/** 职业病危害风险分类: serious → tested yearly, general → every three years. */
export const HAZARD_RISK_CLASS_OPTIONS: FieldOption[] = Object.entries(HAZARD_RISK_CLASS_LABELS).map(([value, label]) => ({ value, label }));

/** 受检单位 / customers (spec §5: delete refused once projects exist). */
export const INSPECTED_UNIT: ResourceDeclaration = {
  name: 'inspectedUnit',
  title: '受检单位',
  url: 'api/inspectedUnit',
  engine: 'generic',
  table: 'inspected_units',
  organisationScoped: true,
  permission: 'inspectedUnit',
  permissionAliases: ['customer'],
  actions: ['add', 'edit', 'copy', 'del', 'reset', 'status', 'relation', 'cancelRelation', 'export', 'import'],
  fields: [
    { name: 'name', type: 'string', label: '单位名称', required: true, maxLength: 100, searchable: 'contains', sortable: true, unique: true, width: 220 },
    { name: 'creditCode', type: 'string', label: '统一社会信用代码', validators: ['creditCode'], maxLength: 18, searchable: 'exact', sortable: true, width: 180 },
    { name: 'area', type: 'area', label: '所在地区', searchable: 'in', width: 180 },
    { name: 'address', type: 'string', label: '详细地址', maxLength: 200, searchable: 'contains', width: 220 },
    { name: 'contact', type: 'string', label: '联系人', maxLength: 50, searchable: 'contains' },
    { name: 'phone', type: 'string', label: '联系电话', validators: ['mobile'], maxLength: 11, searchable: 'exact' },
    { name: 'industry', type: 'dictionary', label: '所属行业', dictionary: 'industry', options: INDUSTRY_OPTIONS, searchable: 'in', sortable: true },
    { name: 'scale', type: 'dictionary', label: '企业规模', dictionary: 'enterprise_scale', options: ENTERPRISE_SCALE_OPTIONS, searchable: 'exact', sortable: true },
    { name: 'employeeCount', type: 'integer', label: '职工人数', validators: ['nonNegativeInteger'], searchable: 'range', sortable: true },
    { name: 'status', type: 'dictionary', label: '状态', dictionary: 'unit_status', options: ENABLED_STATUS_OPTIONS, defaultValue: '1', searchable: 'exact', sortable: true },
    { name: 'riskClass', type: 'dictionary', label: '职业病危害风险分类', dictionary: 'hazard_risk_class', options: HAZARD_RISK_CLASS_OPTIONS, searchable: 'exact', sortable: true },
    // set when a 定期检测 project of the unit issues its report (projects module)
    { name: 'lastDetectionDate', type: 'date', label: '上次定期检测', readOnly: true, importable: false, searchable: 'range', sortable: true, hidden: true },
    // set when a risk assessment of the unit is confirmed (risk-assessments module): its date and its code
    { name: 'riskAssessedDate', type: 'date', label: '风险评估日期', readOnly: true, importable: false, hidden: true },
    { name: 'riskAssessmentCode', type: 'string', label: '风险评估编号', readOnly: true, importable: false, maxLength: 50, hidden: true },
    {
      name: 'nextDetectionDue',
      type: 'date',
      label: '下次检测到期',
      readOnly: true,
      importable: false,
      computed: { fn: 'unitNextDetectionDue', inputs: ['riskClass', 'lastDetectionDate', 'riskAssessedDate'] },
      // 30 → due within 30 days, overdue included
      searchable: 'withinDays',
      sortable: true,
    },
    { name: 'remark', type: 'text', label: '备注', maxLength: 500, hidden: true },
    // the employer facts a provincial push sends (domain.md §9); hidden in the list, kept on the unit
    { name: 'exposedCount', type: 'integer', label: '接害人数', validators: ['nonNegativeInteger'], hidden: true },
    { name: 'economicTypeCode', type: 'string', label: '经济类型代码', maxLength: 3, hidden: true },
    { name: 'industryCode', type: 'string', label: '行业代码（GB/T 4754）', maxLength: 4, hidden: true },
    { name: 'areaCode', type: 'string', label: '行政区划代码', maxLength: 9, hidden: true },
    { name: 'registeredAddress', type: 'string', label: '注册地址', maxLength: 200, hidden: true },
    { name: 'legalPerson', type: 'string', label: '法定代表人', maxLength: 50, hidden: true },
  ],
  status: { field: 'status', defaultValue: '2' },
  resetFields: ['status'],
  deleteGuards: [{ table: 'projects', column: 'inspected_unit_id', message: INSPECTED_UNIT_HAS_PROJECTS_MESSAGE }],
  detailRoute: { name: 'customerDetail', query: { belongInspect: 'id', belongInspectName: 'name' } },
};

/**
 * 设备台账: instruments and samplers with their calibration (检定/校准) and its certificate. 可用至 is
 * the last day the instrument is usable as things stand (the calibration's last valid day while
 * 在用, else empty), kept by the table; sampling and the laboratory refuse an unusable one
 * (apps/api/src/modules/equipment/assert-usable-equipment.ts).
 */
export const EQUIPMENT: ResourceDeclaration = {
  name: 'equipment',
  title: '设备台账',
  url: 'api/equipment',
  engine: 'generic',
  table: 'equipment',
  organisationScoped: true,
  permission: 'equipment',
  permissionAliases: ['eqp'],
  actions: ['add', 'edit', 'copy', 'del', 'reset', 'status', 'export', 'import'],
  fields: [
    { name: 'code', type: 'string', label: '设备编号', required: true, maxLength: 50, searchable: 'contains', sortable: true, unique: true },
    { name: 'name', type: 'string', label: '设备名称', required: true, maxLength: 100, searchable: 'contains', sortable: true, width: 180 },
    { name: 'model', type: 'string', label: '规格型号', maxLength: 100, searchable: 'contains' },
    { name: 'serialNo', type: 'string', label: '出厂编号', maxLength: 100, searchable: 'exact' },
    { name: 'manufacturer', type: 'string', label: '生产厂家', maxLength: 100, hidden: true },
    { name: 'status', type: 'dictionary', label: '设备状态', dictionary: 'equipment_status', options: EQUIPMENT_STATUS_OPTIONS, defaultValue: '1', searchable: 'in', sortable: true },
    { name: 'calibrationType', type: 'dictionary', label: '检定/校准方式', dictionary: 'calibration_type', options: CALIBRATION_TYPE_OPTIONS, hidden: true },
    { name: 'calibrationDate', type: 'date', label: '检定/校准日期', searchable: 'range', sortable: true },
    // 30 → due within 30 days, lapsed ones included
    { name: 'calibrationDueDate', type: 'date', label: '检定有效期至', searchable: 'withinDays', sortable: true },
    { name: 'calibrationAgency', type: 'string', label: '检定/校准机构', maxLength: 100, hidden: true },
    { name: 'certificateNo', type: 'string', label: '证书编号', maxLength: 100, searchable: 'exact', hidden: true },
    { name: 'usableUntil', type: 'date', label: '可用至', readOnly: true, importable: false, searchable: 'range', sortable: true },
    { name: 'location', type: 'string', label: '存放地点', maxLength: 100, searchable: 'contains' },
    { name: 'keeper', type: 'string', label: '保管人', maxLength: 50, searchable: 'contains' },
    { name: 'price', type: 'number', scale: 2, label: '单价（元）', validators: ['nonNegativeNumber'], sortable: true, hidden: true },
    { name: 'remark', type: 'text', label: '备注', maxLength: 500, hidden: true },
  ],
  status: { field: 'status', defaultValue: '2' },
  resetFields: ['status'],
  deleteGuards: [{ table: 'equipment_issues', column: 'equipment_id', message: EQUIPMENT_HAS_ISSUES_MESSAGE }],
  attachments: [
    { name: 'certificate', label: '检定/校准证书', accept: ['pdf', 'jpg', 'jpeg', 'png'], maxBytes: 20 * 1024 * 1024 },
    { name: 'other', label: '其他附件', accept: ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx', 'xls', 'xlsx'], maxBytes: 20 * 1024 * 1024 },
  ],
  detailRoute: { name: 'eqpLedgerDetail', query: { code: 'code', organizationId: 'organizationId' } },
};

/**
 * 设备分类: a tree by parentId served by the generic engine (lists page over the roots and
 * nest `children`; a search answers flat matches). 分类名称 is unique among siblings — the
 * same name may appear under different parents — enforced by a unique index on
 * (organization_id, parent, name); the parent must be in the same organisation, never the row
 * itself or one of its descendants, and a category that still has children cannot be deleted.
 * A blank 排序 is stored as 999. The seeded menu's buttons use the prefix 'eqpCategory'.
 */
export const EQUIPMENT_CATEGORY: ResourceDeclaration = {
  name: 'equipmentCategory',
  title: '设备分类',
  url: 'api/equipmentCategory',
  engine: 'generic',
  table: 'equipment_categories',
  tree: { parentField: 'parentId' },
  organisationScoped: true,
  permission: 'equipmentCategory',
  permissionAliases: ['eqpCategory'],
  actions: ['add', 'edit', 'del', 'export', 'import'],
  fields: [
    { name: 'name', type: 'string', label: '分类名称', required: true, maxLength: 100, searchable: 'contains', sortable: true, unique: true, width: 220 },
    { name: 'code', type: 'string', label: '分类编码', maxLength: 50, searchable: 'contains', sortable: true, width: 140 },
    { name: 'parentId', type: 'integer', label: '上级分类', hidden: true },
    { name: 'sort', type: 'integer', label: '排序', validators: ['nonNegativeInteger'], defaultValue: 999, sortable: true, width: 90 },
    { name: 'remark', type: 'text', label: '备注', maxLength: 500 },
  ],
  defaultSort: 'sort,asc',
};

/** Identity's users screen (GET/POST/PUT/DELETE api/users, docs/api.md, "Identity and access"). */
export const USERS: ResourceDeclaration = {
  name: 'users',
  title: '用户管理',
  url: 'api/users',
  engine: 'custom',
  organisationScoped: true,
  permission: 'user',
  actions: ['add', 'edit', 'del'],
  fields: [
    { name: 'username', type: 'string', label: '用户名', required: true, validators: ['username'], maxLength: 50, sortable: true },
    { name: 'nickName', type: 'string', label: '昵称', required: true, maxLength: 50 },
    { name: 'phone', type: 'string', label: '电话', validators: ['phone'] },
    { name: 'email', type: 'string', label: '邮箱', validators: ['email'], maxLength: 100 },
    { name: 'enabled', type: 'boolean', label: '启用', searchable: 'exact', sortable: true },
    { name: 'expiryDate', type: 'datetime', label: '有效期', sortable: true },
    { name: 'blurry', type: 'string', label: '关键字', searchable: 'contains', exportable: false, importable: false, hidden: true },
  ],
};

/** Identity's roles screen (api/roles). */
export const ROLES: ResourceDeclaration = {
  name: 'roles',
  title: '角色管理',
  url: 'api/roles',
  engine: 'custom',
  // read by reference fields (an approval step's role); identity's own endpoints write it
  table: 'roles',
  organisationScoped: true,
  permission: 'roles',
  actions: ['add', 'edit', 'del'],
  fields: [
    { name: 'name', type: 'string', label: '角色名称', required: true, maxLength: 50, sortable: true },
    { name: 'level', type: 'integer', label: '角色级别', required: true, validators: ['nonNegativeInteger'], sortable: true },
    {
      name: 'dataScope',
      type: 'dictionary',
      label: '数据权限',
      options: [
        { value: 'ALL', label: '全部' },
        { value: 'OWN_ORG', label: '本机构' },
        { value: 'CUSTOM', label: '自定义' },
        // a health authority's supervisor: reads the organisations of its zones, writes none
        { value: 'ZONE', label: '分区监管' },
      ],
    },
    { name: 'description', type: 'text', label: '描述', maxLength: 255 },
    { name: 'blurry', type: 'string', label: '关键字', searchable: 'contains', exportable: false, importable: false, hidden: true },
  ],
};

/** Identity's organisations screen (api/organization), a tree by parentId. */
export const ORGANIZATION: ResourceDeclaration = {
  name: 'organization',
  title: '机构管理',
  url: 'api/organization',
  engine: 'custom',
  tree: { parentField: 'parentId' },
  organisationScoped: true,
  permission: 'organization',
  actions: ['add', 'edit', 'del'],
  fields: [
    { name: 'name', type: 'string', label: '机构名称', required: true, maxLength: 100, searchable: 'contains', sortable: true },
    { name: 'code', type: 'string', label: '机构编码', required: true, maxLength: 50, sortable: true },
    { name: 'zoneCode', type: 'string', label: '区划代码', maxLength: 20 },
    { name: 'parentId', type: 'integer', label: '上级机构' },
    { name: 'enabled', type: 'boolean', label: '启用', searchable: 'exact' },
    // ISO/IEC 17025: off unless the organisation allows one person to check or verify their own results
    { name: 'allowSelfVerification', type: 'boolean', label: '允许自校核/自审核', defaultValue: false, hidden: true },
    // what its reports print of it (cover, 说明): ORGANIZATION_REPORT_FACTS
    ...ORGANIZATION_REPORT_FACTS,
  ],
};

export const RESOURCE_DECLARATIONS: readonly ResourceDeclaration[] = [INSPECTED_UNIT, EQUIPMENT, EQUIPMENT_CATEGORY, PROJECT, SITE_SURVEY, SAMPLING_PLAN, SAMPLING_DAY, SAMPLING_RECORD, PROJECT_ADJUSTMENT, SAMPLE, SAMPLE_HANDOVER, INCOMING_ORDER, LAB_METHOD, LAB_BATCH, REPORT, REPORT_TEMPLATE, PROJECT_ARCHIVE, STAFF_AUTHORIZATION, EQUIPMENT_ISSUE, ...STOCK_DECLARATIONS, ...DATA_TEMPLATE_DECLARATIONS, REPORT_DISCLOSURE, PROVINCIAL_PUSH, PROVINCE_HAZARD_CODE, RISK_ASSESSMENT, INDUSTRY_NEWS, WORKING_CALENDAR, APPROVAL_FLOW, ENTERPRISE_DECLARATION, USERS, ROLES, ORGANIZATION, EXPERT, EXPERT_TASK, EXPERT_CHECK, EXPERT_OPINION, EXPERT_CHECK_RESPONSE, SCORE_SHEET, SCORE_RECORD, SF_QUALITY, SF_FINANCE, SF_INTEGRAL_RULE, QS_QC_TASK, QS_QC_ASSIGNMENT, QS_INSPECTION, QS_RECTIFICATION];

export function declarationOf(name: string): ResourceDeclaration | undefined {
  return RESOURCE_DECLARATIONS.find((d) => d.name === name);
}

/** Declarations the generic engine serves (the api and the worker). */
export const GENERIC_RESOURCES: readonly ResourceDeclaration[] = RESOURCE_DECLARATIONS.filter((d) => d.engine === 'generic');
