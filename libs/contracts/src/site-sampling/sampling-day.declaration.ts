/**
 * 现场采样 (menu 项目与现场 › 现场采样): one project's sampling on one day — the site conditions
 * (weather, temperature, humidity, pressure as exact decimals, production load, protective
 * facilities running), the per-sample records (SAMPLING_RECORD), the noise and heat measured on
 * site (child `measurements`), photos and videos of each point, and the signatures drawn on the
 * phone by the sampler, the checker and the employer's accompanying person, each bound to the
 * day's records and measurements as they were when signed. Workflow
 * samplingDayStateMachine: submitting hands the day's samples to the sample flow.
 */
import type { AttachmentSlot, ChildCollection, FieldOption, ResourceDeclaration, ResourceField } from '../resources/resource-declaration';
import { PROJECT_ROW_FIELDS } from '../projects/project-row-fields';
import { stateOptions } from '../resources/workflows';

export const WEATHER_OPTIONS: FieldOption[] = [
  { value: '1', label: '晴' },
  { value: '2', label: '多云' },
  { value: '3', label: '阴' },
  { value: '4', label: '雨' },
  { value: '5', label: '雪' },
  { value: '6', label: '雾' },
  { value: '7', label: '霾' },
];

/** Who signs a day's records (采样人, 复核人, 企业陪同人); each signs once, again after a change voids it. */
export const SIGNER_ROLE_OPTIONS: FieldOption[] = [
  { value: 'sampler', label: '采样人' },
  { value: 'checker', label: '复核人' },
  { value: 'accompany', label: '企业陪同人' },
];

export const MEDIA_KIND_OPTIONS: FieldOption[] = [
  { value: 'photo', label: '照片' },
  { value: 'video', label: '视频' },
];

export const PHOTO_TYPES = ['jpg', 'jpeg', 'png', 'webp'];
export const VIDEO_TYPES = ['mp4', 'mov', 'webm'];

/**
 * Attachment slots: the drawn signatures (PNG from the canvas), point photos as taken and their
 * previews (resized in the browser before upload: no image tooling on the server), and videos.
 */
export const SAMPLING_DAY_ATTACHMENTS: AttachmentSlot[] = [
  { name: 'signature', label: '签名', accept: ['png'], maxBytes: 2 * 1024 * 1024 },
  { name: 'photo', label: '现场照片', accept: PHOTO_TYPES, maxBytes: 20 * 1024 * 1024 },
  { name: 'photoPreview', label: '照片预览图', accept: ['jpg', 'jpeg', 'png', 'webp'], maxBytes: 1024 * 1024 },
  { name: 'video', label: '现场视频', accept: VIDEO_TYPES, maxBytes: 200 * 1024 * 1024 },
];

/** A signature: who signed in which role, the drawn image (a `signature` attachment) and the digest of the records signed. */
export const SIGNATURE_FIELDS: ResourceField[] = [
  { name: 'role', type: 'dictionary', label: '签名角色', options: SIGNER_ROLE_OPTIONS, required: true },
  { name: 'signerName', type: 'string', label: '签名人', required: true, maxLength: 50 },
  { name: 'attachmentId', type: 'integer', label: '签名图片', required: true, hidden: true, exportable: false },
  { name: 'recordsDigest', type: 'string', label: '记录摘要', maxLength: 64, hidden: true },
  { name: 'signedAt', type: 'datetime', label: '签名时间' },
  { name: 'voided', type: 'boolean', label: '已失效', defaultValue: false },
  { name: 'voidReason', type: 'string', label: '失效原因', maxLength: 500 },
];

/** The physical factors measured on site (not sampled): judged by GBZ 2.2 from their segments. */
export const MEASURED_FACTOR_OPTIONS: FieldOption[] = [
  { value: '噪声', label: '噪声' },
  { value: '高温', label: '高温' },
];

/**
 * A physical measurement (物理因素测量): one segment of a post's day at a point — LAeq,Ti in dB(A)
 * for 噪声, WBGT in ℃ for 高温 — and the exposure time Ti it stands for (not the minutes the meter
 * ran). The segments of a point and day make its LEX,8h or time-weighted WBGT (检测结果判定).
 */
export const MEASUREMENT_FIELDS: ResourceField[] = [
  { name: 'workshop', type: 'string', label: '车间/区域', required: true, maxLength: 100 },
  { name: 'post', type: 'string', label: '岗位', required: true, maxLength: 100 },
  { name: 'pointName', type: 'string', label: '测量点', required: true, maxLength: 100 },
  { name: 'hazard', type: 'dictionary', label: '物理因素', options: MEASURED_FACTOR_OPTIONS, required: true },
  { name: 'value', type: 'number', scale: 1, label: '测量值（LAeq dB(A)／WBGT ℃）', required: true },
  { name: 'durationMinutes', type: 'number', scale: 2, label: '接触时间Ti（min）', required: true, validators: ['positiveNumber'] },
  { name: 'startTime', type: 'datetime', label: '测量开始时间' },
  { name: 'endTime', type: 'datetime', label: '测量结束时间' },
  {
    name: 'equipment',
    column: 'equipment_id',
    type: 'reference',
    label: '测量仪器',
    reference: { resource: 'equipment', labelField: 'name', carry: { equipmentCode: 'code' } },
  },
  { name: 'remark', type: 'text', label: '备注', maxLength: 500 },
];

