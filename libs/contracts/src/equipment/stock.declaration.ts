/**
 * Stock kept by the laboratory and the field team — 耗材管理 (consumables), 标准物质 (standard
 * substances) and 试剂管理 (reagents) — as ONE resource shape built three times: one table
 * (stock_items, a `kind` column; each declaration's table is the kind's updatable view), the
 * same fields (batch, specification, unit, expiry, exact stock, minimum stock, storage place),
 * the same movements (入库, 领用 to a project, 退回 from a project, 报废 with a reason — row-lock
 * commands, so concurrent issues never take the stock below zero) recorded in one read-only
 * child collection, and the same list filters (低于最低库存, 有效期 within N days).
 */
import { STOCK_MOVEMENT_LABELS, type StockMovementType } from '@ohit/domain';
import type { AttachmentSlot, CustomCommandDeclaration, FieldOption, ResourceDeclaration, ResourceField } from '../resources/resource-declaration';

export const STOCK_MOVEMENT_OPTIONS: FieldOption[] = (Object.keys(STOCK_MOVEMENT_LABELS) as StockMovementType[]).map((value) => ({ value, label: STOCK_MOVEMENT_LABELS[value] }));

/** The row commands of a stock item and the movement each records. */
export const STOCK_COMMAND_MOVEMENTS: Readonly<Record<string, StockMovementType>> = { stockIn: 'in', issue: 'issue', giveBack: 'return', scrap: 'scrap' };

export const STOCK_HAS_MOVEMENTS_MESSAGE = '已有出入库记录的物品不能删除，可做报废处理';

const ATTACHMENT_TYPES = ['pdf', 'jpg', 'jpeg', 'png'];
const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;

const quantity: ResourceField = { name: 'quantity', type: 'number', scale: 3, label: '数量', required: true, validators: ['positiveNumber'] };
const project: ResourceField = { name: 'project', column: 'project_id', type: 'reference', label: '项目', required: true, reference: { resource: 'project', labelField: 'name', carry: { projectCode: 'code' } } };
const receiver: ResourceField = { name: 'receiver', column: 'receiver_id', type: 'user', label: '领用人' };

const STOCK_COMMANDS: CustomCommandDeclaration[] = [
  { name: 'stockIn', label: '入库', reason: 'optional', rowLock: true, fields: [{ ...quantity, label: '入库数量' }] },
  // blank receiver: the person who records it
  { name: 'issue', label: '领用', reason: 'optional', rowLock: true, fields: [{ ...quantity, label: '领用数量' }, project, receiver] },
  { name: 'giveBack', label: '退回', reason: 'optional', rowLock: true, fields: [{ ...quantity, label: '退回数量' }, project] },
  { name: 'scrap', label: '报废', reason: 'required', rowLock: true, fields: [{ ...quantity, label: '报废数量' }] },
];

const MOVEMENT_FIELDS: ResourceField[] = [
  { name: 'movementType', type: 'dictionary', label: '类型', options: STOCK_MOVEMENT_OPTIONS, required: true, width: 80 },
  { name: 'quantity', type: 'number', scale: 3, label: '数量', required: true },
  { name: 'balance', type: 'number', scale: 3, label: '结存', required: true },
  { ...project, required: false },
  receiver,
  { name: 'remark', type: 'text', label: '说明', maxLength: 500 },
  { name: 'createBy', type: 'string', label: '经办人', readOnly: true },
  { name: 'createTime', column: 'created_at', type: 'datetime', label: '时间', readOnly: true, width: 170 },
];

