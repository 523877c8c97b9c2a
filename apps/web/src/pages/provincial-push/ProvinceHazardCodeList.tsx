import { PROVINCE_HAZARD_CODE } from '@ohit/contracts';
import { ResourceList } from '../../resources/ResourceList';

/** 省平台编码对照 (/dataGovernance/provinceHazardCode/index): our hazards → the province's item, result and unit codes (also a tab of 数据同步). */
export default function ProvinceHazardCodeList() {
  return <ResourceList declaration={PROVINCE_HAZARD_CODE} />;
}
