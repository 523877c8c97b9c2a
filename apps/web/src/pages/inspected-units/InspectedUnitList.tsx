import { INSPECTED_UNIT } from '@ohit/contracts';
import { ResourceList } from '../../resources/ResourceList';

/** 受检单位 (customers): the generic list screen over the inspectedUnit declaration. */
export default function InspectedUnitList() {
  return <ResourceList declaration={INSPECTED_UNIT} />;
}
