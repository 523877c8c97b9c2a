import { PROJECT_ADJUSTMENT } from '@ohit/contracts';
import { ResourceList } from '../../resources/ResourceList';

/** 项目调整 (项目与现场 › 项目调整): the generic list over PROJECT_ADJUSTMENT; a row opens its project's adjustments (pageSampling). */
export default function ProjectAdjustmentList() {
  return <ResourceList declaration={PROJECT_ADJUSTMENT} />;
}
