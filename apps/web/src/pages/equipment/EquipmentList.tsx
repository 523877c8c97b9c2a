import { EQUIPMENT } from '@ohit/contracts';
import { ResourceList } from '../../resources/ResourceList';

/** 设备台账: the generic list screen over the equipment declaration. */
export default function EquipmentList() {
  return <ResourceList declaration={EQUIPMENT} />;
}
