/**
 * 数据模板 (menu 系统设置 › 数据模板): an organisation's presets, ONE resource shape built per
 * kind over one table (data_templates, a `kind` column; each declaration's table is the kind's
 * updatable view, the stock kinds' pattern):
 * - 现场调查模板 (siteSurveyModule): preset rows per survey section and a default 生产概况 — a new
 *   site survey is pre-filled from the organisation's default one, 应用模板 adds another's rows;
 * - 采样方案模板 (cyfaModule): the sampling plan generator's defaults — blanks per batch, days of
 *   评价检测, short-time samples at the peak, flow and duration per sampling type;
 * - 省级监测模板 (qsjcModule): a named list of provincial item codes.
 * Each kind has at most one default per organisation (only an enabled template is one); a copy
 * carries the template's rows.
 */
import { SAMPLING_TYPE_OPTIONS } from '../methods/lab-method.declaration';
import type { ChildCollection, FieldOption, ResourceDeclaration, ResourceField } from '../resources/resource-declaration';
import { SITE_SURVEY } from '../surveys/site-survey.declaration';

/** The permission prefix of every kind (the catalogue's 数据模板 menu). */
export const DATA_TEMPLATE_PERMISSION = 'dataModule';

/** A survey section a preset row fills: the survey's child, and which of its fields take the row's name and detail. */
export interface SurveyTemplateSection {
  /** The survey's child collection (SITE_SURVEY.children). */
  child: string;
  nameField: string;
  /** The field the row's 说明 goes into (none: the section has no such text). */
  detailField?: string;
  /**
   * Values of the section's required fields a preset cannot know — the state found on site — set
   * to the first option (正常, 已发放并佩戴) for the surveyor to correct while 调查中.
   */
  fixed?: Record<string, string>;
}

/** The survey sections a template presets (posts, hazards and equipment are the site's own: not preset). */
export const SURVEY_TEMPLATE_SECTIONS: readonly SurveyTemplateSection[] = [
  { child: 'processes', nameField: 'name', detailField: 'description' },
  { child: 'materials', nameField: 'name', detailField: 'hazardousComponents' },
  { child: 'products', nameField: 'name' },
  { child: 'protections', nameField: 'name', detailField: 'location', fixed: { state: '1' } },
  { child: 'ppe', nameField: 'type', detailField: 'post', fixed: { state: '1' } },
  { child: 'emergency', nameField: 'name', detailField: 'location' },
];

/** Section options: the survey's own section titles. */
export const SURVEY_TEMPLATE_SECTION_OPTIONS: FieldOption[] = SURVEY_TEMPLATE_SECTIONS.map((s) => ({
  value: s.child,
  label: SITE_SURVEY.children?.find((c) => c.name === s.child)?.title ?? s.child,
}));

/** The kinds: the table's `kind` value of each declaration. */
export type DataTemplateKind = 'siteSurvey' | 'cyfa' | 'qsjc';

