/**
 * 来样委托 (menu 来样检测 /lab/incomingsample; hidden routes incomingSampleInfo
 * /lab/incomingsample/projectManage/index → sampleInfoPush, the order's samples, and
 * incomingQualityDetail /lab/incomingsample/qualityControlNew/index/page → detail, the QC archive
 * of its batches): a client hands samples in without our survey or sampling plan. The order
 * records who sent them (委托单位, 联系人, 送样人), when and in what condition they came, and its
 * `items` — the samples handed in (name, hazard, sampling type and kind, collector, the client's
 * own number, how many, when sampled, the standard volume V0 and the duration when the client
 * gives them). 登记样品 (row command `register`) then turns each item into numbered samples of
 * origin 'incoming', received at once (the sample machine's collected → received for an incoming
 * sample), each with its events and a 接收 step of its chain of custody, its method matched from
 * the organisation's catalogue by hazard like a receipt of the sample room.
 *
 * The order owns a project of the client unit (`project`, made by 登记样品, flagged 来样检测): the
 * samples belong to it, so samples.project_id stays NOT NULL and everything after the laboratory
 * — the report, its review and issue, the archive, the unit's history — works per project for
 * incoming samples as for sampled ones, with no second path keyed by the order. The project's
 * check type (no 来样 code among the provincial check types) is the order's 检测类型.
 */
import { CHECK_TYPE_OPTIONS } from '../projects/project.declaration';
import { PLAN_SAMPLE_KIND_OPTIONS, PLAN_SAMPLE_TYPE_OPTIONS } from '../sampling-plans/sampling-plan.declaration';
import type { ChildCollection, FieldOption, ResourceDeclaration, ResourceField } from '../resources/resource-declaration';
import { SAMPLE_CONDITION_OPTIONS } from './sample.declaration';

/** Whether the order's samples are registered (set only by 登记样品). */
export const INCOMING_ORDER_STATE_OPTIONS: FieldOption[] = [
  { value: 'pending', label: '待登记' },
  { value: 'registered', label: '已登记' },
];

/** Hidden route names of the 来样检测 pages (menu catalogue). */
export const INCOMING_SAMPLE_INFO_ROUTE = 'incomingSampleInfo';
export const INCOMING_QUALITY_ROUTE = 'incomingQualityDetail';

/** Most samples one item and one order register (an order is one hand-in; bigger ones are split). */
export const INCOMING_ITEM_MAX_COUNT = 100;
export const INCOMING_ORDER_MAX_SAMPLES = 500;

/** The order's facts the client's samples and the project depend on: fixed once registered. */
export const INCOMING_ORDER_EDITABLE_AFTER_REGISTRATION = ['contactName', 'contactPhone', 'remark'] as const;

/** A sample (or several alike) the client handed in. */
export const INCOMING_ITEM_FIELDS: ResourceField[] = [
  { name: 'name', type: 'string', label: '样品名称', required: true, maxLength: 100 },
  { name: 'hazard', type: 'string', label: '检测因素', required: true, maxLength: 200, vocabulary: { name: 'hazard' } },
  { name: 'sampleType', type: 'dictionary', label: '采样方式', options: PLAN_SAMPLE_TYPE_OPTIONS },
  { name: 'kind', type: 'dictionary', label: '样品类别', options: PLAN_SAMPLE_KIND_OPTIONS },
  { name: 'collector', type: 'string', label: '收集器', maxLength: 100 },
  { name: 'clientSampleNo', type: 'string', label: '委托方样品编号', maxLength: 50 },
  { name: 'post', type: 'string', label: '采样地点/岗位', maxLength: 100 },
  { name: 'count', type: 'integer', label: '样品份数', required: true, validators: ['nonNegativeInteger'], defaultValue: 1 },
  { name: 'sampledDate', type: 'date', label: '采样日期' },
  { name: 'standardVolume', type: 'number', scale: 3, label: '标准采样体积（L）', validators: ['positiveNumber'] },
  { name: 'durationMinutes', type: 'integer', label: '采样时长（min）', validators: ['nonNegativeInteger'] },
  { name: 'description', type: 'string', label: '样品描述', maxLength: 200 },
  // the codes 登记样品 gave this item's samples
  { name: 'sampleCodes', type: 'string', label: '样品编号', readOnly: true, maxLength: 2000 },
];

const INCOMING_CHILDREN: ChildCollection[] = [{ name: 'items', title: '送检样品', table: 'incoming_order_items', parentColumn: 'order_id', fields: INCOMING_ITEM_FIELDS }];

export const INCOMING_ORDER: ResourceDeclaration = {
  name: 'incomingOrder',
  title: '来样委托',
  url: 'api/incomingOrder',
  engine: 'generic',
  table: 'incoming_orders',
  organisationScoped: true,
  permission: 'incomingSample',
  actions: ['add', 'edit', 'del', 'export', 'import'],
  autoCode: { field: 'code', sequence: 'incomingOrder', defaultPattern: 'LY-{yyyy}-{seq:4}' },
  fields: [
    { name: 'code', type: 'string', label: '委托编号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 130 },
    {
      name: 'belongInspect',
      column: 'inspected_unit_id',
      type: 'reference',
      label: '委托单位',
      required: true,
      reference: { resource: 'inspectedUnit', labelField: 'name' },
      searchable: 'exact',
      sortable: true,
      width: 200,
    },
    { name: 'checkType', type: 'dictionary', label: '检测类型', dictionary: 'check_type', options: CHECK_TYPE_OPTIONS, required: true, searchable: 'in', width: 100 },
    { name: 'purpose', type: 'string', label: '检测目的', maxLength: 200, hidden: true },
    { name: 'contactName', type: 'string', label: '联系人', maxLength: 50 },
    { name: 'contactPhone', type: 'string', label: '联系电话', maxLength: 30, validators: ['phone'] },
    { name: 'receivedDate', type: 'date', label: '收样日期', required: true, searchable: 'range', sortable: true, width: 110 },
    { name: 'deliveredBy', type: 'string', label: '送样人', required: true, maxLength: 50, width: 90 },
    { name: 'condition', type: 'dictionary', label: '样品状况', options: SAMPLE_CONDITION_OPTIONS, required: true, defaultValue: 'intact', width: 90 },
    { name: 'temperature', type: 'number', scale: 1, label: '接收温度（℃）', hidden: true },
    { name: 'storagePlace', type: 'string', label: '存放位置', maxLength: 100, hidden: true },
    { name: 'state', type: 'dictionary', label: '登记状态', options: INCOMING_ORDER_STATE_OPTIONS, readOnly: true, searchable: 'exact', sortable: true, width: 90 },
    { name: 'sampleCount', type: 'integer', label: '样品数', readOnly: true, width: 70 },
    { name: 'project', column: 'project_id', type: 'reference', label: '项目', readOnly: true, reference: { resource: 'project', labelField: 'name', carry: { projectCode: 'code' } }, hidden: true },
    { name: 'registeredAt', type: 'datetime', label: '登记时间', readOnly: true, sortable: true, hidden: true },
    { name: 'registeredBy', column: 'registered_by', type: 'user', label: '登记人', readOnly: true, hidden: true },
    { name: 'remark', type: 'text', label: '备注', maxLength: 500, hidden: true },
  ],
  children: INCOMING_CHILDREN,
  commands: [
    // run under a lock on the order: a second 登记 waits and then finds it registered
    { name: 'register', label: '登记样品', rowLock: true },
  ],
  detailRoute: { name: INCOMING_SAMPLE_INFO_ROUTE, query: { code: 'code', organizationId: 'organizationId' } },
};
