/**
 * 现场调查 (menu 项目与现场 › 现场调查): one survey per project — who went, who of the employer
 * went with them, the production, and what the sampling plan is generated from: per workshop
 * the equipment (type, units, hazards it gives off), the posts (headcount, exposed headcount,
 * hours per day, days per week) and per post the hazards (to be tested or only identified,
 * contact hours). Workflow surveyStateMachine; once finished its facts are locked
 * ('该项目已结束调查') until it is re-opened with a reason.
 */
import type { AttachmentSlot, ChildCollection, FieldOption, ResourceDeclaration } from '../resources/resource-declaration';
import { PROJECT_ROW_FIELDS } from '../projects/project-row-fields';
import { stateOptions } from '../resources/workflows';

/** 物态 of a raw or auxiliary material. */
export const MATERIAL_STATE_OPTIONS: FieldOption[] = [
  { value: '1', label: '固态' },
  { value: '2', label: '液态' },
  { value: '3', label: '气态' },
];

/** 体力劳动强度分级 (GBZ 2.2 / GB 3869): I–IV. */
export const LABOUR_INTENSITY_OPTIONS: FieldOption[] = [
  { value: 'I', label: 'Ⅰ级' },
  { value: 'II', label: 'Ⅱ级' },
  { value: 'III', label: 'Ⅲ级' },
  { value: 'IV', label: 'Ⅳ级' },
];

/** State of a protective or emergency facility as found on site. */
export const FACILITY_STATE_OPTIONS: FieldOption[] = [
  { value: '1', label: '正常' },
  { value: '2', label: '异常' },
  { value: '3', label: '未运行' },
];

/** Whether the PPE of a post is issued and worn. */
export const PPE_STATE_OPTIONS: FieldOption[] = [
  { value: '1', label: '已发放并佩戴' },
  { value: '2', label: '已发放未佩戴' },
  { value: '3', label: '未发放' },
];

export const SURVEY_ATTACHMENT_TYPES = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx', 'xls', 'xlsx', 'zip'];
export const SURVEY_ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;

const slot = (name: string, label: string): AttachmentSlot => ({ name, label, accept: SURVEY_ATTACHMENT_TYPES, maxBytes: SURVEY_ATTACHMENT_MAX_BYTES });

/** Attachment slots; the spec's upload endpoints map onto them (SURVEY_UPLOAD_ENDPOINTS). */
export const SURVEY_ATTACHMENTS: AttachmentSlot[] = [
  slot('processFlow', '工艺流程图'),
  slot('rawMaterials', '原辅材料资料'),
  slot('layout', '设备布局图及照片'),
  slot('other', '其他附件'),
];

/** Spec §7 upload endpoints (multipart `file` + `surveyId`) → the survey's attachment slot they fill. */
export const SURVEY_UPLOAD_ENDPOINTS: Readonly<Record<string, string>> = {
  'api/productionProcess/upload': 'processFlow',
  'api/productionProcess/uploadFile': 'processFlow',
  'api/rawMaterialsInfo/upload': 'rawMaterials',
  'api/eqpLayoutInfo/upload': 'layout',
};

const workshop = { name: 'workshop', type: 'string', label: '车间/区域', required: true, maxLength: 100 } as const;

/**
 * Child collections. The sampling plan reads: posts (workshop, post, headcount,
 * exposedHeadcount, hoursPerDay, daysPerWeek), postHazards (workshop, post, hazard, toTest,
 * contactHours) and equipment (workshop, equipmentType, units, hazards).
 */