const base = (extra: ResourceField[]): ResourceField[] => [
  { name: 'code', type: 'string', label: '模板编号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 150 },
  { name: 'name', type: 'string', label: '模板名称', required: true, maxLength: 100, searchable: 'contains', sortable: true, width: 220 },
  { name: 'isDefault', type: 'boolean', label: '默认模板', defaultValue: false, searchable: 'exact', sortable: true, width: 100 },
  { name: 'enabled', type: 'boolean', label: '启用', defaultValue: true, searchable: 'exact', width: 80 },
  ...extra,
  { name: 'remark', type: 'text', label: '备注', maxLength: 500, hidden: true },
];

interface KindSpec {
  /** Declaration name, also the spec's route segment (/system/dataModule/<name>/page). */
  name: string;
  title: string;
  table: string;
  codePrefix: string;
  fields: ResourceField[];
  children: ChildCollection[];
  detailRoute: string;
}

function templateDeclaration(spec: KindSpec): ResourceDeclaration {
  return {
    name: spec.name,
    title: spec.title,
    url: `api/${spec.name}`,
    engine: 'generic',
    table: spec.table,
    organisationScoped: true,
    permission: DATA_TEMPLATE_PERMISSION,
    actions: ['add', 'edit', 'del', 'copy'],
    autoCode: { field: 'code', sequence: spec.name, defaultPattern: `${spec.codePrefix}-{yyyy}-{seq:3}` },
    fields: base(spec.fields),
    // a copy of a template is a template with the same rows
    children: spec.children.map((c) => ({ ...c, copyWithParent: true })),
    detailRoute: { name: spec.detailRoute, query: { code: 'code', organizationId: 'organizationId' } },
  };
}

/** 现场调查模板: the rows a new survey's sections start with, and its 生产概况 text. */
export const SITE_SURVEY_TEMPLATE = templateDeclaration({
  name: 'siteSurveyModule',
  title: '现场调查模板',
  table: 'site_survey_templates',
  codePrefix: 'DCMB',
  fields: [{ name: 'productionOverview', type: 'text', label: '生产概况（默认文本）', maxLength: 2000, hidden: true }],
  children: [
    {
      name: 'rows',
      title: '预置内容',
      table: 'data_template_survey_rows',
      parentColumn: 'template_id',
      fields: [
        { name: 'section', type: 'dictionary', label: '调查项目', options: SURVEY_TEMPLATE_SECTION_OPTIONS, required: true, width: 130 },
        { name: 'name', type: 'string', label: '名称/种类', required: true, maxLength: 100 },
        // 工艺流程描述, 有害成分及含量, 设置地点 or 使用岗位, by section (SURVEY_TEMPLATE_SECTIONS)
        { name: 'detail', type: 'string', label: '说明（工艺描述/有害成分/设置地点/使用岗位）', maxLength: 500 },
      ],
    },
  ],
  detailRoute: 'siteSurveyModuleDetail',
});

/** 采样方案模板: what the sampling plan generator takes unless the plan says otherwise. */
export const SAMPLING_PLAN_TEMPLATE = templateDeclaration({
  name: 'cyfaModule',
  title: '采样方案模板',
  table: 'sampling_plan_templates',
  codePrefix: 'CYMB',
  fields: [
    { name: 'blanksPerBatch', type: 'integer', label: '每批现场空白样数', defaultValue: 2, required: true, validators: ['nonNegativeInteger'], width: 130 },
    { name: 'evaluationDays', type: 'integer', label: '评价检测采样天数（班）', defaultValue: 3, required: true, validators: ['nonNegativeInteger'], width: 150 },
    { name: 'shortTimeAtPeak', type: 'boolean', label: '短时间采样安排在高峰时段', defaultValue: true, width: 170 },
  ],
  children: [
    {
      name: 'flows',
      title: '采样流量及时长',
      table: 'data_template_flows',
      parentColumn: 'template_id',
      fields: [
        { name: 'samplingType', type: 'dictionary', label: '采样方式', options: SAMPLING_TYPE_OPTIONS, required: true, width: 140 },
        { name: 'flow', type: 'number', scale: 3, label: '采样流量（L/min）', validators: ['positiveNumber'] },
        { name: 'durationMinutes', type: 'integer', label: '采样时长（min）', validators: ['positiveNumber'] },
        { name: 'remark', type: 'string', label: '备注', maxLength: 200 },
      ],
    },
  ],
  detailRoute: 'cyfaModuleDetail',
});

/** 省级监测模板: a named list of provincial item codes (the per-hazard presets come with the provincial push). */
export const MONITORING_TEMPLATE = templateDeclaration({
  name: 'qsjcModule',
  title: '省级监测模板',
  table: 'monitoring_templates',
  codePrefix: 'JCMB',
  fields: [],
  children: [
    {
      name: 'items',
      title: '监测项目',
      table: 'data_template_items',
      parentColumn: 'template_id',
      fields: [
        { name: 'code', type: 'string', label: '项目编码', required: true, maxLength: 50 },
        { name: 'name', type: 'string', label: '项目名称', required: true, maxLength: 100 },
        { name: 'remark', type: 'string', label: '备注', maxLength: 200 },
      ],
    },
  ],
  detailRoute: 'qsjcModuleDetail',
});

/** Every kind's declaration, in the order of the 数据模板 page's tabs, with its `kind` value. */
export const DATA_TEMPLATE_DECLARATIONS: readonly ResourceDeclaration[] = [SITE_SURVEY_TEMPLATE, SAMPLING_PLAN_TEMPLATE, MONITORING_TEMPLATE];

export const DATA_TEMPLATE_KIND_OF: Readonly<Record<string, DataTemplateKind>> = {
  [SITE_SURVEY_TEMPLATE.name]: 'siteSurvey',
  [SAMPLING_PLAN_TEMPLATE.name]: 'cyfa',
  [MONITORING_TEMPLATE.name]: 'qsjc',
};
