import { PROJECT } from '@ohit/contracts';
import { ResourceList } from '../../resources/ResourceList';

/** 项目管理 (项目与现场 › 项目管理): the generic list over the project declaration; a row's code opens its detail page (route projectDetail). */
export default function ProjectList() {
  return <ResourceList declaration={PROJECT} />;
}