const SAMPLING_DAY_CHILDREN: ChildCollection[] = [
  // written only by the 签名 command and voided by a later change of the records
  { name: 'signatures', title: '签名', table: 'sampling_day_signatures', parentColumn: 'day_id', fields: SIGNATURE_FIELDS, readOnly: true },
  {
    name: 'media',
    title: '现场照片和视频',
    table: 'sampling_day_media',
    parentColumn: 'day_id',
    fields: [
      { name: 'point', type: 'string', label: '采样点', required: true, maxLength: 100 },
      { name: 'kind', type: 'dictionary', label: '类型', options: MEDIA_KIND_OPTIONS, required: true },
      // the uploaded file (slot photo or video) and a photo's preview (slot photoPreview) of this day
      { name: 'attachmentId', type: 'integer', label: '文件', required: true, hidden: true, exportable: false },
      { name: 'previewId', type: 'integer', label: '预览图', hidden: true, exportable: false },
      { name: 'caption', type: 'string', label: '说明', maxLength: 200 },
    ],
  },
  // vouched for by the signatures like the sampling records: a change needs a reason once signed and voids them
  { name: 'measurements', title: '物理因素测量', table: 'sampling_day_measurements', parentColumn: 'day_id', fields: MEASUREMENT_FIELDS },
];

/** The day's site conditions, numbers (never free text): what the sampling record and the report print. */
export const SAMPLING_CONDITION_FIELDS: ResourceField[] = [
  { name: 'weather', type: 'dictionary', label: '天气', dictionary: 'weather', options: WEATHER_OPTIONS, required: true },
  { name: 'temperature', type: 'number', scale: 1, label: '气温（°C）', required: true },
  { name: 'humidity', type: 'number', scale: 1, label: '相对湿度（%）', required: true, validators: ['nonNegativeNumber'] },
  { name: 'pressure', type: 'number', scale: 2, label: '大气压（kPa）', required: true, validators: ['positiveNumber'] },
  { name: 'productionLoad', type: 'number', scale: 1, label: '生产负荷（%）', required: true, validators: ['nonNegativeNumber'] },
  { name: 'facilitiesRunning', type: 'boolean', label: '防护设施正常运行', defaultValue: true },
];

export const SAMPLING_DAY: ResourceDeclaration = {
  name: 'samplingDay',
  title: '现场采样',
  url: 'api/samplingDay',
  engine: 'generic',
  table: 'sampling_days',
  organisationScoped: true,
  permission: 'liveSample',
  actions: ['add', 'edit', 'del', 'export'],
  autoCode: { field: 'code', sequence: 'samplingDay', defaultPattern: 'CY-{yyyy}-{seq:4}' },
  workflow: { field: 'state', machine: 'samplingDay', stamp: { submit: 'submittedDate' }, deletableIn: ['draft'] },
  fields: [
    { name: 'code', type: 'string', label: '采样单号', readOnly: true, maxLength: 50, searchable: 'exact', sortable: true, width: 140 },
    ...PROJECT_ROW_FIELDS,
    { name: 'samplingDate', type: 'date', label: '采样日期', required: true, searchable: 'range', sortable: true },
    { name: 'state', type: 'dictionary', label: '采样状态', options: stateOptions('samplingDay'), readOnly: true, importable: false, searchable: 'in', sortable: true, width: 100 },
    ...SAMPLING_CONDITION_FIELDS,
    { name: 'samplers', type: 'string', label: '采样人员', maxLength: 200 },
    { name: 'accompanyName', type: 'string', label: '企业陪同人', maxLength: 50 },
    { name: 'submittedDate', type: 'date', label: '提交日期', readOnly: true, importable: false, hidden: true },
    { name: 'remark', type: 'text', label: '备注', maxLength: 500, hidden: true },
  ],
  commands: [
    {
      name: 'sign',
      label: '签名',
      fields: SIGNATURE_FIELDS.filter((f) => ['role', 'signerName', 'attachmentId'].includes(f.name)),
    },
  ],
  children: SAMPLING_DAY_CHILDREN,
  attachments: SAMPLING_DAY_ATTACHMENTS,
  detailRoute: {
    name: 'liveSampleTaskDetails',
    // the project, and the day by its code (CY-…)
    query: { belongProject: 'belongProject', code: 'code', belongInspect: 'belongInspect', belongInspectName: 'belongInspectName', type: 'checkType', organizationId: 'organizationId' },
  },
};
