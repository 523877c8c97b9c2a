/**
 * 采样记录 (现场采样 › pageSampling, pageSamplingTime): what happened to one planned sample on a
 * sampling day — where or on whom, with which usable instrument, from when to when, the flows
 * before and after — and what follows from it, computed by @ohit/domain on every write and
 * previewed live on the phone with the same functions: duration, Vt, V0 (20 °C, 101.3 kPa)
 * and the flow drift (flagged over 5 %). A field blank is recorded without flows. Every change
 * of a signed or submitted day's records needs a reason and voids the day's signatures.
 */
import type { FieldOption, ResourceDeclaration } from '../resources/resource-declaration';

/** 定点 / 个体 and the limit a sample serves, as the plan names them (copied from the plan row). */
export const RECORD_SAMPLE_TYPE_OPTIONS: FieldOption[] = [
  { value: 'fixed', label: '定点' },
  { value: 'individual', label: '个体' },
];

export const RECORD_SAMPLE_KIND_OPTIONS: FieldOption[] = [
  { value: 'TWA', label: '长时间（TWA）' },
  { value: 'STEL', label: '短时间（STEL）' },
  { value: 'MAC', label: '最高浓度（MAC）' },
];

/** Inputs of the computed volumes, in the order the @ohit/domain functions take them. */
const VOLUME_INPUTS = ['flowBefore', 'flowAfter', 'startTime', 'endTime', 'shortDuration', 'temperature', 'pressure'];

export const SAMPLING_RECORD: ResourceDeclaration = {
  name: 'samplingRecord',
  title: '采样记录',
  url: 'api/samplingRecord',
  engine: 'generic',
  table: 'sampling_records',
  organisationScoped: true,
  // the 现场采样 menu's buttons: whoever records a day records its samples
  permission: 'liveSample',
  actions: ['add', 'edit', 'del', 'export'],
  defaultSort: 'id,asc',
  fields: [
    {
      name: 'samplingDay',
      column: 'day_id',
      type: 'reference',
      label: '采样单号',
      required: true,
      reference: { resource: 'samplingDay', labelField: 'code', carry: { samplingDate: 'samplingDate', dayState: 'state' } },
      searchable: 'exact',
      sortable: true,
      width: 140,
    },
    // the day's project, set by the server (filter)
    {
      name: 'belongProject',
      column: 'project_id',
      type: 'reference',
      label: '项目名称',
      readOnly: true,
      reference: { resource: 'project', labelField: 'name', carry: { projectCode: 'code' } },
      searchable: 'exact',
      sortable: true,
      width: 200,
    },
    // the planned sample (samples of the project's approved plan); its code and plan facts copied in by the server
    { name: 'sampleId', type: 'integer', label: '样品', required: true, searchable: 'exact', hidden: true, exportable: false },
    { name: 'sampleCode', type: 'string', label: '样品编号', readOnly: true, maxLength: 50, searchable: 'exact', sortable: true, width: 150 },
    { name: 'blank', type: 'boolean', label: '空白样', readOnly: true, defaultValue: false, searchable: 'exact', width: 80 },
    { name: 'workshop', type: 'string', label: '车间/区域', readOnly: true, maxLength: 100 },
    { name: 'post', type: 'string', label: '岗位/采样点', readOnly: true, maxLength: 100 },
    { name: 'hazard', type: 'string', label: '检测因素', readOnly: true, maxLength: 200, width: 160 },
    { name: 'sampleType', type: 'dictionary', label: '采样方式', options: RECORD_SAMPLE_TYPE_OPTIONS, readOnly: true },
    { name: 'kind', type: 'dictionary', label: '样品类别', options: RECORD_SAMPLE_KIND_OPTIONS, readOnly: true },
    // where (定点) or on whom (个体) it was taken
    { name: 'pointName', type: 'string', label: '采样点位置', maxLength: 100 },
    { name: 'workerName', type: 'string', label: '采样对象', maxLength: 50 },
    {
      name: 'equipment',
      column: 'equipment_id',
      type: 'reference',
      label: '采样仪器',
      reference: { resource: 'equipment', labelField: 'name', carry: { equipmentCode: 'code' } },
      width: 160,
    },
    { name: 'startTime', type: 'datetime', label: '开始时间' },
    { name: 'endTime', type: 'datetime', label: '结束时间' },
    // a short-time (STEL/MAC) sample's stopwatch reading, the spec's mm:ss rule
    { name: 'shortDuration', type: 'string', label: '采样时长（分:秒）', maxLength: 5, validators: ['minuteSecond'] },
    { name: 'flowBefore', type: 'number', scale: 3, label: '采样前流量（L/min）', validators: ['positiveNumber'] },
    { name: 'flowAfter', type: 'number', scale: 3, label: '采样后流量（L/min）', validators: ['positiveNumber'] },
    { name: 'temperature', type: 'number', scale: 1, label: '温度（°C）' },
    { name: 'pressure', type: 'number', scale: 2, label: '大气压（kPa）', validators: ['positiveNumber'] },
    { name: 'durationMinutes', type: 'number', scale: 2, label: '采样时长（min）', computed: { fn: 'recordDurationMinutes', inputs: ['startTime', 'endTime', 'shortDuration'] } },
    { name: 'sampledVolume', type: 'number', scale: 3, label: '采样体积Vt（L）', computed: { fn: 'recordSampledVolume', inputs: VOLUME_INPUTS } },
    { name: 'standardVolume', type: 'number', scale: 3, label: '标准采样体积V0（L）', computed: { fn: 'recordStandardVolume', inputs: VOLUME_INPUTS } },
    { name: 'flowDrift', type: 'number', scale: 2, label: '流量偏差（%）', computed: { fn: 'recordFlowDrift', inputs: ['flowBefore', 'flowAfter'] } },
    { name: 'driftExceeded', type: 'boolean', label: '流量偏差超限', computed: { fn: 'recordFlowDriftExceeded', inputs: ['flowBefore', 'flowAfter'] }, searchable: 'exact' },
    { name: 'remark', type: 'text', label: '备注', maxLength: 500 },
  ],
};
