import { EQUIPMENT_ISSUE } from '@ohit/contracts';
import { CodeDetailPage } from '../../resources/detail/CodeDetailPage';

/** Out with the field team blue, back in order green, damaged amber, lost red. */
const STATE_COLORS: Record<string, string> = { issued: 'processing', returned: 'green', damaged: 'warning', lost: 'error' };

/** 设备出入库详情 (/siteSample/eqpIn/details): the record with 归还 / 损坏归还 / 报告遗失 and its history. */
export default function EquipmentIssueDetailPage() {
  return <CodeDetailPage decl={EQUIPMENT_ISSUE} titleFields={['code', 'equipmentName']} stateColors={STATE_COLORS} />;
}
