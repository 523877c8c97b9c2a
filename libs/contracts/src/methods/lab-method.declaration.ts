/**
 * 检测方法 (menu 实验室 › 检测方法, route /labTest): the methods catalogue — master data the
 * sampling plan, the field record and the laboratory read. One row per hazard × method: the
 * standard, how samples are taken (type, collector, medium, flow, duration), how they are kept,
 * desorbed and measured (instrument family), detection limits, the decimals reported, how a
 * "<LOD" segment counts inside C_TWA, blanks, the @ohit/domain formula, validity and whether the
 * organisation is accredited (资质认定) for it. Every organisation keeps its own rows; the
 * standard library (standardMethodLibrary) is imported into each one.
 */
import type { BelowDetectionRule } from '@ohit/domain';
import type { FieldOption, ResourceDeclaration } from '../resources/resource-declaration';
import { CALCULATION_FORMULA_OPTIONS } from './calculation-formulas';
import { INSTRUMENT_FAMILY_OPTIONS } from './instrument-families';

/** 采样方式: fixed-point or personal, short-time (STEL/MAC, ≤ 15 min) or long-time (TWA); measured on site; bulk dust. */
export const SAMPLING_TYPE_OPTIONS: FieldOption[] = [
  { value: 'fixed-short', label: '定点短时间采样' },
  { value: 'fixed-long', label: '定点长时间采样' },
  { value: 'personal-short', label: '个体短时间采样' },
  { value: 'personal-long', label: '个体长时间采样' },
  { value: 'fixed-measure', label: '定点现场测量' },
  { value: 'personal-measure', label: '个体佩戴测量' },
  { value: 'bulk', label: '采集积尘' },
];

/** Sampling types whose samples serve STEL or MAC: at most 15 min (GBZ 159). */
export const SHORT_TIME_SAMPLING_TYPES: readonly string[] = ['fixed-short', 'personal-short'];

/** 低于检出限计算规则: the @ohit/domain BelowDetectionRule names, labelled. */
const BELOW_LOD_RULES: { value: BelowDetectionRule; label: string }[] = [
  { value: 'zero', label: '按0计' },
  { value: 'half-limit', label: '按检出限的1/2计' },
  { value: 'limit', label: '按检出限计' },
];
export const BELOW_LOD_RULE_OPTIONS: FieldOption[] = BELOW_LOD_RULES;

/** 粉尘类别: which GBZ 2.1 表2 limit column a dust method's result is judged against. */
export const DUST_FRACTION_OPTIONS: FieldOption[] = [
  { value: 'total', label: '总粉尘' },
  { value: 'respirable', label: '呼吸性粉尘' },
];

export const METHOD_STATUS_OPTIONS: FieldOption[] = [
  { value: '1', label: '在用' },
  { value: '2', label: '停用' },
];

/**
 * What identifies a method of the standard library inside an organisation: importing the
 * library again adds only the rows whose hazard, standard and sampling type the organisation
 * does not hold yet (one standard gives a short-time and a long-time method of a substance).
 */
export const METHOD_LIBRARY_KEY = ['hazardName', 'standardNo', 'samplingType'] as const;