/** The fields every kind shares; `extra` (a kind's own) go after the specification. */
function stockFields(extra: ResourceField[]): ResourceField[] {
  return [
    { name: 'code', type: 'string', label: '编号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 140 },
    { name: 'name', type: 'string', label: '名称', required: true, maxLength: 100, searchable: 'contains', sortable: true, width: 180 },
    { name: 'specification', type: 'string', label: '规格型号', maxLength: 100 },
    ...extra,
    { name: 'batchNo', type: 'string', label: '批号', maxLength: 50, searchable: 'exact', sortable: true },
    { name: 'unit', type: 'string', label: '单位', required: true, maxLength: 20, width: 70 },
    { name: 'stockQuantity', type: 'number', scale: 3, label: '库存数量', readOnly: true, importable: false, sortable: true, width: 100 },
    { name: 'minStock', type: 'number', scale: 3, label: '最低库存', validators: ['nonNegativeNumber'], width: 100 },
    // stored by the table (stock ≤ minimum), so it can be filtered: the low-stock list
    { name: 'lowStock', type: 'boolean', label: '低于最低库存', readOnly: true, importable: false, searchable: 'exact', width: 110 },
    // 30 → expiring within 30 days, expired included: the near-expiry list
    { name: 'expiryDate', type: 'date', label: '有效期至', searchable: 'withinDays', sortable: true },
    { name: 'storagePlace', type: 'string', label: '存放位置', maxLength: 100 },
    { name: 'manufacturer', type: 'string', label: '生产厂家', maxLength: 100, hidden: true },
    { name: 'remark', type: 'text', label: '备注', maxLength: 500, hidden: true },
  ];
}

interface StockKind {
  /** The `kind` column's value, also the declaration's name and its permission prefix. */
  name: string;
  title: string;
  url: string;
  /** The kind's view over stock_items. */
  table: string;
  codePrefix: string;
  extra: ResourceField[];
  certificate: AttachmentSlot;
  /** The kind's own slots beside the certificate (a standard substance's acceptance record). */
  slots?: AttachmentSlot[];
  detailRoute: string;
}

/** One stock declaration per kind: the same shape, movements, commands and filters. */
export function stockDeclaration(kind: StockKind): ResourceDeclaration {
  return {
    name: kind.name,
    title: kind.title,
    url: kind.url,
    engine: 'generic',
    table: kind.table,
    organisationScoped: true,
    permission: kind.name,
    // no import: the import job numbers no codes, and stock comes in only through 入库
    actions: ['add', 'edit', 'copy', 'del', 'export', 'codePattern'],
    autoCode: { field: 'code', sequence: kind.name, defaultPattern: `${kind.codePrefix}-{yyyy}-{seq:4}` },
    fields: stockFields(kind.extra),
    commands: STOCK_COMMANDS,
    children: [{ name: 'movements', title: '出入库记录', table: 'stock_movements', parentColumn: 'item_id', readOnly: true, fields: MOVEMENT_FIELDS }],
    attachments: [kind.certificate, ...(kind.slots ?? []), { name: 'other', label: '其他附件', accept: ATTACHMENT_TYPES, maxBytes: ATTACHMENT_MAX_BYTES }],
    deleteGuards: [{ table: 'stock_movements', column: 'item_id', message: STOCK_HAS_MOVEMENTS_MESSAGE }],
    detailRoute: { name: kind.detailRoute, query: { code: 'code', organizationId: 'organizationId' } },
  };
}

export const REAGENT_GRADE_OPTIONS: FieldOption[] = [
  { value: 'GR', label: '优级纯' },
  { value: 'AR', label: '分析纯' },
  { value: 'CP', label: '化学纯' },
  { value: 'PT', label: '基准试剂' },
  { value: 'HPLC', label: '色谱纯' },
  { value: 'SP', label: '光谱纯' },
  { value: 'OTHER', label: '其他' },
];

/** 耗材管理 (spec route /siteSample/eqpHcInfo, detail /siteSample/eqpHcInfo/page → hcStorage). */
export const CONSUMABLE = stockDeclaration({
  name: 'consumable',
  title: '耗材管理',
  url: 'api/projectConsumablesMaterial',
  table: 'consumables',
  codePrefix: 'HC',
  extra: [],
  certificate: { name: 'certificate', label: '合格证明', accept: ATTACHMENT_TYPES, maxBytes: ATTACHMENT_MAX_BYTES },
  detailRoute: 'hcStorage',
});

/** 标准物质: certified reference materials, with their certificate, value and uncertainty. */
export const STANDARD_SUBSTANCE = stockDeclaration({
  name: 'standardSubstance',
  title: '标准物质',
  url: 'api/projectConsumablesStandard',
  table: 'standard_substances',
  codePrefix: 'BW',
  extra: [
    { name: 'standardNo', type: 'string', label: '标准物质编号', maxLength: 50, searchable: 'exact', sortable: true },
    { name: 'certificateNo', type: 'string', label: '证书编号', maxLength: 100, searchable: 'exact' },
    { name: 'concentration', type: 'number', scale: 6, label: '标准值', validators: ['nonNegativeNumber'] },
    { name: 'concentrationUnit', type: 'string', label: '标准值单位', maxLength: 20 },
    { name: 'uncertainty', type: 'string', label: '不确定度', maxLength: 50 },
  ],
  certificate: { name: 'certificate', label: '标准物质证书', accept: ATTACHMENT_TYPES, maxBytes: ATTACHMENT_MAX_BYTES },
  // a reference material is checked when it comes in (ISO/IEC 17025 6.6): the record of that check
  slots: [{ name: 'acceptance', label: '入库验收记录', accept: ATTACHMENT_TYPES, maxBytes: ATTACHMENT_MAX_BYTES }],
  detailRoute: 'standardSubstanceDetail',
});

/** 试剂管理: reagents, with their purity grade. */
export const REAGENT = stockDeclaration({
  name: 'reagent',
  title: '试剂管理',
  url: 'api/projectConsumablesReagent',
  table: 'reagents',
  codePrefix: 'SJ',
  extra: [{ name: 'grade', type: 'dictionary', label: '纯度规格', dictionary: 'reagent_grade', options: REAGENT_GRADE_OPTIONS, searchable: 'exact' }],
  certificate: { name: 'certificate', label: '合格证明', accept: ATTACHMENT_TYPES, maxBytes: ATTACHMENT_MAX_BYTES },
  detailRoute: 'reagentDetail',
});

export const STOCK_DECLARATIONS: readonly ResourceDeclaration[] = [CONSUMABLE, STANDARD_SUBSTANCE, REAGENT];

/**
 * The spec's stock upload endpoints (multipart `file` + the item's `id`), each a slot of a stock
 * kind: the same attachment as `POST <url>/:id/attachments/<slot>`.
 */
export const STOCK_UPLOAD_ENDPOINTS: Readonly<Record<string, { resource: string; slot: string }>> = {
  'api/projectConsumablesMaterial/upload': { resource: CONSUMABLE.name, slot: 'certificate' },
  'api/projectConsumablesReagent/upload': { resource: REAGENT.name, slot: 'certificate' },
  'api/projectConsumablesStandard/uploadAffix': { resource: STANDARD_SUBSTANCE.name, slot: 'certificate' },
  'api/projectConsumablesStandardIn/uploadAffix': { resource: STANDARD_SUBSTANCE.name, slot: 'acceptance' },
};
