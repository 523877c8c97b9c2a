/**
 * 检测批次 (实验室检测 /lab/laboratory, the family screens under 实验室 — 气相色谱 … 外委检测 — and
 * the 原始记录 lists): one analysis run of one method on one instrument, over the samples the
 * analyst was given. Every instrument family is the same declaration: the family (a definition of
 * @ohit/domain's LAB_FAMILIES: its readings, calculation, QC and record template) says which
 * readings the items carry and how they are computed; `origin` switches the 来样检测 (lyjc) twin.
 * Children: the standard curve's levels, the items (the samples and the QC samples — blanks,
 * parallels, spikes — with their readings and the results the server computed), and the standard
 * substances used (stock lots). Workflow: @ohit/domain's analysis machine; its original record is
 * the batch itself, versioned by its history (after the first submission every change needs a
 * reason and shows old → new).
 */
import type { ChildCollection, FieldOption, ResourceDeclaration, ResourceField } from '../resources/resource-declaration';
import { stateOptions } from '../resources/workflows';
import { INSTRUMENT_FAMILY_OPTIONS } from '../methods/instrument-families';
import { INSTRUMENT_DATA_SLOT } from './instrument-import';

/** 样品来源: samples taken by our samplers, or handed in by a client (来样检测). */
export const SAMPLE_ORIGIN_OPTIONS: FieldOption[] = [
  { value: 'site', label: '现场采样' },
  { value: 'incoming', label: '来样检测' },
];

/** What an item of a batch is: a sample, or one of the batch's QC samples. */
export const BATCH_ITEM_KIND_OPTIONS: FieldOption[] = [
  { value: 'sample', label: '样品' },
  { value: 'fieldBlank', label: '现场空白' },
  { value: 'labBlank', label: '实验室空白' },
  { value: 'parallel', label: '平行样' },
  { value: 'spike', label: '加标样' },
];

/**
 * The readings an item may carry (@ohit/domain LAB_READINGS: the family says which it uses and in
 * what order); decimals to six places, the way instruments print them.
 */
export const BATCH_READING_FIELDS: ResourceField[] = [
  { name: 'response', type: 'number', scale: 6, label: '响应值' },
  { name: 'responseBack', type: 'number', scale: 6, label: '后段响应值' },
  { name: 'conc', type: 'number', scale: 6, label: '测得浓度' },
  { name: 'concBack', type: 'number', scale: 6, label: '后段浓度' },
  { name: 'blankConc', type: 'number', scale: 6, label: '空白浓度' },
  { name: 'solutionVolume', type: 'number', scale: 3, label: '样品溶液体积（mL）' },
  { name: 'desorbVolume', type: 'number', scale: 3, label: '解吸液体积（mL）' },
  { name: 'dilution', type: 'number', scale: 3, label: '稀释倍数' },
  { name: 'massBefore', type: 'number', scale: 5, label: '采样前质量（mg）' },
  { name: 'massAfter', type: 'number', scale: 5, label: '采样后质量（mg）' },
  { name: 'sampleMass', type: 'number', scale: 5, label: '样品质量（g）' },
  { name: 'residueMass', type: 'number', scale: 5, label: '残渣质量（g）' },
  { name: 'spikeAdded', type: 'number', scale: 6, label: '加标量' },
  { name: 'standardVolume', type: 'number', scale: 3, label: '标准采样体积（L）' },
  { name: 'particlesUnder2', type: 'integer', label: '<2μm 颗粒数' },
  { name: 'particles2to5', type: 'integer', label: '2~5μm 颗粒数' },
  { name: 'particles5to10', type: 'integer', label: '5~10μm 颗粒数' },
  { name: 'particlesOver10', type: 'integer', label: '≥10μm 颗粒数' },
];

/** What the server computed for an item when the batch was last submitted (read-only). */
export const BATCH_RESULT_FIELDS: ResourceField[] = [
  { name: 'resultValue', type: 'number', scale: 8, label: '计算结果', readOnly: true },
  { name: 'resultText', type: 'string', label: '报告结果', readOnly: true, maxLength: 40 },
  { name: 'resultCounted', type: 'number', scale: 8, label: '计入值', readOnly: true, hidden: true },
  { name: 'belowLod', type: 'boolean', label: '低于检出限', readOnly: true },
  { name: 'flags', type: 'string', label: '标记', readOnly: true, maxLength: 100 },
  { name: 'explanation', type: 'text', label: '计算过程', readOnly: true, maxLength: 1000, hidden: true },
];

