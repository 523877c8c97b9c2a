import { EQUIPMENT_ISSUE } from '@ohit/contracts';
import { ResourceList } from '../../resources/ResourceList';

/** 设备出入库: the generic list over the issue records; a record's number opens its detail page (/siteSample/eqpIn/details). */
export default function EquipmentIssueList() {
  return <ResourceList declaration={EQUIPMENT_ISSUE} />;
}
