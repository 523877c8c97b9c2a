/**
 * 省平台编码对照 (a tab of 数据同步, also its own list): our hazard (a GBZ 2.1 / 2.2 name) → the
 * province's 检测项目代码 (checkItemCode), 结果项代码 and 单位代码. Maintained per organisation
 * (every new organisation starts with PROVINCE_HAZARD_CODE_DEFAULTS); a push's 提交 is refused
 * while a hazard of its points has no row here.
 */
import type { ResourceDeclaration } from '../resources/resource-declaration';

export const PROVINCE_HAZARD_CODE: ResourceDeclaration = {
  name: 'provinceHazardCode',
  title: '省平台编码对照',
  url: 'api/provinceHazardCode',
  engine: 'generic',
  table: 'province_hazard_codes',
  organisationScoped: true,
  permission: 'provinceCode',
  actions: ['add', 'edit', 'del', 'export', 'import'],
  defaultSort: 'hazard,asc',
  fields: [
    { name: 'hazard', type: 'string', label: '危害因素', required: true, unique: true, maxLength: 100, vocabulary: { name: 'hazard' }, searchable: 'contains', sortable: true, width: 200 },
    { name: 'checkItemCode', type: 'string', label: '省平台检测项目代码', required: true, maxLength: 20, searchable: 'exact', sortable: true, width: 150 },
    { name: 'resultItemCode', type: 'string', label: '结果项代码', required: true, maxLength: 20, searchable: 'exact', width: 120 },
    { name: 'unitCode', type: 'string', label: '单位代码', required: true, maxLength: 20, width: 100 },
    { name: 'unitName', type: 'string', label: '单位', maxLength: 20, width: 90 },
    { name: 'remark', type: 'text', label: '备注', maxLength: 500, hidden: true },
  ],
};

/** The codes every organisation starts with: the hazards of the demo and the golden path (and the common ones). */
export const PROVINCE_HAZARD_CODE_DEFAULTS: ReadonlyArray<{ hazard: string; checkItemCode: string; resultItemCode: string; unitCode: string; unitName: string }> = [
  { hazard: '甲苯', checkItemCode: '11003', resultItemCode: '1100301', unitCode: '1001', unitName: 'mg/m³' },
  { hazard: '苯', checkItemCode: '11001', resultItemCode: '1100101', unitCode: '1001', unitName: 'mg/m³' },
  { hazard: '二甲苯', checkItemCode: '11004', resultItemCode: '1100401', unitCode: '1001', unitName: 'mg/m³' },
  { hazard: '铅及其无机化合物', checkItemCode: '12001', resultItemCode: '1200101', unitCode: '1001', unitName: 'mg/m³' },
  { hazard: '锰及其无机化合物', checkItemCode: '12010', resultItemCode: '1201001', unitCode: '1001', unitName: 'mg/m³' },
  { hazard: '电焊烟尘', checkItemCode: '10010', resultItemCode: '1001001', unitCode: '1001', unitName: 'mg/m³' },
  { hazard: '其他粉尘', checkItemCode: '10099', resultItemCode: '1009901', unitCode: '1001', unitName: 'mg/m³' },
  { hazard: '噪声', checkItemCode: '20001', resultItemCode: '2000101', unitCode: '1016', unitName: 'dB(A)' },
  { hazard: '高温', checkItemCode: '20003', resultItemCode: '2000301', unitCode: '1020', unitName: '℃' },
];