export const BATCH_ITEM_FIELDS: ResourceField[] = [
  { name: 'kind', type: 'dictionary', label: '类型', options: BATCH_ITEM_KIND_OPTIONS, required: true, defaultValue: 'sample' },
  // samples come with the batch (组批); QC samples may name the sample they duplicate or spike
  { name: 'sample', column: 'sample_id', type: 'reference', label: '样品编号', reference: { resource: 'sample', labelField: 'code', carry: { sampleHazard: 'hazard' } } },
  { name: 'code', type: 'string', label: '编号', maxLength: 80 },
  { name: 'pairOf', column: 'pair_of_id', type: 'integer', label: '对应样品行' },
  ...BATCH_READING_FIELDS,
  ...BATCH_RESULT_FIELDS,
];

export const CURVE_POINT_FIELDS: ResourceField[] = [
  { name: 'level', type: 'integer', label: '序号', required: true },
  { name: 'concentration', type: 'number', scale: 6, label: '标准浓度', required: true },
  { name: 'response', type: 'number', scale: 6, label: '响应值', required: true },
];

export const BATCH_SUBSTANCE_FIELDS: ResourceField[] = [
  { name: 'stockItem', column: 'stock_item_id', type: 'reference', label: '标准物质', required: true, reference: { resource: 'standardSubstance', labelField: 'name', carry: { lotNo: 'batchNo', expiryDate: 'expiryDate' } } },
  { name: 'usage', type: 'string', label: '用途', maxLength: 100 },
];

const BATCH_CHILDREN: ChildCollection[] = [
  { name: 'curve', title: '标准曲线', table: 'lab_batch_curve_points', parentColumn: 'batch_id', fields: CURVE_POINT_FIELDS },
  { name: 'items', title: '检测样品', table: 'lab_batch_items', parentColumn: 'batch_id', fields: BATCH_ITEM_FIELDS },
  { name: 'substances', title: '标准物质', table: 'lab_batch_substances', parentColumn: 'batch_id', fields: BATCH_SUBSTANCE_FIELDS },
];

/** The screens over batches, each under its own permission prefix (the menus' codes). */
export const LAB_BATCH_PREFIXES = [
  'labGas',
  'liquidChromatography',
  'ionChromatography',
  'labYzxs',
  'labYzyg',
  'labFggd',
  'labIcp',
  'labDwdd',
  'labBfghwx',
  'labMsbsf',
  'labRjxt',
  'labEyhg',
  'labFc',
  'labFcfsd',
  'labZffx',
  'labWwjc',
  'record',
  'recordNew',
  'recordLyjc',
  'incomingSample',
] as const;

