/**
 * 样品交接 (menus 项目与现场 › 样品流转 and 样品管理 › 样品确认; hidden routes sampleFlowDetail
 * /siteSample/sampleFlow/details and sampleConfirmDetail /lab/sampleFlow/details): one hand-over
 * of a batch of samples from the sampler to the sample room (送样单). 送样 (a list command) hands a
 * project's collected samples over at once — each sample 运输中, its own events; the sample room
 * checks the batch (实收数量 against 送样数量, a remark on a mismatch; condition, temperature,
 * storage place), marks any sample it refuses with the reason, and 确认接收: each sample received or
 * refused, with a step of its chain of custody. Workflow sampleHandoverStateMachine.
 */
import { SAMPLE_CONDITION_OPTIONS } from './sample.declaration';
import type { ChildCollection, ResourceDeclaration, ResourceField } from '../resources/resource-declaration';
import { stateOptions } from '../resources/workflows';

/** A sample of the batch: the sample (set by 送样) and, before 确认接收, the sample room's refusal with its reason. */
export const HANDOVER_ITEM_FIELDS: ResourceField[] = [
  { name: 'sample', column: 'sample_id', type: 'reference', label: '样品编号', readOnly: true, reference: { resource: 'sample', labelField: 'code', carry: { sampleState: 'state' } } },
  { name: 'hazard', type: 'string', label: '检测因素', readOnly: true, maxLength: 200 },
  { name: 'refused', type: 'boolean', label: '拒收', defaultValue: false },
  { name: 'refusalReason', type: 'string', label: '拒收原因', maxLength: 200 },
];

/** What the sample room records on receipt (edited while 待接收, checked by 确认接收). */
export const RECEIPT_FIELDS = ['receivedCount', 'condition', 'temperature', 'storagePlace', 'remark'] as const;

const HANDOVER_CHILDREN: ChildCollection[] = [
  // set by 送样; the sample room marks refusals (its 确认接收 permission), never adds or removes
  { name: 'items', title: '送样样品', table: 'sample_handover_items', parentColumn: 'handover_id', fields: HANDOVER_ITEM_FIELDS, action: 'confirm' },
];

export const SAMPLE_HANDOVER: ResourceDeclaration = {
  name: 'sampleHandover',
  title: '样品交接',
  url: 'api/sampleFlow',
  engine: 'generic',
  table: 'sample_handovers',
  organisationScoped: true,
  permission: 'sampleFlow',
  permissionAliases: ['sampleConfirm'],
  actions: ['edit', 'export'],
  autoCode: { field: 'code', sequence: 'sampleHandover', defaultPattern: 'SY-{yyyy}-{seq:4}' },
  workflow: { field: 'state', machine: 'sampleHandover' },
  fields: [
    { name: 'code', type: 'string', label: '送样单号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 140 },
    {
      name: 'belongProject',
      column: 'project_id',
      type: 'reference',
      label: '项目名称',
      required: true,
      reference: { resource: 'project', labelField: 'name', carry: { projectCode: 'code' } },
      searchable: 'exact',
      sortable: true,
      width: 200,
    },
    { name: 'state', type: 'dictionary', label: '交接状态', options: stateOptions('sampleHandover'), readOnly: true, searchable: 'in', sortable: true, width: 90 },
    { name: 'giver', column: 'giver_id', type: 'user', label: '送样人', readOnly: true, width: 90 },
    // the sample room's person the sampler hands to; whoever confirms is recorded as the receiver
    { name: 'receiver', column: 'receiver_id', type: 'user', label: '接收人', required: true, searchable: 'exact', width: 90 },
    { name: 'sentAt', type: 'datetime', label: '送样时间', readOnly: true, searchable: 'range', sortable: true },
    // for samples without an on-site sampling record (theirs carries the day)
    { name: 'sampledDate', type: 'date', label: '采样日期' },
    { name: 'sentCount', type: 'integer', label: '送样数量', readOnly: true, width: 90 },
    { name: 'receivedCount', type: 'integer', label: '实收数量', validators: ['nonNegativeInteger'], width: 90 },
    { name: 'refusedCount', type: 'integer', label: '拒收数量', readOnly: true, width: 90 },
    { name: 'condition', type: 'dictionary', label: '样品状况', options: SAMPLE_CONDITION_OPTIONS },
    { name: 'temperature', type: 'number', scale: 1, label: '接收温度（℃）' },
    { name: 'storagePlace', type: 'string', label: '存放位置', maxLength: 100 },
    { name: 'receivedAt', type: 'datetime', label: '接收时间', readOnly: true, searchable: 'range', sortable: true },
    { name: 'remark', type: 'text', label: '备注', maxLength: 500 },
  ],
  children: HANDOVER_CHILDREN,
  listCommands: [{ name: 'dispatch', label: '送样', confirm: '将所选样品交给样品室？' }],
  detailRoute: { name: 'sampleFlowDetail', query: { code: 'code', organizationId: 'organizationId' } },
};
