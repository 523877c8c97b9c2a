import { SAMPLING_PLAN } from '@ohit/contracts';
import { ResourceList } from '../../resources/ResourceList';
import { SampleCodePatternButton } from './SampleCodePatternButton';

/** 采样方案 (项目与现场 › 采样方案): the generic list over the plan declaration (a row opens its plan page, route samplePlanDetail) and the organisation's 样品编号规则. */
export default function SamplingPlanList() {
  return <ResourceList declaration={SAMPLING_PLAN} toolbarExtras={<SampleCodePatternButton />} />;
}
