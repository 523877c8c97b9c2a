/**
 * What a report prints of its testing organisation beside its name (cover and 说明), kept on the
 * organisation (机构管理, ORGANIZATION; identity's api/organization writes them) and copied into
 * each report's content when it is compiled (ReportContent.organisation).
 */
import type { FieldOption, ResourceField } from '../resources/resource-declaration';

/** Built-in values of the `qualification_level` dictionary (职业卫生技术服务机构资质等级). */
export const QUALIFICATION_LEVEL_OPTIONS: FieldOption[] = [
  { value: '1', label: '甲级' },
  { value: '2', label: '乙级' },
];

/** 联系电话 as an organisation writes it: a landline with its area code, an extension, or a mobile number. */
export const ORGANISATION_PHONE_PATTERN = /^[0-9+()（）\-\s转]{5,30}$/;

export const ORGANIZATION_REPORT_FACTS: ResourceField[] = [
  { name: 'qualificationNo', type: 'string', label: '资质证书编号', maxLength: 100, width: 200 },
  { name: 'qualificationLevel', type: 'dictionary', label: '资质等级', dictionary: 'qualification_level', options: QUALIFICATION_LEVEL_OPTIONS, width: 90 },
  { name: 'creditCode', type: 'string', label: '统一社会信用代码', validators: ['creditCode'], maxLength: 18, hidden: true },
  { name: 'legalRepresentative', type: 'string', label: '法定代表人', maxLength: 50, hidden: true },
  { name: 'technicalDirector', type: 'string', label: '技术负责人', maxLength: 50, hidden: true },
  { name: 'address', type: 'string', label: '地址', maxLength: 255, hidden: true },
  { name: 'phone', type: 'string', label: '联系电话', maxLength: 30, hidden: true },
];