const SURVEY_CHILDREN: ChildCollection[] = [
  {
    name: 'processes',
    title: '生产工艺',
    table: 'site_survey_processes',
    parentColumn: 'survey_id',
    fields: [
      { name: 'name', type: 'string', label: '工艺名称', required: true, maxLength: 100 },
      { name: 'description', type: 'text', label: '工艺流程描述', maxLength: 2000 },
    ],
  },
  {
    name: 'materials',
    title: '原辅材料',
    table: 'site_survey_materials',
    parentColumn: 'survey_id',
    fields: [
      { name: 'name', type: 'string', label: '名称', required: true, maxLength: 100 },
      { name: 'hazardousComponents', type: 'string', label: '有害成分及含量', maxLength: 500 },
      { name: 'annualAmount', type: 'number', scale: 3, label: '年用量', validators: ['nonNegativeNumber'] },
      { name: 'amountUnit', type: 'string', label: '用量单位', maxLength: 20 },
      { name: 'state', type: 'dictionary', label: '物态', options: MATERIAL_STATE_OPTIONS },
    ],
  },
  {
    name: 'products',
    title: '产品',
    table: 'site_survey_products',
    parentColumn: 'survey_id',
    fields: [
      { name: 'name', type: 'string', label: '产品名称', required: true, maxLength: 100 },
      { name: 'annualOutput', type: 'number', scale: 3, label: '年产量', validators: ['nonNegativeNumber'] },
      { name: 'outputUnit', type: 'string', label: '产量单位', maxLength: 20 },
    ],
  },
  {
    name: 'equipment',
    title: '设备布局',
    table: 'site_survey_equipment',
    parentColumn: 'survey_id',
    fields: [
      workshop,
      { name: 'equipmentType', type: 'string', label: '设备名称/型号', required: true, maxLength: 100 },
      { name: 'units', type: 'integer', label: '数量（台/套）', required: true, validators: ['nonNegativeInteger'] },
      { name: 'location', type: 'string', label: '布局位置', maxLength: 200 },
      { name: 'hazards', type: 'string', label: '产生的危害因素', maxLength: 1000, vocabulary: { name: 'hazard', multiple: true } },
    ],
  },
  {
    name: 'posts',
    title: '岗位/工种',
    table: 'site_survey_posts',
    parentColumn: 'survey_id',
    fields: [
      workshop,
      { name: 'post', type: 'string', label: '岗位', required: true, maxLength: 100 },
      { name: 'jobType', type: 'string', label: '工种', maxLength: 100 },
      { name: 'headcount', type: 'integer', label: '定员人数', required: true, validators: ['nonNegativeInteger'] },
      { name: 'exposedHeadcount', type: 'integer', label: '接害人数', required: true, validators: ['nonNegativeInteger'] },
      { name: 'shiftSystem', type: 'string', label: '班制', maxLength: 50 },
      { name: 'hoursPerDay', type: 'number', scale: 1, label: '每班工作时间（h）', required: true, validators: ['positiveNumber'] },
      { name: 'daysPerWeek', type: 'number', scale: 1, label: '每周工作天数（d）', required: true, validators: ['positiveNumber'] },
      { name: 'labourIntensity', type: 'dictionary', label: '体力劳动强度', options: LABOUR_INTENSITY_OPTIONS },
      { name: 'workDescription', type: 'text', label: '工作内容', maxLength: 1000 },
    ],
  },
  {
    name: 'postHazards',
    title: '岗位危害因素',
    table: 'site_survey_post_hazards',
    parentColumn: 'survey_id',
    fields: [
      workshop,
      { name: 'post', type: 'string', label: '岗位', required: true, maxLength: 100 },
      { name: 'hazard', type: 'string', label: '危害因素', required: true, maxLength: 200, vocabulary: { name: 'hazard' } },
      { name: 'source', type: 'string', label: '产生环节/来源', maxLength: 200 },
      { name: 'contactHours', type: 'number', scale: 1, label: '接触时间（h/d）', validators: ['nonNegativeNumber'] },
      // 需检测 (true): sampled and tested; false: identified on site only (识别但不检测)
      { name: 'toTest', type: 'boolean', label: '需检测', defaultValue: true },
    ],
  },
  {
    name: 'protections',
    title: '防护设施',
    table: 'site_survey_protections',
    parentColumn: 'survey_id',
    fields: [
      { name: 'name', type: 'string', label: '防护设施名称', required: true, maxLength: 100 },
      { name: 'location', type: 'string', label: '设置地点', maxLength: 200 },
      { name: 'state', type: 'dictionary', label: '运行状态', options: FACILITY_STATE_OPTIONS, required: true },
    ],
  },
  {
    name: 'ppe',
    title: '个体防护用品',
    table: 'site_survey_ppe',
    parentColumn: 'survey_id',
    fields: [
      { name: 'type', type: 'string', label: '防护用品种类', required: true, maxLength: 100 },
      { name: 'post', type: 'string', label: '使用岗位', maxLength: 100 },
      { name: 'state', type: 'dictionary', label: '发放及佩戴情况', options: PPE_STATE_OPTIONS, required: true },
    ],
  },
  {
    name: 'emergency',
    title: '应急设施',
    table: 'site_survey_emergency',
    parentColumn: 'survey_id',
    fields: [
      { name: 'name', type: 'string', label: '应急设施名称', required: true, maxLength: 100 },
      { name: 'location', type: 'string', label: '设置地点', maxLength: 200 },
      { name: 'quantity', type: 'integer', label: '数量', validators: ['nonNegativeInteger'] },
      { name: 'state', type: 'dictionary', label: '运行状态', options: FACILITY_STATE_OPTIONS },
    ],
  },
];

export const SITE_SURVEY: ResourceDeclaration = {
  name: 'siteSurvey',
  title: '现场调查',
  url: 'api/siteSurvey',
  engine: 'generic',
  table: 'site_surveys',
  organisationScoped: true,
  permission: 'siteSurvey',
  actions: ['add', 'edit', 'del', 'export'],
  workflow: { field: 'state', machine: 'survey', deletableIn: ['draft'] },
  fields: [
    ...PROJECT_ROW_FIELDS,
    { name: 'state', type: 'dictionary', label: '调查状态', options: stateOptions('survey'), readOnly: true, importable: false, searchable: 'in', sortable: true, width: 100 },
    { name: 'surveyDate', type: 'date', label: '调查日期', searchable: 'range', sortable: true },
    { name: 'surveyors', type: 'string', label: '调查人员', maxLength: 200, searchable: 'contains' },
    { name: 'accompanyName', type: 'string', label: '陪同人', maxLength: 50 },
    { name: 'accompanyPosition', type: 'string', label: '陪同人职务', maxLength: 50, hidden: true },
    { name: 'accompanyPhone', type: 'string', label: '陪同人电话', maxLength: 30, hidden: true },
    { name: 'productionOverview', type: 'text', label: '生产概况', maxLength: 2000, hidden: true },
    { name: 'remark', type: 'text', label: '备注', maxLength: 500, hidden: true },
  ],
  children: SURVEY_CHILDREN,
  attachments: SURVEY_ATTACHMENTS,
  // 应用模板: a 现场调查模板's preset rows added to the sections while 调查中 (a new survey starts from
  // the organisation's default one); served by apps/api/src/modules/data-templates
  commands: [
    {
      name: 'applyTemplate',
      label: '应用模板',
      reason: 'optional',
      fields: [{ name: 'template', type: 'reference', label: '数据模板', required: true, reference: { resource: 'siteSurveyModule', labelField: 'name' } }],
    },
  ],
  detailRoute: {
    name: 'siteSurveyDetail',
    query: {
      belongProject: 'belongProject',
      code: 'projectCode',
      belongInspect: 'belongInspect',
      belongInspectName: 'belongInspectName',
      type: 'checkType',
      organizationId: 'organizationId',
    },
  },
};