export const LAB_BATCH: ResourceDeclaration = {
  name: 'labBatch',
  title: '检测批次',
  url: 'api/labBatch',
  engine: 'generic',
  table: 'lab_batches',
  organisationScoped: true,
  permission: 'laboratory',
  permissionAliases: [...LAB_BATCH_PREFIXES],
  actions: ['edit', 'export'],
  autoCode: { field: 'code', sequence: 'labBatch', defaultPattern: 'JC-{yyyy}-{seq:4}' },
  workflow: { field: 'state', machine: 'analysis', deletableIn: ['assigned'], stamp: { submit: 'submittedDate', release: 'releasedDate' } },
  detailRoute: { name: 'labBatchDetail', query: { code: 'code', organizationId: 'organizationId' } },
  fields: [
    { name: 'code', type: 'string', label: '批次编号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 130 },
    { name: 'family', type: 'dictionary', label: '仪器类别', options: INSTRUMENT_FAMILY_OPTIONS, readOnly: true, searchable: 'in', sortable: true, width: 100 },
    { name: 'origin', type: 'dictionary', label: '样品来源', options: SAMPLE_ORIGIN_OPTIONS, readOnly: true, searchable: 'exact', width: 90 },
    { name: 'method', column: 'method_id', type: 'reference', label: '检测方法', readOnly: true, reference: { resource: 'labMethod', labelField: 'methodName', carry: { standardNo: 'standardNo', hazardName: 'hazardName' } }, width: 220 },
    { name: 'hazard', type: 'string', label: '检测因素', readOnly: true, maxLength: 200, searchable: 'contains', width: 140 },
    { name: 'projectNames', type: 'string', label: '项目', readOnly: true, maxLength: 500, searchable: 'contains', width: 200 },
    { name: 'state', type: 'dictionary', label: '批次状态', options: stateOptions('analysis'), readOnly: true, searchable: 'in', sortable: true, width: 90 },
    { name: 'instrument', column: 'instrument_id', type: 'reference', label: '检测仪器', required: true, reference: { resource: 'equipment', labelField: 'name', carry: { instrumentCode: 'code', instrumentUsableUntil: 'usableUntil' } }, width: 150 },
    { name: 'analysisDate', type: 'date', label: '检测日期', required: true, searchable: 'range', sortable: true, width: 110 },
    { name: 'analyst', column: 'analyst_id', type: 'user', label: '检测人', readOnly: true, searchable: 'exact', width: 90 },
    { name: 'checker', column: 'checker_id', type: 'user', label: '校核人', readOnly: true, width: 90 },
    { name: 'verifier', column: 'verifier_id', type: 'user', label: '审核人', readOnly: true, width: 90 },
    { name: 'sampleCount', type: 'integer', label: '样品数', readOnly: true, width: 70 },
    { name: 'envTemperature', type: 'number', scale: 1, label: '室温（℃）', hidden: true },
    { name: 'envHumidity', type: 'number', scale: 1, label: '相对湿度（%）', hidden: true },
    { name: 'detectionLimit', type: 'number', scale: 6, label: '检出限', validators: ['nonNegativeNumber'], hidden: true },
    { name: 'minDetectableConc', type: 'number', scale: 6, label: '最低检出浓度（mg/m³）', validators: ['nonNegativeNumber'], hidden: true },
    { name: 'desorptionEfficiency', type: 'number', scale: 4, label: '解吸效率', validators: ['positiveNumber'], hidden: true },
    { name: 'checkStandardExpected', type: 'number', scale: 6, label: '核查标准理论值', hidden: true },
    { name: 'checkStandardMeasured', type: 'number', scale: 6, label: '核查标准测得值', hidden: true },
    // a curve of an earlier batch of the method, reused within its validity (a check standard is then required)
    { name: 'curveFrom', column: 'curve_from_id', type: 'reference', label: '沿用曲线批次', reference: { resource: 'labBatch', labelField: 'code' }, hidden: true },
    { name: 'curveValidUntil', type: 'date', label: '曲线有效期至', hidden: true },
    { name: 'curveSlope', type: 'number', scale: 10, label: '斜率 b', readOnly: true, hidden: true },
    { name: 'curveIntercept', type: 'number', scale: 10, label: '截距 a', readOnly: true, hidden: true },
    { name: 'curveR', type: 'string', label: '相关系数 r', readOnly: true, maxLength: 20, hidden: true },
    { name: 'qcPassed', type: 'boolean', label: '质控合格', readOnly: true, searchable: 'exact', width: 80 },
    { name: 'qcSummary', type: 'text', label: '质控结论', readOnly: true, maxLength: 2000, hidden: true },
    { name: 'deviationReason', type: 'text', label: '质控偏离说明', readOnly: true, maxLength: 500, hidden: true },
    { name: 'deviationApprovedBy', column: 'deviation_approved_by', type: 'user', label: '偏离批准人', readOnly: true, hidden: true },
    { name: 'submittedDate', type: 'date', label: '提交日期', readOnly: true, searchable: 'range', sortable: true, hidden: true },
    { name: 'releasedDate', type: 'date', label: '发布日期', readOnly: true, searchable: 'range', sortable: true, width: 110 },
    { name: 'recordVersion', type: 'integer', label: '记录版次', readOnly: true, hidden: true },
    { name: 'remark', type: 'text', label: '备注', maxLength: 500, hidden: true },
  ],
  children: BATCH_CHILDREN,
  attachments: [
    { name: 'curvePdf', label: '标准曲线图谱', accept: ['pdf'], maxBytes: 20 * 1024 * 1024 },
    { name: 'signalPdf', label: '样品谱图', accept: ['pdf'], maxBytes: 50 * 1024 * 1024 },
    // an instrument export imported into the items is kept here too (ISO/IEC 17025: raw data retained)
    { name: INSTRUMENT_DATA_SLOT, label: '仪器原始数据', accept: ['csv', 'txt', 'xlsx', 'xls', 'pdf'], maxBytes: 20 * 1024 * 1024 },
    { name: 'externalReport', label: '外委检测报告', accept: ['pdf', 'jpg', 'png'], maxBytes: 20 * 1024 * 1024 },
  ],
  commands: [
    // QC failed: the quality role approves a recorded deviation so the results may be released
    { name: 'approveDeviation', label: '批准质控偏离', reason: 'required' },
  ],
  // 组批 (实验室检测): the analyst's distributed samples of one method become a batch (body: sampleIds, instrument, analysisDate)
  listCommands: [{ name: 'compose', label: '组批', confirm: '将所选样品组成一个检测批次，样品进入检测中。是否继续？' }],
};
