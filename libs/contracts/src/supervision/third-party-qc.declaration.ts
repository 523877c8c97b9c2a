/**
 * 档案与质控 › 三方质控, 财务记录, 积分规则 (archiveQuality/sfQuality|sfFinanceRecord|sfIntegralRule/index;
 * detail routes /sfQualityDetail, /sfFinanceRecord, /sfIntegralRule): an organisation's third-party QC
 * engagements (the samples or items sent, their results, 合格 / 不合格 with the reason, the rectification
 * and its due date), their finance records (fee, invoice, payments — exact decimals with 2 places, the
 * outstanding amount computed) and its integral rules (an event kind → points while in force); its points
 * are computed from its engagements by the rules (integralPoints, `GET api/sfIntegralPoints`).
 */
import { INTEGRAL_EVENT_LABELS } from '@ohit/domain';
import type { FieldOption, ResourceDeclaration } from '../resources/resource-declaration';
import { stateOptions } from '../resources/workflows';

export const INTEGRAL_EVENT_OPTIONS: FieldOption[] = Object.entries(INTEGRAL_EVENT_LABELS).map(([value, label]) => ({ value, label }));

export const SF_QUALITY: ResourceDeclaration = {
  name: 'sfQuality',
  title: '三方质控',
  url: 'api/sfQuality',
  engine: 'generic',
  table: 'sf_quality_engagements',
  organisationScoped: true,
  permission: 'sfQuality',
  actions: ['add', 'edit', 'del', 'export'],
  defaultSort: 'id,desc',
  autoCode: { field: 'code', sequence: 'sfQuality', defaultPattern: 'SFZK-{yyyy}-{seq:4}' },
  workflow: { field: 'state', machine: 'thirdPartyQc', deletableIn: ['contracted'], stamp: { pass: 'judgedDate', fail: 'judgedDate', rectify: 'rectifiedDate' } },
  fields: [
    { name: 'code', type: 'string', label: '质控编号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 140 },
    { name: 'providerName', type: 'string', label: '第三方质控机构', required: true, maxLength: 200, searchable: 'contains', sortable: true, width: 200 },
    { name: 'contractDate', type: 'date', label: '委托日期', required: true, searchable: 'range', sortable: true, width: 110 },
    { name: 'scope', type: 'text', label: '质控内容', maxLength: 1000, hidden: true },
    { name: 'judgedDate', type: 'date', label: '判定日期', readOnly: true, searchable: 'range', sortable: true, width: 110 },
    { name: 'rectifyDue', type: 'date', label: '整改期限', width: 110 },
    { name: 'rectifiedDate', type: 'date', label: '整改完成日期', readOnly: true, width: 120 },
    { name: 'state', type: 'dictionary', label: '状态', options: stateOptions('thirdPartyQc'), readOnly: true, importable: false, searchable: 'in', sortable: true, width: 90 },
  ],
  children: [
    {
      name: 'items',
      title: '质控样品/项目',
      table: 'sf_quality_items',
      parentColumn: 'engagement_id',
      fields: [
        { name: 'itemName', type: 'string', label: '样品/项目', required: true, maxLength: 200 },
        { name: 'expected', type: 'string', label: '参考值', maxLength: 100 },
        { name: 'result', type: 'string', label: '测定结果', maxLength: 100 },
        { name: 'passed', type: 'boolean', label: '是否合格' },
      ],
    },
  ],
  detailRoute: { name: 'sfQualityDetail', query: { code: 'code', organizationId: 'organizationId' } },
};

export const SF_FINANCE: ResourceDeclaration = {
  name: 'sfFinance',
  title: '财务记录',
  url: 'api/sfFinance',
  engine: 'generic',
  table: 'sf_finance_records',
  organisationScoped: true,
  permission: 'sfFinance',
  actions: ['add', 'edit', 'del', 'export'],
  defaultSort: 'id,desc',
  autoCode: { field: 'code', sequence: 'sfFinance', defaultPattern: 'CW-{yyyy}-{seq:4}' },
  fields: [
    { name: 'code', type: 'string', label: '记录编号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 130 },
    { name: 'engagement', column: 'engagement_id', type: 'reference', label: '三方质控', required: true, reference: { resource: 'sfQuality', labelField: 'code', carry: { providerName: 'providerName' } }, searchable: 'exact', width: 140 },
    { name: 'fee', type: 'number', label: '费用（元）', scale: 2, required: true, width: 110 },
    { name: 'invoiceNo', type: 'string', label: '发票号', maxLength: 50, searchable: 'contains', width: 130 },
    { name: 'invoiceDate', type: 'date', label: '开票日期', searchable: 'range', sortable: true, width: 110 },
    { name: 'paidAmount', type: 'number', label: '已付金额（元）', scale: 2, defaultValue: '0.00', width: 120 },
    { name: 'paidDate', type: 'date', label: '付款日期', searchable: 'range', sortable: true, width: 110 },
    { name: 'outstanding', type: 'number', label: '未付金额（元）', scale: 2, readOnly: true, computed: { fn: 'amountOutstanding', inputs: ['fee', 'paidAmount'] }, sortable: true, width: 120 },
  ],
  detailRoute: { name: 'sfFinanceRecord', query: { code: 'code', organizationId: 'organizationId' } },
};

export const SF_INTEGRAL_RULE: ResourceDeclaration = {
  name: 'sfIntegralRule',
  title: '积分规则',
  url: 'api/sfIntegralRule',
  engine: 'generic',
  table: 'sf_integral_rules',
  organisationScoped: true,
  permission: 'sfIntegral',
  actions: ['add', 'edit', 'del', 'export'],
  defaultSort: 'id,desc',
  autoCode: { field: 'code', sequence: 'sfIntegralRule', defaultPattern: 'JF-{yyyy}-{seq:3}' },
  fields: [
    { name: 'code', type: 'string', label: '规则编号', readOnly: true, maxLength: 50, searchable: 'contains', sortable: true, width: 120 },
    { name: 'eventKind', type: 'dictionary', label: '积分事件', options: INTEGRAL_EVENT_OPTIONS, required: true, searchable: 'exact', width: 140 },
    { name: 'points', type: 'integer', label: '分值（扣分为负）', required: true, width: 120 },
    { name: 'effectiveFrom', type: 'date', label: '生效日期', required: true, searchable: 'range', sortable: true, width: 110 },
    { name: 'effectiveTo', type: 'date', label: '失效日期', width: 110 },
    { name: 'description', type: 'string', label: '说明', maxLength: 500, width: 240 },
  ],
  detailRoute: { name: 'sfIntegralRule', query: { code: 'code', organizationId: 'organizationId' } },
};

/** An organisation's points (`GET api/sfIntegralPoints`): each event of its engagements with the points the rule in force gave. */
export interface IntegralPointsView {
  total: number;
  lines: { kind: string; kindLabel: string; date: string; source: string; points: number; ruleId: number | null }[];
}

/** Beside the rules' url, not under it (the generic `api/sfIntegralRule/:id` would take it for an id). */
export const INTEGRAL_POINTS_PATH = 'api/sfIntegralPoints';