export const LAB_METHOD: ResourceDeclaration = {
  name: 'labMethod',
  title: '检测方法',
  url: 'api/labTest',
  engine: 'generic',
  table: 'lab_methods',
  organisationScoped: true,
  permission: 'labTest',
  actions: ['add', 'edit', 'copy', 'del', 'export', 'import'],
  defaultSort: 'hazardName,asc',
  // adds the standard library's methods the organisation does not hold yet (apps/api/src/modules/methods)
  listCommands: [{ name: 'importLibrary', label: '导入标准方法库', confirm: '将标准方法库中本机构尚未收录的检测方法导入本机构，已有的方法不会改动。是否继续？' }],
  // a method people are authorised for (人员授权) stays on record; stop it instead (状态 停用)
  deleteGuards: [{ table: 'staff_authorizations', column: 'method_id', message: '该检测方法已有人员授权记录，不能删除，可停用' }],
  fields: [
    // the hazard by its GBZ 2.1 / GBZ 2.2 name (or 照度), so a plan finds the limit: a vocabulary field
    { name: 'hazardName', type: 'string', label: '危害因素', required: true, maxLength: 100, vocabulary: { name: 'measuredFactor' }, searchable: 'contains', sortable: true, width: 180 },
    { name: 'cas', type: 'string', label: 'CAS号', maxLength: 100, searchable: 'contains', hidden: true },
    // which 表2 column judges a dust result; a limit's other conditions (铅烟, 非高原…) belong to the work site
    { name: 'dustFraction', type: 'dictionary', label: '粉尘类别', options: DUST_FRACTION_OPTIONS, searchable: 'exact', hidden: true },
    { name: 'standardNo', type: 'string', label: '标准号', required: true, maxLength: 60, searchable: 'contains', sortable: true, width: 160 },
    { name: 'methodName', type: 'string', label: '检测方法', required: true, maxLength: 200, searchable: 'contains', width: 220 },
    { name: 'samplingType', type: 'dictionary', label: '采样方式', options: SAMPLING_TYPE_OPTIONS, required: true, searchable: 'in', sortable: true, width: 130 },
    { name: 'collector', type: 'string', label: '收集器', maxLength: 100, width: 150 },
    { name: 'medium', type: 'string', label: '采样介质/吸收液', maxLength: 200, hidden: true },
    { name: 'flowRate', type: 'number', scale: 3, label: '采样流量（L/min）', validators: ['positiveNumber'], width: 110 },
    { name: 'durationMinutes', type: 'integer', label: '采样时长（min）', validators: ['positiveNumber'], width: 110 },
    { name: 'instrumentFamily', type: 'dictionary', label: '仪器类别', options: INSTRUMENT_FAMILY_OPTIONS, required: true, searchable: 'in', sortable: true, width: 110 },
    { name: 'instrument', type: 'string', label: '检测仪器', maxLength: 100, hidden: true },
    { name: 'preservation', type: 'string', label: '样品保存条件', maxLength: 200, hidden: true },
    { name: 'shelfLifeDays', type: 'integer', label: '保存期限（天）', validators: ['nonNegativeInteger'], hidden: true },
    { name: 'desorption', type: 'string', label: '解吸/洗脱条件', maxLength: 200, hidden: true },
    // breakthrough flagged above this share of the front section (@ohit/domain default 10 %)
    { name: 'breakthroughPercent', type: 'number', scale: 1, label: '穿透判定（%）', validators: ['positiveNumber'], hidden: true },
    { name: 'detectionLimit', type: 'number', scale: 6, label: '检出限', validators: ['nonNegativeNumber'], hidden: true },
    { name: 'detectionLimitUnit', type: 'string', label: '检出限单位', maxLength: 20, hidden: true },
    { name: 'minDetectableConc', type: 'number', scale: 6, label: '最低检出浓度（mg/m³）', validators: ['nonNegativeNumber'], hidden: true },
    { name: 'reportDecimals', type: 'integer', label: '报告小数位数', validators: ['nonNegativeInteger'], defaultValue: 2, hidden: true },
    { name: 'belowLodRule', type: 'dictionary', label: '低于检出限计算规则', options: BELOW_LOD_RULE_OPTIONS, defaultValue: 'half-limit', hidden: true },
    { name: 'fieldBlanks', type: 'integer', label: '每批现场空白数', validators: ['nonNegativeInteger'], defaultValue: 2, hidden: true },
    { name: 'blankRule', type: 'string', label: '空白规则', maxLength: 200, hidden: true },
    { name: 'formula', type: 'dictionary', label: '计算公式', options: CALCULATION_FORMULA_OPTIONS, searchable: 'exact', hidden: true },
    { name: 'validFrom', type: 'date', label: '有效期起', hidden: true },
    { name: 'validTo', type: 'date', label: '有效期止', searchable: 'range', sortable: true, hidden: true },
    { name: 'accredited', type: 'boolean', label: '资质认定', defaultValue: false, searchable: 'exact', width: 90 },
    { name: 'status', type: 'dictionary', label: '状态', options: METHOD_STATUS_OPTIONS, defaultValue: '1', searchable: 'exact', sortable: true, width: 80 },
    { name: 'remark', type: 'text', label: '备注', maxLength: 500, hidden: true },
  ],
};
